import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';

/** The row of status tabs above a staff queue (reviews, swap requests): one is selected. */
export function StatusTabs<Status>({
  label,
  tabs,
  selected,
  onSelect,
}: {
  label: string;
  tabs: readonly { status: Status; label: ReactNode }[];
  selected: Status;
  onSelect: (status: Status) => void;
}) {
  return (
    <div role="tablist" aria-label={label} className="mt-6 flex flex-wrap gap-2">
      {tabs.map((tab, index) => (
        <button
          key={index}
          role="tab"
          aria-selected={selected === tab.status}
          onClick={() => onSelect(tab.status)}
          className={cn(
            'rounded-full border border-line px-4 py-1.5 text-sm',
            selected === tab.status ? 'bg-forest text-cream' : 'hover:bg-sand-light',
          )}
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
}
