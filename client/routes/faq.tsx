import { createFileRoute, Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { InfoPage } from '@/features/info/info-page';
import { siteName } from '@/lib/site';

export const Route = createFileRoute('/faq')({
  head: () => ({ meta: [{ title: `FAQ · ${siteName()}` }] }),
  component: FaqPage,
});

function Question({ question, children }: { question: string; children: ReactNode }) {
  return (
    <details className="group rounded-3xl border border-line bg-paper px-6 py-4 open:shadow-sm">
      <summary className="cursor-pointer list-none font-semibold text-forest marker:hidden">
        <span className="mr-2 inline-block transition group-open:rotate-90" aria-hidden>
          ›
        </span>
        {question}
      </summary>
      <div className="mt-3 text-ink/90">{children}</div>
    </details>
  );
}

const linkClass = 'text-forest underline';

function FaqPage() {
  const name = siteName();
  return (
    <InfoPage
      title="FAQ"
      intro={`Short answers to what shoppers ask us most. Something missing? Ask the assistant or write to us.`}
    >
      <div className="space-y-3">
        <Question question={`Does ${name} sell products?`}>
          <p>
            No. Products are sold by independent shops; a product's Shop Now button takes you to a
            shop in your region (Europe or the USA). Orders, payment, delivery and returns are
            between you and that shop.
          </p>
        </Question>
        <Question question="What do Clean and Natural mean on a product?">
          <p>
            They follow our published standard: every ingredient is checked against our ingredient
            knowledge base, and the badges are computed from those rules, never set by hand. Read{' '}
            <Link to="/standard" className={linkClass}>
              our standard
            </Link>{' '}
            for the rules and the sources behind them.
          </p>
        </Question>
        <Question question="Can I check a product you do not list?">
          <p>
            Yes. Paste its ingredient list, or take a photo of the label, in the{' '}
            <Link to="/ingredient-checker" className={linkClass}>
              ingredient checker
            </Link>
            . Each ingredient is explained, and you can share the result by its link.
          </p>
        </Question>
        <Question question="How do I avoid an ingredient I react to?">
          <p>
            Add it to your avoid list from the ingredient checker or a product page. Products that
            contain it (or one of its other names) are marked, and every list can hide them. The
            list stays in your browser.
          </p>
        </Question>
        <Question question="What can the personal assistant do?">
          <p>
            It suggests cleaner swaps for products you use, compares products, explains ingredients
            and keeps to what you tell it (your skin type, budget, what you avoid). It recommends
            only products from our catalogue and says so when nothing fits.{' '}
            <Link to="/personal-assistant" className={linkClass}>
              Try the assistant
            </Link>
            .
          </p>
        </Question>
        <Question question="Why does a product say Coming Soon?">
          <p>
            We have analysed it, but no shop in your region sells it yet. You can leave your email
            address on the product page and we will write once when a shop link is added.
          </p>
        </Question>
        <Question question="Do I need an account?">
          <p>
            No. Your wishlist, avoid list, region and assistant history stay in your browser. See
            the{' '}
            <Link to="/privacy" className={linkClass}>
              Privacy Policy
            </Link>{' '}
            for what we keep on our server.
          </p>
        </Question>
        <Question question="Who writes Clear Reasons?">
          <p>
            Our editors. Some drafts start with AI help; an editor reviews every article before it
            is published.{' '}
            <Link to="/clear-reasons" className={linkClass}>
              Read Clear Reasons
            </Link>
            .
          </p>
        </Question>
        <Question question="How do I suggest a product or report a mistake?">
          <p>
            Write to us through{' '}
            <Link to="/contact" className={linkClass}>
              Contact us
            </Link>
            ; we read every message. For help with an order, see{' '}
            <Link to="/customer-service" className={linkClass}>
              Customer service
            </Link>
            .
          </p>
        </Question>
      </div>
    </InfoPage>
  );
}
