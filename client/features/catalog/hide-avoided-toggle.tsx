import { Link } from '@tanstack/react-router';
import { HIDE_AVOIDED } from '../../../shared/catalog-search';
import { avoidListLabels, useAvoidList } from '@/features/ingredients/avoid-list';

/**
 * "Hide products with my avoided ingredients": a list's switch, kept in its URL. The avoid list
 * itself stays in this browser; it is chosen on the ingredient checker.
 */
export function HideAvoidedToggle({
  form,
  on,
  onChange,
}: {
  /** The catalogue's GET form, whose field this is (a list in the browser has none). */
  form?: string;
  on: boolean;
  onChange: (on: boolean) => void;
}) {
  const labels = avoidListLabels(useAvoidList());
  const empty = labels.length === 0;
  return (
    <div
      className="mt-4 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm"
      data-testid="hide-avoided"
    >
      <label className="inline-flex cursor-pointer items-center gap-2 text-ink">
        <input
          type="checkbox"
          {...(form ? { form, name: 'hide', value: HIDE_AVOIDED } : {})}
          checked={on}
          disabled={empty && !on}
          onChange={(event) => onChange(event.target.checked)}
          className="size-4 accent-forest"
        />
        Hide products with my avoided ingredients
      </label>
      <span className="text-xs text-muted">
        {empty ? 'Your avoid list is empty. ' : on ? `Hiding: ${labels.join(', ')}. ` : ''}
        <Link
          to="/ingredient-checker"
          hash="avoid-list"
          className="font-medium text-forest underline-offset-4 hover:underline"
        >
          {empty ? 'Choose what to avoid' : 'Edit my avoid list'}
        </Link>
      </span>
    </div>
  );
}
