import type { StaffUser } from '../../../../shared/auth';
import { Link } from '@tanstack/react-router';
import { Send } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { LabelledSelect } from '@/components/ui/labelled-select';
import { TableCell, TableRow } from '@/components/ui/table';
import { AdminTable } from '@/features/admin/admin-table';
import { MailHtmlPreview } from '@/features/admin/newsletter/mail-html-preview';
import { dateTime } from '@/lib/dates';
import { trpc } from '@/lib/trpc';
import { countOf, plural } from '../../../../shared/text';

type Source = { kind: 'post'; postId: number } | { kind: 'digest' };

function sourceOf(value: string): Source {
  return value === 'digest' ? { kind: 'digest' } : { kind: 'post', postId: Number(value) };
}

const ISSUE_COLUMNS = [
  'Subject',
  'Recipients',
  { label: 'Last sent', className: 'hidden sm:table-cell' },
];

const PREVIEW_FORMATS = [
  { value: 'html', label: 'HTML' },
  { value: 'text', label: 'Text' },
] as const;

/** The page at /admin/newsletter; `staff` is who is signed in. */
export function NewsletterPage({ staff }: { staff: StaffUser }) {
  const utils = trpc.useUtils();
  const posts = trpc.newsletter.issuePosts.useQuery(undefined, { staleTime: 0 });
  const [choice, setChoice] = useState<string>('');
  const value = choice || (posts.data?.[0] ? String(posts.data[0].id) : 'digest');
  const source = sourceOf(value);
  const ready = posts.isSuccess;
  const preview = trpc.newsletter.previewIssue.useQuery(
    { source },
    { enabled: ready, staleTime: 0 },
  );
  const issues = trpc.newsletter.issues.useQuery(undefined, { staleTime: 0 });
  const [view, setView] = useState<'html' | 'text'>('html');
  const [testTo, setTestTo] = useState(staff.email);

  const sendTest = trpc.newsletter.sendTestIssue.useMutation({
    onSuccess: (_data, input) =>
      toast.success('Test mail queued', {
        description: `A test copy to ${input.to} is in the queue; the Outbox page shows when it has gone.`,
      }),
    onError: (error) => toast.error('Test not sent', { description: error.message }),
  });
  const send = trpc.newsletter.sendIssue.useMutation({
    onSuccess: (result) => {
      if (result.queued === 0)
        toast.success('Nothing new to send', {
          description: 'Every confirmed subscriber already has this issue.',
        });
      else
        toast.success('Newsletter queued', {
          description: `${countOf(result.queued, 'mail is', 'mails are')} in the queue, one per confirmed subscriber.`,
        });
      void utils.newsletter.previewIssue.invalidate();
      void utils.newsletter.issues.invalidate();
    },
    onError: (error) => toast.error('Newsletter not sent', { description: error.message }),
  });

  const options = [
    ...(posts.data ?? []).map((post) => ({ value: String(post.id), label: post.title })),
    { value: 'digest', label: 'Digest of recent posts' },
  ];
  const waiting = preview.data?.waiting ?? 0;

  const submitTest = (event: FormEvent) => {
    event.preventDefault();
    sendTest.mutate({ source, to: testTo });
  };
  const sendAll = () => {
    if (!preview.data) return;
    const question = `Send “${preview.data.subject}” to ${waiting} confirmed ${plural(waiting, 'subscriber')}?`;
    if (window.confirm(question)) send.mutate({ source });
  };

  return (
    <div className="mx-auto max-w-5xl">
      <h1 className="font-display text-3xl text-forest">Send a newsletter</h1>
      <p className="mt-1 text-muted">
        Choose a published post or a digest of the latest ones, check the preview, send yourself a
        test, then send it to everyone who confirmed their subscription. Mail goes through the
        queue: see <Link to="/admin/outbox">Outbox</Link>.
      </p>

      {posts.error && (
        <p className="mt-6 text-danger">Failed to load the posts. Please try again later.</p>
      )}
      {ready && (
        <div className="mt-6 grid gap-6">
          <LabelledSelect
            label="Content"
            value={value}
            options={options}
            onChange={setChoice}
            className="max-w-xl"
          />

          <section aria-label="Preview" className="rounded-2xl border border-line bg-paper p-5">
            {preview.error && (
              <p role="alert" className="text-danger">
                {preview.error.message}
              </p>
            )}
            {!preview.data && !preview.error && <p className="text-muted">Loading preview…</p>}
            {preview.data && (
              <>
                <div className="flex flex-wrap items-center justify-between gap-3">
                  <p>
                    <span className="text-xs font-semibold tracking-widest text-muted uppercase">
                      Subject
                    </span>{' '}
                    <span data-testid="issue-subject" className="font-medium">
                      {preview.data.subject}
                    </span>
                  </p>
                  <div className="flex gap-1" role="group" aria-label="Preview format">
                    {PREVIEW_FORMATS.map((format) => (
                      <Button
                        key={format.value}
                        size="sm"
                        variant={view === format.value ? 'primary' : 'outline'}
                        aria-pressed={view === format.value}
                        onClick={() => setView(format.value)}
                      >
                        {format.label}
                      </Button>
                    ))}
                  </div>
                </div>
                {view === 'html' ? (
                  <MailHtmlPreview html={preview.data.html} label="The mail as HTML" />
                ) : (
                  <pre
                    data-testid="issue-text"
                    className="mt-4 max-h-[28rem] overflow-auto rounded-xl border border-line bg-white p-4 text-sm whitespace-pre-wrap"
                  >
                    {preview.data.text}
                  </pre>
                )}
                <p className="mt-2 text-xs text-muted">
                  Each subscriber’s copy carries their own unsubscribe link (here a sample).
                </p>
              </>
            )}
          </section>

          <form onSubmit={submitTest} className="flex flex-wrap items-end gap-3">
            <div className="min-w-64 flex-1">
              <Label htmlFor="test-to">Send a test to</Label>
              <Input
                id="test-to"
                type="email"
                required
                value={testTo}
                onChange={(event) => setTestTo(event.target.value)}
                autoComplete="email"
              />
            </div>
            <Button type="submit" variant="outline" disabled={sendTest.isPending || !preview.data}>
              Send test
            </Button>
          </form>

          <div className="flex flex-wrap items-center gap-4 rounded-2xl border border-line bg-paper p-5">
            <Button onClick={sendAll} disabled={!preview.data || waiting === 0 || send.isPending}>
              <Send aria-hidden /> Send to {waiting} confirmed {plural(waiting, 'subscriber')}
            </Button>
            <p className="text-sm text-muted" data-testid="issue-audience">
              {preview.data
                ? preview.data.alreadySent > 0
                  ? `Already sent to ${preview.data.alreadySent}; nobody gets it twice.`
                  : waiting === 0
                    ? 'No confirmed subscribers yet: an address counts once its owner opens the confirmation mail.'
                    : 'Only subscribers who confirmed their address receive it.'
                : ''}
            </p>
          </div>
        </div>
      )}

      <h2 className="mt-10 font-display text-2xl text-forest">Sent issues</h2>
      {issues.data?.length === 0 && <p className="mt-2 text-muted">No issue sent yet.</p>}
      {!!issues.data?.length && (
        <AdminTable className="mt-4" columns={ISSUE_COLUMNS}>
          {issues.data.map((issue) => (
            <TableRow key={issue.id}>
              <TableCell className="py-3 font-medium">
                {issue.subject}
                {issue.kind === 'digest' && <span className="text-muted"> (digest)</span>}
              </TableCell>
              <TableCell className="py-3">{issue.recipients}</TableCell>
              <TableCell className="hidden py-3 text-muted sm:table-cell">
                {dateTime(issue.last_sent_at)}
              </TableCell>
            </TableRow>
          ))}
        </AdminTable>
      )}
    </div>
  );
}
