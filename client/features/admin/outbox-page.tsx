import type { StaffUser } from '../../../shared/auth';
import { RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { LabelledSelect } from '@/components/ui/labelled-select';
import { TableCell, TableRow } from '@/components/ui/table';
import { AdminTable, EmptyNote } from '@/features/admin/admin-table';
import { dateTime } from '@/lib/dates';
import { trpc } from '@/lib/trpc';

/** Each status a mail can have: its name in the filter and the colour of its badge. */
const STATUSES = {
  queued: { label: 'Queued', badge: 'sand' },
  sending: { label: 'Sending', badge: 'outline' },
  sent: { label: 'Sent', badge: 'sage' },
  failed: { label: 'Failed', badge: 'danger' },
} as const;
type Status = keyof typeof STATUSES;

const FILTERS: readonly { value: 'all' | Status; label: string }[] = [
  { value: 'all', label: 'All mail' },
  ...Object.entries(STATUSES).map(([value, { label }]) => ({ value: value as Status, label })),
];

const COLUMNS = [
  'To',
  'Subject',
  'Status',
  { label: 'Attempts', className: 'hidden md:table-cell' },
  { label: 'Queued', className: 'hidden md:table-cell' },
  'Last error',
  { label: 'Actions', srOnly: true },
];

/** The page at /admin/outbox; `staff` is who is signed in. */
export function OutboxPage({ staff }: { staff: StaffUser }) {
  const utils = trpc.useUtils();
  const [filter, setFilter] = useState<'all' | Status>('all');
  const outbox = trpc.mail.recent.useQuery(filter === 'all' ? undefined : { status: filter }, {
    staleTime: 0,
    refetchInterval: 5000,
  });
  const retry = trpc.mail.retry.useMutation({
    onSuccess: () => {
      toast.success('Mail queued again');
      void utils.mail.recent.invalidate();
    },
    onError: (error) => toast.error('Error', { description: error.message }),
  });
  const data = outbox.data;

  return (
    <div className="mx-auto max-w-6xl">
      <h1 className="font-display text-3xl text-forest">Outbox</h1>
      <p className="mt-1 text-muted">
        Every mail Puur sends goes through this queue: confirmations, newsletters and tests. A mail
        that cannot be delivered is tried again after 1, 5 and 30 minutes and 2 hours, then marked
        failed.
      </p>
      {data && (
        <div
          data-testid="mail-delivery"
          className={
            data.delivery.kind === 'outbox'
              ? 'mt-6 rounded-2xl border border-sand bg-sand-light p-4 text-forest-dark'
              : 'mt-6 rounded-2xl border border-line bg-paper p-4'
          }
        >
          {data.delivery.kind === 'outbox' ? (
            <>
              <strong>No SMTP server is configured, so mail is not sent.</strong> Each message is
              written as an .eml file to{' '}
              <code className="break-all">{data.delivery.outboxDir}</code> on the server. Set
              SMTP_URL to send mail.
            </>
          ) : (
            'Mail is sent through the SMTP server set in SMTP_URL.'
          )}
        </div>
      )}
      {outbox.error && (
        <p className="mt-6 text-danger">Failed to load the outbox. Please try again later.</p>
      )}
      {data && (
        <div className="mt-6 flex flex-wrap items-end justify-between gap-4">
          <p className="text-sm text-muted" data-testid="mail-counts">
            {data.counts.queued} queued · {data.counts.sending} sending · {data.counts.sent} sent ·{' '}
            <span className={data.counts.failed ? 'font-semibold text-danger' : undefined}>
              {data.counts.failed} failed
            </span>
          </p>
          <LabelledSelect
            label="Show"
            value={filter}
            options={FILTERS}
            onChange={setFilter}
            className="w-48"
          />
        </div>
      )}
      {data?.mails.length === 0 && <EmptyNote className="mt-6">No mail here yet.</EmptyNote>}
      {!!data?.mails.length && (
        <AdminTable className="mt-4" columns={COLUMNS}>
          {data.mails.map((mail) => (
            <TableRow key={mail.id} data-testid="mail-row">
              <TableCell className="py-3 break-all">{mail.to}</TableCell>
              <TableCell className="py-3">{mail.subject}</TableCell>
              <TableCell className="py-3">
                <Badge variant={STATUSES[mail.status].badge}>{mail.status}</Badge>
                {mail.status === 'sent' && (
                  <span className="block text-xs text-muted">
                    {mail.transport === 'outbox' ? 'to the outbox folder' : 'by SMTP'},{' '}
                    {dateTime(mail.sentAt)}
                  </span>
                )}
              </TableCell>
              <TableCell className="hidden py-3 md:table-cell">{mail.attempts}</TableCell>
              <TableCell className="hidden py-3 whitespace-nowrap text-muted md:table-cell">
                {dateTime(mail.createdAt)}
              </TableCell>
              <TableCell className="py-3 text-sm break-words text-danger">
                {mail.lastError ?? ''}
              </TableCell>
              <TableCell className="py-3">
                {mail.status === 'failed' && staff.role === 'admin' && (
                  <Button
                    variant="ghost"
                    size="sm"
                    onClick={() => retry.mutate({ id: mail.id })}
                    disabled={retry.isPending}
                  >
                    <RotateCcw aria-hidden /> Try again
                  </Button>
                )}
              </TableCell>
            </TableRow>
          ))}
        </AdminTable>
      )}
    </div>
  );
}
