import { Link } from '@tanstack/react-router';
import { ScanText } from 'lucide-react';
import { useMemo, useState } from 'react';
import { avoidMatches } from '../../../shared/avoid-list';
import type { StandardBasis } from '../../../shared/standard';
import type { RouterOutputs } from '@/lib/trpc';
import { useAvoidList } from './avoid-list';
import { IngredientRow } from './ingredient-row';
import type { IngredientView } from './ingredient-sheet';
import { LazyIngredientSheet } from './lazy-ingredient-sheet';
import { ViewsVerdictCard } from './verdict-card';

type Details = RouterOutputs['ingredients']['forProduct'];

interface Row {
  id: number;
  ingredient_name: string;
  safety_rating: string;
  explanation: string;
  sources: string[];
}

function useViews(rows: Row[], details: Details | undefined): IngredientView[] {
  const avoid = useAvoidList();
  return useMemo(() => {
    const byName = new Map((details ?? []).map((d) => [d.ingredient_name.toLowerCase(), d]));
    return rows.map((row) => {
      const detail = byName.get(row.ingredient_name.toLowerCase());
      const view: IngredientView = {
        key: row.id,
        name: row.ingredient_name,
        rating: row.safety_rating,
        explanation: row.explanation,
        sources: row.sources,
        concerns: detail?.concerns ?? [],
        functions: detail?.functions ?? [],
        synonyms: detail?.synonyms ?? [],
        cas: detail?.cas ?? null,
        origin: detail?.origin ?? null,
        evidence: detail?.evidence ?? null,
        aiUnreviewed: detail?.ai_unreviewed ?? false,
        avoid: [],
      };
      view.avoid = avoidMatches(
        {
          name: view.name,
          functions: view.functions,
          concerns: view.concerns,
          synonyms: view.synonyms,
        },
        avoid,
      );
      return view;
    });
  }, [rows, details, avoid]);
}

/**
 * The product verdict, driven by the worst ingredients, above the product's safety bars. Goods
 * judged on their materials (a pan, a towel) speak of materials.
 */
export function ProductVerdict({
  rows,
  details,
  basis = 'ingredients',
}: {
  rows: Row[];
  details: Details | undefined;
  basis?: StandardBasis;
}) {
  const views = useViews(rows, details);
  const known = new Set(
    (details ?? []).filter((d) => d.in_dictionary).map((d) => d.ingredient_name.toLowerCase()),
  );
  return (
    <ViewsVerdictCard
      views={views.map((v) => ({ ...v, inDictionary: known.has(v.name.toLowerCase()) }))}
      basis={basis}
    />
  );
}

/**
 * The product's ingredients: each opens a sheet with functions, concerns and sources; the
 * shopper's avoid list is highlighted.
 */
export function ProductIngredientList({
  rows,
  details,
}: {
  rows: Row[];
  details: Details | undefined;
}) {
  const views = useViews(rows, details);
  const [open, setOpen] = useState<IngredientView | null>(null);
  return (
    <div>
      <ul className="divide-y divide-line overflow-hidden rounded-3xl border border-line bg-paper">
        {views.map((view) => (
          <IngredientRow key={view.key} ingredient={view} onOpen={setOpen} clamp={false} />
        ))}
      </ul>
      <p className="mt-4 flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
        <Link
          to="/ingredient-checker"
          className="inline-flex items-center gap-1.5 text-forest underline-offset-4 hover:underline"
        >
          <ScanText className="size-4" aria-hidden="true" />
          Check the ingredients of a product you own
        </Link>
        <Link
          to="/standard"
          className="text-muted underline-offset-4 hover:text-forest hover:underline"
        >
          How we rate ingredients
        </Link>
      </p>
      <LazyIngredientSheet ingredient={open} onClose={() => setOpen(null)} />
    </div>
  );
}
