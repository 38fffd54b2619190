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

export type MatchMethod = 'exact' | 'compact' | 'colour-index' | 'visual' | 'fuzzy';

export interface IngredientMatch {
  entry: KbEntry;
  method: MatchMethod;
  /** The name (INCI or synonym) that matched. */
  matchedName: string;
  distance: number;
}

const STARTS_WITH_COLOUR_INDEX = /^c\s*\.?\s*[il1|]\s*\.?\s*\d{5}/i;

interface Named {
  entry: KbEntry;
  name: string;
  compact: string;
  visual: string;
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
  readonly entries: readonly KbEntry[];

  constructor(entries: readonly KbEntry[]) {
    this.entries = entries;
    for (const entry of entries) {
      for (const name of [entry.inci, ...entry.synonyms]) {
        const key = nameKey(name);
        if (!key || this.byKey.has(key)) continue;
        const compact = compactKey(key);
        const visual = visualKey(compact);
        const named: Named = { entry, name, compact, visual };
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
  }

  get size(): number {
    return this.entries.length;
  }

  /** The entry for one name, exactly or with the slips of typing and OCR. */
  lookup(name: string): IngredientMatch | null {
    return this.match({ raw: name, name, candidates: [name], mayContain: false, marked: false });
  }

  match(item: ParsedIngredient): IngredientMatch | null {
    const colour = this.colourIndex(item);
    // 'CI 77499 (Iron Oxides)': the number names the pigment more precisely than the bracket.
    if (colour && STARTS_WITH_COLOUR_INDEX.test(item.name)) return colour;
    const keys = item.candidates.map(nameKey).filter(Boolean);
    return (
      this.known(keys) ??
      this.known(keys.flatMap(spellingVariants)) ??
      colour ??
      this.lookAlike(item.candidates) ??
      // Fuzzy only on the main name (and its form without brackets): short bracketed words such
      // as 'Water' or 'nano' would match too much.
      this.fuzzy(item.candidates.slice(0, 2))
    );
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

  private fuzzy(candidates: readonly string[]): IngredientMatch | null {
    for (const candidate of candidates) {
      const hit = this.closest(nameKey(candidate));
      if (hit) return hit;
    }
    return null;
  }

  private closest(key: string): IngredientMatch | null {
    const compact = compactKey(key);
    const max = allowedDistance(compact.length);
    if (max === 0) return null;
    let best: Named | null = null;
    let bestDistance = max + 1;
    let ambiguous = false;
    const visual = visualKey(compact);
    for (let length = compact.length - max; length <= compact.length + max; length++) {
      for (const named of this.byLength.get(length) ?? []) {
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
    }
    if (!best || bestDistance > max || ambiguous) return null;
    if (!plausibleSlip(key, nameKey(best.name))) return null;
    return found(best, 'fuzzy', bestDistance);
  }
}

function found(named: Named, method: MatchMethod, distance: number): IngredientMatch {
  return { entry: named.entry, method, matchedName: named.name, distance };
}
