import { createFileRoute, Outlet } from '@tanstack/react-router';
import { AdminLayout } from '@/features/admin/admin-layout';
import { requireStaff } from '@/features/admin/guard';

export const Route = createFileRoute('/admin')({
  beforeLoad: requireStaff,
  component: AdminRoute,
});

function AdminRoute() {
  const { staff } = Route.useRouteContext();
  return (
    <AdminLayout staff={staff}>
      <Outlet />
    </AdminLayout>
  );
}
