import { Link } from '@tanstack/react-router';
import { Check, Leaf, ShieldCheck, X } from 'lucide-react';
import {
  BADGE_LABELS,
  listingOf,
  type BadgeDecision,
  type Listing,
  type StandardAssessment,
} from '../../../shared/standard';
import type { VerdictLevel } from '../../../shared/ingredients';
import { Badge } from '@/components/ui/badge';
import { VerdictChip } from '@/features/ingredients/verdict-chip';
import { siteName } from '@/lib/site';
import { cn } from '@/lib/utils';
import { ProductPageSection } from './product-page-section';
import { plural } from '../../../shared/text';

/**
 * The product's verdict and badges at a glance, above SHOP NOW: the verdict links to the
 * ingredient analysis, the badges to the reasons below, and a verdict to avoid or watch to the
 * cleaner alternatives. Under them, one reading of the two together: what Clean means beside a
 * verdict of ingredients to watch, or why a product is not listed in the catalogue.
 */
export function VerdictAndBadges({
  verdict,
  standard,
}: {
  verdict: VerdictLevel | null;
  standard: StandardAssessment;
}) {
  const listing = listingOf(standard);
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center gap-2" data-testid="product-verdict">
        <a href="#ingredients-heading" className="rounded-full" title="See the ingredient analysis">
          <VerdictChip level={verdict} className="text-sm" />
        </a>
        {standard.clean.awarded && (
          <a href="#why-badges" className="rounded-full" title="Why this product is Clean">
            <Badge variant="sage">Clean</Badge>
          </a>
        )}
        {standard.natural.awarded && (
          <a href="#why-badges" className="rounded-full" title="Why this product is Natural">
            <Badge variant="sand">Natural</Badge>
          </a>
        )}
        {hasSwapAlternatives(verdict, listing.listed) && (
          <a
            href="#cleaner-alternatives"
            className="text-sm font-medium text-forest underline underline-offset-4"
            data-testid="cleaner-alternatives-link"
          >
            See cleaner alternatives
          </a>
        )}
      </div>
      {listing.listed ? (
        <p className="max-w-xl text-sm leading-relaxed text-muted" data-testid="standard-reading">
          {cleanReading(verdict)}
        </p>
      ) : (
        <NotListed listing={listing} />
      )}
    </div>
  );
}

/** What the Clean badge means beside this verdict, in a sentence or two. */
function cleanReading(verdict: VerdictLevel | null): string {
  const meets = `Clean: it meets the ${siteName()} standard, with nothing of high concern and nothing the standard rules out.`;
  return verdict === 'good' || verdict === 'watch'
    ? `${meets} Some of its ingredients are of low to moderate concern: fine for most people, worth knowing if you have sensitive skin or allergies.`
    : meets;
}

/** A product the catalogue leaves out: said plainly, with the rules it breaks. */
function NotListed({ listing }: { listing: Listing }) {
  const shown = listing.reasons.slice(0, 3);
  const more = listing.reasons.length - shown.length;
  return (
    <div
      className="max-w-xl rounded-2xl border border-danger/30 bg-danger/5 p-4 text-sm"
      data-testid="not-listed"
    >
      <p className="font-semibold text-ink">
        Not listed: it does not meet the {siteName()} standard
      </p>
      <p className="mt-1 leading-relaxed text-muted">
        Our clean products, lists and searches leave it out. Its page stays, to show why and what to
        choose instead.
      </p>
      <ul className="mt-2 space-y-1">
        {shown.map((reason) => (
          <li key={reason} className="flex items-start gap-2 text-ink">
            <X className="mt-0.5 size-4 shrink-0 text-danger" aria-label="Not met" />
            <span>{reason}</span>
          </li>
        ))}
      </ul>
      {more > 0 && (
        <p className="mt-1 text-muted">
          <a href="#why-badges" className="text-forest underline underline-offset-4">
            {more} more {plural(more, 'rule')} not met
          </a>
        </p>
      )}
    </div>
  );
}

/**
 * Products with ingredients to avoid or watch, and every product the catalogue does not list, get
 * cleaner alternatives.
 */
export function hasSwapAlternatives(verdict: VerdictLevel | null, listed: boolean): boolean {
  return !listed || verdict === 'avoid' || verdict === 'watch';
}

/** "Why this badge" / "Why no badge" for Clean and Natural: every rule checked, and what decided it. */
export function WhyTheseBadges({ standard }: { standard: StandardAssessment }) {
  return (
    <ProductPageSection
      id="why-badges"
      headingId="why-badges-heading"
      title={`THE ${siteName().toUpperCase()} STANDARD`}
    >
      {standard.basis === 'materials' && (
        <p className="mt-4 max-w-2xl text-muted" data-testid="judged-on-materials">
          Judged on its materials, like every kitchen, decoration and fashion product.
        </p>
      )}
      {standard.assessed ? (
        <div className="mt-6 grid gap-6 md:grid-cols-2">
          <BadgeReasons decision={standard.clean} />
          <BadgeReasons decision={standard.natural} />
        </div>
      ) : (
        <p className="mt-4 max-w-2xl text-muted" data-testid="not-assessed">
          {standard.basis === 'materials'
            ? 'Not assessed: the materials of this product are not published, so it carries no badge.'
            : 'Not assessed: this product has no ingredient list we can judge, so it carries no badge.'}
        </p>
      )}
      <p className="mt-6 text-sm text-muted">
        <Link to="/standard" className="text-forest underline underline-offset-4">
          Read the standard
        </Link>{' '}
        for what each rule means and where our ratings come from.
      </p>
    </ProductPageSection>
  );
}

function BadgeReasons({ decision }: { decision: BadgeDecision }) {
  const Icon = decision.badge === 'clean' ? ShieldCheck : Leaf;
  const failed = decision.checks.filter((check) => !check.passed);
  const passed = decision.checks.filter((check) => check.passed);
  return (
    <div
      className={cn(
        'rounded-3xl border p-5 sm:p-6',
        decision.awarded ? 'border-forest/25 bg-sage-light/40' : 'border-line bg-paper',
      )}
      data-testid={`why-${decision.badge}`}
      data-awarded={decision.awarded}
    >
      <h3 className="flex items-center gap-2 font-display text-xl text-ink">
        <Icon className="size-5 text-forest" aria-hidden />
        {decision.awarded ? 'Why this badge' : 'Why no badge'}: {BADGE_LABELS[decision.badge]}
      </h3>
      <ul className="mt-4 space-y-2 text-sm">
        {[...failed, ...passed].map((check) => (
          <li key={check.id} className="flex items-start gap-2">
            {check.passed ? (
              <Check className="mt-0.5 size-4 shrink-0 text-forest" aria-label="Met" />
            ) : (
              <X className="mt-0.5 size-4 shrink-0 text-danger" aria-label="Not met" />
            )}
            <span className={check.passed ? 'text-muted' : 'text-ink'}>
              {check.rule}
              {!check.passed && check.ingredients.length > 0 && (
                <span className="text-muted">: {check.ingredients.join(', ')}</span>
              )}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
