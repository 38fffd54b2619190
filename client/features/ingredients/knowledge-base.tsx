import { ChevronLeft, ChevronRight, Plus } from 'lucide-react';
import { useRef, useState } from 'react';
import { EVIDENCE } from '../../../shared/ingredients-kb';
import { Button } from '@/components/ui/button';
import { SearchInput } from '@/components/ui/search-input';
import { trpc, type RouterOutputs } from '@/lib/trpc';
import { useDebounced } from '@/lib/use-debounced';
import { cn } from '@/lib/utils';
import { EntryEditor } from './entry-editor';
import { plural } from './entry-impact';
import { RatingBadge } from './rating';

type EntrySummary = RouterOutputs['ingredients']['entries']['entries'][number];

const SOURCE_LABELS: Record<EntrySummary['source'], string> = {
  builtin: 'Built in',
  staff: 'Staff',
  ai: 'AI-written',
};

type Selection = { id: number } | 'new' | null;

/**
 * The whole knowledge base for staff: search by name or synonym, open an entry to edit it, or
 * write a new one.
 */
export function KnowledgeBaseAdmin() {
  const [query, setQuery] = useState('');
  const [page, setPage] = useState(1);
  const [selection, setSelection] = useState<Selection>(null);
  const editorRef = useRef<HTMLDivElement>(null);
  const search = useDebounced(query.trim(), 250);
  const results = trpc.ingredients.entries.useQuery(
    { query: search, page },
    { placeholderData: (previous) => previous },
  );
  const open = (next: Selection) => {
    setSelection(next);
    requestAnimationFrame(() =>
      editorRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' }),
    );
  };
  const pages = results.data
    ? Math.max(1, Math.ceil(results.data.total / results.data.pageSize))
    : 1;

  return (
    <div className="grid items-start gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
      <section aria-labelledby="kb-heading">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="kb-heading" className="font-display text-2xl text-ink">
            Knowledge base
          </h2>
          <Button size="sm" onClick={() => open('new')}>
            <Plus aria-hidden /> New entry
          </Button>
        </div>
        <p className="mt-1 text-sm text-muted">
          Every entry the analysis and the checker use. An entry you edit stays as you wrote it.
        </p>
        <SearchInput
          className="mt-4"
          value={query}
          aria-label="Search the knowledge base"
          placeholder="Name or synonym"
          onChange={(event) => {
            setQuery(event.target.value);
            setPage(1);
          }}
        />
        <p className="mt-3 text-xs text-muted" aria-live="polite">
          {results.data ? plural(results.data.total, 'entry', 'entries') : ' '}
        </p>
        <ul className="mt-2 divide-y divide-line rounded-2xl border border-line bg-paper">
          {results.data?.entries.map((entry) => (
            <EntryRow
              key={entry.id}
              entry={entry}
              selected={selection !== 'new' && selection?.id === entry.id}
              onOpen={() => open({ id: entry.id })}
            />
          ))}
        </ul>
        {pages > 1 && (
          <div className="mt-3 flex items-center justify-between text-sm text-muted">
            <Button
              variant="outline"
              size="sm"
              disabled={page <= 1}
              onClick={() => setPage(page - 1)}
            >
              <ChevronLeft aria-hidden /> Previous
            </Button>
            Page {page} of {pages}
            <Button
              variant="outline"
              size="sm"
              disabled={page >= pages}
              onClick={() => setPage(page + 1)}
            >
              Next <ChevronRight aria-hidden />
            </Button>
          </div>
        )}
      </section>
      <div ref={editorRef} className="scroll-mt-6">
        {selection === 'new' ? (
          <EntryEditor onSaved={(id) => setSelection({ id })} onClose={() => setSelection(null)} />
        ) : selection ? (
          <SavedEntryEditor id={selection.id} onClose={() => setSelection(null)} />
        ) : (
          <p className="rounded-3xl border border-dashed border-line p-6 text-sm text-muted">
            Choose an entry to read or edit it, or write a new one.
          </p>
        )}
      </div>
    </div>
  );
}

function EntryRow({
  entry,
  selected,
  onOpen,
}: {
  entry: EntrySummary;
  selected: boolean;
  onOpen: () => void;
}) {
  return (
    <li>
      <button
        type="button"
        onClick={onOpen}
        aria-current={selected ? 'true' : undefined}
        className={cn(
          'flex w-full flex-wrap items-center gap-x-3 gap-y-1 px-4 py-3 text-left hover:bg-cream',
          selected && 'bg-sand-light',
        )}
        data-testid="kb-entry"
      >
        <span className="mr-auto font-medium text-ink">{entry.inci}</span>
        <RatingBadge rating={entry.rating} />
        <span className="w-full text-xs text-muted">
          {SOURCE_LABELS[entry.source]}
          {entry.source === 'ai' && !entry.reviewed ? ', awaiting review' : ''} · used by{' '}
          {plural(entry.products, 'product')}
          <span
            className="ml-2 rounded-full border border-line px-2 py-px text-[11px]"
            title={`Evidence: ${EVIDENCE[entry.evidence].label}`}
            data-testid="kb-entry-evidence"
          >
            {EVIDENCE[entry.evidence].short}
          </span>
        </span>
      </button>
    </li>
  );
}

/** The editor of a stored entry, once it has loaded (a fresh form for each entry). */
function SavedEntryEditor({ id, onClose }: { id: number; onClose: () => void }) {
  const entry = trpc.ingredients.entry.useQuery({ id }, { staleTime: 0 });
  if (entry.error) {
    return <p className="text-sm text-danger">Could not load the entry: {entry.error.message}</p>;
  }
  if (!entry.data) return <p className="text-sm text-muted">Loading the entry…</p>;
  return <EntryEditor key={id} entry={entry.data} onSaved={() => undefined} onClose={onClose} />;
}
