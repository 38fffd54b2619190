import { useMemo } from 'react';
import { avoidedFamilies } from '../../../shared/avoid-list';
import { useAvoidList } from '@/features/ingredients/avoid-list';
import { trpc } from '@/lib/trpc';

interface Marked {
  id: number;
  /** The product's ingredient families; null when its list is not published. */
  ingredient_families: string[] | null;
}

const NONE: ReadonlyMap<number, string[]> = new Map();

/**
 * Per product, what on the shopper's avoid list it contains: the groups (from its ingredient
 * families, at once) and the list's own words (asked of the server, which knows the ingredient
 * names). Products without a hit are absent. `skip`: a list already marked its cards.
 */
export function useAvoidedIn(
  products: readonly Marked[],
  skip = false,
): ReadonlyMap<number, string[]> {
  const list = useAvoidList();
  const analysed = products.filter((p) => p.ingredient_families !== null).map((p) => p.id);
  const words = trpc.catalog.avoidedWords.useQuery(
    { ids: analysed, terms: list.terms },
    {
      enabled: !skip && list.terms.length > 0 && analysed.length > 0,
      staleTime: 5 * 60_000,
    },
  );
  const wordHits = words.data;
  const key = products.map((p) => p.id).join(',');
  return useMemo(() => {
    if (skip || (list.groups.length === 0 && list.terms.length === 0)) return NONE;
    const marks = new Map<number, string[]>();
    for (const product of products) {
      const hits = [
        ...avoidedFamilies(product.ingredient_families, list),
        ...(wordHits?.[product.id] ?? []).map((word) => `“${word}”`),
      ];
      if (hits.length) marks.set(product.id, hits);
    }
    return marks;
    // `key` stands for the products: callers pass a new array on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, skip, list, wordHits]);
}
