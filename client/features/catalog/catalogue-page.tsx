import { keepPreviousData } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { ChevronLeft, ChevronRight, Search, SlidersHorizontal, X } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTypedBeforeHydration } from '@/lib/use-typed-before-hydration';
import {
  ALL_PRODUCTS,
  BESTSELLER_CHIPS,
  CATALOGUE_CHIPS,
  FILTER_GROUPS,
  SORT_LABELS,
  SORTS,
  activeFilterCount,
  selectedOptions,
  withSelection,
  type CatalogUrlState,
  type SortKey,
} from '../../../shared/catalog-search';
import { catalogueSearchInput, type CatalogueKind } from '../../../shared/bestsellers';
import { PageHeading } from '@/components/layout/page-heading';
import { Sheet, SheetClose, SheetContent, SheetTrigger } from '@/components/ui/sheet';
import { NativeSelect } from '@/components/ui/native-select';
import { trpc } from '@/lib/trpc';
import { cn } from '@/lib/utils';
import { FiltersPanel } from './filters-panel';
import { ProductCard } from './product-card';

export interface CatalogueNavigate {
  (next: CatalogUrlState, options?: { replace?: boolean; resetScroll?: boolean }): void;
}

const SEARCH_DEBOUNCE_MS = 350;
/** Cards in the first screen on a phone (two columns) and on a desktop (three). */
const FIRST_SCREEN_CARDS = 3;

/**
 * /clean-products and /bestsellers: search box, category chips, the filter panel (side panel on
 * large screens, a left drawer on small ones), sort, the product grid and paging. The whole state
 * lives in the URL (`state`), so Back, refresh and shared links restore it.
 */
export function CataloguePage({
  kind,
  state,
  navigate,
}: {
  kind: CatalogueKind;
  state: CatalogUrlState;
  navigate: CatalogueNavigate;
}) {
  const bestsellersOnly = kind === 'bestsellers';
  const search = trpc.catalog.search.useQuery(catalogueSearchInput(kind, state), {
    placeholderData: keepPreviousData,
  });
  const brands = trpc.catalog.brands.useQuery();
  const resultsRef = useRef<HTMLDivElement>(null);

  // SPEC.md: on load, the page scrolls to the top when category, brand or bestseller is given.
  const hadPreset = useRef(
    state.category !== undefined || state.brand !== undefined || state.bestseller !== undefined,
  );
  useEffect(() => {
    if (hadPreset.current) window.scrollTo({ top: 0 });
  }, []);

  const update = (next: CatalogUrlState, options?: { replace?: boolean }) =>
    navigate(next, { resetScroll: false, ...options });
  const setGroup = (group: (typeof FILTER_GROUPS)[number]['id'], values: string[]) =>
    update(withSelection(state, group, values));
  const chips = bestsellersOnly ? BESTSELLER_CHIPS : CATALOGUE_CHIPS;
  const activeChip = state.category ?? ALL_PRODUCTS;
  const filterCount = activeFilterCount(state);
  const data = search.data;

  const panel = (
    <FiltersPanel
      state={state}
      facets={data?.facets}
      brands={brands.data}
      lockBestseller={bestsellersOnly}
      onChange={setGroup}
    />
  );

  return (
    <div className="container-page pb-16">
      {bestsellersOnly ? (
        <PageHeading
          title="OUR BESTSELLERS"
          subtitle="The products our team and our customers love most: tried, re-bought and recommended."
        />
      ) : (
        <PageHeading title="CLEAN PRODUCTS" />
      )}

      <SearchBox
        value={state.q ?? ''}
        onSearch={(q, replace) => {
          const next = { ...state, q: q || undefined };
          delete next.page;
          if (!next.q) delete next.q;
          update(next, { replace });
        }}
      />

      <nav aria-label="Categories" className="-mx-4 mt-6 overflow-x-auto px-4 pb-2 sm:mx-0 sm:px-0">
        <ul className="flex gap-2 sm:flex-wrap sm:justify-center">
          {chips.map((chip) => {
            const active = chip === activeChip;
            const count = chip === ALL_PRODUCTS ? undefined : data?.facets.category?.[chip];
            return (
              <li key={chip}>
                <button
                  type="button"
                  aria-pressed={active}
                  onClick={() => {
                    const next: CatalogUrlState = { ...state, category: chip };
                    if (chip === ALL_PRODUCTS) delete next.category;
                    delete next.page;
                    update(next);
                  }}
                  className={cn(
                    'inline-flex h-10 items-center gap-1.5 rounded-full border px-4 text-sm whitespace-nowrap transition',
                    active
                      ? 'border-forest bg-forest text-cream'
                      : 'border-line bg-paper text-ink hover:border-forest',
                  )}
                >
                  {chip}
                  {count !== undefined && (
                    <span className={cn('text-xs', active ? 'text-cream/75' : 'text-muted')}>
                      {count}
                    </span>
                  )}
                </button>
              </li>
            );
          })}
        </ul>
      </nav>

      <div className="mt-8 lg:grid lg:grid-cols-[260px_minmax(0,1fr)] lg:gap-10">
        <aside className="hidden lg:block" aria-label="Filters">
          <h2 className="label-caps mb-2 font-sans text-forest">Filters</h2>
          {panel}
        </aside>

        <div ref={resultsRef} className="min-w-0 scroll-mt-28">
          <div className="flex flex-wrap items-center gap-3">
            <Sheet>
              <SheetTrigger
                className="inline-flex h-10 items-center gap-2 rounded-full border border-forest px-4 text-sm font-medium text-forest lg:hidden"
                data-testid="filters-toggle"
              >
                <SlidersHorizontal className="size-4" aria-hidden />
                Filters
                {filterCount > 0 && (
                  <span className="rounded-full bg-forest px-1.5 text-xs text-cream">
                    {filterCount}
                  </span>
                )}
              </SheetTrigger>
              <SheetContent side="left" title="Filters" data-testid="filters-drawer">
                {panel}
                <SheetClose className="mt-6 h-11 shrink-0 rounded-full bg-forest text-sm font-medium text-cream">
                  {data ? `Show ${data.total} products` : 'Show products'}
                </SheetClose>
              </SheetContent>
            </Sheet>
            <p className="text-sm text-muted" aria-live="polite" data-testid="result-count">
              {data ? `${data.total} ${data.total === 1 ? 'product' : 'products'}` : ''}
            </p>
            <label className="ml-auto flex items-center gap-2 text-sm text-muted">
              Sort by
              <NativeSelect
                value={state.sort ?? 'newest'}
                onChange={(event) => {
                  const sort = event.target.value as SortKey;
                  const next: CatalogUrlState = { ...state };
                  delete next.page;
                  if (sort === 'newest') delete next.sort;
                  else next.sort = sort;
                  update(next);
                }}
                className="h-10 w-auto pr-9 pl-3"
              >
                {SORTS.map((sort) => (
                  <option key={sort} value={sort}>
                    {SORT_LABELS[sort]}
                  </option>
                ))}
              </NativeSelect>
            </label>
          </div>

          <ActiveFilters state={state} lockBestseller={bestsellersOnly} onChange={update} />

          <div className="mt-6">
            {search.isPending ? (
              <StatusText>Loading products...</StatusText>
            ) : search.isError && !data ? (
              <StatusText>Error loading products. Please try again later.</StatusText>
            ) : data && data.items.length === 0 ? (
              <div className="rounded-3xl border border-dashed border-line py-16 text-center">
                <p className="font-display text-2xl text-forest">No products found</p>
                <p className="mt-2 text-muted">Try adjusting your search or filter criteria</p>
              </div>
            ) : data ? (
              <>
                {search.isError && (
                  <StatusText>Error loading products. Please try again later.</StatusText>
                )}
                <ul
                  data-testid="product-grid"
                  aria-busy={search.isFetching}
                  className={cn(
                    'grid grid-cols-2 gap-3 transition-opacity sm:gap-6 lg:grid-cols-3',
                    search.isPlaceholderData && 'opacity-60',
                  )}
                >
                  {data.items.map((product, index) => (
                    <li key={product.id}>
                      <ProductCard product={product} eager={index < FIRST_SCREEN_CARDS} />
                    </li>
                  ))}
                </ul>
                <Pagination
                  kind={kind}
                  state={state}
                  page={data.page}
                  pageCount={data.pageCount}
                  onPage={() => resultsRef.current?.scrollIntoView({ block: 'start' })}
                />
              </>
            ) : null}
          </div>
        </div>
      </div>
    </div>
  );
}

function StatusText({ children }: { children: ReactNode }) {
  return (
    <p role="status" className="py-16 text-center text-muted">
      {children}
    </p>
  );
}

/** The search box: updates the URL as you type (debounced, replacing history) and on Enter. */
function SearchBox({
  value,
  onSearch,
}: {
  value: string;
  onSearch: (q: string, replace: boolean) => void;
}) {
  const [text, setText] = useState(value);
  const [synced, setSynced] = useState(value);
  const inputRef = useTypedBeforeHydration<HTMLInputElement>(text, setText);
  // Back/forward changed the URL: show its text.
  if (value !== synced) {
    setSynced(value);
    setText(value);
  }
  const onSearchRef = useRef(onSearch);
  useEffect(() => {
    onSearchRef.current = onSearch;
  });
  useEffect(() => {
    if (text.trim() === value) return;
    const timer = setTimeout(() => onSearchRef.current(text.trim(), true), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, value]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (text.trim() !== value) onSearch(text.trim(), false);
  };
  return (
    <form role="search" onSubmit={submit} className="relative mx-auto max-w-xl">
      <Search
        className="pointer-events-none absolute top-1/2 left-4 size-4 -translate-y-1/2 text-muted"
        aria-hidden
      />
      <input
        ref={inputRef}
        type="search"
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder="Search"
        aria-label="Search the catalogue"
        maxLength={100}
        className="h-12 w-full rounded-full border border-line bg-paper pr-4 pl-11 text-base placeholder:text-muted"
      />
    </form>
  );
}

function ActiveFilters({
  state,
  lockBestseller,
  onChange,
}: {
  state: CatalogUrlState;
  lockBestseller: boolean;
  onChange: (next: CatalogUrlState) => void;
}) {
  const chips = FILTER_GROUPS.flatMap((group) =>
    selectedOptions(state, group.id)
      .filter(() => !(lockBestseller && group.id === 'bestsellers'))
      .map((value) => ({ group, value })),
  );
  if (chips.length === 0) return null;
  const clearAll = () => {
    let next = state;
    for (const group of FILTER_GROUPS) next = withSelection(next, group.id, []);
    onChange(next);
  };
  return (
    <ul className="mt-4 flex flex-wrap items-center gap-2" aria-label="Active filters">
      {chips.map(({ group, value }) => (
        <li key={`${group.id}:${value}`}>
          <button
            type="button"
            onClick={() =>
              onChange(
                withSelection(
                  state,
                  group.id,
                  selectedOptions(state, group.id).filter((v) => v !== value),
                ),
              )
            }
            className="inline-flex h-8 items-center gap-1.5 rounded-full bg-sage-light px-3 text-xs text-forest-dark hover:bg-sage/40"
            aria-label={`Remove filter ${value}`}
          >
            {value}
            <X className="size-3.5" aria-hidden />
          </button>
        </li>
      ))}
      <li>
        <button
          type="button"
          onClick={clearAll}
          className="h-8 px-2 text-xs font-medium text-forest underline-offset-4 hover:underline"
        >
          Clear all
        </button>
      </li>
    </ul>
  );
}

/** Numbered pages with Previous and Next, as real links (shareable, crawlable). */
function Pagination({
  kind,
  state,
  page,
  pageCount,
  onPage,
}: {
  kind: CatalogueKind;
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
