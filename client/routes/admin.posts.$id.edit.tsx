import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/admin/posts/$id/edit')({
  component: Page,
});

function Page() {
  return <h1 className="font-display text-3xl text-forest">Edit Post</h1>;
}
