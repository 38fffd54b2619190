import { Link, useNavigate } from '@tanstack/react-router';
import { ExternalLink, Link2, X } from 'lucide-react';
import type { CSSProperties, ReactNode } from 'react';
import { toast } from 'sonner';
import { compareIdsParam, MIN_COMPARE, parseCompareIds } from '../../../shared/compare';
import { RATING_LABELS, type IngredientRating } from '../../../shared/ingredients';
import { PICTURE_SIZES } from '../../../shared/product-pictures';
import { PageHeading } from '@/components/layout/page-heading';
import { Badge } from '@/components/ui/badge';
import { buttonVariants } from '@/components/ui/button';
import { formatCount, formatDollars, formatPrice } from '@/features/catalog/format';
import { ProductImage } from '@/features/catalog/product-image';
import { ProductLink } from '@/features/catalog/product-link';
import { StarRating } from '@/features/catalog/star-rating';
import { VerdictChip } from '@/features/ingredients/verdict-chip';
import { RATING_STYLES } from '@/features/ingredients/rating';
import { trpc, type RouterOutputs } from '@/lib/trpc';
import { cn } from '@/lib/utils';
import { removeFromCompare } from './store';

type Compared = RouterOutputs['catalog']['compare']['products'][number];
type Ingredient = Compared['flagged'][number];

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

interface Row {
  key: string;
  label: string;
  cell: (product: Compared, columns: number) => ReactNode;
}

const ROWS: Row[] = [
  {
    key: 'type',
    label: 'Type',
    cell: (p) => [p.product_type, p.category].filter(Boolean).join(' · ') || 'Not given',
  },
  {
    key: 'verdict',
    label: 'Verdict',
    cell: (p, columns) => (
      <VerdictChip
        level={p.verdict}
        className={cn(
          'max-w-full wrap-anywhere',
          // Four narrow columns on a phone: the chip gives up its icon rather than spill over.
          columns > 3 && 'max-md:gap-1 max-md:px-2 max-md:[&>svg]:hidden',
        )}
      />
    ),
  },
  { key: 'badges', label: 'Badges', cell: (p) => <Badges product={p} /> },
  { key: 'flagged', label: 'Ingredients of concern', cell: (p) => <Flagged product={p} /> },
  { key: 'only-here', label: 'Only this one has', cell: (p) => <OnlyHere product={p} /> },
  {
    key: 'price',
    label: 'Price',
    cell: (p) =>
      p.price === null ? (
        <span className="text-muted">No price yet</span>
      ) : (
        <span className="font-medium text-forest">{formatPrice(p.price)}</span>
      ),
  },
  { key: 'shops', label: 'Sold in', cell: (p) => <Shops product={p} /> },
  {
    key: 'certifications',
    label: 'Certifications',
    cell: (p) =>
      p.certifications.length ? (
        p.certifications.join(', ')
      ) : (
        <span className="text-muted">None listed</span>
      ),
  },
  { key: 'rating', label: 'Rating', cell: (p) => <Rating product={p} /> },
];

/**
 * A table with a column per product and a row per question. From 768 px it is laid out as a
 * table; narrower, each row's heading spans the width above one cell per product, so three or four
 * products fit a phone without sideways scrolling. The explicit roles keep the table's meaning for
 * screen readers when it is laid out as a grid.
 */
function CompareTable({
  products,
  onRemove,
}: {
  products: Compared[];
  onRemove: (id: number) => void;
}) {
  const columns = { '--compare-columns': products.length } as CSSProperties;
  const gridRow =
    'max-md:grid max-md:grid-cols-[repeat(var(--compare-columns),minmax(0,1fr))] max-md:gap-x-2';
  return (
    <table
      role="table"
      style={columns}
      data-testid="compare-table"
      className="w-full text-sm max-md:block md:table-fixed"
    >
      <caption className="sr-only">Comparison of {products.map((p) => p.name).join(', ')}</caption>
      <thead role="rowgroup" className="max-md:block">
        <tr role="row" className={gridRow}>
          <td className="w-44 max-md:hidden lg:w-52" />
          {products.map((product) => (
            <th
              key={product.id}
              role="columnheader"
              scope="col"
              className="px-1 pb-4 text-left align-top font-normal md:px-3"
              data-testid="compare-column"
            >
              <ProductHead product={product} onRemove={() => onRemove(product.id)} />
            </th>
          ))}
        </tr>
      </thead>
      <tbody role="rowgroup" className="max-md:block">
        {ROWS.map((row) => (
          <tr key={row.key} role="row" className={gridRow} data-testid={`compare-row-${row.key}`}>
            <th
              role="rowheader"
              scope="row"
              className="label-caps border-t border-line py-3 pr-3 text-left align-top text-[11px] text-muted max-md:col-span-full max-md:mt-2 max-md:rounded-full max-md:border-0 max-md:bg-sand-light/70 max-md:px-3 max-md:py-1.5"
            >
              {row.label}
            </th>
            {products.map((product) => (
              <td
                key={product.id}
                role="cell"
                className="border-line px-1 py-3 align-top text-ink break-words hyphens-auto md:border-t md:px-3"
              >
                {row.cell(product, products.length)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function ProductHead({ product, onRemove }: { product: Compared; onRemove: () => void }) {
  return (
    <div className="flex h-full flex-col gap-2">
      <ProductImage
        src={product.image_url}
        alt=""
        sizes={PICTURE_SIZES.thumb}
        className="aspect-square w-full max-w-40 rounded-2xl bg-sand-light object-cover"
      />
      {product.brand && (
        <p className="label-caps text-[10px] text-clay-dark break-words">{product.brand}</p>
      )}
      <ProductLink
        productId={product.id}
        className="font-display text-base leading-snug text-ink break-words hyphens-auto hover:text-forest hover:underline md:text-lg"
      >
        {product.name}
      </ProductLink>
      <button
        type="button"
        onClick={onRemove}
        aria-label={`Remove ${product.name} from the comparison`}
        className="mt-auto inline-flex items-center gap-1 self-start rounded-full py-1 text-xs text-muted hover:text-danger"
      >
        <X className="size-3.5" aria-hidden />
        Remove
      </button>
    </div>
  );
}

function Badges({ product }: { product: Compared }) {
  if (!product.clean && !product.natural) return <span className="text-muted">No badge</span>;
  return (
    <span className="flex flex-wrap gap-1.5">
      {product.clean && (
        <Link to="/standard" className="rounded-full" title="What the Clean badge means">
          <Badge variant="sage">Clean</Badge>
        </Link>
      )}
      {product.natural && (
        <Link to="/standard" className="rounded-full" title="What the Natural badge means">
          <Badge variant="sand">Natural</Badge>
        </Link>
      )}
    </span>
  );
}

const NO_LIST = 'No ingredient list yet';

/** The ingredients of concern, grouped by rating, worst first. */
function Flagged({ product }: { product: Compared }) {
  if (product.ingredient_count === 0) return <span className="text-muted">{NO_LIST}</span>;
  if (product.flagged.length === 0) return <span className="text-muted">None</span>;
  const groups = (['high-concern', 'low-to-moderate-concern'] as const)
    .map((rating) => ({ rating, items: product.flagged.filter((i) => i.rating === rating) }))
    .filter((group) => group.items.length > 0);
  return (
    <div className="space-y-2">
      {groups.map((group) => (
        <div key={group.rating}>
          <p
            className={cn(
              'text-[11px] font-semibold tracking-wide uppercase',
              group.rating === 'high-concern' ? 'text-danger' : 'text-[#6b4e1f]',
            )}
          >
            {RATING_LABELS[group.rating]}
          </p>
          <IngredientList items={group.items} showRating={false} />
        </div>
      ))}
    </div>
  );
}

const SHOWN_AT_ONCE = 8;

function OnlyHere({ product }: { product: Compared }) {
  if (product.ingredient_count === 0) return <span className="text-muted">{NO_LIST}</span>;
  const only = product.only_here;
  if (only === null) {
    return <span className="text-muted">Nothing to compare with: no other list here</span>;
  }
  if (only.length === 0) {
    return <span className="text-muted">Nothing: the others have all of its ingredients</span>;
  }
  return (
    <div data-testid="only-here">
      <IngredientList items={only.slice(0, SHOWN_AT_ONCE)} />
      {only.length > SHOWN_AT_ONCE && (
        <details className="mt-1">
          <summary className="cursor-pointer text-xs text-forest">
            {only.length - SHOWN_AT_ONCE} more
          </summary>
          <IngredientList items={only.slice(SHOWN_AT_ONCE)} />
        </details>
      )}
    </div>
  );
}

const SHORT_RATINGS: Partial<Record<IngredientRating, string>> = {
  'high-concern': 'high concern',
  'low-to-moderate-concern': 'moderate',
  unknown: 'not rated',
};

function IngredientList({
  items,
  showRating = true,
}: {
  items: Ingredient[];
  showRating?: boolean;
}) {
  return (
    <ul className="space-y-1">
      {items.map((item) => (
        <li key={item.name} className="flex gap-1.5 leading-snug">
          <span
            className={cn('mt-1.5 size-2 shrink-0 rounded-full', RATING_STYLES[item.rating].dot)}
            aria-hidden
          />
          <span className="min-w-0">
            {item.name}
            {showRating && SHORT_RATINGS[item.rating] && (
              <span className="text-xs text-muted"> ({SHORT_RATINGS[item.rating]})</span>
            )}
          </span>
        </li>
      ))}
    </ul>
  );
}

function Shops({ product }: { product: Compared }) {
  const shops = [
    { region: 'Europe', link: product.eu_shop_link, price: null },
    { region: 'USA', link: product.usa_shop_link, price: product.usa_price },
  ].filter((shop) => shop.link);
  if (shops.length === 0) return <span className="text-muted">Coming soon</span>;
  return (
    <ul className="space-y-1">
      {shops.map((shop) => (
        <li key={shop.region}>
          <a
            href={shop.link!}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`Shop ${product.name} in ${shop.region === 'USA' ? 'the USA' : 'Europe'} (opens in a new tab)`}
            className="inline-flex items-center gap-1 font-medium text-forest underline-offset-4 hover:underline"
          >
            {shop.region}
            <ExternalLink className="size-3.5 shrink-0" aria-hidden />
          </a>
          {shop.price !== null && (
            <span className="text-muted" data-testid="compare-usa-price">
              {' '}
              · {formatDollars(shop.price)}
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}

function Rating({ product }: { product: Compared }) {
  if (product.rating === null) return <span className="text-muted">No rating yet</span>;
  return (
    <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
      <StarRating rating={product.rating} />
      <span>
        {product.rating.toFixed(1)}
        <span className="text-muted">
          {' '}
          · {formatCount(product.review_count)} {product.review_count === 1 ? 'review' : 'reviews'}
        </span>
      </span>
    </span>
  );
}
