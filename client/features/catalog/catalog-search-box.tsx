import { Search } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTypedBeforeHydration } from '@/lib/use-typed-before-hydration';
import { MAX_QUERY_LENGTH } from '../../../shared/catalog-search';

const SEARCH_DEBOUNCE_MS = 350;

/**
 * The search box: updates the URL as you type (debounced, replacing history) and on Enter. It is
 * the catalogue's GET form (`formId`, to `action`): before the app runs and without it, Enter
 * loads the page with the text and every other field of the form (filters, sort).
 */
export function SearchBox({
  formId,
  action,
  category,
  value,
  onSearch,
}: {
  formId: string;
  action: string;
  /** The chosen category, kept by a search. */
  category: string | undefined;
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
    <form
      id={formId}
      role="search"
      method="get"
      action={action}
      onSubmit={submit}
      className="relative mx-auto max-w-xl"
    >
      {category && <input type="hidden" name="category" value={category} />}
      <Search
        className="pointer-events-none absolute top-1/2 left-4 size-4 -translate-y-1/2 text-muted"
        aria-hidden
      />
      <input
        ref={inputRef}
        type="search"
        name="q"
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder="Search"
        aria-label="Search the catalogue"
        maxLength={MAX_QUERY_LENGTH}
        className="h-12 w-full rounded-full border border-line bg-paper pr-4 pl-11 text-base placeholder:text-muted"
      />
    </form>
  );
}
