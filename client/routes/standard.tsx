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
import { INGREDIENT_FAMILIES } from '../../shared/avoid-list';
import { RULED_OUT, type RuleKind } from '../../shared/standard';

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
              Fine for most people; may irritate or sensitise some, or is safe only within a limit
              set by EU law.
            </Rating>
            <Rating icon={<CircleAlert className="text-danger" />} title="High concern">
              Banned from EU cosmetics, classified for a serious hazard, or a common strong
              allergen.
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
          <p className="mt-6">What decides a rating, so that like is rated alike:</p>
          <ul className="mt-3 list-disc space-y-2 pl-5" data-testid="rating-rules">
            <li>
              Every rating of high concern names its source: the newest opinion of the SCCS (its
              number and year), an IARC classification, or the regulation and the annex entry that
              bans or classifies it.
            </li>
            <li>
              An ingredient the newest SCCS opinion finds safe within the limit EU law sets is at
              most of low to moderate concern, as propyl- and butylparaben, PHMB, BHA and
              benzophenone-3 are. Where our Clean badge still leaves one out as a precaution, the
              list below says so.
            </li>
            <li>
              Parabens by their own opinions: methyl- and ethylparaben and propyl- and butylparaben
              are of low to moderate concern; isopropyl-, isobutyl-, benzyl-, pentyl- and
              phenylparaben are banned from EU cosmetics and of high concern.
            </li>
            <li>
              An ingredient IARC classes as carcinogenic or probably carcinogenic (Group 1 or 2A)
              for the way a product exposes you is of high concern: talc (Group 2A, 2024) is. A
              classification only for dust breathed in at work, or for a residue of the raw
              material, makes it low to moderate, and its note says why.
            </li>
            <li>
              Every PFAS on a label (PTFE, fluorinated oils, ethers and silicones, water-repellent
              finishes) is of low to moderate concern for health, because it can carry or form
              traces of the perfluorinated acids the EU restricts; the acids themselves (PFOA, PFOS,
              PFNA, PFHxS and their kin) are classified and of high concern.
            </li>
          </ul>
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

        <Section title="HEALTH AND THE ENVIRONMENT, APART" id="environment">
          <p>
            A rating is about your health. What an ingredient does to rivers, seas and soil once it
            is rinsed away or thrown out is a concern of its own, and we keep it apart: a
            microplastic is harmless on your skin, so it does not make a product of high concern,
            but the product says so beside its verdict, for example "2 ingredients of environmental
            concern: Polyethylene, Cyclopentasiloxane". Microplastics and synthetic polymers, PFAS,
            some UV filters, phosphates in detergents, and surfactants, chelators and brighteners
            that break down poorly are the usual ones.
          </p>
          <p className="mt-4">
            We are a clean shop, and clean includes the environment: the Clean badge rules out
            microplastics, persistent cyclosiloxanes and every PFAS as environmental rules (below),
            whatever their rating for health.
          </p>
        </Section>

        <Section title="THE CLEAN BADGE" icon={<ShieldCheck className="size-5 text-forest" />}>
          <p>A product carries the Clean badge when:</p>
          <ul className="mt-4 list-disc space-y-2 pl-5">
            <li>none of its ingredients is of high concern;</li>
            <li>
              none of its ingredients is on the list of what rules a product out (below), for your
              health or for the environment;
            </li>
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
              glaze or paint, bisphenol A or S), none is on the list below, and we know every
              material. PFAS non-stick coatings such as PTFE are ruled out for the environment.
              Synthetic fibres (polyester, polyamide, acrylic, elastane) count as microplastics:
              they shed microfibres in every wash.
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
          <div className="space-y-6" data-testid="ruled-out">
            {RULE_KINDS.map(({ kind, heading }) => (
              <div key={kind}>
                <h3 className="font-display text-lg text-ink">{heading}</h3>
                <ul
                  className="mt-3 divide-y divide-line rounded-3xl border border-line bg-paper"
                  data-testid={`ruled-out-${kind}`}
                >
                  {RULED_OUT.filter((rule) => rule.kind === kind).map(({ title, detail }) => (
                    <li key={title} className="p-4 sm:p-5">
                      <p className="font-semibold text-ink">{title}</p>
                      <p className="mt-1 text-sm text-muted">{detail}</p>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
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

/** The two lists of what rules a product out, in the order the page shows them. */
const RULE_KINDS: readonly { kind: RuleKind; heading: string }[] = [
  { kind: 'health', heading: 'For your health' },
  { kind: 'environment', heading: 'For the environment' },
];

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
