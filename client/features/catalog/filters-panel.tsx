import { countOf } from '../../../shared/text';
import { Link } from '@tanstack/react-router';
import { ChevronDown, Info, Search } from 'lucide-react';
import { useId, useMemo, useState, type ReactNode } from 'react';
import { isHydrating } from '@/lib/hydration';
import { useTextField } from '@/lib/use-typed-before-hydration';
import {
  FILTER_GROUPS,
  selectedOptions,
  type CatalogUrlState,
  type FilterGroup,
  type FilterGroupId,
} from '../../../shared/catalog-search';
import { FREE_FROM } from '../../../shared/catalog';
import type { RouterOutputs } from '@/lib/trpc';
import { cn } from '@/lib/utils';

export type Facets = RouterOutputs['catalog']['search']['facets'];
export type BrandList = RouterOutputs['catalog']['brands'];

/**
 * Brands drawn at once. A large catalogue has hundreds: past this many the list says how many
 * there are and its search box narrows them (a selected brand is always shown).
 */
export const BRAND_LIST_LIMIT = 100;

/** The first BRAND_LIST_LIMIT brands of a list, plus any selected one further down. */
export function brandsToShow<T extends { brand: string }>(
  matching: readonly T[],
  selected: readonly string[],
  limit = BRAND_LIST_LIMIT,
): T[] {
  const chosen = new Set(selected.map((s) => s.toLowerCase()));
  return matching.filter((b, index) => index < limit || chosen.has(b.brand.toLowerCase()));
}

/**
 * A group's options; for product types (dozens, most absent from any one list) only those the
 * list has, and any selected.
 */
export function optionsToShow(
  group: FilterGroup,
  facets: Facets | undefined,
  selected: readonly string[],
): readonly string[] {
  if (group.id !== 'productType') return group.options;
  const counts = facets?.productType ?? {};
  return group.options.filter((option) => (counts[option] ?? 0) > 0 || selected.includes(option));
}

/** Case-insensitive substring match of the brand list's search box. */
export function filterBrandList<T extends { brand: string }>(brands: readonly T[], text: string) {
  const needle = text.trim().toLowerCase();
  return needle ? brands.filter((b) => b.brand.toLowerCase().includes(needle)) : [...brands];
}

/**
 * The nine filter groups with a count beside every option. Bestsellers and Brands start open,
 * the others closed unless they hold a choice; each section toggles; option lists scroll beyond
 * about 12rem.
 */
export function FiltersPanel({
  state,
  facets,
  brands,
  lockBestseller = false,
  onChange,
  form,
}: {
  state: CatalogUrlState;
  facets: Facets | undefined;
  brands: BrandList | undefined;
  lockBestseller?: boolean;
  onChange: (group: FilterGroupId, values: string[]) => void;
  /** The GET form whose fields the options are (they work without the app, with its Apply). */
  form?: string;
}) {
  return (
    <div className="divide-y divide-line border-y border-line" data-testid="filters-panel">
      {FILTER_GROUPS.map((group) => (
        <FilterSection
          key={group.id}
          group={group}
          state={state}
          facets={facets}
          brands={brands}
          locked={lockBestseller && group.id === 'bestsellers'}
          onChange={onChange}
          form={form}
        />
      ))}
    </div>
  );
}

function FilterSection({
  group,
  state,
  facets,
  brands,
  locked,
  onChange,
  form,
}: {
  group: FilterGroup;
  state: CatalogUrlState;
  facets: Facets | undefined;
  brands: BrandList | undefined;
  locked: boolean;
  onChange: (group: FilterGroupId, values: string[]) => void;
  form: string | undefined;
}) {
  const selected = locked ? ['Bestseller'] : selectedOptions(state, group.id);
  // A section with choices (from a link or a reload) starts open: they are shown, not hidden.
  const [open, setOpen] = useState<boolean>(group.openByDefault || selected.length > 0);
  const contentId = useId();
  const toggle = (option: string, checked: boolean) => {
    const lower = option.toLowerCase();
    const next = checked
      ? [...selected, option]
      : selected.filter((value) => value.toLowerCase() !== lower);
    onChange(group.id, next);
  };
  return (
    <section data-testid={`filter-group-${group.id}`}>
      <h3 className="font-sans">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={contentId}
          onClick={() => setOpen((value) => !value)}
          className="flex w-full items-center justify-between py-4 text-left"
        >
          <span className="label-caps text-forest">
            {group.title}
            {selected.length > 0 && (
              <span className="ml-2 rounded-full bg-forest px-1.5 py-0.5 text-[10px] text-cream">
                {selected.length}
              </span>
            )}
          </span>
          <ChevronDown
            aria-hidden
            className={cn(
              'size-4 text-muted transition-transform noscript:hidden',
              open && 'rotate-180',
            )}
          />
        </button>
      </h3>
      {/* Without JavaScript the section toggles nothing: its options show open. */}
      <div id={contentId} className={cn('pb-4', !open && 'hidden noscript:block')}>
        <KeptUntilOpen open={open}>
          <SectionOptions
            group={group}
            facets={facets}
            brands={brands}
            selected={selected}
            locked={locked}
            onToggle={toggle}
            field={form ? { form, name: group.urlKey } : undefined}
          />
        </KeptUntilOpen>
      </div>
    </section>
  );
}

/**
 * A closed section's options: in the server's HTML (without JavaScript they are the GET form's
 * fields), but not hydrated. On the catalogue they were over a third of the page's elements,
 * hydrated by every phone for sections it does not show: React keeps the server's elements as
 * they are (an element whose `dangerouslySetInnerHTML` it neither compares nor rewrites), and
 * draws the options once the section opens. After a navigation in the browser they are not drawn.
 */
function KeptUntilOpen({ open, children }: { open: boolean; children: ReactNode }) {
  const id = useId();
  const [kept] = useState(() => keptServerHtml(id));
  if (open || typeof window === 'undefined') return <div id={id}>{children}</div>;
  return <div id={id} dangerouslySetInnerHTML={kept === null ? undefined : { __html: kept }} />;
}

function keptServerHtml(id: string): string | null {
  if (typeof window === 'undefined' || !isHydrating()) return null;
  const element = document.getElementById(id);
  if (!element) return null;
  // Development React compares the content, so it gets the real HTML.
  return import.meta.env.DEV ? element.innerHTML : '';
}

function SectionOptions({
  group,
  facets,
  brands,
  selected,
  locked,
  onToggle,
  field,
}: {
  group: FilterGroup;
  facets: Facets | undefined;
  brands: BrandList | undefined;
  selected: string[];
  locked: boolean;
  onToggle: (option: string, checked: boolean) => void;
  field: FormField | undefined;
}) {
  return (
    <>
      {group.kind === 'free' && (
        <p className="mb-2 px-2 text-xs leading-relaxed text-muted">
          Checked against each product's published ingredient list.{' '}
          <Link
            to="/standard"
            hash="free-from"
            className="font-medium text-forest underline-offset-4 hover:underline"
          >
            What each family covers
          </Link>
        </p>
      )}
      {group.id === 'brands' ? (
        <BrandOptions
          brands={brands}
          counts={facets?.brands}
          selected={selected}
          onToggle={onToggle}
          field={field}
        />
      ) : (
        <ul className="max-h-48 space-y-1 overflow-y-auto pr-1">
          {optionsToShow(group, facets, selected).map((option) => (
            <OptionRow
              key={option}
              label={option}
              count={facets?.[group.id]?.[option]}
              checked={selected.includes(option)}
              disabled={locked}
              onToggle={(checked) => onToggle(option, checked)}
              aboutHash={group.kind === 'free' ? freeFromAnchor(option) : undefined}
              field={field && { ...field, value: group.kind === 'flag' ? 'true' : option }}
            />
          ))}
        </ul>
      )}
    </>
  );
}

function BrandOptions({
  brands,
  counts,
  selected,
  onToggle,
  field,
}: {
  brands: BrandList | undefined;
  counts: Record<string, number> | undefined;
  selected: string[];
  onToggle: (option: string, checked: boolean) => void;
  field: FormField | undefined;
}) {
  const [text, , searchField] = useTextField();
  const isSelected = (brand: string) =>
    selected.some((s) => s.toLowerCase() === brand.toLowerCase());
  const matching = useMemo(() => filterBrandList(brands ?? [], text), [brands, text]);
  const visible = brandsToShow(matching, selected);
  const known = useMemo(() => new Set((brands ?? []).map((b) => b.brand.toLowerCase())), [brands]);
  // A brand from the URL that is not one brand exactly (`?brand=` is a substring match).
  const partial = selected.filter((s) => !known.has(s.toLowerCase()));
  return (
    <div>
      <div className="relative mb-3">
        <Search
          className="pointer-events-none absolute top-1/2 left-3 size-3.5 -translate-y-1/2 text-muted"
          aria-hidden
        />
        <input
          {...searchField}
          // Without the app, the box is a field of the GET form: Enter shows the products of the
          // brands whose names contain its text (`?brand=` is a substring match).
          name={field ? field.name : undefined}
          form={field?.form}
          type="search"
          placeholder="Search brands"
          aria-label="Search brands"
          className="h-9 w-full rounded-full border border-line bg-paper pr-3 pl-8 text-sm placeholder:text-muted"
        />
      </div>
      <ul className="max-h-48 space-y-1 overflow-y-auto pr-1" aria-label="Brands">
        {partial.map((value) => (
          <OptionRow
            key={`partial-${value}`}
            label={`Brands containing “${value}”`}
            checked
            onToggle={(checked) => onToggle(value, checked)}
            field={field && { ...field, value }}
          />
        ))}
        {visible.map((brand) => (
          <OptionRow
            key={brand.brand}
            label={brand.brand}
            count={counts ? (counts[brand.brand] ?? 0) : undefined}
            checked={isSelected(brand.brand)}
            onToggle={(checked) => onToggle(brand.brand, checked)}
            field={field && { ...field, value: brand.brand }}
          />
        ))}
        {brands && visible.length === 0 && (
          <li className="px-2 py-1 text-sm text-muted">No brands found.</li>
        )}
        {matching.length > visible.length && (
          <li className="px-2 py-1 text-sm text-muted" data-testid="brand-list-more">
            {visible.length} of {matching.length} brands shown. Type in the search box to find the
            others.
          </li>
        )}
      </ul>
    </div>
  );
}

/** A filter group's options as fields of the catalogue's GET form. */
interface FormField {
  form: string;
  name: string;
}

/** The /standard anchor that explains a FREE FROM option. */
function freeFromAnchor(label: string): string | undefined {
  const family = FREE_FROM.find((f) => f.label === label);
  return family && `free-from-${family.id}`;
}

function OptionRow({
  label,
  count,
  checked,
  disabled = false,
  onToggle,
  aboutHash,
  field,
}: {
  label: string;
  count?: number;
  checked: boolean;
  disabled?: boolean;
  onToggle: (checked: boolean) => void;
  /** An anchor of /standard that explains the option. */
  aboutHash?: string;
  /** The option as a field of a GET form: its name (the URL key) and value. */
  field?: FormField & { value: string };
}) {
  const muted = count === 0 && !checked;
  return (
    <li className={cn(aboutHash && 'flex items-center')}>
      <label
        className={cn(
          'flex cursor-pointer items-center gap-3 rounded-xl px-2 py-1.5 text-sm hover:bg-sand-light/60',
          muted && 'text-muted',
          disabled && 'cursor-default',
          aboutHash && 'min-w-0 flex-1',
        )}
      >
        <input
          type="checkbox"
          {...field}
          checked={checked}
          disabled={disabled}
          onChange={(event) => onToggle(event.target.checked)}
          className="size-4 shrink-0 accent-forest"
        />
        <span className={cn('min-w-0 flex-1', aboutHash ? 'leading-snug' : 'truncate')}>
          {label}
        </span>
        {count !== undefined && (
          <span className="text-xs text-muted tabular-nums">
            <span aria-hidden="true">{count}</span>
            <span className="sr-only">{countOf(count, 'product')}</span>
          </span>
        )}
      </label>
      {aboutHash && (
        <Link
          to="/standard"
          hash={aboutHash}
          aria-label={`What counts as ${label}`}
          title={`What counts as ${label}`}
          className="grid size-7 shrink-0 place-items-center rounded-full text-muted hover:bg-sand-light/60 hover:text-forest"
        >
          <Info className="size-3.5" aria-hidden />
        </Link>
      )}
    </li>
  );
}
