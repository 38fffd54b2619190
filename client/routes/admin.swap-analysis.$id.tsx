import { createFileRoute, notFound } from '@tanstack/react-router';
import { SwapRequestPage } from '@/features/swap-analysis/admin-request';

export const Route = createFileRoute('/admin/swap-analysis/$id')({
  beforeLoad: ({ params }) => {
    const value = Number(params.id);
    if (!Number.isInteger(value) || value < 1 || value > 2_147_483_647) throw notFound();
  },
  component: SwapRequestRoute,
});

function SwapRequestRoute() {
  const { id } = Route.useParams();
  return <SwapRequestPage id={Number(id)} />;
}
