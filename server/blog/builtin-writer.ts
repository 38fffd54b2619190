/**
 * The built-in blog writer: drafts without a language model, grounded in the ingredient knowledge
 * base and the catalogue. It never invents facts: every claim about an
 * ingredient is the knowledge base's own reviewed explanation, every product is a real catalogue
 * product with its link, and the sources are the knowledge base's sources. The connecting prose is
 * hand-written for Puur, chosen and ordered deterministically from the topic.
 */
import {
  CONTENT_FOCUSES,
  META_DESCRIPTION_MAX,
  META_TITLE_MAX,
  clampWords,
  type ContentFocus,
  type SeoData,
} from '../../shared/blog';
import { concernLabel, functionLabel, RATING_LABELS } from '../../shared/ingredients';
import { readTimeMinutes } from '../../shared/text';
import { STOPWORDS, words, hashOf, capitalise, midSentence } from './writer-words';
import type { Research } from './research';
import { GENERAL } from './article-general-text';
import {
  deepDive,
  flagged,
  focusSections,
  introFor,
  sourcesSection,
  takeaway,
  type Section,
} from './article-sections';

export interface ArticleOptions {
  wordCount: number;
  focus: ContentFocus;
  tone?: string;
}

function render(intro: string, sections: Section[]): string {
  return [
    intro,
    ...sections.map((s) =>
      [s.heading ? `## ${s.heading}` : null, ...s.blocks].filter(Boolean).join('\n\n'),
    ),
  ].join('\n\n');
}

const countWords = (text: string) => text.trim().split(/\s+/).filter(Boolean).length;

/** A Markdown article of roughly `wordCount` words with '## ' sections. */
export function builtinArticle(r: Research, options: ArticleOptions): string {
  const target = options.wordCount;
  const seed = hashOf(r.topic.toLowerCase());
  const intro = introFor(r, seed, options.tone ?? 'empathetic');
  const core = focusSections(r, options.focus, seed);
  const closing = [takeaway(r), sourcesSection(r)].filter((s): s is Section => Boolean(s));
  const used = new Set(
    core
      .flatMap((s) => s.blocks)
      .join(' ')
      .match(/\*\*([^*]+)\*\*/g)
      ?.map((b) => b.slice(2, -2)) ?? [],
  );
  const extra: Section[] = [];
  const deep = deepDive(r, used);

  const size = () => countWords(render(intro, [...core, ...extra, ...closing]));
  // Grow towards the target with the knowledge base first, then the general paragraphs.
  const cleaning = r.categories.some((c) => c === 'Home cleaners' || c === 'Laundry');
  const general =
    r.domain === 'household' && !cleaning
      ? [...GENERAL.general, ...GENERAL.household.slice(-2)]
      : r.domain === 'general'
        ? [...GENERAL.general, ...GENERAL.household, ...GENERAL.cosmetics]
        : [...GENERAL[r.domain], ...GENERAL.general];
  const rotated = general.map((_, i) => general[(i + seed) % general.length]!);
  if (size() < target * 0.9 && deep.blocks.length) {
    const section: Section = { ...deep, blocks: [] };
    extra.push(section);
    for (const block of deep.blocks) {
      if (size() >= target * 0.9) break;
      section.blocks.push(block);
    }
  }
  for (const para of rotated) {
    if (size() >= target * 0.9) break;
    extra.push({ heading: para.heading, blocks: [para.text], optional: true });
  }
  // Still short (a very long target on a thin topic): expand the sections with their own facts.
  let round = 0;
  while (size() < target * 0.8 && round < 6) {
    const entry = r.entries[round % Math.max(1, r.entries.length)];
    if (entry && entry.sources.length) {
      extra.push({
        heading: `A closer look at ${entry.inci}`,
        optional: true,
        blocks: [
          `${entry.explanation} In the Puur ingredient knowledge base it is rated *${RATING_LABELS[entry.rating].toLowerCase()}*${entry.concerns.length ? `, with ${entry.concerns.map(concernLabel).join(' and ').toLowerCase()} as the reason to pay attention` : ''}. Its main ${entry.functions.length > 1 ? 'jobs are' : 'job is'} ${entry.functions.map(functionLabel).join(', ').toLowerCase() || 'not recorded'}. Our assessment draws on ${entry.sources.slice(0, 2).join(' and ')}.`,
        ],
      });
    } else break;
    round += 1;
  }
  // Too long: drop optional extras from the end, then trim the core's longest lists.
  while (size() > target * 1.15 && extra.length) {
    const last = extra[extra.length - 1]!;
    if (last.blocks.length > 1) last.blocks.pop();
    else extra.pop();
  }
  for (const section of core) {
    while (size() > target * 1.15 && section.blocks.length > 1) {
      const lastIndex = section.blocks.length - 1;
      const lines = section.blocks[lastIndex]!.split('\n');
      if (lines.length > 2) section.blocks[lastIndex] = lines.slice(0, -1).join('\n');
      else section.blocks.pop();
    }
  }
  return render(intro, [...core, ...extra, ...closing]);
}

// ------------------------------------------------------------------ excerpt

/** Sentences that lean on the one before, and our own opening hooks, make a poor summary. */
const ANAPHORA =
  /^(Of these|These|This|That|Those|It|They|Its|Their|But|And|So|Also|However|The good news|Few topics|If you have ever|Headlines tend)\b/;

function plainText(markdown: string): string {
  return markdown
    .split('\n')
    .filter((line) => !/^\s*#{1,6}\s/.test(line))
    .map((line) =>
      line
        .replace(/^\s*(?:[-*+]|\d+\.)\s+/, '')
        .replace(/^\s*>\s?/, '')
        .replace(/!\[[^\]]*\]\([^)]*\)/g, '')
        .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
        .replace(/[*_`]+/g, ''),
    )
    .join('\n');
}

/**
 * An extractive summary: the sentences that carry the most of the text's key words, in their
 * original order, up to about `maxChars` characters.
 */
export function summarise(content: string, maxChars = 220): string {
  const paragraphs = plainText(
    content
      .split('\n')
      .filter((line) => !/^\s*(?:[-*+]|\d+\.)\s/.test(line))
      .join('\n')
      .replace(/\*\*Key takeaway:\*\*\s*(\w)/gi, (_m, c: string) => c.toUpperCase()),
  )
    .split(/\n\s*\n/)
    .map((p) => p.replace(/\s+/g, ' ').trim())
    .filter((p) => p.length > 0);
  const sentences: { text: string; order: number; first: boolean }[] = [];
  paragraphs.forEach((p, pi) => {
    for (const s of p.split(/(?<=[.!?])\s+(?=[A-Z0-9"'(])/)) {
      if (s.length >= 25 && /[.!?]$/.test(s) && !ANAPHORA.test(s))
        sentences.push({ text: s, order: sentences.length, first: pi === 0 });
    }
  });
  if (!sentences.length) {
    const flat = paragraphs.join(' ');
    return flat.length <= maxChars ? flat : `${flat.slice(0, maxChars).replace(/\s+\S*$/, '')}…`;
  }
  const freq = new Map<string, number>();
  for (const w of words(paragraphs.join(' '))) {
    if (STOPWORDS.has(w) || w.length < 3) continue;
    freq.set(w, (freq.get(w) ?? 0) + 1);
  }
  const scored = sentences.map((s) => {
    const ws = words(s.text).filter((w) => !STOPWORDS.has(w) && w.length >= 3);
    const score = ws.reduce((sum, w) => sum + (freq.get(w) ?? 0), 0) / Math.sqrt(ws.length || 1);
    return { ...s, score: score * (s.first ? 1.25 : 1) };
  });
  const chosen: typeof scored = [];
  let length = 0;
  for (const s of [...scored].sort((a, b) => b.score - a.score)) {
    if (length + s.text.length + 1 > maxChars && chosen.length) continue;
    chosen.push(s);
    length += s.text.length + 1;
    if (length >= maxChars * 0.7) break;
  }
  const text = chosen
    .sort((a, b) => a.order - b.order)
    .map((s) => s.text)
    .join(' ');
  return text.length <= maxChars + 80 ? text : `${text.slice(0, maxChars).replace(/\s+\S*$/, '')}…`;
}

// ------------------------------------------------------------------ SEO

const CATEGORY_KEYWORD: Record<string, string> = {
  'Baby & Kids': 'baby care',
  'Home cleaners': 'natural cleaning products',
  'Make-up': 'clean make-up',
  Kitchen: 'non-toxic kitchen',
  Fashion: 'sustainable fashion',
  Decoration: 'non-toxic home',
};

export function builtinSeo(title: string, r: Research): SeoData {
  const meta_title = clampWords(title, META_TITLE_MAX);
  const m = midSentence(r.subject);
  const f = flagged(r);
  const parts = [
    `A calm, evidence-based guide to ${m}`,
    f.length ? `which ingredients to watch for` : `what really matters`,
    r.products.length ? `and cleaner products to try` : `and simple swaps for your home`,
  ];
  const candidates = [
    `${parts[0]}: ${parts[1]}, what the science says ${parts[2]}.`,
    `${parts[0]}: ${parts[1]} ${parts[2]}.`,
    `${parts[0]}, with simple, cleaner swaps.`,
    `${capitalise(m)}: a calm, evidence-based guide.`,
  ];
  const meta_description =
    candidates.find((c) => c.length <= META_DESCRIPTION_MAX) ??
    clampWords(candidates.at(-1)!, META_DESCRIPTION_MAX);
  const keywords = [
    m.toLowerCase(),
    ...(r.family ? [r.family.label.toLowerCase()] : []),
    ...r.entries.slice(0, 3).map((e) => e.inci.toLowerCase()),
    ...r.categories.slice(0, 2).map((c) => CATEGORY_KEYWORD[c] ?? `clean ${c.toLowerCase()}`),
    r.domain === 'household' ? 'non-toxic home' : 'clean beauty',
    'ingredient safety',
    'natural products',
  ];
  return {
    meta_title,
    meta_description,
    keywords: [...new Set(keywords.map((k) => k.trim()).filter((k) => k && k.length <= 60))].slice(
      0,
      8,
    ),
  };
}

export const FOCUS_LABEL = Object.fromEntries(
  CONTENT_FOCUSES.map((f) => [f.value, f.label]),
) as Record<ContentFocus, string>;

/** For tests and callers that want to know the draft's length in the editor's terms. */
export const articleReadTime = readTimeMinutes;
