import { createFileRoute, Link } from '@tanstack/react-router';
import {
  CircleAlert,
  CircleCheck,
  CircleDashed,
  CircleMinus,
  Leaf,
  ShieldCheck,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { PageHeading } from '@/components/layout/page-heading';
import { Button } from '@/components/ui/button';
import { siteName } from '@/lib/site';
import { EVIDENCE, EVIDENCE_LEVELS } from '../../shared/ingredients-kb';
import { INGREDIENT_FAMILIES } from '../../shared/ingredients';
import { RULED_OUT } from '../../shared/standard';

export const Route = createFileRoute('/standard')({
  head: () => ({ meta: [{ title: `The ${siteName()} standard · ${siteName()}` }] }),
  component: Page,
});

function Page() {
  const name = siteName();
  return (
    <div className="container-page pb-20">
      <PageHeading
        title={`The ${name} standard`}
        subtitle="What earns a product our Clean and Natural badges, what rules it out, and how we rate every ingredient. No panic, no fine print."
      />

      <div className="mx-auto max-w-3xl space-y-14">
        <Section title="HOW WE RATE AN INGREDIENT">
          <p>
            Every ingredient of every product is matched to our ingredient knowledge base: more than
            2,000 ingredients found in cosmetics and household products, each with its functions,
            the concerns on record and at least one source. The facts come from regulators and
            scientific committees: the EU Cosmetics Regulation and its annexes, opinions of the EU
            Scientific Committee on Consumer Safety (SCCS), classifications of the European
            Chemicals Agency (ECHA) and of the International Agency for Research on Cancer (IARC).
            The words are our own, written to be calm and plain.
          </p>
          <ul className="mt-6 grid gap-3 sm:grid-cols-2" data-testid="rating-legend">
            <Rating icon={<CircleCheck className="text-forest" />} title="No concern">
              Safe as used in consumer products, according to current evidence.
            </Rating>
            <Rating
              icon={<CircleMinus className="text-[#8a6424]" />}
              title="Low to moderate concern"
            >
              Fine for most people; may irritate or sensitise some, or is restricted to safe
              amounts.
            </Rating>
            <Rating icon={<CircleAlert className="text-danger" />} title="High concern">
              Classified or restricted for a serious hazard, or a common strong allergen.
            </Rating>
            <Rating icon={<CircleDashed className="text-muted" />} title="Not rated yet">
              Not in our database yet. We make no claim until our team has reviewed it.
            </Rating>
          </ul>
          <p className="mt-6">
            A product is judged by its worst ingredients, not by an average: one ingredient of high
            concern outweighs twenty harmless ones. Notes written with the help of AI are marked as
            such until a person on our team has reviewed them.
          </p>
          <p className="mt-6">
            Each ingredient also says how much is known about its safety, next to its sources:
          </p>
          <ul className="mt-3 space-y-2" data-testid="evidence-levels">
            {EVIDENCE_LEVELS.map((level) => (
              <li key={level}>
                <strong className="font-medium">{EVIDENCE[level].label}</strong>:{' '}
                {EVIDENCE[level].explanation}
              </li>
            ))}
          </ul>
          <p className="mt-3">
            A data gap does not earn or cost a badge by itself; the rating does. Where little is
            known we rate with care and say so, rather than guess.
          </p>
        </Section>

        <Section title="THE CLEAN BADGE" icon={<ShieldCheck className="size-5 text-forest" />}>
          <p>A product carries the Clean badge when:</p>
          <ul className="mt-4 list-disc space-y-2 pl-5">
            <li>none of its ingredients is of high concern;</li>
            <li>none of its ingredients is on the list of what rules a product out (below);</li>
            <li>
              its full ingredient list is published, and the fragrance allergens that EU law asks to
              declare are declared;
            </li>
            <li>
              we have analysed every ingredient; an ingredient we cannot rate yet keeps the badge on
              hold.
            </li>
          </ul>
        </Section>

        <Section title="THE NATURAL BADGE" icon={<Leaf className="size-5 text-forest" />}>
          <p>A product carries the Natural badge when it is Clean and, in addition:</p>
          <ul className="mt-4 list-disc space-y-2 pl-5">
            <li>at least 95% of its ingredients are natural, mineral or of natural origin;</li>
            <li>it contains no synthetic fragrance, no silicones, no mineral oil and no PEGs;</li>
            <li>its preservatives are ones allowed in certified natural cosmetics.</li>
          </ul>
          <p className="mt-4">
            The exact share of natural ingredients (100%, 99% or more than 95%) is shown on each
            product and can be used as a filter.
          </p>
        </Section>

        <Section title="PRODUCTS MADE OF MATERIALS">
          <p>
            Pans, boards, bowls, candles, vases and clothes have no ingredient list in the cosmetic
            sense. We judge them on their materials (and a candle or diffuser on its wax, wick and
            scent), matched to the same knowledge base, by the same rules:
          </p>
          <ul className="mt-4 list-disc space-y-2 pl-5">
            <li>
              Clean when its materials are published, none is of high concern (lead or cadmium in a
              glaze or paint, bisphenol A or S, PFAS non-stick coatings such as PTFE), none is on
              the list below, and we know every material. Synthetic fibres (polyester, polyamide,
              acrylic, elastane) count as microplastics: they shed microfibres in every wash.
            </li>
            <li>
              Natural when it is Clean and at least 95% of its materials are natural or mineral
              (plant and animal fibres, wood, natural waxes, metal, glass, clay), with no synthetic
              fragrance, no silicones and no paraffin.
            </li>
          </ul>
          <p className="mt-4">
            A product whose materials are not published says "Not assessed" and carries no badge.
          </p>
        </Section>

        <Section title="WHAT RULES A PRODUCT OUT">
          <ul
            className="divide-y divide-line rounded-3xl border border-line bg-paper"
            data-testid="ruled-out"
          >
            {RULED_OUT.map(({ title, detail }) => (
              <li key={title} className="p-4 sm:p-5">
                <p className="font-semibold text-ink">{title}</p>
                <p className="mt-1 text-sm text-muted">{detail}</p>
              </li>
            ))}
          </ul>
        </Section>

        <Section title="FREE FROM: FILTERING BY INGREDIENT FAMILY" id="free-from">
          <p>
            The catalogue's FREE FROM filters keep the products whose published ingredient list
            holds nothing of a family. We check every ingredient against our knowledge base: its
            name and synonyms, what it does and the concerns on record. A product whose list is not
            published is never called free from anything. Your avoid list uses the same families
            when you hide products with your avoided ingredients.
          </p>
          <ul
            className="mt-6 divide-y divide-line rounded-3xl border border-line bg-paper"
            data-testid="free-from-families"
          >
            {INGREDIENT_FAMILIES.map((family) => (
              <li key={family.id} id={`free-from-${family.id}`} className="scroll-mt-28 p-4 sm:p-5">
                <p className="font-semibold text-ink">{family.label}</p>
                <p className="mt-1 text-sm text-muted">{family.description}</p>
              </li>
            ))}
          </ul>
        </Section>

        <Section title="WHAT OUR RATINGS ARE NOT">
          <p>
            A rating describes an ingredient, not the amount of it in your product: most ingredients
            are safe in the small amounts used, and the dose matters. Our ratings are no medical
            advice. If you have an allergy, keep your own avoid list in the ingredient checker: we
            highlight those ingredients everywhere, mark the products that contain them, and every
            list can hide those products.
          </p>
        </Section>

        <div className="flex flex-col items-center gap-3 rounded-3xl bg-forest px-6 py-10 text-center text-cream">
          <p className="font-display text-2xl">Curious about a product you already own?</p>
          <p className="max-w-lg text-cream/80">
            Paste its ingredient list or upload a photo of the label, and see how it measures up.
          </p>
          <div className="mt-3 flex flex-wrap justify-center gap-3">
            <Button asChild variant="sand">
              <Link to="/ingredient-checker">CHECK A PRODUCT</Link>
            </Button>
            <Button
              asChild
              variant="outline"
              className="border-cream text-cream hover:bg-cream hover:text-forest"
            >
              <Link to="/clean-products">SHOP CLEAN PRODUCTS</Link>
            </Button>
          </div>
        </div>
      </div>
    </div>
  );
}

function Section({
  title,
  icon,
  id,
  children,
}: {
  title: string;
  icon?: ReactNode;
  id?: string;
  children: ReactNode;
}) {
  return (
    <section id={id} className={id && 'scroll-mt-28'}>
      <h2 className="label-caps flex items-center gap-2 font-sans text-forest">
        {icon}
        {title}
      </h2>
      <div className="mt-4 leading-relaxed text-ink">{children}</div>
    </section>
  );
}

function Rating({
  icon,
  title,
  children,
}: {
  icon: ReactNode;
  title: string;
  children: ReactNode;
}) {
  return (
    <li className="flex gap-3 rounded-2xl border border-line bg-paper p-4">
      <span className="mt-0.5 [&_svg]:size-5" aria-hidden="true">
        {icon}
      </span>
      <span>
        <span className="block font-semibold text-ink">{title}</span>
        <span className="mt-1 block text-sm text-muted">{children}</span>
      </span>
    </li>
  );
}
