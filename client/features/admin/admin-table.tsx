/** The staff pages' data tables (outbox, subscribers, sent issues) and their "nothing yet" note. */
import type { ReactNode } from 'react';
import { Table, TableBody, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { cn } from '@/lib/utils';

export interface AdminColumn {
  label: string;
  /** Hides the column on narrow screens, for one (`hidden sm:table-cell`). */
  className?: string;
  /** A heading only screen readers hear (the row's buttons). */
  srOnly?: boolean;
}

/** A column's heading: its label alone, or with how it shows. */
export type AdminColumnSpec = string | AdminColumn;

/** A table in a rounded box: its column headings, then the rows `children` draws. */
export function AdminTable({
  columns,
  className,
  children,
}: {
  columns: AdminColumnSpec[];
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={cn('rounded-2xl border border-line bg-paper', className)}>
      <Table>
        <TableHeader className="uppercase">
          <TableRow>
            {columns.map(asColumn).map((column) => (
              <TableHead key={column.label} className={cn('py-3', column.className)}>
                {column.srOnly ? <span className="sr-only">{column.label}</span> : column.label}
              </TableHead>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody>{children}</TableBody>
      </Table>
    </div>
  );
}

/** What an empty list says, in a dashed box where the table would be. */
export function EmptyNote({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <p
      className={cn(
        'rounded-2xl border border-dashed border-line p-10 text-center text-muted',
        className,
      )}
    >
      {children}
    </p>
  );
}

function asColumn(spec: AdminColumnSpec): AdminColumn {
  return typeof spec === 'string' ? { label: spec } : spec;
}
