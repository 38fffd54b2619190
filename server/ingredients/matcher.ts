import { LRUCache } from 'lru-cache';
import { builtinDictionary, type DictionaryHit, type InciDictionary } from './dictionary';
import {
  allowedDistance,
  colourIndexKey,
  compactKey,
  editDistance,
  nameKey,
  plausibleSlip,
  spellingVariants,
  visualKey,
} from './normalize';
import type { ParsedIngredient } from './parse';
import type { KbEntry } from './types';

export type MatchMethod = 'exact' | 'compact' | 'alias' | 'colour-index' | 'visual' | 'fuzzy';

export interface IngredientMatch {
  entry: KbEntry;
  method: MatchMethod;
  /** The name (INCI or synonym) that matched. */
  matchedName: string;
  distance: number;
}

/** What a label item is: a rated entry, a name only the dictionary knows, or neither (null). */
export type Recognised =
  { match: IngredientMatch; known?: never } | { match?: never; known: DictionaryHit };

const STARTS_WITH_COLOUR_INDEX = /^c\s*\.?\s*[il1|]\s*\.?\s*\d{5}/i;

interface Named {
  entry: KbEntry;
  name: string;
  compact: string;
  visual: string;
  /** Its place in the order the full scan visits names: by length, then as given. */
  order: number;
}

/**
 * How many spelling searches (scans for the closest name) one caller may still start. A list of
 * made-up names would otherwise cost a scan per name; past the budget, a name that is not known
 * as written stays unknown. Answers remembered from earlier scans cost nothing.
 */
export interface FuzzyBudget {
  scans: number;
}

/** Spelling searches remembered per index (an index lives until the knowledge base changes). */
const REMEMBERED_SEARCHES = 20_000;

/** The distinct two-letter pieces of a key ('cetyl' → ce, et, ty, yl). */
function bigrams(key: string): Set<string> {
  const pieces = new Set<string>();
  for (let i = 0; i + 1 < key.length; i++) pieces.add(key.slice(i, i + 2));
  return pieces;
}

/**
 * One edit (OSA: a substitution, insertion, deletion or swap of neighbours) removes at most three
 * two-letter pieces of a key, so a name within \`max\` edits shares at least this many distinct
 * pieces with it. Names sharing fewer cannot be close, and are never compared letter by letter.
 */
function sharedPiecesNeeded(pieces: number, max: number): number {
  return pieces - 3 * max;
}

/**
 * An in-memory index over every name (INCI and synonyms) of the knowledge base. Entries given
 * earlier win a name shared with a later one (pass staff, then built-in, then AI entries).
 */
export class IngredientIndex {
  private readonly byKey = new Map<string, Named>();
  private readonly byCompact = new Map<string, Named>();
  private readonly byVisual = new Map<string, Named | null>();
  private readonly byLength = new Map<number, Named[]>();
  /** Every name, and for each two-letter piece of a look-alike key the names that hold it. */
  private readonly all: Named[] = [];
  private readonly byPiece = new Map<string, number[]>();
  private readonly searches = new LRUCache<string, { hit: IngredientMatch | null }>({
    max: REMEMBERED_SEARCHES,
  });
  /** Per name, how many pieces it shares with the key being searched for (zero between searches). */
  private sharedCounts = new Uint16Array(0);
  /** Scans for the closest name run so far (answers remembered are not counted). */
  fuzzyScans = 0;
  readonly entries: readonly KbEntry[];
  /** Names Puur has not rated but knows (and other names of rated entries). */
  readonly dictionary: InciDictionary;

  /**
   * `fullScan` compares every name of a near length letter by letter, skipping the shared-pieces
   * filter: slower, the same answers (a property test holds the two side by side). `dictionary`
   * defaults to the built-in one.
   */
  constructor(
    entries: readonly KbEntry[],
    private readonly options: { fullScan?: boolean; dictionary?: InciDictionary } = {},
  ) {
    this.entries = entries;
    this.dictionary = options.dictionary ?? builtinDictionary();
    for (const entry of entries) {
      for (const name of [entry.inci, ...entry.synonyms]) {
        const key = nameKey(name);
        if (!key || this.byKey.has(key)) continue;
        const compact = compactKey(key);
        const visual = visualKey(compact);
        const named: Named = { entry, name, compact, visual, order: 0 };
        this.byKey.set(key, named);
        if (!this.byCompact.has(compact)) this.byCompact.set(compact, named);
        const existing = this.byVisual.get(visual);
        // A look-alike key shared by two different entries is ambiguous: keep neither.
        if (existing === undefined) this.byVisual.set(visual, named);
        else if (existing && existing.entry.id !== entry.id) this.byVisual.set(visual, null);
        const bucket = this.byLength.get(named.compact.length) ?? [];
        bucket.push(named);
        this.byLength.set(named.compact.length, bucket);
      }
    }
    for (const length of [...this.byLength.keys()].sort((a, b) => a - b)) {
      for (const named of this.byLength.get(length)!) {
        named.order = this.all.length;
        this.all.push(named);
        for (const piece of bigrams(named.visual)) {
          const holders = this.byPiece.get(piece);
          if (holders) holders.push(named.order);
          else this.byPiece.set(piece, [named.order]);
        }
      }
    }
    this.sharedCounts = new Uint16Array(this.all.length);
  }

  get size(): number {
    return this.entries.length;
  }

  /** The entry for one name, exactly or with the slips of typing and OCR. */
  lookup(name: string, budget?: FuzzyBudget): IngredientMatch | null {
    return this.match(
      { raw: name, name, candidates: [name], mayContain: false, marked: false },
      budget,
    );
  }

  /**
   * The entry a label item names. Without a budget every unknown name is searched for; with one,
   * only as many new spelling searches as it holds (each one spends one).
   */
  match(item: ParsedIngredient, budget?: FuzzyBudget): IngredientMatch | null {
    const colour = this.colourIndex(item);
    // 'CI 77499 (Iron Oxides)': the number names the pigment more precisely than the bracket.
    if (colour && STARTS_WITH_COLOUR_INDEX.test(item.name)) return colour;
    const keys = item.candidates.map(nameKey).filter(Boolean);
    const known =
      this.known(keys) ??
      this.known(keys.flatMap(spellingVariants)) ??
      colour ??
      this.alias(item.candidates);
    if (known) return known;
    // Fuzzy only on the main name (and its form without brackets): short bracketed words such
    // as 'Water' or 'nano' would match too much.
    const main = item.candidates.slice(0, 2);
    // A real name of its own (listed in the dictionary, or of a form its grammar recognises) is
    // never taken for a rated name that is spelt alike: 'Lactamide MEA' is not 'Lauramide MEA'.
    if (this.dictionary.identify(main)) return null;
    return this.lookAlike(item.candidates) ?? this.fuzzy(main, budget);
  }

  /** The rated entry a label item names, else what the dictionary knows of it, else null. */
  recognise(item: ParsedIngredient, budget?: FuzzyBudget): Recognised | null {
    const match = this.match(item, budget);
    if (match) return { match };
    const known = this.dictionary.identify(item.candidates);
    return known ? { known } : null;
  }

  /** A rated entry by another name of it ('Natriumcitrat' for Sodium Citrate). */
  private alias(candidates: readonly string[]): IngredientMatch | null {
    for (const candidate of candidates) {
      const inci = this.dictionary.sameAs(candidate);
      const named = inci ? this.byKey.get(nameKey(inci)) : undefined;
      if (named)
        return { entry: named.entry, method: 'alias', matchedName: candidate, distance: 0 };
    }
    return null;
  }

  private colourIndex(item: ParsedIngredient): IngredientMatch | null {
    const ci = colourIndexKey(item.raw) ?? colourIndexKey(item.name);
    const hit = ci ? this.byKey.get(ci) : undefined;
    return hit ? found(hit, 'colour-index', 0) : null;
  }

  private lookAlike(candidates: readonly string[]): IngredientMatch | null {
    for (const candidate of candidates) {
      const visual = this.byVisual.get(visualKey(compactKey(nameKey(candidate))));
      if (visual) return found(visual, 'visual', 0);
    }
    return null;
  }

  /** The entry one of these keys names, as written or without its spaces. */
  private known(keys: readonly string[]): IngredientMatch | null {
    for (const key of keys) {
      const exact = this.byKey.get(key);
      if (exact) return found(exact, 'exact', 0);
      const compact = this.byCompact.get(compactKey(key));
      if (compact) return found(compact, 'compact', 0);
    }
    return null;
  }

  private fuzzy(candidates: readonly string[], budget?: FuzzyBudget): IngredientMatch | null {
    for (const candidate of candidates) {
      const key = nameKey(candidate);
      if (allowedDistance(compactKey(key).length) === 0) continue;
      let remembered = this.searches.get(key);
      if (!remembered) {
        if (budget) {
          if (budget.scans <= 0) return null;
          budget.scans--;
        }
        this.fuzzyScans++;
        remembered = { hit: this.closest(key) };
        this.searches.set(key, remembered);
      }
      if (remembered.hit) return remembered.hit;
    }
    return null;
  }

  /**
   * The names of a near length (compact keys within `max` letters) whose look-alike key could be
   * within `max` edits of this one, in the order of a full scan by length.
   */
  private nearNames(compact: string, visual: string, max: number): Named[] {
    const pieces = bigrams(visual);
    const needed = sharedPiecesNeeded(pieces.size, max);
    const inWindow = (named: Named) => Math.abs(named.compact.length - compact.length) <= max;
    if (needed <= 0 || this.options.fullScan) {
      // A short key: every name of a near length may be close.
      const names: Named[] = [];
      for (let length = compact.length - max; length <= compact.length + max; length++)
        names.push(...(this.byLength.get(length) ?? []));
      return names;
    }
    const shared = this.sharedCounts;
    const touched: number[] = [];
    for (const piece of pieces) {
      for (const order of this.byPiece.get(piece) ?? []) {
        if (shared[order] === 0) touched.push(order);
        shared[order]! += 1;
      }
    }
    const names: Named[] = [];
    for (const order of touched) {
      if (shared[order]! >= needed && inWindow(this.all[order]!)) names.push(this.all[order]!);
      shared[order] = 0;
    }
    return names.sort((a, b) => a.order - b.order);
  }

  private closest(key: string): IngredientMatch | null {
    const compact = compactKey(key);
    const max = allowedDistance(compact.length);
    if (max === 0) return null;
    let best: Named | null = null;
    let bestDistance = max + 1;
    let ambiguous = false;
    const visual = visualKey(compact);
    for (const named of this.nearNames(compact, visual, max)) {
      // Compare look-alike keys so that an OCR 'l' for 'i' costs nothing.
      const distance = editDistance(visual, named.visual, bestDistance);
      if (distance < bestDistance) {
        best = named;
        bestDistance = distance;
        ambiguous = false;
      } else if (distance === bestDistance && best && best.entry.id !== named.entry.id) {
        ambiguous = true;
      }
    }
    if (!best || bestDistance > max || ambiguous) return null;
    if (!plausibleSlip(key, nameKey(best.name))) return null;
    return found(best, 'fuzzy', bestDistance);
  }
}

function found(named: Named, method: MatchMethod, distance: number): IngredientMatch {
  return { entry: named.entry, method, matchedName: named.name, distance };
}
