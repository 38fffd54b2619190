import { createFileRoute } from '@tanstack/react-router';
import { WorkQueuePage } from '@/features/admin/work-queue';

export const Route = createFileRoute('/admin/work')({
  component: WorkQueuePage,
});
