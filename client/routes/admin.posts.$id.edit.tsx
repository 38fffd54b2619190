import { createFileRoute } from '@tanstack/react-router';
import { PageHeading } from '@/components/layout/page-heading';

export const Route = createFileRoute('/admin/posts/$id/edit')({
  component: Page,
});

function Page() {
  return (
    <div className="container-page">
      <PageHeading title="Edit Post" />
    </div>
  );
}
