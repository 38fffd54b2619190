import { ALL_PRODUCTS, type CatalogUrlState } from '../../../shared/catalog-search';
import { chipClassName } from '@/components/chip';
import { cn } from '@/lib/utils';

/**
 * The category chips above the catalogue, each with its number of products. Each chip is a button
 * of a small GET form that keeps the rest of the page's choices: it works from the HTML alone, and
 * the app takes it over (`onSelect`).
 */
export function CategoryChips({
  chips,
  active,
  counts,
  action,
  state,
  onSelect,
}: {
  chips: readonly string[];
  active: string;
  counts: Record<string, number> | undefined;
  /** The page the chips show (its path). */
  action: string;
  /** The page's choices, kept by a chip (its category and page replaced). */
  state: CatalogUrlState;
  onSelect: (chip: string) => void;
}) {
  const kept = Object.entries(state).flatMap(([name, value]) =>
    name === 'category' || name === 'page'
      ? []
      : (Array.isArray(value) ? value : [value]).map((item) => [name, String(item)] as const),
  );
  return (
    <nav aria-label="Categories" className="-mx-4 mt-6 overflow-x-auto px-4 pb-2 sm:mx-0 sm:px-0">
      <form method="get" action={action}>
        {kept.map(([name, value], index) => (
          <input key={`${name}-${index}`} type="hidden" name={name} value={value} />
        ))}
        <ul className="flex gap-2 sm:flex-wrap sm:justify-center">
          {chips.map((chip) => {
            const isActive = chip === active;
            const count = chip === ALL_PRODUCTS ? undefined : counts?.[chip];
            return (
              <li key={chip}>
                <button
                  type="submit"
                  name={chip === ALL_PRODUCTS ? undefined : 'category'}
                  value={chip === ALL_PRODUCTS ? undefined : chip}
                  aria-pressed={isActive}
                  onClick={(event) => {
                    event.preventDefault();
                    onSelect(chip);
                  }}
                  className={chipClassName(
                    isActive,
                    'inline-flex h-10 items-center gap-1.5 whitespace-nowrap transition',
                  )}
                >
                  {chip}
                  {count !== undefined && (
                    <span className={cn('text-xs', isActive ? 'text-cream/75' : 'text-muted')}>
                      {count}
                    </span>
                  )}
                </button>
              </li>
            );
          })}
        </ul>
      </form>
    </nav>
  );
}
