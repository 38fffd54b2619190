import { createFileRoute, Link } from '@tanstack/react-router';

export const Route = createFileRoute('/admin/settings')({
  component: Page,
});

function Page() {
  return (
    <div>
      <h1 className="font-display text-3xl text-forest">Settings</h1>
      <ul className="mt-6 space-y-3">
        <li className="rounded-2xl border border-line bg-paper p-4">
          <Link
            to="/admin/swap-analysis"
            hash="offer"
            className="font-medium text-forest underline"
          >
            Product Swap Analysis offer
          </Link>
          <p className="mt-1 text-sm text-muted">
            What the panel on Clear Reasons promises (turnaround, guarantee, who analyses) and how
            the shopper pays.
          </p>
        </li>
      </ul>
      <p className="mt-6 text-muted">Other settings management is coming soon.</p>
    </div>
  );
}
