import { X } from 'lucide-react';
import {
  FILTER_GROUPS,
  selectedOptions,
  withSelection,
  type CatalogUrlState,
} from '../../../shared/catalog-search';

/** The chosen filters as removable chips, with "Clear all". */
export function ActiveFilters({
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
