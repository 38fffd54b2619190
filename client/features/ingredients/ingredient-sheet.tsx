import { sourceLink } from '../../../shared/source-links';
import { Link } from '@tanstack/react-router';
import { Bot, FlaskConical, Leaf, Sprout } from 'lucide-react';
import { concernLabel, functionLabel } from '../../../shared/ingredients';
import {
  EVIDENCE,
  healthConcerns,
  isEnvironmentalConcern,
  type EvidenceLevel,
} from '../../../shared/ingredients-kb';
import { Sheet, SheetContent } from '@/components/ui/sheet';
import { cn } from '@/lib/utils';
import { RatingBadge } from './rating';

/** What the lists and the sheet show about one ingredient (from any of the ingredient reads). */
export interface IngredientView {
  key: string | number;
  name: string;
  /** As printed on the label, when different from the name. */
  labelName?: string;
  rating: string;
  explanation: string;
  concerns: string[];
  functions: string[];
  sources: string[];
  synonyms?: string[];
  cas?: string | null;
  origin?: string | null;
  /** How much is known about its safety; null when it is not in the knowledge base. */
  evidence?: EvidenceLevel | null;
  aiUnreviewed?: boolean;
  mayContain?: boolean;
  /** Not rated, but known by name: the explanation says what it is and does. */
  inDictionary?: boolean;
  /** Avoid-list groups or words it hits. */
  avoid: string[];
}

const ORIGIN_LABELS: Record<string, string> = {
  natural: 'Natural',
  'natural-derived': 'Of natural origin, processed',
  synthetic: 'Synthetic',
  mineral: 'Mineral',
};

/** The per-ingredient sheet: functions, concerns and sources, opened from any ingredient list. */
export function IngredientSheet({
  ingredient,
  onClose,
  showCheckerLink = true,
}: {
  ingredient: IngredientView | null;
  onClose: () => void;
  showCheckerLink?: boolean;
}) {
  return (
    <Sheet open={ingredient !== null} onOpenChange={(open) => !open && onClose()}>
      {ingredient && (
        <SheetContent
          side="right"
          title="Ingredient"
          description={`About ${ingredient.name}`}
          className="w-[92vw] max-w-md"
          data-testid="ingredient-sheet"
        >
          <div className="space-y-6">
            <div>
              <RatingBadge rating={ingredient.rating} />
              <h2 className="mt-3 font-display text-2xl leading-tight text-ink">
                {ingredient.name}
              </h2>
              {ingredient.labelName && ingredient.labelName !== ingredient.name && (
                <p className="mt-1 text-sm text-muted">On the label: {ingredient.labelName}</p>
              )}
              {ingredient.synonyms && ingredient.synonyms.length > 0 && (
                <p className="mt-1 text-sm text-muted">
                  Also known as {ingredient.synonyms.slice(0, 5).join(', ')}
                </p>
              )}
            </div>

            {ingredient.avoid.length > 0 && (
              <p
                className="rounded-2xl border border-clay/40 bg-clay/10 px-4 py-3 text-sm text-ink"
                data-testid="sheet-avoid"
              >
                On your avoid list: <strong>{ingredient.avoid.join(', ')}</strong>
              </p>
            )}

            <p className="leading-relaxed text-ink">{ingredient.explanation}</p>

            {ingredient.aiUnreviewed && (
              <p className="flex gap-2 rounded-2xl bg-sand-light px-4 py-3 text-sm text-ink">
                <Bot className="mt-0.5 size-4 shrink-0 text-forest" aria-hidden="true" />
                Written by our AI assistant and not yet reviewed by our team.
              </p>
            )}

            <ChipSection
              title="What it does"
              items={ingredient.functions.map(functionLabel)}
              chipClassName="bg-sage-light text-forest-dark"
              empty="Not recorded yet."
            />
            <ChipSection
              title="Concerns for health"
              items={healthConcerns(ingredient.concerns).map(concernLabel)}
              chipClassName="border border-clay/40 text-ink"
              empty="No health concerns on record."
            />
            {ingredient.concerns.some(isEnvironmentalConcern) && (
              <ChipSection
                title="For the environment"
                items={ingredient.concerns.filter(isEnvironmentalConcern).map(concernLabel)}
                chipClassName="border border-forest/30 text-forest-dark"
                empty=""
              />
            )}

            {(ingredient.origin || ingredient.cas) && (
              <dl className="grid grid-cols-2 gap-4 text-sm">
                {ingredient.origin && (
                  <div>
                    <dt className="label-caps text-[11px] text-muted">Origin</dt>
                    <dd className="mt-1 flex items-center gap-1.5 text-ink">
                      <Leaf className="size-3.5 text-forest" aria-hidden="true" />
                      {ORIGIN_LABELS[ingredient.origin] ?? ingredient.origin}
                    </dd>
                  </div>
                )}
                {ingredient.cas && (
                  <div>
                    <dt className="label-caps text-[11px] text-muted">CAS number</dt>
                    <dd className="mt-1 flex items-center gap-1.5 text-ink">
                      <FlaskConical className="size-3.5 text-forest" aria-hidden="true" />
                      {ingredient.cas}
                    </dd>
                  </div>
                )}
              </dl>
            )}

            <SheetSection title="Sources">
              {ingredient.evidence && <EvidenceNote level={ingredient.evidence} />}
              {ingredient.sources.length > 0 ? (
                <ul
                  className="list-disc space-y-1 pl-5 text-sm text-muted"
                  data-testid="sheet-sources"
                >
                  {ingredient.sources.map((source) => (
                    <li key={source}>
                      <SourceTitle title={source} />
                    </li>
                  ))}
                </ul>
              ) : (
                <p className="text-sm text-muted">No sources yet.</p>
              )}
            </SheetSection>

            <div className="flex flex-col gap-2 border-t border-line pt-5 text-sm">
              <Link
                to="/standard"
                className="text-forest underline underline-offset-4 hover:no-underline"
              >
                How we rate ingredients: the Puur standard
              </Link>
              {showCheckerLink && (
                <Link
                  to="/ingredient-checker"
                  className="text-forest underline underline-offset-4 hover:no-underline"
                >
                  Check the ingredients of another product
                </Link>
              )}
            </div>
          </div>
        </SheetContent>
      )}
    </Sheet>
  );
}

function SheetSection({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section>
      <h3 className="label-caps mb-2 font-sans text-[11px] text-muted">{title}</h3>
      {children}
    </section>
  );
}

/** A sheet section listing `items` as chips, or saying `empty` when there are none. */
function ChipSection({
  title,
  items,
  chipClassName,
  empty,
}: {
  title: string;
  items: string[];
  chipClassName: string;
  empty: string;
}) {
  return (
    <SheetSection title={title}>
      {items.length === 0 ? (
        <p className="text-sm text-muted">{empty}</p>
      ) : (
        <ul className="flex flex-wrap gap-1.5">
          {items.map((item) => (
            <li key={item} className={cn('rounded-full px-3 py-1 text-xs', chipClassName)}>
              {item}
            </li>
          ))}
        </ul>
      )}
    </SheetSection>
  );
}

/** How much is known about the ingredient; a data gap is set apart, calmly. */
function EvidenceNote({ level }: { level: EvidenceLevel }) {
  const { short, explanation } = EVIDENCE[level];
  const gap = level === 'data-gap';
  return (
    <p
      className={cn(
        'mb-3 text-sm text-ink',
        gap && 'flex gap-2 rounded-2xl bg-sand-light px-4 py-3',
      )}
      data-testid="sheet-evidence"
      data-evidence={level}
    >
      {gap && <Sprout className="mt-0.5 size-4 shrink-0 text-forest" aria-hidden="true" />}
      <span>
        <strong className="font-medium">Evidence: {short}</strong> — {explanation}
      </span>
    </p>
  );
}

/** A source, linked when it names a text we can link to (shared/source-links.ts). */
function SourceTitle({ title }: { title: string }) {
  const url = sourceLink(title);
  if (!url) return <>{title}</>;
  return (
    <a
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      className="text-forest underline underline-offset-2 hover:text-forest-dark"
    >
      {title}
    </a>
  );
}
