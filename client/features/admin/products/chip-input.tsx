import { Plus, X } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/utils';
import { addChip } from './form-state';

/**
 * A list edited as chips: type and press Enter (or Add); each chip has a remove button; Backspace
 * in the empty field removes the last one.
 */
export function ChipInput({
  id,
  label,
  hint,
  values,
  onChange,
  max,
  maxLength,
  placeholder,
  error,
  long = false,
}: {
  id: string;
  label: string;
  hint?: string;
  values: string[];
  onChange: (values: string[]) => void;
  max: number;
  maxLength: number;
  placeholder?: string;
  error?: string;
  /** Sentences (pros, quotes): chips wrap and take the full width. */
  long?: boolean;
}) {
  const [draft, setDraft] = useState('');
  const hintId = useId();
  const full = values.length >= max;
  const add = () => {
    if (!draft.trim()) return;
    onChange(addChip(values, draft, max));
    setDraft('');
  };
  return (
    <div>
      <div className="mb-1.5 flex items-baseline justify-between gap-3">
        <label htmlFor={id} className="text-sm font-medium text-ink">
          {label}
        </label>
        <span className="text-xs text-muted">
          {values.length}/{max}
        </span>
      </div>
      <div className="flex gap-2">
        <Input
          id={id}
          value={draft}
          maxLength={maxLength}
          placeholder={full ? `At most ${max}` : placeholder}
          disabled={full}
          aria-describedby={hint || error ? hintId : undefined}
          aria-invalid={error ? true : undefined}
          className="aria-invalid:border-danger"
          onChange={(event) => setDraft(event.target.value.replace(/[|\r\n]/g, ' '))}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              add();
            } else if (event.key === 'Backspace' && draft === '' && values.length > 0) {
              onChange(values.slice(0, -1));
            }
          }}
        />
        <Button
          type="button"
          variant="outline"
          onClick={add}
          disabled={full || !draft.trim()}
          aria-label={`Add to ${label}`}
        >
          <Plus aria-hidden /> Add
        </Button>
      </div>
      {(hint || error) && (
        <p id={hintId} className={cn('mt-1 text-xs', error ? 'text-danger' : 'text-muted')}>
          {error ?? hint}
        </p>
      )}
      {values.length > 0 && (
        <ul
          className={cn('mt-3 flex flex-wrap gap-2', long && 'flex-col items-stretch')}
          aria-label={label}
        >
          {values.map((value, index) => (
            <li
              key={`${value}-${index}`}
              className={cn(
                'inline-flex items-center gap-1 rounded-full bg-sand-light py-1 pr-1 pl-3 text-sm text-forest-dark',
                long && 'items-start rounded-2xl py-2',
              )}
            >
              <span className={cn(long ? 'flex-1 leading-snug' : 'max-w-[16rem] truncate')}>
                {value}
              </span>
              <button
                type="button"
                onClick={() => onChange(values.filter((_, i) => i !== index))}
                className="rounded-full p-1 text-muted hover:bg-sand hover:text-ink"
                aria-label={`Remove "${value}"`}
              >
                <X className="size-3.5" aria-hidden />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** A group of checkboxes for a filter group's option list (the shop's own list). */
export function OptionChecklist({
  legend,
  options,
  values,
  onChange,
  error,
  labelOf = (option) => option,
}: {
  legend: string;
  options: readonly string[];
  values: string[];
  onChange: (values: string[]) => void;
  error?: string;
  /** How an option reads (its value by default). */
  labelOf?: (option: string) => string;
}) {
  // Stored values the list does not offer stay visible (marked), so they can be removed.
  const unknown = values.filter((v) => !options.includes(v));
  const toggle = (option: string, on: boolean) =>
    onChange(
      on
        ? [...options.filter((o) => o === option || values.includes(o)), ...unknown]
        : values.filter((v) => v !== option),
    );
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-medium text-ink">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {[...options, ...unknown].map((option) => {
          const checked = values.includes(option);
          return (
            <label
              key={option}
              className={cn(
                'inline-flex cursor-pointer items-center gap-2 rounded-full border px-3 py-1.5 text-sm transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-forest',
                checked
                  ? 'border-forest bg-forest text-cream'
                  : 'border-line bg-paper text-ink hover:bg-sand-light',
                !options.includes(option) && 'border-danger',
              )}
            >
              <input
                type="checkbox"
                className="sr-only"
                checked={checked}
                onChange={(event) => toggle(option, event.target.checked)}
              />
              {labelOf(option)}
            </label>
          );
        })}
      </div>
      {error && <p className="mt-1 text-xs text-danger">{error}</p>}
    </fieldset>
  );
}
