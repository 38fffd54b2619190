/**
 * The comparison itself: a column per product (its picture, brand, name and a Remove button) and
 * a row per question, each row's cells drawn by compare-cells.tsx.
 */
import { X } from 'lucide-react';
import type { CSSProperties, ReactNode } from 'react';
import { PICTURE_SIZES } from '../../../shared/product-pictures';
import { formatPrice } from '@/features/catalog/format';
import { ProductImage } from '@/features/catalog/product-image';
import { ProductLink } from '@/features/catalog/product-link';
import { VerdictChip } from '@/features/ingredients/verdict-chip';
import { cn } from '@/lib/utils';
import { Badges, Flagged, OnlyHere, Rating, Shops, type Compared } from './compare-cells';

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
export function CompareTable({
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
