import { countOf } from '../../../shared/text';
import { useDebounced } from '@/lib/use-debounced';
import { useTypedBeforeHydration } from '@/lib/use-typed-before-hydration';
import { useNavigate } from '@tanstack/react-router';
import { Search } from 'lucide-react';
import {
  useDeferredValue,
  useEffect,
  useId,
  useRef,
  useState,
  type FormEvent,
  type KeyboardEvent,
} from 'react';
import { SUGGEST_MIN_LENGTH } from '../../../shared/search';
import { MAX_QUERY_LENGTH } from '../../../shared/catalog-search';
import { useAvoidedIn } from '@/features/catalog/avoid-marks';
import { trpc, type RouterOutputs } from '@/lib/trpc';
import { cn } from '@/lib/utils';

type Suggestions = RouterOutputs['search']['suggest'];
interface Option {
  key: string;
  group: string;
  label: string;
  detail?: string;
  /** What a product holds of the shopper's avoid list. */
  avoided?: string[];
  go: () => void;
}

/**
 * The header's search box: suggestions as you type (products, brands, articles, ingredients),
 * navigable with the arrow keys; Enter opens the catalogue with the text as its search (in the
 * browser's own way until the app runs).
 */
export function HeaderSearch({
  className,
  onSearch,
}: {
  className?: string;
  onSearch?: () => void;
}) {
  const navigate = useNavigate();
  const listId = useId();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const rootRef = useRef<HTMLFormElement>(null);
  const inputRef = useTypedBeforeHydration<HTMLInputElement>(text, (typed) => {
    setText(typed);
    if (document.activeElement === inputRef.current) setOpen(true);
  });
  const query = useDeferredValue(useDebounced(text.trim(), 150));
  const enabled = query.length >= SUGGEST_MIN_LENGTH;
  const suggestions = trpc.search.suggest.useQuery(
    { q: query },
    { enabled, staleTime: 60_000, placeholderData: (previous) => previous },
  );

  const finish = () => {
    setOpen(false);
    setActive(-1);
    onSearch?.();
  };
  const avoided = useAvoidedIn(suggestions.data?.products ?? []);
  const options =
    enabled && suggestions.data ? toOptions(suggestions.data, avoided, navigate, finish) : [];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const chosen = active >= 0 ? options[active] : undefined;
    if (chosen) return chosen.go();
    const q = text.trim();
    void navigate({ to: '/clean-products', search: q ? { q } : {} });
    finish();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!options.length) return;
      event.preventDefault();
      setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      // -1 is the text itself; the arrows cycle through the options and back to the text.
      setActive((current) => {
        const next = current + step;
        if (next >= options.length) return -1;
        return next < -1 ? options.length - 1 : next;
      });
    } else if (event.key === 'Escape') {
      setOpen(false);
      setActive(-1);
    }
  };

  useEffect(() => {
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, []);

  const showList = open && enabled && options.length > 0;
  const activeOption = active >= 0 && active < options.length ? options[active] : undefined;

  return (
    // A GET form of the catalogue: Enter searches before the page's scripts run and without them.
    <form
      ref={rootRef}
      role="search"
      method="get"
      action="/clean-products"
      onSubmit={submit}
      className={cn('relative', className)}
    >
      <Search
        className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-muted"
        aria-hidden
      />
      <input
        ref={inputRef}
        type="text"
        name="q"
        maxLength={MAX_QUERY_LENGTH}
        inputMode="search"
        enterKeyHint="search"
        role="combobox"
        aria-expanded={showList}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={activeOption ? `${listId}-${activeOption.key}` : undefined}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={() => setOpen(true)}
        onKeyDown={onKeyDown}
        placeholder="Search"
        aria-label="Search products"
        autoComplete="off"
        className="h-10 w-full rounded-full border border-line bg-paper pr-4 pl-10 text-sm placeholder:text-muted"
      />
      {showList && (
        <ul
          id={listId}
          role="listbox"
          aria-label="Suggestions"
          className="absolute top-12 right-0 z-50 max-h-[70vh] w-full min-w-72 overflow-y-auto rounded-2xl border border-line bg-paper p-2 shadow-xl"
        >
          {options.map((option, index) => {
            const heading =
              index === 0 || options[index - 1]!.group !== option.group ? option.group : null;
            return (
              <li key={option.key} role="presentation">
                {heading && (
                  <p className="label-caps px-3 pt-2 pb-1 text-[10px] text-muted" aria-hidden>
                    {heading}
                  </p>
                )}
                <div
                  id={`${listId}-${option.key}`}
                  role="option"
                  aria-selected={index === active}
                  onPointerDown={(event) => event.preventDefault()}
                  onClick={option.go}
                  onMouseEnter={() => setActive(index)}
                  className={cn(
                    'cursor-pointer rounded-xl px-3 py-2 text-sm',
                    index === active && 'bg-sand-light',
                  )}
                >
                  <span className="font-medium text-ink">{option.label}</span>
                  {option.detail && (
                    <span className="ml-2 text-xs text-muted">{option.detail}</span>
                  )}
                  {option.avoided && (
                    <span className="block text-xs text-clay-dark" data-testid="avoid-mark">
                      On your avoid list: {option.avoided.join(', ')}
                    </span>
                  )}
                </div>
              </li>
            );
          })}
          <li
            role="presentation"
            className="mt-1 border-t border-line px-3 pt-2 pb-1 text-xs text-muted"
          >
            Press Enter to search all products for “{text.trim()}”
          </li>
        </ul>
      )}
    </form>
  );
}

function toOptions(
  data: Suggestions,
  avoided: ReadonlyMap<number, string[]>,
  navigate: ReturnType<typeof useNavigate>,
  finish: () => void,
): Option[] {
  const go = (open: () => Promise<void>) => () => {
    void open();
    finish();
  };
  return [
    ...data.products.map((p) => ({
      key: `p${p.id}`,
      group: 'Products',
      label: p.name,
      detail: p.brand ?? undefined,
      avoided: avoided.get(p.id),
      go: go(() => navigate({ to: '/product/$id', params: { id: String(p.id) } })),
    })),
    ...data.brands.map((b) => ({
      key: `b${b.brand}`,
      group: 'Brands',
      label: b.brand,
      detail: countOf(b.product_count, 'product'),
      go: go(() => navigate({ to: '/clean-products', search: { brand: b.brand } })),
    })),
    ...data.articles.map((a) => ({
      key: `a${a.slug}`,
      group: 'Articles',
      label: a.title,
      go: go(() => navigate({ to: '/blog/$slug', params: { slug: a.slug } })),
    })),
    ...data.ingredients.map((i) => ({
      key: `i${i.inci}`,
      group: 'Ingredients',
      label: i.inci,
      detail: i.rating.replaceAll('-', ' '),
      // The checker checks the list its URL carries; the packing code loads only now.
      go: go(async () => {
        const { packList } = await import('../../../shared/checker-link');
        await navigate({
          to: '/ingredient-checker',
          search: { list: packList(i.inci) ?? undefined },
        });
      }),
    })),
  ];
}
