import { Link } from '@tanstack/react-router';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { CatalogUrlState } from '../../../shared/catalog-search';
import type { CatalogKind } from '../../../shared/bestsellers';
import { cn } from '@/lib/utils';

/** Numbered pages with Previous and Next, as real links (shareable, crawlable). */
export function Pagination({
  kind,
  state,
  page,
  pageCount,
  onPage,
}: {
  kind: CatalogKind;
  state: CatalogUrlState;
  page: number;
  pageCount: number;
  onPage: () => void;
}) {
  if (pageCount <= 1) return null;
  const to = kind === 'bestsellers' ? '/bestsellers' : '/clean-products';
  const searchFor = (n: number): CatalogUrlState => {
    const next = { ...state };
    if (n <= 1) delete next.page;
    else next.page = n;
    return next;
  };
  const pages = pageWindow(page, pageCount);
  const linkClass =
    'inline-flex h-10 min-w-10 items-center justify-center rounded-full px-3 text-sm transition';
  return (
    <nav aria-label="Pages" className="mt-10 flex flex-wrap items-center justify-center gap-1">
      {page > 1 && (
        <Link
          to={to}
          search={searchFor(page - 1)}
          resetScroll={false}
          onClick={onPage}
          className={cn(linkClass, 'gap-1 hover:bg-sand-light')}
        >
          <ChevronLeft className="size-4" aria-hidden /> Previous
        </Link>
      )}
      {pages.map((n, index) =>
        n === null ? (
          <span key={`gap-${index}`} className="px-2 text-muted" aria-hidden>
            …
          </span>
        ) : (
          <Link
            key={n}
            to={to}
            search={searchFor(n)}
            resetScroll={false}
            onClick={onPage}
            aria-current={n === page ? 'page' : undefined}
            aria-label={`Page ${n}`}
            className={cn(
              linkClass,
              n === page ? 'bg-forest text-cream' : 'text-ink hover:bg-sand-light',
            )}
          >
            {n}
          </Link>
        ),
      )}
      {page < pageCount && (
        <Link
          to={to}
          search={searchFor(page + 1)}
          resetScroll={false}
          onClick={onPage}
          className={cn(linkClass, 'gap-1 hover:bg-sand-light')}
        >
          Next <ChevronRight className="size-4" aria-hidden />
        </Link>
      )}
    </nav>
  );
}

/** 1 … p-1 p p+1 … last (pure; unit-tested). */
export function pageWindow(page: number, pageCount: number): (number | null)[] {
  const wanted = new Set(
    [1, pageCount, page - 1, page, page + 1].filter((n) => n >= 1 && n <= pageCount),
  );
  const sorted = [...wanted].sort((a, b) => a - b);
  const out: (number | null)[] = [];
  sorted.forEach((n, i) => {
    if (i > 0 && n - sorted[i - 1]! > 1) out.push(null);
    out.push(n);
  });
  return out;
}
