import { useWatch, type Control } from 'react-hook-form';
import type { EntryFields } from '../../../shared/schemas/ingredients';
import { BADGE_LABELS, type BadgeId } from '../../../shared/standard';
import { ProductLink } from '@/features/catalog/product-link';
import { trpc, type RouterOutputs } from '@/lib/trpc';
import { useDebounced } from '@/lib/use-debounced';

type Preview = RouterOutputs['ingredients']['previewEntry'][number];

export const plural = (n: number, word: string, many = `${word}s`) =>
  `${n} ${n === 1 ? word : many}`;

function changeLabel(verb: 'Gains' | 'Loses', badges: BadgeId[]): string | null {
  return badges.length
    ? `${verb} ${badges.map((badge) => BADGE_LABELS[badge]).join(' and ')}`
    : null;
}

/**
 * The products whose Clean or Natural badge saving the editor's values would change, asked for
 * again as the fields the standard reads change (after a pause in the editing).
 */
export function BadgePreview({
  control,
  entryId,
}: {
  control: Control<EntryFields>;
  entryId: number;
}) {
  const [rating, functions, concerns, origin] = useWatch({
    control,
    name: ['rating', 'functions', 'concerns', 'origin'],
  });
  const input = useDebounced({ id: entryId, rating, functions, concerns, origin }, 400);
  const preview = trpc.ingredients.previewEntry.useQuery(input, {
    placeholderData: (previous) => previous,
  });
  if (!preview.data) {
    return <p className="text-sm text-muted">Checking which badges would change…</p>;
  }
  const changes = preview.data;
  return (
    <div
      className="rounded-2xl border border-line bg-cream p-4 text-sm"
      aria-live="polite"
      data-testid="badge-preview"
    >
      <p className="font-medium text-ink">
        {changes.length
          ? `Saving this changes badges of ${plural(changes.length, 'product')}`
          : 'No product’s badge changes'}
      </p>
      {changes.length > 0 && (
        <ul className="mt-2 space-y-1.5">
          {changes.map((product) => (
            <PreviewItem key={product.id} product={product} />
          ))}
        </ul>
      )}
    </div>
  );
}

function PreviewItem({ product }: { product: Preview }) {
  const changes = [changeLabel('Gains', product.gains), changeLabel('Loses', product.loses)];
  return (
    <li className="flex flex-wrap items-baseline justify-between gap-x-3">
      <ProductNameLink product={product} />
      <span className="text-muted">{changes.filter(Boolean).join('; ')}</span>
    </li>
  );
}

interface ProductName {
  id: number;
  name: string;
  brand: string | null;
}

function ProductNameLink({ product }: { product: ProductName }) {
  return (
    <ProductLink productId={product.id} className="text-forest underline-offset-2 hover:underline">
      {product.brand ? `${product.brand} · ` : ''}
      {product.name}
    </ProductLink>
  );
}

/** The products whose analysis uses the entry, each linked to its page. */
export function ProductsUsing({ products }: { products: ProductName[] }) {
  return (
    <section className="mt-8 border-t border-line pt-5" aria-labelledby="entry-products-heading">
      <h3 id="entry-products-heading" className="font-sans text-sm font-semibold text-ink">
        {products.length ? `Used by ${plural(products.length, 'product')}` : 'No product uses it'}
      </h3>
      {products.length > 0 && (
        <ul className="mt-2 grid gap-1 text-sm sm:grid-cols-2">
          {products.map((product) => (
            <li key={product.id}>
              <ProductNameLink product={product} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
