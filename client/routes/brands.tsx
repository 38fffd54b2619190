import { createFileRoute } from '@tanstack/react-router';
import { PageHeading } from '@/components/layout/page-heading';

export const Route = createFileRoute('/brands')({
  component: Page,
});

function Page() {
  return (
    <div className="container-page">
      <PageHeading title="Our personal favorites brands" />
    </div>
  );
}
