import { ALL_PRODUCTS } from '../../../shared/catalog-search';
import { chipClassName } from '@/components/chip';
import { cn } from '@/lib/utils';

/** The category chips above the catalogue, each with its number of products. */
export function CategoryChips({
  chips,
  active,
  counts,
  onSelect,
}: {
  chips: readonly string[];
  active: string;
  counts: Record<string, number> | undefined;
  onSelect: (chip: string) => void;
}) {
  return (
    <nav aria-label="Categories" className="-mx-4 mt-6 overflow-x-auto px-4 pb-2 sm:mx-0 sm:px-0">
      <ul className="flex gap-2 sm:flex-wrap sm:justify-center">
        {chips.map((chip) => {
          const isActive = chip === active;
          const count = chip === ALL_PRODUCTS ? undefined : counts?.[chip];
          return (
            <li key={chip}>
              <button
                type="button"
                aria-pressed={isActive}
                onClick={() => onSelect(chip)}
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
    </nav>
  );
}
