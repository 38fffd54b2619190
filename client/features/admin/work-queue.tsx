/** The work-queue page (/admin/work) and the sidebar's count of waiting tasks. */
import { Link } from '@tanstack/react-router';
import {
  CalendarClock,
  FlaskConical,
  Inbox,
  MessageSquareQuote,
  PackageSearch,
  PackageX,
  ScanSearch,
  BellRing,
  type LucideIcon,
} from 'lucide-react';
import { Skeleton } from '@/components/ui/skeleton';
import { formatCount } from '@/features/catalog/format';
import { trpc, type RouterOutputs } from '@/lib/trpc';
import { cn } from '@/lib/utils';

type Counts = RouterOutputs['workQueue']['counts'];

interface Queue {
  key: keyof Counts;
  title: string;
  what: string;
  icon: LucideIcon;
  link: { to: string; search?: Record<string, string> };
  action: string;
  /** Waiting here is for information, not a task. */
  informational?: boolean;
}

const QUEUES: Queue[] = [
  {
    key: 'reviews',
    title: 'Reviews to moderate',
    what: 'Shopper reviews wait for approval before they appear.',
    icon: MessageSquareQuote,
    link: { to: '/admin/reviews' },
    action: 'Moderate reviews',
  },
  {
    key: 'swapRequests',
    title: 'Swap analysis requests',
    what: 'Reports drafted by Puur (or waiting for a draft) that staff check and send.',
    icon: ScanSearch,
    link: { to: '/admin/swap-analysis' },
    action: 'Open requests',
  },
  {
    key: 'aiEntries',
    title: 'AI entries to review',
    what: 'Ingredient entries written by AI that no one has checked yet.',
    icon: FlaskConical,
    link: { to: '/admin/ingredients', search: { view: 'knowledge-base' } },
    action: 'Review entries',
  },
  {
    key: 'failedMail',
    title: 'Mail that failed',
    what: 'Messages the mail server refused or could not take; try them again from the outbox.',
    icon: Inbox,
    link: { to: '/admin/outbox' },
    action: 'Open the outbox',
  },
  {
    key: 'unlistedProducts',
    title: 'Products not listed',
    what: 'They do not meet the standard (an ingredient of high concern, a rule broken, an ingredient not rated yet or no analysis), so no list or search shows them; their own page says why. Correct the ingredient list if it is wrong.',
    icon: PackageX,
    link: { to: '/admin/products', search: { flag: 'not_listed' } },
    action: 'See products',
  },
  {
    key: 'unanalysedProducts',
    title: 'Products without an analysis',
    what: 'Products without an ingredient list the standard could assess.',
    icon: PackageSearch,
    link: { to: '/admin/products', search: { flag: 'no_analysis' } },
    action: 'See products',
  },
  {
    key: 'scheduledPosts',
    title: 'Scheduled posts',
    what: 'Posts that go live at their set time, on their own.',
    icon: CalendarClock,
    link: { to: '/admin/posts' },
    action: 'See posts',
    informational: true,
  },
  {
    key: 'waitingShoppers',
    title: 'Shoppers waiting for a shop',
    what: 'Addresses left with Tell me when it arrives; each gets one mail when its region gets a shop link.',
    icon: BellRing,
    link: { to: '/admin/products', search: { flag: 'no_shop_link' } },
    action: 'Products without a shop link',
    informational: true,
  },
];

/** The tasks (not the informational queues) that wait, for the sidebar's badge. */
export function waitingTasks(counts: Counts): number {
  return QUEUES.filter((queue) => !queue.informational).reduce(
    (sum, queue) => sum + counts[queue.key],
    0,
  );
}

export function WorkQueuePage() {
  const counts = trpc.workQueue.counts.useQuery(undefined, { staleTime: 0 });
  return (
    <div className="mx-auto max-w-5xl">
      <h1 className="font-display text-4xl text-forest">Work queue</h1>
      <p className="mt-1 text-muted">
        Everything waiting for the team, in one place.
        {counts.data &&
          (waitingTasks(counts.data) === 0
            ? ' Nothing waits right now.'
            : ` ${formatCount(waitingTasks(counts.data))} to do.`)}
      </p>
      {counts.isError && (
        <p role="alert" className="mt-6 text-danger">
          The work queue could not be loaded. Please try again.
        </p>
      )}
      <ul className="mt-8 grid gap-4 sm:grid-cols-2">
        {QUEUES.map((queue) => (
          <li key={queue.key}>
            <QueueCard queue={queue} count={counts.data?.[queue.key]} />
          </li>
        ))}
      </ul>
    </div>
  );
}

function QueueCard({ queue, count }: { queue: Queue; count: number | undefined }) {
  const waiting = count !== undefined && count > 0 && !queue.informational;
  return (
    <section
      data-testid={`queue-${queue.key}`}
      className={cn(
        'flex h-full flex-col rounded-3xl border bg-paper p-6',
        waiting ? 'border-clay/50' : 'border-line',
      )}
    >
      <div className="flex items-start justify-between gap-4">
        <queue.icon className="size-6 text-forest" aria-hidden />
        {count === undefined ? (
          <Skeleton className="h-9 w-12" />
        ) : (
          <p
            className={cn('font-display text-4xl', waiting ? 'text-clay-dark' : 'text-forest')}
            data-testid="queue-count"
          >
            {formatCount(count)}
          </p>
        )}
      </div>
      <h2 className="mt-3 font-semibold text-ink">{queue.title}</h2>
      <p className="mt-1 flex-1 text-sm text-muted">{queue.what}</p>
      <Link
        to={queue.link.to}
        search={queue.link.search}
        className="mt-4 text-sm font-medium text-forest hover:underline"
      >
        {queue.action} →
      </Link>
    </section>
  );
}
