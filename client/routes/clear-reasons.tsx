import { createFileRoute } from '@tanstack/react-router';
import { BlogLanding } from '@/features/blog/blog-landing';

export const Route = createFileRoute('/clear-reasons')({
  component: BlogLanding,
});
