import { keepPreviousData } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { SlidersHorizontal } from 'lucide-react';
import { memo, useEffect, useRef, useState, type ReactNode } from 'react';
import {
  ALL_PRODUCTS,
  BESTSELLER_CHIPS,
  CATALOGUE_CHIPS,
  FILTER_GROUPS,
  HIDE_AVOIDED,
  SORT_LABELS,
  SORTS,
  activeFilterCount,
  withSelection,
  type CatalogUrlState,
  type SortKey,
} from '../../../shared/catalog-search';
import { catalogSearchInput, type CatalogKind } from '../../../shared/bestsellers';
import { PageHeading } from '@/components/layout/page-heading';
import { HydrateOnVisible } from '@/components/hydrate-on-visible';
import { StaticUntilMedia } from '@/components/static-until-media';
import { NativeSelect } from '@/components/ui/native-select';
import { SelectOptions } from '@/components/select-options';
import { hidePopover, PopoverSheet } from '@/components/ui/popover-sheet';
import { trpc } from '@/lib/trpc';
import { cn } from '@/lib/utils';
import { ActiveFilters } from './active-filters';
import { Pagination } from './catalog-pagination';
import { SearchBox } from './catalog-search-box';
import { CategoryChips } from './category-chips';
import { FiltersPanel } from './filters-panel';
import { HideAvoidedToggle } from './hide-avoided-toggle';
import { useAvoidList } from '@/features/ingredients/avoid-list';
import { ProductCard, type ProductCardData } from './product-card';
import { countOf } from '../../../shared/text';

/**
 * One card of the grid, hydrated when it nears the screen. Memoised: the same product from the
 * cache renders nothing new, so a card not yet hydrated keeps waiting.
 */
const GridItem = memo(function GridItem({
  product,
  eager,
}: {
  product: ProductCardData;
  eager: boolean;
}) {
  return (
    <HydrateOnVisible className="offscreen-skip">
      <ProductCard product={product} eager={eager} />
    </HydrateOnVisible>
  );
});

/**
 * The catalogue's GET form: the search box, filters, sort and hide switch are its fields (by their
 * `form` attribute), so that they work before the page's scripts run and without them.
 */
export const CATALOG_FORM_ID = 'catalog-form';
/** The filter panel: a side panel on large screens, a drawer opened by the HTML on small ones. */
const FILTERS_ID = 'filters-drawer';

/** Shown until the app runs: submits the catalogue's form (afterwards every change applies at once). */
function ApplyButton({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <button
      type="submit"
      form={CATALOG_FORM_ID}
      className={cn(
        'rounded-full bg-forest text-sm font-medium text-cream app-ready:hidden',
        className,
      )}
    >
      {children}
    </button>
  );
}

interface CatalogNavigate {
  (next: CatalogUrlState, options?: { replace?: boolean; resetScroll?: boolean }): void;
}

/** Cards in the first screen on a phone (two columns) and on a desktop (three). */
const FIRST_SCREEN_CARDS = 3;

/** Where the filter panel is a side panel (Tailwind's `lg`); below it, a drawer. */
const SIDE_PANEL_MEDIA = '(min-width: 64rem)';

const CATALOG_PATHS = { all: '/clean-products', bestsellers: '/bestsellers' } as const;

/** The catalogue page of a route: its state is the route's search, and changes navigate there. */
export function CatalogRoutePage({ kind }: { kind: CatalogKind }) {
  const from = CATALOG_PATHS[kind];
  const state = useSearch({ from });
  const navigate = useNavigate({ from });
  return (
    <CatalogPage
      kind={kind}
      state={state}
      navigate={(search, options) => void navigate({ search, ...options })}
    />
  );
}

/**
 * /clean-products and /bestsellers: search box, category chips, the filter panel (side panel on
 * large screens, a left drawer on small ones), sort, the product grid and paging. The whole state
 * lives in the URL (`state`), so Back, refresh and shared links restore it.
 */
function CatalogPage({
  kind,
  state,
  navigate,
}: {
  kind: CatalogKind;
  state: CatalogUrlState;
  navigate: CatalogNavigate;
}) {
  const bestsellersOnly = kind === 'bestsellers';
  const avoidList = useAvoidList();
  const search = trpc.catalog.search.useQuery(catalogSearchInput(kind, state, avoidList), {
    placeholderData: keepPreviousData,
  });
  const brands = trpc.catalog.brands.useQuery();
  const resultsRef = useRef<HTMLDivElement>(null);
  const drawerRef = useRef<HTMLElement>(null);
  // Whether the drawer is open (it opens from the HTML, even before hydration): its panel then
  // renders, instead of staying the server's unhydrated HTML.
  const [drawerOpen, setDrawerOpen] = useState(false);
  useEffect(() => {
    const drawer = drawerRef.current;
    if (!drawer) return;
    const sync = () => setDrawerOpen(drawer.matches(':popover-open'));
    sync();
    drawer.addEventListener('toggle', sync);
    // Widened into the side panel: the drawer closes, the panel stays in the page.
    const wide = window.matchMedia(SIDE_PANEL_MEDIA);
    const onWide = () => {
      if (wide.matches) hidePopover(drawer);
    };
    wide.addEventListener('change', onWide);
    return () => {
      drawer.removeEventListener('toggle', sync);
      wide.removeEventListener('change', onWide);
    };
  }, []);

  // On load, the page scrolls to the top when category, brand or bestseller is given.
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
  const filterCount = activeFilterCount(state);
  const data = search.data;

  const panel = (
    <FiltersPanel
      state={state}
      facets={data?.facets}
      brands={brands.data}
      lockBestseller={bestsellersOnly}
      onChange={setGroup}
      form={CATALOG_FORM_ID}
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
        formId={CATALOG_FORM_ID}
        action={CATALOG_PATHS[kind]}
        category={state.category}
        value={state.q ?? ''}
        onSearch={(q, replace) => {
          const next = { ...state, q: q || undefined };
          delete next.page;
          if (!next.q) delete next.q;
          update(next, { replace });
        }}
      />

      <CategoryChips
        chips={bestsellersOnly ? BESTSELLER_CHIPS : CATALOGUE_CHIPS}
        active={state.category ?? ALL_PRODUCTS}
        counts={data?.facets.category}
        action={CATALOG_PATHS[kind]}
        state={state}
        onSelect={(chip) => {
          const next: CatalogUrlState = { ...state, category: chip };
          if (chip === ALL_PRODUCTS) delete next.category;
          delete next.page;
          update(next);
        }}
      />

      <div className="mt-8 lg:grid lg:grid-cols-[260px_minmax(0,1fr)] lg:gap-10">
        <PopoverSheet
          ref={drawerRef}
          id={FILTERS_ID}
          title="Filters"
          landmark
          className="lg:static lg:flex lg:h-auto lg:w-auto lg:max-w-none lg:overflow-visible lg:bg-transparent lg:p-0 lg:shadow-none"
          headerClassName="lg:mb-2"
          closeClassName="lg:hidden"
          data-testid="filters-drawer"
        >
          <StaticUntilMedia media={SIDE_PANEL_MEDIA} active={drawerOpen}>
            {panel}
          </StaticUntilMedia>
          <ApplyButton className="mt-6 h-11 shrink-0">
            {kind === 'bestsellers' ? 'Show bestsellers' : 'Show products'}
          </ApplyButton>
          <button
            type="button"
            popoverTarget={FILTERS_ID}
            popoverTargetAction="hide"
            className="mt-6 hidden h-11 shrink-0 rounded-full bg-forest text-sm font-medium text-cream app-ready:block lg:app-ready:hidden"
          >
            {data === undefined ? 'Show products' : `Show ${countOf(data.total, 'product')}`}
          </button>
        </PopoverSheet>

        <div ref={resultsRef} className="min-w-0 scroll-mt-28">
          <div className="flex flex-wrap items-center gap-3">
            <button
              type="button"
              popoverTarget={FILTERS_ID}
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
            </button>
            <p className="text-sm text-muted" aria-live="polite" data-testid="result-count">
              {data ? countOf(data.total, 'product') : ''}
            </p>
            <label className="ml-auto flex items-center gap-2 text-sm text-muted">
              Sort by
              <NativeSelect
                name="sort"
                form={CATALOG_FORM_ID}
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
                <SelectOptions values={SORTS} labels={SORT_LABELS} />
              </NativeSelect>
            </label>
            <ApplyButton className="h-10 px-4">Apply</ApplyButton>
          </div>

          <ActiveFilters state={state} lockBestseller={bestsellersOnly} onChange={update} />
          <HideAvoidedToggle
            form={CATALOG_FORM_ID}
            on={state.hide !== undefined}
            onChange={(on) => {
              const next: CatalogUrlState = { ...state, hide: on ? HIDE_AVOIDED : undefined };
              delete next.page;
              if (!on) delete next.hide;
              update(next);
            }}
          />

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
                    <GridItem
                      key={product.id}
                      product={product}
                      eager={index < FIRST_SCREEN_CARDS}
                    />
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
