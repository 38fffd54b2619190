import { Link } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { avoidMatches } from '../../../shared/avoid-list';
import type { RouterOutputs } from '@/lib/trpc';
import { useAvoidList } from './avoid-list';
import { CleanerAlternatives } from './cleaner-alternatives';
import { IngredientRow } from './ingredient-row';
import type { IngredientView } from './ingredient-sheet';
import { LazyIngredientSheet } from './lazy-ingredient-sheet';
import { ShareResult } from './share-result';
import { ViewsVerdictCard } from './verdict-card';
import { countOf, plural } from '../../../shared/text';

export type CheckResult = RouterOutputs['ingredients']['check'];

/**
 * The checker's answer: the verdict, what to look at first, every ingredient and alternatives.
 * `shareList` is the checked list packed for a link (null when it is too long for one).
 */
export function CheckResults({
  result,
  shareList,
}: {
  result: CheckResult;
  shareList: string | null;
}) {
  const avoid = useAvoidList();
  const [open, setOpen] = useState<IngredientView | null>(null);
  // Highlighting follows the avoid list at once; the server's list may be a moment behind.
  const views = useMemo<IngredientView[]>(
    () =>
      result.ingredients.map((i) => ({
        key: i.position,
        name: i.name,
        labelName: i.label_name,
        rating: i.safety_rating,
        explanation: i.explanation,
        concerns: i.concerns,
        functions: i.functions,
        sources: i.sources,
        synonyms: i.synonyms,
        cas: i.cas,
        origin: i.origin,
        evidence: i.evidence,
        aiUnreviewed: i.ai_unreviewed,
        mayContain: i.may_contain,
        inDictionary: i.in_dictionary,
        avoid: avoidMatches(
          {
            name: i.name,
            functions: i.functions,
            concerns: i.concerns,
            synonyms: [i.label_name, ...i.synonyms],
          },
          avoid,
        ),
      })),
    [result, avoid],
  );
  const flagged = views
    .filter(
      (v) =>
        v.avoid.length > 0 || v.rating === 'high-concern' || v.rating === 'low-to-moderate-concern',
    )
    .sort(
      (a, b) =>
        Number(b.avoid.length > 0) - Number(a.avoid.length > 0) ||
        severity(b.rating) - severity(a.rating) ||
        Number(a.key) - Number(b.key),
    );
  const unrated = views.filter((v) => v.rating === 'unknown');
  const unknown = unrated.filter((v) => !v.inDictionary).length;
  const namedOnly = unrated.length - unknown;

  return (
    <section
      className="mt-12 space-y-10"
      aria-labelledby="results-heading"
      data-testid="check-results"
    >
      <div>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="results-heading" className="label-caps font-sans text-forest">
            YOUR RESULT · {views.length} INGREDIENTS
          </h2>
          <ShareResult list={shareList} verdict={result.verdict.title} />
        </div>
        <div className="mt-4">
          <ViewsVerdictCard views={views} />
        </div>
        {namedOnly > 0 && (
          <p className="mt-3 text-sm text-muted" data-testid="unrated-known">
            {countOf(namedOnly, 'ingredient is', 'ingredients are')} known by name and function but
            not rated by Puur yet; we make no claim about {plural(namedOnly, 'its', 'their')}{' '}
            safety.
          </p>
        )}
        {unknown > 0 && (
          <p className="mt-3 text-sm text-muted">
            {countOf(unknown, 'ingredient is', 'ingredients are')} not in our database yet; we make
            no claim about {plural(unknown, 'it', 'them')}.
          </p>
        )}
      </div>

      {flagged.length > 0 && (
        <div>
          <h2 className="label-caps font-sans text-forest">TO LOOK AT FIRST</h2>
          <ul
            className="mt-4 divide-y divide-line overflow-hidden rounded-3xl border border-line bg-paper"
            data-testid="flagged-list"
          >
            {flagged.map((view) => (
              <IngredientRow key={view.key} ingredient={view} onOpen={setOpen} />
            ))}
          </ul>
        </div>
      )}

      <div>
        <h2 className="label-caps font-sans text-forest">EVERY INGREDIENT, IN LABEL ORDER</h2>
        <ul
          className="mt-4 divide-y divide-line overflow-hidden rounded-3xl border border-line bg-paper"
          data-testid="all-ingredients"
        >
          {views.map((view) => (
            <IngredientRow key={view.key} ingredient={view} onOpen={setOpen} compact />
          ))}
        </ul>
      </div>

      <CleanerAlternatives result={result} />

      <p className="text-sm text-muted">
        How we rate:{' '}
        <Link to="/standard" className="text-forest underline underline-offset-4">
          the Puur standard
        </Link>
        . Ratings describe the ingredient, not the amount in your product; they are no medical
        advice.
      </p>

      <LazyIngredientSheet
        ingredient={open}
        onClose={() => setOpen(null)}
        showCheckerLink={false}
      />
    </section>
  );
}

function severity(rating: string) {
  return rating === 'high-concern'
    ? 3
    : rating === 'low-to-moderate-concern'
      ? 2
      : rating === 'unknown'
        ? 1
        : 0;
}
