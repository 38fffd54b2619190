import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/blog/$slug')({
  component: Page,
});

function Page() {
  return (
    <div className="container-page py-16 text-center text-muted">
      <p>Loading...</p>
    </div>
  );
}
