import { createFileRoute } from '@tanstack/react-router';
import { NewsletterPage } from '@/features/admin/newsletter/newsletter-page';

export const Route = createFileRoute('/admin/newsletter')({
  component: function NewsletterPageRoute() {
    const { staff } = Route.useRouteContext();
    return <NewsletterPage staff={staff} />;
  },
});
