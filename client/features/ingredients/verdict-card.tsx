import { Leaf, ShieldCheck } from 'lucide-react';
import { BASIS_NOUNS, type StandardBasis } from '../../../shared/standard';
import {
  asIngredientRating,
  environmentNote,
  productVerdict,
  RATING_LABELS,
  sortWorstFirst,
  type IngredientRating,
  type VerdictLevel,
} from '../../../shared/ingredients';
import { cn } from '@/lib/utils';
import type { IngredientView } from './ingredient-sheet';
import { RATING_ICONS, RATING_STYLES } from './rating';
import { countOf } from '../../../shared/text';

export const LEVEL_STYLE: Record<
  VerdictLevel,
  { box: string; icon: typeof ShieldCheck; iconClass: string }
> = {
  clean: { box: 'border-forest/25 bg-sage-light/60', icon: ShieldCheck, iconClass: 'text-forest' },
  good: {
    box: 'border-forest/20 bg-sage-light/40',
    icon: RATING_ICONS['no-concern'],
    iconClass: 'text-forest',
  },
  watch: {
    box: 'border-sand bg-sand-light/70',
    icon: RATING_ICONS['low-to-moderate-concern'],
    iconClass: 'text-[#8a6424]',
  },
  avoid: {
    box: 'border-danger/30 bg-danger/5',
    icon: RATING_ICONS['high-concern'],
    iconClass: 'text-danger',
  },
  unrated: { box: 'border-line bg-paper', icon: RATING_ICONS.unknown, iconClass: 'text-muted' },
};

const ORDER: IngredientRating[] = [
  'no-concern',
  'low-to-moderate-concern',
  'high-concern',
  'unknown',
];

/** The verdict card of a list as the ingredient rows show it (a checked label, a product's list). */
export function ViewsVerdictCard({
  views,
  basis,
}: {
  views: readonly IngredientView[];
  basis?: StandardBasis;
}) {
  return (
    <VerdictCard
      ingredients={views.map((v) => ({
        name: v.name,
        safety_rating: v.rating,
        concerns: v.concerns,
        inDictionary: v.inDictionary,
      }))}
      avoidCount={views.filter((v) => v.avoid.length > 0).length}
      basis={basis}
    />
  );
}

/**
 * The product verdict, driven by the worst ingredients (one high-concern ingredient decides it),
 * with the count per rating and the names that drive it. The verdict is about health; the
 * ingredients of environmental concern are a note of their own below it.
 */
export function VerdictCard({
  ingredients,
  avoidCount = 0,
  heading = 'h3',
  basis = 'ingredients',
}: {
  ingredients: {
    name: string;
    safety_rating: string;
    concerns: readonly string[];
    /** Unrated, but a name the INCI dictionary knows. */
    inDictionary?: boolean;
  }[];
  avoidCount?: number;
  heading?: 'h2' | 'h3';
  /** Goods judged on their materials (pans, textiles) say "materials" where others say "ingredients". */
  basis?: StandardBasis;
}) {
  const verdict = productVerdict(
    ingredients.map((i) => i.safety_rating),
    ingredients.filter((i) => i.inDictionary && asIngredientRating(i.safety_rating) === 'unknown')
      .length,
    BASIS_NOUNS[basis],
  );
  const environment = environmentNote(ingredients, BASIS_NOUNS[basis]);
  const style = LEVEL_STYLE[verdict.level];
  const Icon = style.icon;
  const Heading = heading;
  const drivers = sortWorstFirst(ingredients)
    .filter(
      (i) => i.safety_rating === 'high-concern' || i.safety_rating === 'low-to-moderate-concern',
    )
    .slice(0, 4);
  return (
    <div
      className={cn('rounded-3xl border p-5 sm:p-6', style.box)}
      data-testid="verdict"
      data-level={verdict.level}
    >
      <div className="flex items-start gap-3">
        <Icon className={cn('mt-0.5 size-6 shrink-0', style.iconClass)} aria-hidden="true" />
        <div className="min-w-0">
          <Heading
            className="font-display text-xl leading-snug text-ink"
            data-testid="verdict-title"
          >
            {verdict.title}
          </Heading>
          <p className="mt-1 text-sm leading-relaxed text-muted">{verdict.summary}</p>
          {drivers.length > 0 && (
            <p className="mt-2 text-sm text-ink">
              <span className="text-muted">Mainly because of </span>
              {drivers.map((d) => d.name).join(', ')}
            </p>
          )}
          {avoidCount > 0 && (
            <p className="mt-2 text-sm font-medium text-[#8a4a32]" data-testid="verdict-avoid">
              {countOf(avoidCount, 'ingredient is', 'ingredients are')} on your avoid list.
            </p>
          )}
        </div>
      </div>
      {environment && (
        <p
          className="mt-4 flex items-start gap-2 border-t border-line/70 pt-3 text-sm text-ink"
          data-testid="verdict-environment"
        >
          <Leaf className="mt-0.5 size-4 shrink-0 text-forest" aria-hidden="true" />
          <span>
            <span className="font-medium">For the environment: </span>
            {environment.text}
          </span>
        </p>
      )}
      <ul
        className="mt-4 flex flex-wrap gap-x-4 gap-y-1.5 text-xs text-muted"
        aria-label="Ingredients per rating"
      >
        <li className="font-medium text-ink" data-testid="verdict-rated">
          Rated {verdict.rated} of {verdict.total}
        </li>
        {ORDER.filter((rating) => verdict.counts[rating] > 0).map((rating) => (
          <li key={rating} className="flex items-center gap-1.5">
            <span
              className={cn('size-2 rounded-full', RATING_STYLES[rating].dot)}
              aria-hidden="true"
            />
            {rating === 'unknown' && verdict.recognised > 0
              ? unratedCounts(verdict.counts.unknown, verdict.recognised)
              : `${verdict.counts[rating]} ${RATING_LABELS[rating].toLowerCase()}`}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** '3 recognised, not rated · 2 not in our database': what is known by name, apart from the rest. */
function unratedCounts(unknown: number, recognised: number): string {
  const rest = unknown - recognised;
  return `${recognised} recognised, not rated${rest > 0 ? ` · ${rest} not in our database` : ''}`;
}
