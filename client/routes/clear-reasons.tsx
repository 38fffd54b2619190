import { createFileRoute } from '@tanstack/react-router';
import { PageHeading } from '@/components/layout/page-heading';

export const Route = createFileRoute('/clear-reasons')({
  component: Page,
});

function Page() {
  return (
    <div className="container-page">
      <PageHeading title="CLEAR REASONS" />
    </div>
  );
}
