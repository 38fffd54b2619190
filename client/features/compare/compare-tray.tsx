import { Link } from '@tanstack/react-router';
import { Trash2, X } from 'lucide-react';
import { useId } from 'react';
import { compareIdsParam, MAX_COMPARE, MIN_COMPARE } from '../../../shared/compare';
import { PICTURE_SIZES } from '../../../shared/product-pictures';
import { buttonVariants } from '@/components/ui/button';
import { ProductImage } from '@/features/catalog/product-image';
import { trpc } from '@/lib/trpc';
import { cn } from '@/lib/utils';
import { clearCompare, removeFromCompare } from './store';

/**
 * The compare bar: the picked products (a tap takes one off), the link to /compare once two are
 * picked, and clear. It sticks to the bottom of the screen and ends the page, after the footer, so
 * it never hides the last of the page.
 */
export function CompareTray({ ids }: { ids: number[] }) {
  const query = trpc.catalog.byIds.useQuery({ ids }, { placeholderData: (previous) => previous });
  const names = new Map((query.data ?? []).map((product) => [product.id, product]));
  const hintId = useId();
  const ready = ids.length >= MIN_COMPARE;
  return (
    <section
      aria-label="Products to compare"
      data-compare-tray
      data-testid="compare-tray"
      className="sticky bottom-0 z-30 border-t border-line bg-cream/95 shadow-[0_-6px_20px_rgba(31,61,43,0.08)] backdrop-blur"
    >
      <div className="container-page flex h-(--compare-tray-height) items-center gap-2 sm:gap-3">
        <p className="label-caps hidden shrink-0 text-forest md:block">
          Compare {ids.length}/{MAX_COMPARE}
        </p>
        <ul className="flex min-w-0 flex-1 items-center gap-1.5 sm:gap-2">
          {ids.map((id) => {
            const product = names.get(id);
            const name = product?.name ?? `product ${id}`;
            return (
              <li key={id} className="min-w-0">
                <button
                  type="button"
                  onClick={() => removeFromCompare(id)}
                  aria-label={`Remove ${name} from compare`}
                  title={`Remove ${name} from compare`}
                  className="relative flex min-w-0 items-center gap-2 rounded-full border border-line bg-paper p-0.5 text-left transition hover:border-forest lg:pr-2.5"
                >
                  <ProductImage
                    src={product?.image_url ?? null}
                    alt=""
                    sizes={PICTURE_SIZES.thumb}
                    className="size-9 shrink-0 rounded-full object-cover"
                  />
                  <span className="hidden max-w-[10rem] truncate text-xs text-ink lg:inline">
                    {product?.name ?? ''}
                  </span>
                  <X
                    className="absolute -top-1 -right-1 size-4 shrink-0 rounded-full bg-forest p-0.5 text-cream lg:static lg:size-3.5 lg:bg-transparent lg:p-0 lg:text-muted"
                    aria-hidden
                  />
                </button>
              </li>
            );
          })}
        </ul>
        {ready ? (
          <Link
            to="/compare"
            search={{ ids: compareIdsParam(ids) }}
            className={buttonVariants({ size: 'sm', className: 'shrink-0 px-4' })}
            data-testid="compare-link"
          >
            Compare ({ids.length})
          </Link>
        ) : (
          <>
            <button
              type="button"
              disabled
              aria-describedby={hintId}
              className={buttonVariants({ size: 'sm', className: 'shrink-0 px-4' })}
            >
              Compare ({ids.length})
            </button>
            <span id={hintId} className="sr-only">
              Pick at least {MIN_COMPARE} products to compare.
            </span>
          </>
        )}
        <button
          type="button"
          onClick={clearCompare}
          aria-label="Clear the compare list"
          className={cn(
            buttonVariants({ variant: 'ghost', size: 'sm' }),
            'shrink-0 px-2.5 text-muted sm:px-3',
          )}
        >
          <Trash2 aria-hidden />
          <span className="hidden sm:inline">Clear</span>
        </button>
      </div>
    </section>
  );
}
