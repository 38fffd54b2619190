import { createFileRoute, Link } from '@tanstack/react-router';
import { InfoPage } from '@/features/info/info-page';
import { loadPageData } from '@/lib/load-page-data';
import { siteName } from '@/lib/site';
import { trpc } from '@/lib/trpc';

export const Route = createFileRoute('/privacy')({
  loader: ({ context }) => loadPageData(context, context.utils.site.info.ensureData()),
  component: PrivacyPage,
});

function PrivacyPage() {
  const info = trpc.site.info.useQuery();
  const name = siteName();
  return (
    <InfoPage
      title="Privacy Policy"
      intro={`${name} is built to need as little of your data as possible. This page says what we keep, why, and for how long.`}
    >
      <section>
        <h2>No account needed</h2>
        <p>
          You can browse products, read Clear Reasons, check ingredients and chat with the assistant
          without an account. We do not use advertising trackers or third-party analytics, and the
          site loads nothing from other companies' servers.
        </p>
      </section>
      <section>
        <h2>What stays in your browser</h2>
        <ul>
          <li>Your wishlist and your personal avoid list of ingredients.</li>
          <li>
            Your chat history with the assistant, its conversation id and when it was saved; it is
            cleared after 30 days or when you choose Clear History.
          </li>
          <li>Your region choice for shop links.</li>
        </ul>
        <p>You can remove all of this at any time by clearing this site's data in your browser.</p>
      </section>
      <section>
        <h2>What we store on our server</h2>
        <ul>
          <li>
            <strong>Assistant conversations:</strong> the messages of a conversation, so that the
            assistant can follow up. They are linked to a random conversation id, not to your name.
            Photos you send are read to find the ingredient list and are not kept.
          </li>
          <li>
            <strong>Newsletter:</strong> your email address, when you gave consent and when you
            confirmed it. We send nothing but the confirmation mail until you open its link. Every
            newsletter carries your personal unsubscribe link; we do not share the list.
          </li>
          <li>
            <strong>Product Swap Analysis:</strong> your email address, your note and the text read
            from your label photos, with the report we write. The photos themselves are read and not
            kept. We delete the request 90 days after sending you the report.
          </li>
          <li>
            <strong>Tell me when it arrives:</strong> your email address, the product and the region
            you asked about. We first send one mail to confirm the address is yours; once you open
            its link, we send one mail when a shop there sells it, then delete your address. An
            address that is not confirmed within a week is deleted, as is every address when we
            remove the product.
          </li>
          <li>
            <strong>Reviews:</strong> the rating, text and display name you choose. They are checked
            by our team before they appear.
          </li>
          <li>
            <strong>Security logs:</strong> IP addresses are used briefly to limit abuse (for
            example too many requests) and are not used to profile you.
          </li>
        </ul>
      </section>
      <section>
        <h2>Shops we link to</h2>
        <p>
          Products are sold by independent shops. When you follow a Shop Now link you leave {name},
          and that shop's own privacy policy applies.
        </p>
      </section>
      <section>
        <h2>Your rights</h2>
        <p>
          Under the GDPR you may ask what we hold about you, ask us to correct or delete it, or
          object to its use. Write to us at{' '}
          <a className="text-forest underline" href={`mailto:${info.data?.contactEmail ?? ''}`}>
            {info.data?.contactEmail ?? 'our contact address'}
          </a>{' '}
          or see{' '}
          <Link to="/contact" className="text-forest underline">
            Contact us
          </Link>
          .
        </p>
      </section>
    </InfoPage>
  );
}
