import { Link } from '@tanstack/react-router';
import { findProductType } from '../../../shared/catalog';
import { RATING_LABELS } from '../../../shared/ingredients';
import { trpc, type RouterOutputs } from '@/lib/trpc';
import { ProductCard } from './product-card';
import { ProductPageSection } from './product-page-section';

type Alternative = RouterOutputs['catalog']['cleanerAlternatives'][number];

/**
 * For a product with ingredients to avoid or watch: Clean products of the same type (of the same
 * category when it has none), each with what the swap leaves out and what it brings in, ingredient
 * by ingredient.
 */
export function SwapAlternatives({
  productId,
  category,
  productType,
}: {
  productId: number;
  category: string | null;
  productType: string | null;
}) {
  const query = trpc.catalog.cleanerAlternatives.useQuery({ productId });
  const compared = comparedProducts(category, productType);
  return (
    <ProductPageSection
      id="cleaner-alternatives"
      headingId="cleaner-alternatives-heading"
      title="CLEANER ALTERNATIVES"
      data-testid="cleaner-alternatives"
    >
      {query.data && query.data.length > 0 ? (
        <>
          <p className="mt-3 text-sm text-muted" data-testid="alternatives-compared">
            {compared}, with what each swap leaves out and brings in.
          </p>
          <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {query.data.map((alternative) => (
              <li key={alternative.product.id} className="flex flex-col gap-3">
                <ProductCard product={alternative.product} compact />
                <SwapSummary alternative={alternative} />
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p className="mt-4 text-muted">
          {query.isPending
            ? 'Loading alternatives...'
            : `No Clean alternative ${productType ? 'of this type' : 'in this category'} yet.`}
        </p>
      )}
      <p className="mt-6 text-sm">
        <Link
          to="/clean-products"
          search={{ ...(category ? { category } : {}), standard: 'Clean' }}
          className="font-medium text-forest underline underline-offset-4"
          data-testid="all-clean-link"
        >
          All Clean {category ? category.toLowerCase() : 'products'}
        </Link>
      </p>
    </ProductPageSection>
  );
}

/** What the alternatives are: "Clean moisturisers", "Clean products in Skincare". */
function comparedProducts(category: string | null, productType: string | null): string {
  if (productType) {
    const type = findProductType(productType);
    return type ? `Clean ${type.plural}` : 'Clean products of the same type';
  }
  return `Clean products in ${category ?? 'the same category'}`;
}

function SwapSummary({ alternative }: { alternative: Alternative }) {
  return (
    <dl className="space-y-1 text-sm" data-testid="swap-summary">
      <SwapLine term="Leaves out: " items={alternative.removes} />
      <SwapLine term="Brings in: " items={alternative.adds} />
    </dl>
  );
}

function SwapLine({ term, items }: { term: string; items: Alternative['removes'] }) {
  const text = items.length
    ? items.map((i) => `${i.name} (${RATING_LABELS[i.rating].toLowerCase()})`).join(', ')
    : 'nothing of concern';
  return (
    <div>
      <dt className="inline font-medium text-ink">{term}</dt>
      <dd className="inline text-muted">{text}</dd>
    </div>
  );
}
