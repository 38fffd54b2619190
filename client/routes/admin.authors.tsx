import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/admin/authors')({
  component: Page,
});

function Page() {
  return (
    <div>
      <h1 className="font-display text-3xl text-forest">Authors</h1>
      <p className="mt-4 text-muted">Authors management is coming soon.</p>
    </div>
  );
}
