/**
 * The sections of a built-in article: the introduction, what the subject is, what to watch, the
 * alternatives, the label, products to try, a plan, the takeaway, the sources, and the focus's own
 * sections.
 */
import { sourceLink } from '../../shared/source-links';
import { type ContentFocus } from '../../shared/blog';
import { concernLabel, functionLabel, RATING_LABELS } from '../../shared/ingredients';
import type { KbEntry } from '../ingredients/types';
import { pick, capitalise, midSentence } from './writer-words';
import type { ProductRef, Research } from './research';

export interface Section {
  heading?: string;
  blocks: string[];
  /** Dropped first when the draft is too long. */
  optional?: boolean;
}

export function is(r: Research): 'is' | 'are' {
  if (r.family) return r.family.plural ? 'are' : 'is';
  const first = r.subject.split(/\s+/)[0]!;
  if (/ing$/i.test(first) || r.subject.includes(' '))
    return /s$/i.test(first) && !/ss$/i.test(first) ? 'are' : 'is';
  return /s$/i.test(r.subject) && !/ss$/i.test(r.subject) ? 'are' : 'is';
}

/** "A longer-chain paraben …" → "a longer-chain paraben …" after "Take X, for example:". */
export function lowerFirst(text: string): string {
  return /^(A|An|The|One)\s/.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text;
}

export function productLine(p: ProductRef): string {
  const badges = [p.clean && 'Clean', p.natural && 'Natural'].filter(Boolean).join(', ');
  const features = p.features.slice(0, 2).map((f) => f.toLowerCase());
  const what = p.description
    ? firstSentence(p.description)
    : `${p.category ?? 'A product'} from ${p.brand ?? 'an independent brand'}.`;
  const why = features.length ? ` Why we like it: ${features.join(' and ')}.` : '';
  return `- **[${p.name}](/product/${p.id})**${p.brand ? ` by ${p.brand}` : ''}${badges ? ` (${badges})` : ''}: ${what}${why}`;
}

export function firstSentence(text: string): string {
  const match = /^(.+?[.!?])(\s|$)/.exec(text.trim());
  return (match ? match[1]! : text.trim()).replace(/\s+/g, ' ');
}

export function entryLine(e: KbEntry): string {
  const concerns = e.concerns.length
    ? ` (${e.concerns.map(concernLabel).join(', ').toLowerCase()})`
    : '';
  return `- **${e.inci}**: ${RATING_LABELS[e.rating].toLowerCase()}${concerns}. ${e.explanation}`;
}

export function labelLine(e: KbEntry): string {
  const aka = e.synonyms.slice(0, 3);
  return `- *${e.inci}*${aka.length ? `, also written ${aka.map((a) => `*${a}*`).join(' or ')}` : ''}: ${e.functions.slice(0, 2).map(functionLabel).join(' and ').toLowerCase() || 'ingredient'}`;
}

export function introFor(r: Research, seed: number, tone: string): string {
  const m = midSentence(r.subject);
  const openers = [
    `If you have ever stood in a shop aisle wondering what to make of ${m}, you are not alone.`,
    `${capitalise(m)} come${is(r) === 'is' ? 's' : ''} up in almost every conversation about cleaner living, and the advice you find online can be confusing.`,
    `Few topics cause as much quiet worry in our inbox as ${m}.`,
  ];
  const middles = [
    `Headlines tend to swing between alarm and dismissal, while the real picture is calmer and more useful.`,
    `The good news: once you know what to look for, choosing well takes only a minute.`,
    `You do not need a chemistry degree to make a good choice, just a few clear facts.`,
  ];
  const purpose =
    tone.toLowerCase() === 'professional'
      ? `This article sets out what is known, what regulators concluded and what that means in practice.`
      : `In this article we walk you through what ${m} ${is(r)}, what the evidence says, and simple steps you can take, without panic and without throwing everything away.`;
  return `${pick(openers, seed)} ${pick(middles, seed, 1)} ${purpose}`;
}

export function evidenceSummary(r: Research): string[] {
  if (!r.entries.length) return [];
  const counts = { 'no-concern': 0, 'low-to-moderate-concern': 0, 'high-concern': 0 };
  for (const e of r.entries) counts[e.rating] += 1;
  const parts = [
    counts['no-concern'] && `${counts['no-concern']} raise no concern`,
    counts['low-to-moderate-concern'] &&
      `${counts['low-to-moderate-concern']} are rated low to moderate concern`,
    counts['high-concern'] && `${counts['high-concern']} are rated high concern`,
  ].filter(Boolean) as string[];
  const list =
    parts.length > 1 ? `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}` : parts[0]!;
  return [
    `We checked ${r.entries.length} ingredients related to ${midSentence(r.subject)} against the Puur ingredient knowledge base, which follows the EU Cosmetics Regulation, the opinions of the Scientific Committee on Consumer Safety (SCCS) and ECHA classifications. Of these, ${list}.`,
  ];
}

export function flagged(r: Research) {
  return r.entries.filter((e) => e.rating !== 'no-concern');
}

export function gentle(r: Research) {
  return r.entries.filter((e) => e.rating === 'no-concern');
}

export function whatItIs(r: Research): Section {
  const m = midSentence(r.subject);
  const top = r.entries.slice(0, 3);
  const blocks = top.length
    ? [
        `On an ingredient list you will meet ${m} under names such as ${top.map((e) => `*${e.inci}*`).join(', ')}. ${top[0]!.explanation}`,
        ...top.slice(1).map((e) => `${e.inci}: ${e.explanation}`),
      ]
    : [
        `${capitalise(m)} ${is(r)} part of everyday life, which is exactly why it deserves a calm look. What matters is not a single scary word on a label, but how a product is made, how much of each ingredient it contains and how you use it.`,
      ];
  return { heading: `What ${m} ${is(r)}`, blocks };
}

/** A heading, an introduction and one line per entry; no section when there are no entries. */
function entryListSection(heading: string, intro: string, list: KbEntry[]): Section | null {
  return list.length ? { heading, blocks: [intro, list.map(entryLine).join('\n')] } : null;
}

export function watchList(r: Research): Section | null {
  return entryListSection(
    'Ingredients to look out for',
    `These are the ingredients in this group that deserve a second look, with the reason in plain words:`,
    flagged(r).slice(0, 6),
  );
}

export function alternatives(r: Research): Section | null {
  return entryListSection(
    'Gentler alternatives that work',
    `The good news is that there are well-studied ingredients that do the same job with no known concern:`,
    gentle(r).slice(0, 5),
  );
}

export function labelSection(r: Research): Section | null {
  const list = r.entries.slice(0, 6);
  if (!list.length) return null;
  return {
    heading: `How to spot ${midSentence(r.subject)} on a label`,
    blocks: [
      `Ingredient names follow the international INCI system, so the same names appear on products across Europe. Look for:`,
      list.map(labelLine).join('\n'),
      `Ingredients are listed in order of quantity down to one percent, so a name near the end of a long list is present in a small amount.`,
    ],
  };
}

export function productsSection(r: Research, heading = 'Cleaner products to try'): Section | null {
  if (!r.products.length) return null;
  const category = r.categories[0];
  return {
    heading,
    blocks: [
      `If you are ready for a swap, these products from our catalogue are a good place to start:`,
      r.products.map(productLine).join('\n'),
      category
        ? `You will find more in our [${category} selection](/clean-products?category=${encodeURIComponent(category)}).`
        : `You will find more in our [clean products](/clean-products).`,
    ],
  };
}

export function planSection(r: Research): Section {
  const m = midSentence(r.subject);
  const firstFlag = flagged(r)[0];
  const steps = [
    `**Check the products you use most.** Start with what stays on your skin or in your home all day${r.categories[0] ? `, such as your ${r.categories[0].toLowerCase()} basics` : ''}.`,
    firstFlag
      ? `**Look for the names that matter.** Scan the ingredient list for *${firstFlag.inci}*${flagged(r)[1] ? ` and *${flagged(r)[1]!.inci}*` : ''}; that takes less than a minute.`
      : `**Read the first five ingredients.** They make up most of the product and tell you what it really is.`,
    `**Use it up, then swap.** There is rarely a reason to throw things away; choose a cleaner option when you run out.`,
    `**Change one thing at a time.** That way you can see what works for you and your family.`,
    `**Ask when in doubt.** Paste an ingredient list into our [personal assistant](/personal-assistant) and ask what ${m === 'it' ? 'it' : 'each ingredient'} does.`,
  ];
  return { heading: 'A simple plan', blocks: [steps.map((s, i) => `${i + 1}. ${s}`).join('\n')] };
}

export function takeaway(r: Research): Section {
  const m = midSentence(r.subject);
  const f = flagged(r);
  const line = f.length
    ? `**Key takeaway:** most ${r.domain === 'household' ? 'household products' : 'products'} are safe to use, but with ${m} it pays to know a few names. Watch for ${f
        .slice(0, 2)
        .map((e) => e.inci)
        .join(' and ')}, prefer short ingredient lists, and swap calmly when you run out.`
    : `**Key takeaway:** with ${m}, calm and informed beats perfect. Choose products with clear labels, use them well, and swap one thing at a time.`;
  return { heading: 'The short version', blocks: [`> ${line}`] };
}

export function sourcesSection(r: Research): Section | null {
  const sources = [...new Set(r.entries.flatMap((e) => e.sources))].slice(0, 6);
  if (!sources.length) return null;
  const item = (title: string) => {
    const url = sourceLink(title);
    return url ? `- [${title}](${url})` : `- ${title}`;
  };
  return { heading: 'Sources', blocks: [sources.map(item).join('\n')] };
}

export function deepDive(r: Research, used: Set<string>): Section {
  const rest = r.entries.filter((e) => !used.has(e.inci)).slice(0, 8);
  return {
    heading: 'Ingredient by ingredient',
    optional: true,
    blocks: rest.map(
      (e) =>
        `**${e.inci}** (${e.functions.slice(0, 2).map(functionLabel).join(', ').toLowerCase() || 'ingredient'}; ${RATING_LABELS[e.rating].toLowerCase()}). ${e.explanation}`,
    ),
  };
}

export function focusSections(r: Research, focus: ContentFocus, seed: number): Section[] {
  const m = midSentence(r.subject);
  const sections: (Section | null)[] = [];
  switch (focus) {
    case 'educational':
      sections.push(
        whatItIs(r),
        { heading: 'What the evidence says', blocks: evidenceSummary(r) },
        watchList(r),
        labelSection(r),
        alternatives(r),
        productsSection(r),
      );
      break;
    case 'lifestyle':
      sections.push(
        {
          heading: 'Small changes, real difference',
          blocks: [
            `Cleaner living is not a project with a finish line. It is a handful of habits that quietly add up. With ${m}, the easiest wins are the products you reach for every day.`,
            ...evidenceSummary(r),
          ],
        },
        {
          heading: 'Everyday tips',
          blocks: [
            [
              `- **Keep a short list of names** you want to avoid on your phone, so shopping stays quick.`,
              `- **Choose fragrance-free** for anything that stays on skin or babies' clothes.`,
              `- **Buy refills and concentrates** where you can; less packaging, fewer decisions.`,
              `- **Store products cool and closed**, and respect the open-jar date.`,
              `- **Share what you learn** with the people you live with, so the whole household benefits.`,
            ].join('\n'),
          ],
        },
        watchList(r),
        productsSection(r, 'Products that make it easy'),
      );
      break;
    case 'product-guide':
      sections.push(
        {
          heading: 'What to look for',
          blocks: [
            `A good product for ${m} has a clear, complete ingredient list, no unnecessary fragrance, and packaging you can refill or recycle. Independent certifications help, and so does a brand that answers your questions.`,
            ...evidenceSummary(r),
          ],
        },
        r.products.length
          ? {
              heading: 'Our picks',
              blocks: r.products.map((p) =>
                `### ${p.name}\n\n${p.description ?? ''} ${p.features.length ? `Why we like it: ${p.features.slice(0, 3).join(', ').toLowerCase()}.` : ''} [View ${p.name}](/product/${p.id}).`.trim(),
              ),
            }
          : null,
        watchList(r) && { ...watchList(r)!, heading: 'What to avoid' },
        labelSection(r),
      );
      break;
    case 'how-to':
      sections.push(
        {
          heading: 'Before you start',
          blocks: [
            `You need nothing more than the products you already own, good light and a few minutes. The aim is not to judge every bottle, but to know which ones deserve attention when it is time to replace them.`,
          ],
        },
        {
          heading: 'Step by step',
          blocks: [
            [
              `1. **Gather the products you use daily** and put them on one table.`,
              `2. **Find the ingredient list** on each: it starts with "Ingredients" or "INCI".`,
              r.entries.length
                ? `3. **Look for the key names**: ${r.entries
                    .slice(0, 4)
                    .map((e) => `*${e.inci}*`)
                    .join(', ')}.`
                : `3. **Read the first five ingredients**, which make up most of the product.`,
              `4. **Note the position**: an ingredient near the end is present in a small amount.`,
              `5. **Mark the products to replace** and swap them when they run out.`,
            ].join('\n'),
          ],
        },
        labelSection(r),
        {
          heading: 'Common mistakes',
          blocks: [
            `- **Throwing everything away at once.** It is costly and rarely needed.\n- **Trusting the front of the pack.** Words like *natural* are not regulated; the ingredient list is.\n- **Judging one word alone.** Dose and position matter as much as the name.`,
          ],
        },
        productsSection(r),
      );
      break;
    default:
      sections.push(
        {
          heading: `Why ${m} ${is(r) === 'are' ? 'matter' : 'matters'}`,
          blocks: [
            ...(r.entries[0]
              ? [
                  `Take *${r.entries[0].inci}*, for example: ${lowerFirst(r.entries[0].explanation)}`,
                ]
              : []),
            ...evidenceSummary(r),
          ],
        },
        watchList(r),
        alternatives(r),
        productsSection(r),
        planSection(r),
      );
  }
  void seed;
  return sections.filter((s): s is Section => Boolean(s && s.blocks.length));
}
