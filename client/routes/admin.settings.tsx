import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/admin/settings')({
  component: Page,
});

function Page() {
  return (
    <div>
      <h1 className="font-display text-3xl text-forest">Settings</h1>
      <p className="mt-4 text-muted">Settings management is coming soon.</p>
    </div>
  );
}
