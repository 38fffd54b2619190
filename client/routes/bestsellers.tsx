import { createFileRoute } from '@tanstack/react-router';
import { PageHeading } from '@/components/layout/page-heading';

export const Route = createFileRoute('/bestsellers')({
  component: Page,
});

function Page() {
  return (
    <div className="container-page">
      <PageHeading title="OUR BESTSELLERS" />
    </div>
  );
}
