import { createFileRoute, Link } from '@tanstack/react-router';
import { InfoPage } from '@/features/info/info-page';
import { loadPageData } from '@/lib/load-page-data';
import { siteName } from '@/lib/site';
import { trpc } from '@/lib/trpc';

export const Route = createFileRoute('/customer-service')({
  head: () => ({ meta: [{ title: `Customer service · ${siteName()}` }] }),
  loader: ({ context }) => loadPageData(context, context.utils.site.info.ensureData()),
  component: CustomerServicePage,
});

const linkClass = 'text-forest underline';

function CustomerServicePage() {
  const info = trpc.site.info.useQuery();
  const email = info.data?.contactEmail;
  const name = siteName();
  return (
    <InfoPage
      title="Customer service"
      intro={`${name} helps you choose; independent shops sell and deliver. Here is who helps with what.`}
    >
      <section>
        <h2>Orders, delivery and returns</h2>
        <p>
          When you follow a Shop Now link you buy from that shop, so the shop handles payment,
          delivery, returns and refunds under its own terms. Your order confirmation mail has its
          contact details. {name} never sees your order or your payment.
        </p>
      </section>
      <section>
        <h2>Questions about a product</h2>
        <ul>
          <li>
            Every product page explains its ingredients and why it has (or lacks) its badges. The{' '}
            <Link to="/personal-assistant" className={linkClass}>
              personal assistant
            </Link>{' '}
            answers questions about products and ingredients at once.
          </li>
          <li>
            Not sold in your region yet? Choose Tell me when it arrives on the product page, confirm
            your address from our mail, and we write once when a shop there sells it.
          </li>
          <li>
            Think an analysis is wrong or out of date? Write to us and we will check it against our{' '}
            <Link to="/standard" className={linkClass}>
              standard
            </Link>
            .
          </li>
        </ul>
      </section>
      <section>
        <h2>Write to us</h2>
        <p>
          Email{' '}
          {email ? (
            <a href={`mailto:${email}`} className={linkClass}>
              {email}
            </a>
          ) : (
            'our contact address'
          )}
          . See{' '}
          <Link to="/contact" className={linkClass}>
            Contact us
          </Link>{' '}
          for how quickly we answer, and the{' '}
          <Link to="/faq" className={linkClass}>
            FAQ
          </Link>{' '}
          for quick answers.
        </p>
      </section>
    </InfoPage>
  );
}
