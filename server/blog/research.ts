/**
 * What the built-in writer knows about a topic before it writes: the subject, its ingredient
 * families and entries in the knowledge base, the categories it concerns, and catalogue products
 * that fit.
 */
import type { DB } from '../db/connect';
import { knowledgeBaseIndex } from '../ingredients/kb';
import type { KbEntry } from '../ingredients/types';
import { STOPWORDS, words } from './writer-words';
import { understand } from '../assistant/understand';
import { FAMILY_LABELS, GROUP_LABELS } from '../assistant/vocabulary';
import { findProducts, typedProducts } from './research-products';
import { CATEGORY_WORDS, FAMILIES, HOUSEHOLD_CATEGORIES, type Family } from './topic-families';
import { subjectOf, typedSubject } from './topic-subject';

export interface ProductRef {
  id: number;
  name: string;
  brand: string | null;
  category: string | null;
  description: string | null;
  features: string[];
  clean: boolean;
  natural: boolean;
}

/** What the writer knows about a topic. */
export interface Research {
  topic: string;
  /** The subject as a title would name it ("Parabens", "Sun protection"). */
  subject: string;
  family: Family | null;
  /** Knowledge-base entries about the topic, the ones named in the topic first. */
  entries: KbEntry[];
  products: ProductRef[];
  categories: string[];
  domain: 'cosmetics' | 'household' | 'general';
  /**
   * The product type the topic is about ("a fragrance-free moisturiser for sensitive skin" is
   * about moisturisers), with what the reader wants of it; null when the topic names no type.
   */
  focus: TopicFocus | null;
}

export interface TopicFocus {
  /** The type's id in the assistant's vocabulary (server/assistant/vocabulary.ts). */
  typeId: string;
  /** Singular and plural as a title names them ("moisturiser", "moisturisers"). */
  typeName: string;
  typePlural: string;
  /** What the topic wants avoided (avoid groups, FREE FROM families, named ingredients). */
  avoid: string[];
  skinTypes: string[];
  situations: string[];
}

/** Finds what the knowledge base and the catalogue know about a topic. */
export async function research(db: DB, topic: string): Promise<Research> {
  const index = await knowledgeBaseIndex(db);
  const family = FAMILIES.find((f) => f.words.test(topic)) ?? null;

  // Ingredients the topic names (1 to 4 word windows, exact or compact matches only).
  const named: KbEntry[] = [];
  const tokens = words(topic);
  for (let size = 4; size >= 1; size--) {
    for (let i = 0; i + size <= tokens.length; i++) {
      const window = tokens.slice(i, i + size);
      if (size === 1 && (STOPWORDS.has(window[0]!) || window[0]!.length < 4)) continue;
      const match = index.lookup(window.join(' '));
      if (match && (match.method === 'exact' || match.method === 'compact')) {
        if (!named.some((e) => e.id === match.entry.id)) named.push(match.entry);
      }
    }
  }
  const familyEntries = family ? index.entries.filter(family.matches) : [];
  const severity = { 'high-concern': 0, 'low-to-moderate-concern': 1, 'no-concern': 2 } as const;
  const seen = new Set<number>();
  const entries = [
    ...named,
    ...familyEntries.sort((a, b) => severity[a.rating] - severity[b.rating]),
  ]
    .filter((e) => (seen.has(e.id) ? false : (seen.add(e.id), true)))
    .slice(0, 14);

  // Related, well-rated ingredients doing the job of a flagged one (the "gentler alternatives").
  const jobs = new Set(
    entries
      .filter((e) => e.rating !== 'no-concern')
      .flatMap((e) => e.functions)
      .filter((f) => !['fragrance-allergen', 'fragrance'].includes(f)),
  );
  if (jobs.size && entries.length < 14) {
    for (const entry of index.entries) {
      if (entries.length >= 14) break;
      if (seen.has(entry.id) || entry.rating !== 'no-concern') continue;
      if (entry.domain !== entries[0]!.domain) continue;
      if (entry.functions.some((f) => jobs.has(f))) {
        seen.add(entry.id);
        entries.push(entry);
      }
    }
  }

  // A topic about a product type keeps that type and its concern ("How to choose a
  // fragrance-free moisturiser for sensitive skin" must not become an article about fragrance
  // that recommends candles): the assistant's understanding of a request reads them.
  const wish = understand(topic, index);
  const focus: TopicFocus | null = wish.type
    ? {
        typeId: wish.type.id,
        typeName: wish.type.name.en,
        typePlural: wish.type.plural.en,
        avoid: [
          ...wish.addGroups.map((g) => GROUP_LABELS[g]?.en ?? g),
          ...wish.addFamilies.map((f) => FAMILY_LABELS[f]?.en ?? f),
          ...wish.addTerms.map((t) => t.label.toLowerCase()),
        ],
        skinTypes: wish.skinTypes,
        situations: wish.situations,
      }
    : null;

  const categories = new Set<string>();
  if (wish.type) categories.add(wish.type.category);
  else
    for (const [pattern, category] of CATEGORY_WORDS)
      if (pattern.test(topic)) categories.add(category);
  if (!categories.size && family) family.categories.forEach((c) => categories.add(c));

  const domain: Research['domain'] = categories.size
    ? [...categories].every((c) => HOUSEHOLD_CATEGORIES.has(c))
      ? 'household'
      : 'cosmetics'
    : entries.length
      ? entries[0]!.domain
      : 'general';
  if (!categories.size && entries.length) {
    categories.add(domain === 'household' ? 'Home cleaners' : 'Skincare');
  }
  const avoid = entries.filter((e) => e.rating !== 'no-concern').map((e) => e.inci.toLowerCase());
  const products = wish.type
    ? await typedProducts(db, wish, avoid)
    : await findProducts(db, [...categories], tokens, avoid);

  const subject = wish.type
    ? typedSubject(topic, wish)
    : family
      ? family.label
      : named.length === 1 && tokens.length <= 3
        ? named[0]!.inci
        : subjectOf(topic);
  return { topic, subject, family, entries, products, categories: [...categories], domain, focus };
}
