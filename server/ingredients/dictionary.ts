/**
 * The INCI dictionary: names Puur has not rated but knows the nature of. It sits beside the rated
 * knowledge base and answers "what is this and what does it do" for a name the knowledge base
 * lacks, in three ways, all data in ./dictionary:
 *
 * - listed entries (inci.json): an INCI name, its other names and its functions in the EU
 *   CosIng vocabulary ('humectant', 'surfactant - cleansing');
 * - other names of rated entries (aliases.json): a name in another language or an older INCI name
 *   that is the same substance as a knowledge-base entry ('Natriumcitrat' is Sodium Citrate);
 * - a grammar of INCI name forms (grammar.json): patterns that recognise a family by the form of
 *   its names ('Laureth-21', 'Rosa Multiflora Fruit Extract', 'Acrylates Crosspolymer-4').
 *
 * Nothing here carries a rating: a name known only here counts as unrated in every verdict.
 */
import { z } from 'zod';
import aliasesData from './dictionary/aliases.json' with { type: 'json' };
import grammarData from './dictionary/grammar.json' with { type: 'json' };
import inciData from './dictionary/inci.json' with { type: 'json' };
import { nameKey } from './normalize';

/** Longer than any INCI name: such text is never looked up (and no pattern runs over it). */
export const MAX_DICTIONARY_NAME = 200;

const name = z.string().trim().min(1).max(MAX_DICTIONARY_NAME);
const cosingFunction = z
  .string()
  .regex(/^[a-z][a-z -]*[a-z]$/, 'a CosIng function in lower case')
  .max(60);

export const dictionaryEntrySchema = z.strictObject({
  inci: name,
  synonyms: z.array(name).max(20).default([]),
  functions: z.array(cosingFunction).max(12),
  /** What it is, where its functions do not say ('Sea salt', 'Mineral pigment'). */
  family: z.string().trim().min(1).max(80).optional(),
});

export const aliasesSchema = z.array(z.strictObject({ name, same_as: name })).max(5_000);

export const grammarSchema = z.strictObject({
  fragments: z.record(z.string().regex(/^[A-Z_]+$/), z.string().max(2_000)),
  rules: z
    .array(
      z.strictObject({
        id: z.string().regex(/^[a-z-]+$/),
        family: z.string().min(1).max(80),
        functions: z.array(cosingFunction).max(6),
        pattern: z.string().min(1).max(2_000),
        examples: z.array(name).min(1).max(40),
      }),
    )
    .max(100),
  neverExamples: z.array(name).max(100),
});

export type DictionaryEntry = z.infer<typeof dictionaryEntrySchema>;

/** What the dictionary knows of one name. */
export interface DictionaryHit {
  /** The listed INCI name, or the name as given when its form was recognised. */
  inci: string;
  family: string | null;
  functions: string[];
  /** 'listed': an entry of its own; 'grammar': recognised by the form of the name. */
  how: 'listed' | 'grammar';
  /** The grammar rule that recognised it. */
  rule: string | null;
}

interface Rule {
  id: string;
  family: string;
  functions: string[];
  pattern: RegExp;
}

/** A rule's pattern with its {FRAGMENT}s written out. */
function compile(pattern: string, fragments: Record<string, string>): RegExp {
  const source = pattern.replace(/\{([A-Z_]+)\}/g, (_m, key: string) => {
    const fragment = fragments[key];
    if (fragment === undefined) throw new Error(`INCI grammar: unknown fragment {${key}}`);
    return fragment;
  });
  return new RegExp(source);
}

export class InciDictionary {
  private readonly byKey = new Map<string, DictionaryEntry>();
  private readonly aliasByKey = new Map<string, string>();
  readonly rules: readonly Rule[];

  constructor(
    entries: readonly DictionaryEntry[],
    aliases: readonly { name: string; same_as: string }[],
    grammar: z.infer<typeof grammarSchema>,
  ) {
    for (const entry of entries) {
      for (const one of [entry.inci, ...entry.synonyms]) {
        const key = nameKey(one);
        if (key && !this.byKey.has(key)) this.byKey.set(key, entry);
      }
    }
    for (const alias of aliases) this.aliasByKey.set(nameKey(alias.name), alias.same_as);
    this.rules = grammar.rules.map((rule) => ({
      id: rule.id,
      family: rule.family,
      functions: rule.functions,
      pattern: compile(rule.pattern, grammar.fragments),
    }));
  }

  /** The knowledge-base name this name is another name of ('Natriumcitrat' → 'Sodium Citrate'). */
  sameAs(text: string): string | null {
    if (text.length > MAX_DICTIONARY_NAME) return null;
    return this.aliasByKey.get(nameKey(text)) ?? null;
  }

  /** A listed entry, else the first rule of the grammar that recognises the name's form. */
  lookup(text: string): DictionaryHit | null {
    if (text.length > MAX_DICTIONARY_NAME) return null;
    const key = nameKey(text);
    if (!key) return null;
    const entry = this.byKey.get(key);
    if (entry) {
      return {
        inci: entry.inci,
        family: entry.family ?? null,
        functions: entry.functions,
        how: 'listed',
        rule: null,
      };
    }
    const rule = this.rule(key);
    if (!rule) return null;
    return {
      inci: text.trim(),
      family: rule.family,
      functions: rule.functions,
      how: 'grammar',
      rule: rule.id,
    };
  }

  /** The first of these names (a label item's candidates, best first) that the dictionary knows. */
  identify(names: readonly string[]): DictionaryHit | null {
    for (const one of names) {
      const hit = this.lookup(one);
      if (hit) return hit;
    }
    return null;
  }

  /** The grammar rule that recognises a name key, if any. */
  rule(key: string): Rule | null {
    if (key.length > MAX_DICTIONARY_NAME) return null;
    return this.rules.find((rule) => rule.pattern.test(key)) ?? null;
  }
}

/**
 * The sentence shown for a name the dictionary knows and Puur has not rated: what it does (its
 * functions, 'surfactant - cleansing' as 'surfactant (cleansing)'), else what it is.
 */
export function dictionaryExplanation(hit: Pick<DictionaryHit, 'family' | 'functions'>): string {
  const does = hit.functions.map((fn) => fn.replace(/^(.*?) - (.*)$/, '$1 ($2)')).join(', ');
  const what = does || hit.family || 'A known cosmetic ingredient';
  return `${what.charAt(0).toUpperCase()}${what.slice(1)}. Puur has not rated this ingredient yet.`;
}

let builtin: InciDictionary | null = null;

/** The dictionary of the data files, validated once; throws naming the first bad entry. */
export function builtinDictionary(): InciDictionary {
  if (builtin) return builtin;
  const entries = (inciData as unknown[]).map((raw, index) => {
    const parsed = dictionaryEntrySchema.safeParse(raw);
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      throw new Error(
        `INCI dictionary inci.json[${index}] is invalid: ${issue.path.join('.')} ${issue.message}`,
      );
    }
    return parsed.data;
  });
  builtin = new InciDictionary(
    entries,
    aliasesSchema.parse(aliasesData),
    grammarSchema.parse(grammarData),
  );
  return builtin;
}
