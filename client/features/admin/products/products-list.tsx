import { keepPreviousData } from '@tanstack/react-query';
import { Link, linkOptions } from '@tanstack/react-router';
import { ChevronLeft, ChevronRight, FileSpreadsheet, Plus } from 'lucide-react';
import { useEffect, useState } from 'react';
import { CATEGORIES } from '../../../../shared/catalog';
import { PICTURE_SIZES, pictureSrcSet } from '../../../../shared/product-pictures';
import {
  PRODUCT_LIST_FLAG_LABELS,
  PRODUCT_LIST_FLAGS,
  type ProductListFlag,
} from '../../../../shared/schemas/product';
import { Badge } from '@/components/ui/badge';
import { Button, buttonVariants } from '@/components/ui/button';
import { LabelledSelect, type SelectOption } from '@/components/ui/labelled-select';
import { FALLBACK_IMAGE } from '@/features/catalog/format';
import { RowActions } from '../row-actions';
import { FilterCard, ListContent, ListHeader, SearchFilter } from '../list-page';
import { trpc, type RouterOutputs } from '@/lib/trpc';
import { DeleteProductDialog } from './delete-dialog';
import { plural } from '../../../../shared/text';

type Row = RouterOutputs['productAdmin']['list']['items'][number];

export interface ProductListSearch {
  q?: string;
  category?: string;
  flag?: ProductListFlag;
  page?: number;
}

const CATEGORY_OPTIONS: SelectOption<'' | (typeof CATEGORIES)[number]>[] = [
  { value: '', label: 'All categories' },
  ...CATEGORIES.map((c) => ({ value: c, label: c })),
];

const FLAG_OPTIONS: SelectOption<'' | ProductListFlag>[] = [
  { value: '', label: 'All products' },
  ...PRODUCT_LIST_FLAGS.map((f) => ({ value: f, label: PRODUCT_LIST_FLAG_LABELS[f] })),
];

const euro = new Intl.NumberFormat('en-IE', { style: 'currency', currency: 'EUR' });

/** /admin/products: search, category and flag filters, pages; the state lives in the URL. */
export function ProductsList({
  search,
  onSearch,
}: {
  search: ProductListSearch;
  onSearch: (next: ProductListSearch) => void;
}) {
  const [text, setText] = useState(search.q ?? '');
  const [toDelete, setToDelete] = useState<Row | null>(null);
  useEffect(() => {
    const timer = setTimeout(() => {
      const q = text.trim() || undefined;
      if (q !== search.q) onSearch({ ...search, q, page: undefined });
    }, 250);
    return () => clearTimeout(timer);
  }, [text, search, onSearch]);

  const category = (CATEGORIES as readonly string[]).includes(search.category ?? '')
    ? (search.category as (typeof CATEGORIES)[number])
    : undefined;
  const query = trpc.productAdmin.list.useQuery(
    { q: search.q ?? '', category, flag: search.flag, page: search.page ?? 1 },
    { placeholderData: keepPreviousData, staleTime: 0 },
  );
  const filtered = Boolean(search.q || category || search.flag);

  return (
    <div className="mx-auto max-w-6xl">
      <ListHeader title="Products" intro="Add, edit and retire the products of the catalogue.">
        <div className="flex flex-wrap gap-2">
          <Link to="/admin/products/import" className={buttonVariants({ variant: 'outline' })}>
            <FileSpreadsheet aria-hidden /> Import / Export
          </Link>
          <Link to="/admin/products/new" className={buttonVariants()}>
            <Plus aria-hidden /> New Product
          </Link>
        </div>
      </ListHeader>

      <FilterCard className="grid-cols-2 md:grid-cols-[1fr_12rem_14rem]">
        <SearchFilter
          className="col-span-2 md:col-span-1"
          placeholder="Name, brand or id"
          value={text}
          onChange={(e) => setText(e.target.value)}
          maxLength={100}
        />
        <LabelledSelect
          label="Category"
          value={category ?? ''}
          options={CATEGORY_OPTIONS}
          onChange={(value) =>
            onSearch({ ...search, category: value || undefined, page: undefined })
          }
        />
        <LabelledSelect
          label="Show"
          value={search.flag ?? ''}
          options={FLAG_OPTIONS}
          onChange={(value) => onSearch({ ...search, flag: value || undefined, page: undefined })}
        />
      </FilterCard>

      <ListContent
        query={query}
        isEmpty={(data) => data.items.length === 0}
        loading="Loading products..."
        failed="Error loading products. Please try again later."
        empty={
          filtered ? (
            'No products match your current filters.'
          ) : (
            <>
              No products yet.{' '}
              <Link to="/admin/products/new" className="text-forest underline">
                Add the first one
              </Link>{' '}
              or import a spreadsheet.
            </>
          )
        }
      >
        {(data) => (
          <>
            <p className="mb-3 text-sm text-muted" data-testid="product-total">
              {data.total.toLocaleString('en-US')} {plural(data.total, 'product')}
            </p>
            <ul className="overflow-hidden rounded-3xl border border-line bg-paper">
              {data.items.map((row) => (
                <ProductRow key={row.id} row={row} onDelete={() => setToDelete(row)} />
              ))}
            </ul>
            {data.pageCount > 1 && (
              <nav
                aria-label="Pages"
                className="mt-6 flex items-center justify-center gap-3 text-sm"
              >
                <Button
                  variant="ghost"
                  size="sm"
                  disabled={data.page <= 1}
                  onClick={() => onSearch({ ...search, page: data.page - 1 })}
                >
                  <ChevronLeft aria-hidden /> Previous
                </Button>
                <span className="text-muted" aria-current="page">
                  Page {data.page} of {data.pageCount}
                </span>
                <Button
                  variant="ghost"
                  size="sm"
                  disabled={data.page >= data.pageCount}
                  onClick={() => onSearch({ ...search, page: data.page + 1 })}
                >
                  Next <ChevronRight aria-hidden />
                </Button>
              </nav>
            )}
          </>
        )}
      </ListContent>

      <DeleteProductDialog
        product={toDelete ? { id: toDelete.id, name: toDelete.name } : null}
        onClose={() => setToDelete(null)}
      />
    </div>
  );
}

function ProductRow({ row, onDelete }: { row: Row; onDelete: () => void }) {
  const badges = [
    row.is_bestseller && 'Bestseller',
    row.is_homepage_hero && 'Home hero',
    row.is_homepage_bestseller && 'Home bestseller',
    row.is_hero_brand && 'Hero brand',
  ].filter(Boolean) as string[];
  return (
    <li
      className="flex items-center gap-3 border-b border-line px-3 py-3 last:border-b-0 sm:gap-4 sm:px-5"
      data-testid="admin-product-row"
    >
      <img
        src={row.image_url ?? FALLBACK_IMAGE}
        srcSet={pictureSrcSet(row.image_url)}
        sizes={PICTURE_SIZES.thumb}
        alt=""
        width={56}
        height={56}
        loading="lazy"
        className="size-14 shrink-0 rounded-xl bg-cream object-cover"
      />
      <div className="min-w-0 flex-1">
        <Link
          to="/admin/products/$id/edit"
          params={{ id: row.id }}
          className="line-clamp-2 font-medium text-ink hover:text-forest hover:underline sm:line-clamp-1"
        >
          {row.name}
        </Link>
        <p className="truncate text-sm text-muted">
          {[row.brand, row.category].filter(Boolean).join(' · ') || '—'}
        </p>
        <div className="mt-1 flex flex-wrap items-center gap-1.5">
          {row.price !== null && (
            <span className="mr-1 text-sm font-medium text-ink tabular-nums sm:hidden">
              {euro.format(row.price)}
            </span>
          )}
          {row.clean ? (
            <Badge variant="sage">Clean</Badge>
          ) : (
            <Badge
              variant="outline"
              className="border-danger/40 text-danger"
              title="It does not meet the standard: no list or search of the shop shows it"
              data-testid="not-listed-badge"
            >
              Not listed
            </Badge>
          )}
          {row.natural && <Badge variant="sage">Natural</Badge>}
          {badges.map((b) => (
            <Badge key={b} variant="sand">
              {b}
            </Badge>
          ))}
          {!row.has_shop_link && <Badge variant="outline">No shop link</Badge>}
        </div>
      </div>
      <p className="hidden w-24 shrink-0 text-right font-medium text-ink tabular-nums sm:block">
        {row.price !== null ? euro.format(row.price) : '—'}
      </p>
      <RowActions
        name={row.name}
        view={{
          link: linkOptions({ to: '/product/$id', params: { id: String(row.id) } }),
          label: `View "${row.name}" in the shop`,
          title: 'View in shop',
          className: 'hidden sm:inline-flex',
        }}
        edit={linkOptions({ to: '/admin/products/$id/edit', params: { id: row.id } })}
        onDelete={onDelete}
      />
    </li>
  );
}
