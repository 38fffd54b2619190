import { countOf, plural } from '../../../../shared/text';
import { AlertTriangle, CheckCircle2 } from 'lucide-react';
import type { ImportReport } from '../../../../shared/product-import';
import { Badge } from '@/components/ui/badge';
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table';
import { cn } from '@/lib/utils';

const ACTION_LABELS = {
  create: 'New',
  update: 'Changed',
  unchanged: 'Unchanged',
  invalid: 'Problem',
} as const;

/** What a checked (or imported) file holds: the totals, the problems by row and column, every row. */
export function ReportView({ report }: { report: ImportReport }) {
  const tiles = [
    { label: 'New', value: report.created },
    { label: 'Changed', value: report.updated },
    { label: 'Unchanged', value: report.unchanged },
    { label: 'Problems', value: report.problemCount, danger: report.problemCount > 0 },
  ];
  return (
    <div className="space-y-5" data-testid="import-report">
      {report.applied ? (
        <p className="flex items-center gap-2 rounded-2xl bg-sage-light px-4 py-3 text-sm text-forest-dark">
          <CheckCircle2 className="size-4" aria-hidden /> Imported: the shop shows the changes now.
        </p>
      ) : report.problemCount > 0 ? (
        <p className="flex items-center gap-2 rounded-2xl bg-danger/10 px-4 py-3 text-sm text-danger">
          <AlertTriangle className="size-4 shrink-0" aria-hidden />
          {report.invalid > 0
            ? `${report.invalid} of ${countOf(report.total, 'row')} ${plural(report.invalid, 'needs', 'need')} attention. Nothing has been written.`
            : 'The file needs attention. Nothing has been written.'}
        </p>
      ) : (
        <p className="flex items-center gap-2 rounded-2xl bg-sage-light px-4 py-3 text-sm text-forest-dark">
          <CheckCircle2 className="size-4" aria-hidden />{' '}
          {report.total === 1 ? 'The row checks out.' : `All ${report.total} rows check out.`}
        </p>
      )}

      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {tiles.map((tile) => (
          <div key={tile.label} className="rounded-2xl border border-line px-4 py-3">
            <dt className="label-caps text-[10px] text-muted">{tile.label}</dt>
            <dd
              className={cn(
                'mt-1 font-display text-2xl tabular-nums',
                tile.danger ? 'text-danger' : 'text-forest',
              )}
            >
              {tile.value}
            </dd>
          </div>
        ))}
      </dl>

      {report.notes.map((note) => (
        <p key={note} className="text-sm text-muted">
          {note}
        </p>
      ))}

      {report.problems.length > 0 && (
        <ul className="space-y-2 sm:hidden" aria-label="Problems by row and column">
          {report.problems.map((problem, index) => (
            <li key={index} className="rounded-2xl border border-line px-4 py-3 text-sm">
              <p className="text-xs text-muted">
                {problem.row === 0 ? 'File' : `${report.rowLabel} ${problem.row}`}
                {problem.column && (
                  <>
                    {' · '}
                    <span className="font-mono">{problem.column}</span>
                  </>
                )}
              </p>
              <p className="mt-1 text-ink">{problem.message}</p>
            </li>
          ))}
        </ul>
      )}
      {report.problems.length > 0 && (
        <div className="hidden overflow-hidden rounded-2xl border border-line sm:block">
          <Table data-testid="import-problems">
            <TableCaption className="sr-only">Problems by row and column</TableCaption>
            <TableHeader className="bg-cream">
              <TableRow>
                <TableHead scope="col">{report.rowLabel}</TableHead>
                <TableHead scope="col">Column</TableHead>
                <TableHead scope="col">Problem</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {report.problems.map((problem, index) => (
                <TableRow key={index}>
                  <TableCell className="tabular-nums">
                    {problem.row === 0 ? 'File' : problem.row}
                  </TableCell>
                  <TableCell className="font-mono text-xs">{problem.column ?? '—'}</TableCell>
                  <TableCell className="text-ink">{problem.message}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
      )}

      {report.rows.length > 0 && (
        <details className="rounded-2xl border border-line">
          <summary className="cursor-pointer px-4 py-3 text-sm font-medium text-ink">
            Every row ({report.rows.length})
          </summary>
          <ul className="max-h-80 overflow-y-auto border-t border-line text-sm">
            {report.rows.map((row) => (
              <li
                key={row.row}
                className="flex items-center gap-3 border-b border-line px-4 py-2 last:border-b-0"
              >
                <span className="w-10 shrink-0 text-muted tabular-nums">{row.row}</span>
                <span className="min-w-0 flex-1 truncate">
                  {row.name || <span className="text-muted">(no name)</span>}
                  {row.brand && <span className="text-muted"> · {row.brand}</span>}
                </span>
                <Badge
                  variant={
                    row.action === 'invalid'
                      ? 'danger'
                      : row.action === 'unchanged'
                        ? 'outline'
                        : 'sage'
                  }
                >
                  {ACTION_LABELS[row.action]}
                </Badge>
              </li>
            ))}
          </ul>
        </details>
      )}
    </div>
  );
}
