import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/product/$id')({
  component: Page,
});

function Page() {
  return (
    <div className="container-page py-16 text-center text-muted">
      <p>Loading product...</p>
    </div>
  );
}
