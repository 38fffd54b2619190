import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { PageHeading } from '@/components/layout/page-heading';

const searchSchema = z.object({
  q: z.string().max(200).optional().catch(undefined),
  category: z.string().max(60).optional().catch(undefined),
  brand: z.string().max(120).optional().catch(undefined),
});

export const Route = createFileRoute('/clean-products')({
  validateSearch: searchSchema,
  component: Page,
});

function Page() {
  return (
    <div className="container-page">
      <PageHeading title="CLEAN PRODUCTS" />
    </div>
  );
}
