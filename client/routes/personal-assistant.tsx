import { createFileRoute } from '@tanstack/react-router';
import { PageHeading } from '@/components/layout/page-heading';

export const Route = createFileRoute('/personal-assistant')({
  component: Page,
});

function Page() {
  return (
    <div className="container-page">
      <PageHeading title="AI PERSONAL ASSISTANT" />
    </div>
  );
}
