import { CheckCircle2, Download, FileUp, Loader2, RotateCcw, Upload } from 'lucide-react';
import { useRef, useState } from 'react';
import { toast } from 'sonner';
import { Button, buttonVariants } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { DropZone } from '@/components/ui/drop-zone';
import { BackLink } from '../back-link';
import { trpc } from '@/lib/trpc';
import { fitsSize, postFile } from './file-upload';
import { ReportView } from './import-report';
import {
  MAX_IMPORT_BYTES,
  type ImportReport,
  type ImportResponse,
} from '../../../../shared/product-import';
import { countOf } from '../../../../shared/text';

async function sendImport(file: File, dryRun: boolean): Promise<ImportReport> {
  const format = /\.json$/i.test(file.name) ? 'json' : 'csv';
  const res = await postFile(
    `/api/admin/products/import?format=${format}&dryRun=${dryRun}`,
    file,
    format === 'json' ? 'application/json' : 'text/csv',
  );
  const body = (await res.json().catch(() => null)) as ImportResponse | null;
  if (!res.ok || !body || 'error' in body)
    throw new Error(
      body && 'error' in body ? body.error : 'The file could not be checked. Please try again.',
    );
  return body;
}

/** /admin/products/import: export the catalogue; check a file (dry run), then import it. */
export function ProductImportPage() {
  const utils = trpc.useUtils();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [report, setReport] = useState<ImportReport | null>(null);
  const [busy, setBusy] = useState<'check' | 'import' | null>(null);

  const check = async (chosen: File | undefined) => {
    if (!chosen || !fitsSize(chosen, MAX_IMPORT_BYTES, 'Please split the file (at most 25 MB).')) {
      return;
    }
    setFile(chosen);
    setReport(null);
    setBusy('check');
    try {
      setReport(await sendImport(chosen, true));
    } catch (error) {
      setFile(null);
      toast.error('The file could not be read', {
        description: error instanceof Error ? error.message : undefined,
      });
    } finally {
      setBusy(null);
      if (input.current) input.current.value = '';
    }
  };

  const runImport = async () => {
    if (!file) return;
    setBusy('import');
    try {
      const result = await sendImport(file, false);
      setReport(result);
      if (result.applied) {
        toast.success('Import complete', {
          description: `${result.created} new and ${result.updated} changed products are in the shop now.`,
        });
        await Promise.all([utils.productAdmin.invalidate(), utils.catalog.invalidate()]);
      } else {
        toast.error('Nothing was imported', {
          description: 'The file has problems; see the list below.',
        });
      }
    } catch (error) {
      toast.error('Import failed', {
        description: error instanceof Error ? error.message : undefined,
      });
    } finally {
      setBusy(null);
    }
  };

  const reset = () => {
    setFile(null);
    setReport(null);
  };

  const changes = report ? report.created + report.updated : 0;
  const canImport = report && !report.applied && report.problemCount === 0 && changes > 0;

  return (
    <div className="mx-auto max-w-5xl">
      <BackLink to="/admin/products">Back to Products</BackLink>
      <h1 className="mt-2 font-display text-3xl text-forest sm:text-4xl">Import and export</h1>
      <p className="mt-1 max-w-2xl text-muted">
        Keep the catalogue in a spreadsheet: export it, edit it, and import it again. Nothing is
        written until the whole file checks out.
      </p>

      <div className="mt-8 grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <Card heading="Import" className="min-w-0 space-y-5">
          {!file ? (
            <DropZone
              onFile={(dropped) => void check(dropped)}
              className="flex flex-col items-center justify-center rounded-2xl border border-dashed border-line bg-cream px-6 py-12 text-center data-[dragging]:border-forest data-[dragging]:bg-sage-light/50"
            >
              <FileUp className="mb-3 size-8 text-sage" aria-hidden />
              <p className="text-ink">Drop a CSV or JSON file here</p>
              <p className="mt-1 text-sm text-muted">
                It is checked first; nothing is written yet.
              </p>
              <input
                ref={input}
                type="file"
                accept=".csv,.json,.tsv,.txt,text/csv,application/json"
                className="sr-only"
                aria-label="Choose a CSV or JSON file"
                data-testid="import-file"
                onChange={(event) => void check(event.target.files?.[0])}
              />
              <Button
                type="button"
                variant="outline"
                className="mt-5"
                onClick={() => input.current?.click()}
              >
                <Upload aria-hidden /> Choose a file
              </Button>
            </DropZone>
          ) : (
            <div className="flex flex-wrap items-center justify-between gap-3 rounded-2xl bg-cream px-4 py-3">
              <p className="min-w-0 truncate text-sm">
                <span className="font-medium text-ink">{file.name}</span>{' '}
                <span className="text-muted">({Math.max(1, Math.round(file.size / 1024))} KB)</span>
              </p>
              <Button type="button" variant="ghost" size="sm" onClick={reset} disabled={!!busy}>
                <RotateCcw aria-hidden /> Choose another file
              </Button>
            </div>
          )}

          {busy === 'check' && (
            <p className="flex items-center gap-2 text-sm text-muted">
              <Loader2 className="size-4 animate-spin" aria-hidden /> Checking every row…
            </p>
          )}

          {report && <ReportView report={report} />}

          {report && !report.applied && (
            <div className="flex flex-wrap items-center gap-3 border-t border-line pt-5">
              <Button
                type="button"
                onClick={() => void runImport()}
                disabled={!canImport || !!busy}
              >
                {busy === 'import' ? (
                  <Loader2 className="animate-spin" aria-hidden />
                ) : (
                  <CheckCircle2 aria-hidden />
                )}
                {report.problemCount > 0
                  ? 'Import'
                  : changes > 0
                    ? `Import ${countOf(changes, 'product')}`
                    : 'Nothing to import'}
              </Button>
              <p className="text-sm text-muted">
                {report.problemCount > 0
                  ? 'Fix the rows listed above in your file and choose it again.'
                  : changes > 0
                    ? 'All rows are written together, in one go.'
                    : 'The catalogue already matches this file.'}
              </p>
            </div>
          )}
        </Card>

        <div className="min-w-0 space-y-6">
          <Card heading="Export" className="space-y-4">
            <p className="text-sm text-muted">
              Every product with every field, ready for a spreadsheet (CSV) or another system
              (JSON).
            </p>
            <div className="flex flex-wrap gap-2">
              <a
                href="/api/admin/products/export?format=csv"
                download
                className={buttonVariants({ variant: 'outline', size: 'sm' })}
              >
                <Download aria-hidden /> Download CSV
              </a>
              <a
                href="/api/admin/products/export?format=json"
                download
                className={buttonVariants({ variant: 'outline', size: 'sm' })}
              >
                <Download aria-hidden /> Download JSON
              </a>
            </div>
          </Card>
          <Card heading="How the file is read" className="space-y-3 text-sm text-muted">
            <ul className="list-disc space-y-2 pl-5">
              <li>One product per row; the first row names the columns, as in the export.</li>
              <li>
                A row updates the product with its <code className="text-ink">id</code>, else the
                one with the same brand and name; otherwise it adds a new product.
              </li>
              <li>
                Lists: items separated by <code className="text-ink">|</code>. Flags: true or false.
              </li>
              <li>An empty cell clears a field; a column you leave out is not changed.</li>
              <li>Categories and filter values must be the shop&apos;s own options.</li>
            </ul>
          </Card>
        </div>
      </div>
    </div>
  );
}
