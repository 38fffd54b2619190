import { Link } from '@tanstack/react-router';
import { ArrowRight, Leaf, MessageCircleHeart, Search, ShieldCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { TAGLINE } from '../../../shared/site';
import { buttonVariants } from '@/components/ui/button';
import { siteName } from '@/lib/site';

export function Hero() {
  return (
    <section className="relative isolate overflow-hidden bg-sand-light">
      <img
        src="/images/hero.svg"
        alt=""
        className="absolute inset-x-0 bottom-0 -z-10 h-60 w-full object-cover object-[70%_center] sm:inset-0 sm:h-full"
        fetchPriority="high"
      />
      {/* On a phone the illustration is a band under the text; wider, it sits beside it. */}
      <div className="absolute inset-0 -z-10 bg-gradient-to-b from-cream from-45% to-transparent sm:bg-gradient-to-r sm:from-cream/95 sm:from-0% sm:via-cream/70" />
      <div className="container-page flex min-h-[420px] items-center pt-12 pb-64 sm:min-h-[520px] sm:py-16 lg:min-h-[600px]">
        <div className="max-w-xl">
          <p className="label-caps text-clay-dark">Clean · Natural · Honest</p>
          <h1 className="mt-4 font-display text-4xl leading-tight text-forest sm:text-5xl lg:text-6xl">
            {TAGLINE}
          </h1>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link to="/clean-products" className={buttonVariants({ size: 'lg' })}>
              Shop clean products
            </Link>
            <Link
              to="/personal-assistant"
              className={buttonVariants({ size: 'lg', variant: 'outline' })}
            >
              Ask the assistant
            </Link>
          </div>
        </div>
      </div>
    </section>
  );
}

const OFFERINGS = [
  {
    title: 'CLEAN PRODUCTS',
    text: "The most beautiful and effective products, that are natural and won't harm your health.",
    to: '/clean-products' as const,
    icon: Leaf,
  },
  {
    title: 'CLEAR REASONS',
    text: 'No panic, no overwhelming complexities, just the right insights for you and your family.',
    to: undefined,
    icon: ShieldCheck,
  },
  {
    title: 'PERSONAL ASSISTANCE',
    text: 'Use our AI agent to brainstorm on how to switch from your trusted go-to products to (more) natural options.',
    to: '/personal-assistant' as const,
    icon: MessageCircleHeart,
  },
];

export function Offerings() {
  return (
    <section className="container-page py-20">
      <p className="mx-auto max-w-2xl text-center font-display text-2xl text-forest sm:text-3xl">
        {siteName()} offers you exactly what we were missing ourselves:
      </p>
      <div className="mt-12 grid gap-6 md:grid-cols-3">
        {OFFERINGS.map((offering) => {
          const body: ReactNode = (
            <>
              <offering.icon className="size-7 text-clay" aria-hidden />
              <h2 className="label-caps mt-5 font-sans text-sm text-forest">{offering.title}</h2>
              <p className="mt-3 leading-relaxed text-muted">{offering.text}</p>
              {offering.to && (
                <span className="mt-5 inline-flex items-center gap-1 text-sm font-medium text-forest">
                  Discover <ArrowRight className="size-4" aria-hidden />
                </span>
              )}
            </>
          );
          const className = 'block h-full rounded-3xl border border-line bg-paper p-8 transition';
          return offering.to ? (
            <Link
              key={offering.title}
              to={offering.to}
              className={`${className} hover:-translate-y-0.5 hover:shadow-md`}
            >
              {body}
            </Link>
          ) : (
            <div key={offering.title} className={className}>
              {body}
            </div>
          );
        })}
      </div>
    </section>
  );
}

const STEPS = [
  {
    icon: Search,
    title: 'We read every label',
    text: 'Each ingredient is checked against EU regulation, SCCS opinions and our own knowledge base.',
  },
  {
    icon: ShieldCheck,
    title: 'We leave out the doubtful',
    text: 'No ingredients of high concern, no hidden fragrance mixes, no microplastics.',
  },
  {
    icon: Leaf,
    title: 'We favour the natural',
    text: 'Mostly natural ingredients, honest packaging and brands that tell you where things come from.',
  },
];

export function HowWeChoose() {
  return (
    <section className="bg-sage-light/60 py-20">
      <div className="container-page">
        <p className="label-caps text-center text-clay-dark">How we choose</p>
        <h2 className="mt-3 text-center font-display text-3xl text-forest sm:text-4xl">
          Only products we would use ourselves
        </h2>
        <ol className="mt-12 grid gap-8 md:grid-cols-3">
          {STEPS.map((step, index) => (
            <li key={step.title} className="rounded-3xl bg-paper p-8">
              <span className="font-display text-4xl text-clay-dark" aria-hidden>
                0{index + 1}
              </span>
              <h3 className="mt-3 flex items-center gap-2 font-sans text-lg font-semibold text-forest">
                <step.icon className="size-5 text-clay" aria-hidden /> {step.title}
              </h3>
              <p className="mt-2 leading-relaxed text-muted">{step.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}

export function Philosophy() {
  return (
    <section className="container-page grid items-center gap-12 py-20 lg:grid-cols-2">
      <img src="/images/philosophy.svg" alt="" className="w-full rounded-3xl" loading="lazy" />
      <div>
        <p className="label-caps text-clay-dark">Our philosophy</p>
        <h2 className="mt-3 font-display text-4xl text-forest sm:text-5xl">
          WHY {siteName().toUpperCase()}?
        </h2>
        <p className="mt-6 text-lg leading-relaxed text-muted">
          Because choosing what touches your skin, your children and your home should not need a
          chemistry degree. We do the reading, weigh the evidence calmly and show you our reasons,
          so that you can choose with confidence.
        </p>
        <Link to="/standard" className={buttonVariants({ variant: 'outline', className: 'mt-8' })}>
          READ MORE <span className="sr-only">about the {siteName()} standard</span>
        </Link>
      </div>
    </section>
  );
}

export function ImageBand() {
  return (
    <section aria-hidden className="h-48 w-full overflow-hidden sm:h-72 lg:h-96">
      <img src="/images/band.svg" alt="" className="h-full w-full object-cover" loading="lazy" />
    </section>
  );
}

export function PowerOfNature() {
  return (
    <section className="container-page grid items-center gap-12 py-20 lg:grid-cols-2">
      <div className="order-2 lg:order-1">
        <h2 className="font-display text-4xl text-forest sm:text-5xl">
          Trust the power of nature.
        </h2>
        <p className="mt-6 text-lg leading-relaxed text-muted">
          Plant oils, minerals and gentle cleansers have cared for skin and homes for generations.
          The brands we love combine them with modern science, and leave out what you do not need.
        </p>
        <Link to="/brands" className={buttonVariants({ className: 'mt-8' })}>
          GO TO BRANDS
        </Link>
      </div>
      <img
        src="/images/nature.svg"
        alt=""
        className="order-1 w-full rounded-3xl lg:order-2"
        loading="lazy"
      />
    </section>
  );
}

export function FollowUs() {
  return (
    <section className="bg-sand-light py-16 text-center">
      <div className="container-page">
        <h2 className="label-caps font-sans text-forest">FOLLOW US</h2>
        <p className="mt-4 font-display text-2xl text-forest">Our social feed is coming soon.</p>
        <p className="mt-2 text-ink/80">
          Until then, find daily clean-living tips on Clear Reasons.
        </p>
      </div>
    </section>
  );
}

export function FloatingAssistantButton() {
  return (
    <Link
      to="/personal-assistant"
      data-floats-bottom
      className="fixed right-4 bottom-4 z-30 inline-flex items-center gap-2 rounded-full bg-clay-dark px-5 py-3 text-xs font-semibold tracking-[0.15em] text-white shadow-lg hover:bg-forest sm:right-6 sm:bottom-6"
    >
      <MessageCircleHeart className="size-4" aria-hidden />
      TRY OUR AI ASSISTANT
    </Link>
  );
}
