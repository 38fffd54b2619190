import { createFileRoute } from '@tanstack/react-router';
import { OutboxPage } from '@/features/admin/outbox-page';

export const Route = createFileRoute('/admin/outbox')({
  component: function OutboxPageRoute() {
    const { staff } = Route.useRouteContext();
    return <OutboxPage staff={staff} />;
  },
});
