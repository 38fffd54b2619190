import { createFileRoute, Link } from '@tanstack/react-router';
import { Mail, MessageCircleHeart, Store } from 'lucide-react';
import { InfoPage } from '@/features/info/info-page';
import { loadPageData } from '@/lib/load-page-data';
import { siteName } from '@/lib/site';
import { trpc } from '@/lib/trpc';

export const Route = createFileRoute('/contact')({
  loader: ({ context }) => loadPageData(context, context.utils.site.info.ensureData()),
  component: ContactPage,
});

function ContactPage() {
  const info = trpc.site.info.useQuery();
  const email = info.data?.contactEmail;
  return (
    <InfoPage
      title="Contact us"
      intro={`We are a small team and read every message. We usually answer within two working days.`}
    >
      <div className="grid gap-4 sm:grid-cols-3">
        <a
          href={email ? `mailto:${email}` : undefined}
          className="rounded-3xl border border-line bg-paper p-6 transition hover:shadow-md"
        >
          <Mail className="size-6 text-clay" aria-hidden />
          <h2 className="mt-3 !font-sans !text-base font-semibold">Email</h2>
          <p className="mt-1 text-sm break-all text-muted">{email ?? 'Loading...'}</p>
        </a>
        <Link
          to="/personal-assistant"
          className="rounded-3xl border border-line bg-paper p-6 transition hover:shadow-md"
        >
          <MessageCircleHeart className="size-6 text-clay" aria-hidden />
          <h2 className="mt-3 !font-sans !text-base font-semibold">Quick product questions</h2>
          <p className="mt-1 text-sm text-muted">Our assistant answers at once, day and night.</p>
        </Link>
        <div className="rounded-3xl border border-line bg-paper p-6">
          <Store className="size-6 text-clay" aria-hidden />
          <h2 className="mt-3 !font-sans !text-base font-semibold">Orders and deliveries</h2>
          <p className="mt-1 text-sm text-muted">
            Products are sold by independent shops: please contact the shop you ordered from.
          </p>
        </div>
      </div>
      <section>
        <h2>Good to know</h2>
        <ul>
          <li>Suggest a brand or product for {siteName()} by email; tell us why you love it.</li>
          <li>
            Found an ingredient explanation that could be clearer or is out of date? Let us know and
            we will review it.
          </li>
          <li>
            For questions about your data, see our{' '}
            <Link to="/privacy" className="text-forest underline">
              Privacy Policy
            </Link>
            .
          </li>
        </ul>
      </section>
    </InfoPage>
  );
}
