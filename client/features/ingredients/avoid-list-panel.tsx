import { Check, Plus, X } from 'lucide-react';
import type { FormEvent } from 'react';
import {
  AVOID_GROUPS,
  MAX_AVOID_TERM_LENGTH,
  MAX_CUSTOM_AVOID_TERMS,
} from '../../../shared/avoid-list';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { useTextField } from '@/lib/use-typed-before-hydration';
import { cn } from '@/lib/utils';
import { addAvoidTerm, removeAvoidTerm, toggleAvoidGroup, useAvoidList } from './avoid-list';

/** Choose what to avoid (fragrance, parabens, sulfates … or any word); kept in this browser. */
export function AvoidListPanel({ className }: { className?: string }) {
  const list = useAvoidList();
  const [term, setTerm, termField] = useTextField();

  function submit(event: FormEvent) {
    event.preventDefault();
    const clean = term.trim().toLowerCase();
    if (clean.length < 2) return;
    addAvoidTerm(clean);
    setTerm('');
  }

  return (
    <section
      aria-labelledby="avoid-heading"
      className={cn('rounded-3xl border border-line bg-paper p-5 sm:p-6', className)}
      data-testid="avoid-list"
    >
      <h2 id="avoid-heading" className="label-caps font-sans text-forest">
        MY AVOID LIST
      </h2>
      <p className="mt-2 text-sm leading-relaxed text-muted">
        Pick what you would rather not use. We highlight it wherever ingredients are shown, mark the
        products that contain it, and every list can hide them. Your list stays in this browser
        only.
      </p>
      <ul className="mt-4 flex flex-wrap gap-2">
        {AVOID_GROUPS.map((group) => {
          const on = list.groups.includes(group.id);
          return (
            <li key={group.id}>
              <button
                type="button"
                aria-pressed={on}
                title={group.description}
                onClick={() => toggleAvoidGroup(group.id)}
                className={cn(
                  'inline-flex items-center gap-1.5 rounded-full border px-3.5 py-1.5 text-sm transition-colors',
                  on
                    ? 'border-[#8a4a32] bg-[#8a4a32] text-white'
                    : 'border-line bg-cream text-ink hover:border-clay/60',
                )}
              >
                {on && <Check className="size-3.5" aria-hidden="true" />}
                {group.label}
              </button>
            </li>
          );
        })}
      </ul>
      <form onSubmit={submit} className="mt-4 flex gap-2">
        <label htmlFor="avoid-term" className="sr-only">
          Add an ingredient or word to avoid
        </label>
        <Input
          {...termField}
          id="avoid-term"
          placeholder="Add a word, e.g. linalool"
          maxLength={MAX_AVOID_TERM_LENGTH}
          disabled={list.terms.length >= MAX_CUSTOM_AVOID_TERMS}
          className="h-10"
        />
        <Button
          type="submit"
          variant="outline"
          size="sm"
          className="h-10"
          disabled={term.trim().length < 2}
        >
          <Plus aria-hidden="true" />
          Add
        </Button>
      </form>
      {list.terms.length > 0 && (
        <ul className="mt-3 flex flex-wrap gap-2" aria-label="Your words">
          {list.terms.map((word) => (
            <li
              key={word}
              className="inline-flex items-center gap-1 rounded-full bg-clay/10 py-1 pr-1 pl-3 text-sm text-ink"
            >
              {word}
              <button
                type="button"
                onClick={() => removeAvoidTerm(word)}
                className="rounded-full p-1 hover:bg-clay/20"
                aria-label={`Remove ${word}`}
              >
                <X className="size-3.5" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
