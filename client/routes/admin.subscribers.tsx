import { createFileRoute } from '@tanstack/react-router';
import { SubscribersPage } from '@/features/admin/subscribers-page';

export const Route = createFileRoute('/admin/subscribers')({
  component: function SubscribersPageRoute() {
    const { staff } = Route.useRouteContext();
    return <SubscribersPage staff={staff} />;
  },
});
