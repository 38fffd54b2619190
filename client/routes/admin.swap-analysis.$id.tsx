import { createFileRoute } from '@tanstack/react-router';
import { idPage } from '@/lib/id-param';
import { SwapRequestPage } from '@/features/swap-analysis/admin-request';

export const Route = createFileRoute('/admin/swap-analysis/$id')(idPage(SwapRequestPage));
