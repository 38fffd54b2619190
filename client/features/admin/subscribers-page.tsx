import type { StaffUser } from '../../../shared/auth';
import { Copy, Download, Trash2 } from 'lucide-react';
import { toast } from 'sonner';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { TableCell, TableRow } from '@/components/ui/table';
import { AdminTable, EmptyNote } from '@/features/admin/admin-table';
import { dateTime } from '@/lib/dates';
import { trpc } from '@/lib/trpc';

const COLUMNS = [
  'Email',
  { label: 'Consent given', className: 'hidden sm:table-cell' },
  'Status',
  { label: 'Actions', srOnly: true },
];

/** The page at /admin/subscribers; `staff` is who is signed in. */
export function SubscribersPage({ staff }: { staff: StaffUser }) {
  const utils = trpc.useUtils();
  const list = trpc.newsletter.list.useQuery(undefined, { staleTime: 0 });
  const remove = trpc.newsletter.remove.useMutation({
    onSuccess: () => {
      toast.success('Subscriber removed');
      void utils.newsletter.list.invalidate();
    },
    onError: (error) => toast.error('Error', { description: error.message }),
  });
  const exportCsv = async () => {
    try {
      const csv = await utils.newsletter.exportCsv.fetch(undefined, { staleTime: 0 });
      const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
      const link = Object.assign(document.createElement('a'), {
        href: url,
        download: `newsletter-subscribers-${new Date().toISOString().slice(0, 10)}.csv`,
      });
      link.click();
      URL.revokeObjectURL(url);
    } catch {
      toast.error('Error', { description: 'Failed to export the subscribers. Please try again.' });
    }
  };
  const copy = async (text: string) => {
    await navigator.clipboard.writeText(text);
    toast.success('Copied to clipboard');
  };
  const count = (status: 'pending' | 'confirmed' | 'unsubscribed') =>
    list.data?.filter((row) => row.status === status).length ?? 0;

  return (
    <div className="mx-auto max-w-5xl">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="font-display text-3xl text-forest">Newsletter subscribers</h1>
          <p className="mt-1 text-muted">
            {list.data
              ? `${count('confirmed')} confirmed · ${count('pending')} waiting for confirmation · ${count('unsubscribed')} unsubscribed`
              : 'Loading subscribers...'}
          </p>
        </div>
        <Button variant="outline" onClick={() => void exportCsv()} disabled={!list.data?.length}>
          <Download /> Export CSV
        </Button>
      </div>
      {list.error && (
        <p className="mt-6 text-danger">Failed to load the subscribers. Please try again later.</p>
      )}
      {list.data?.length === 0 && (
        <EmptyNote className="mt-10">
          No subscribers yet. The signup form is in the footer of every public page.
        </EmptyNote>
      )}
      {!!list.data?.length && (
        <AdminTable className="mt-6" columns={COLUMNS}>
          {list.data.map((row) => (
            <TableRow key={row.id}>
              <TableCell className="py-3 font-medium break-all">{row.email}</TableCell>
              <TableCell className="hidden py-3 whitespace-nowrap text-muted sm:table-cell">
                {dateTime(row.consent_at)}
              </TableCell>
              <TableCell className="py-3">
                {row.status === 'unsubscribed' ? (
                  <Badge variant="outline">Unsubscribed</Badge>
                ) : row.status === 'confirmed' ? (
                  <Badge variant="sage">Confirmed</Badge>
                ) : (
                  <Badge variant="sand" title="The confirmation link has not been opened yet">
                    Pending
                  </Badge>
                )}
              </TableCell>
              <TableCell className="py-3">
                <div className="flex justify-end gap-1">
                  <Button
                    variant="ghost"
                    size="sm"
                    onClick={() => void copy(row.unsubscribe_url)}
                    title="Copy the unsubscribe link"
                  >
                    <Copy /> <span className="sr-only sm:not-sr-only">Unsubscribe link</span>
                  </Button>
                  {staff.role === 'admin' && (
                    <Button
                      variant="ghost"
                      size="sm"
                      aria-label={`Remove ${row.email}`}
                      onClick={() => {
                        if (
                          window.confirm(
                            `Remove ${row.email} from the list? This cannot be undone.`,
                          )
                        ) {
                          remove.mutate({ id: row.id });
                        }
                      }}
                    >
                      <Trash2 />
                    </Button>
                  )}
                </div>
              </TableCell>
            </TableRow>
          ))}
        </AdminTable>
      )}
    </div>
  );
}
