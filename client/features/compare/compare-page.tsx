import { Link, useNavigate } from '@tanstack/react-router';
import { Link2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { toast } from '@/lib/toast';
import { compareIdsParam, MIN_COMPARE, parseCompareIds } from '../../../shared/compare';
import { PageHeading } from '@/components/layout/page-heading';
import { buttonVariants } from '@/components/ui/button';
import { trpc } from '@/lib/trpc';
import { CompareTable } from './compare-table';
import { removeFromCompare } from './store';

/** /compare?ids=…: the link is the comparison, so a shared link shows the same products. */
export function ComparePage({ idsParam }: { idsParam: string | undefined }) {
  const parsed = parseCompareIds(idsParam);
  return (
    <div className="container-page pb-16">
      <PageHeading
        title="COMPARE PRODUCTS"
        subtitle="Side by side: the verdict, the badges, the ingredients of concern and what each one has that the others do not."
      />
      {'error' in parsed ? <Message>{parsed.error}</Message> : <Comparison ids={parsed.ids} />}
    </div>
  );
}

function Comparison({ ids }: { ids: number[] }) {
  const query = trpc.catalog.compare.useQuery({ ids }, { retry: false });
  const navigate = useNavigate();
  if (query.isPending) {
    return (
      <p className="text-center text-muted" role="status">
        Loading the comparison...
      </p>
    );
  }
  if (query.isError) {
    return <Message>Error loading the comparison. Please try again later.</Message>;
  }
  const { products, missing_ids: missing } = query.data;
  const remove = (id: number) => {
    removeFromCompare(id);
    void navigate({
      to: '/compare',
      search: { ids: compareIdsParam(ids.filter((other) => other !== id)) },
    });
  };
  const missingNote = missing.length > 0 && (
    <p className="mb-6 text-center text-sm text-muted" data-testid="compare-missing">
      {missing.length === 1
        ? `Product ${missing[0]} is no longer in our catalogue.`
        : `Products ${missing.join(', ')} are no longer in our catalogue.`}
    </p>
  );
  if (products.length < MIN_COMPARE) {
    return (
      <>
        {missingNote}
        <Message>
          {products.length === 0
            ? 'None of these products is in our catalogue any more.'
            : `Only ${products[0]!.name} is left: pick at least one more product to compare.`}
        </Message>
      </>
    );
  }
  return (
    <>
      {missingNote}
      <div className="mb-6 flex flex-wrap items-center justify-center gap-x-6 gap-y-2 text-sm">
        <CopyLinkButton />
        <Link
          to="/clean-products"
          className="text-forest underline-offset-4 hover:underline"
          data-testid="add-to-compare"
        >
          Add products from the catalogue
        </Link>
      </div>
      <CompareTable products={products} onRemove={remove} />
    </>
  );
}

function Message({ children }: { children: ReactNode }) {
  return (
    <div
      className="mx-auto max-w-md rounded-3xl border border-dashed border-line p-8 text-center"
      data-testid="compare-message"
    >
      <p className="text-ink">{children}</p>
      <p className="mt-2 text-sm text-muted">
        Tap Compare on up to four products, then open the comparison from the bar at the bottom.
      </p>
      <Link to="/clean-products" className={buttonVariants({ className: 'mt-6' })}>
        Discover clean products
      </Link>
    </div>
  );
}

function CopyLinkButton() {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(window.location.href);
      toast.success('Link copied', { description: 'It shows this comparison to anyone.' });
    } catch {
      toast.error('Could not copy the link', {
        description: 'Copy the address from your browser’s address bar instead.',
      });
    }
  };
  return (
    <button
      type="button"
      onClick={() => void copy()}
      className="inline-flex items-center gap-1.5 font-medium text-forest underline-offset-4 hover:underline"
    >
      <Link2 className="size-4" aria-hidden />
      Copy link to this comparison
    </button>
  );
}
