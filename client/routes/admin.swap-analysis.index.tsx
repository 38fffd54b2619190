import { createFileRoute } from '@tanstack/react-router';
import { SwapAnalysisQueue } from '@/features/swap-analysis/admin-queue';

export const Route = createFileRoute('/admin/swap-analysis/')({
  component: SwapAnalysisQueue,
});
