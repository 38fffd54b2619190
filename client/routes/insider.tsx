import { createFileRoute, Link } from '@tanstack/react-router';
import { NewsletterForm } from '@/components/layout/newsletter-form';
import { InfoPage } from '@/features/info/info-page';
import { siteName } from '@/lib/site';

export const Route = createFileRoute('/insider')({
  head: () => ({ meta: [{ title: `Insider subscription · ${siteName()}` }] }),
  component: InsiderPage,
});

const linkClass = 'text-forest underline';

function InsiderPage() {
  const name = siteName();
  return (
    <InfoPage
      title="Insider subscription"
      intro={`The ${name} newsletter: new Clear Reasons articles and what our team has been looking into, by email. It is free.`}
    >
      <section>
        <h2>What you get</h2>
        <ul>
          <li>
            New{' '}
            <Link to="/clear-reasons" className={linkClass}>
              Clear Reasons
            </Link>{' '}
            articles, or a short digest of the latest ones, when our editors send an issue.
          </li>
          <li>No advertising, and we never share or sell the list.</li>
        </ul>
      </section>
      <section>
        <h2>How it works</h2>
        <ul>
          <li>
            Enter your email address below. We send one mail to confirm it is yours; the newsletter
            starts once you open its link.
          </li>
          <li>We keep only your address and when you subscribed and confirmed.</li>
          <li>Every mail has an unsubscribe link that works in one click.</li>
          <li>
            See the{' '}
            <Link to="/privacy" className={linkClass}>
              Privacy Policy
            </Link>{' '}
            for the details.
          </li>
        </ul>
      </section>
      <section className="rounded-3xl bg-forest px-6 pt-2 pb-8 text-cream">
        <h2 className="!text-cream">Subscribe</h2>
        {/* The footer's form carries the anchor a post without JavaScript returns to. */}
        <NewsletterForm anchor={false} />
      </section>
    </InfoPage>
  );
}
