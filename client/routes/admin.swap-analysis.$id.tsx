import { createFileRoute } from '@tanstack/react-router';
import { idParam } from '@/lib/id-param';
import { SwapRequestPage } from '@/features/swap-analysis/admin-request';

export const Route = createFileRoute('/admin/swap-analysis/$id')({
  params: idParam,
  component: SwapRequestRoute,
});

function SwapRequestRoute() {
  return <SwapRequestPage id={Route.useParams().id} />;
}
