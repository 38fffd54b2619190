import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/admin/categories')({
  component: Page,
});

function Page() {
  return (
    <div>
      <h1 className="font-display text-3xl text-forest">Categories</h1>
      <p className="mt-4 text-muted">Categories management is coming soon.</p>
    </div>
  );
}
