import { createFileRoute } from '@tanstack/react-router';
import { PageHeading } from '@/components/layout/page-heading';
import { requireStaff } from '@/features/admin/guard';

export const Route = createFileRoute('/admin_/ingredients')({
  beforeLoad: requireStaff,
  component: Page,
});

function Page() {
  return (
    <div className="container-page">
      <PageHeading title="Ingredient Analysis" />
    </div>
  );
}
