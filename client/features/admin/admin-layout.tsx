import { Link, useNavigate, type LinkProps } from '@tanstack/react-router';
import {
  FilePlus2,
  FileText,
  FlaskConical,
  FolderTree,
  Inbox,
  LayoutDashboard,
  ListChecks,
  LogOut,
  Mail,
  MessageSquareQuote,
  Newspaper,
  Package,
  ScanSearch,
  Settings,
  Store,
  Users,
  type LucideIcon,
} from 'lucide-react';
import type { ReactNode } from 'react';
import type { StaffUser } from '../../../shared/auth';
import {
  Sidebar,
  SidebarGroupLabel,
  SidebarInset,
  SidebarLabel,
  SidebarMenu,
  SidebarMenuButton,
  SidebarMenuItem,
  SidebarProvider,
  SidebarTrigger,
  useSidebar,
} from '@/components/ui/sidebar';
import { trpc } from '@/lib/trpc';
import { waitingTasks } from './work-queue';

interface AdminLink {
  to: NonNullable<LinkProps['to']>;
  label: string;
  icon: LucideIcon;
  /** Marked as the current page only on its own path, not on the pages below it. */
  exact?: boolean;
}

const BLOG_LINKS: readonly AdminLink[] = [
  { to: '/admin', label: 'Dashboard', icon: LayoutDashboard, exact: true },
  { to: '/admin/posts', label: 'All Posts', icon: FileText, exact: true },
  { to: '/admin/posts/new', label: 'New Post', icon: FilePlus2, exact: true },
  { to: '/admin/categories', label: 'Categories', icon: FolderTree },
  { to: '/admin/authors', label: 'Authors', icon: Users },
  { to: '/admin/settings', label: 'Settings', icon: Settings },
];

const TOOL_LINKS: readonly AdminLink[] = [
  { to: '/admin/work', label: 'Work queue', icon: ListChecks },
  { to: '/admin/products', label: 'Products', icon: Package },
  { to: '/admin/ingredients', label: 'Ingredients', icon: FlaskConical },
  { to: '/admin/reviews', label: 'Reviews', icon: MessageSquareQuote },
  { to: '/admin/swap-analysis', label: 'Swap analysis', icon: ScanSearch },
  { to: '/admin/subscribers', label: 'Subscribers', icon: Mail },
  { to: '/admin/newsletter', label: 'Newsletter', icon: Newspaper },
  { to: '/admin/outbox', label: 'Outbox', icon: Inbox },
];

/** What waits behind a sidebar link, shown as a count beside it (server/work-queue). */
function useWaitingCounts(): Partial<Record<string, number>> {
  const counts = trpc.workQueue.counts.useQuery(undefined, { refetchInterval: 60_000 }).data;
  if (!counts) return {};
  return {
    '/admin/work': waitingTasks(counts),
    '/admin/reviews': counts.reviews,
    '/admin/swap-analysis': counts.swapRequests,
    '/admin/outbox': counts.failedMail,
    '/admin/ingredients': counts.aiEntries,
  };
}

function NavLinks({ links }: { links: readonly AdminLink[] }) {
  const { isMobile, setOpenMobile } = useSidebar();
  const waiting = useWaitingCounts();
  return links.map((link) => (
    <SidebarMenuItem key={link.to}>
      <SidebarMenuButton asChild tooltip={link.label}>
        <Link
          to={link.to}
          activeOptions={{ exact: link.exact ?? false }}
          onClick={isMobile ? () => setOpenMobile(false) : undefined}
        >
          <link.icon aria-hidden />
          <SidebarLabel>{link.label}</SidebarLabel>
          <WaitingBadge count={waiting[link.to]} />
        </Link>
      </SidebarMenuButton>
    </SidebarMenuItem>
  ));
}

function WaitingBadge({ count }: { count: number | undefined }) {
  if (!count) return null;
  return (
    <SidebarLabel
      className="ml-auto rounded-full bg-clay-dark px-2 py-0.5 text-[11px] font-semibold text-cream"
      data-testid="sidebar-count"
    >
      {count > 99 ? '99+' : count}
      <span className="sr-only"> waiting</span>
    </SidebarLabel>
  );
}

function AdminNav() {
  return (
    <nav aria-label="Admin" className="flex flex-col gap-6">
      <SidebarMenu>
        <NavLinks links={BLOG_LINKS} />
      </SidebarMenu>
      <div>
        <SidebarGroupLabel>Tools</SidebarGroupLabel>
        <SidebarMenu>
          <NavLinks links={TOOL_LINKS} />
          <SidebarMenuItem>
            <SidebarMenuButton asChild tooltip="View site">
              <a href="/">
                <Store aria-hidden />
                <SidebarLabel>View site</SidebarLabel>
              </a>
            </SidebarMenuButton>
          </SidebarMenuItem>
        </SidebarMenu>
      </div>
    </nav>
  );
}

export function AdminLayout({ staff, children }: { staff: StaffUser; children: ReactNode }) {
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const signOut = trpc.auth.signOut.useMutation({
    onSettled: async () => {
      utils.auth.me.setData(undefined, null);
      await navigate({ to: '/admin/login', search: { redirect: undefined } });
    },
  });

  return (
    <SidebarProvider className="bg-cream">
      <Sidebar
        title="Blog Administration"
        data-testid="admin-sidebar"
        header={(collapsed) => (
          <div className={collapsed ? 'mb-6 px-0 pt-2 text-center' : 'mb-6 px-3 pt-2'}>
            {collapsed ? (
              <span className="font-display text-xl text-forest">B</span>
            ) : (
              <p className="font-display text-lg text-forest">Blog Administration</p>
            )}
          </div>
        )}
      >
        <AdminNav />
      </Sidebar>
      <SidebarInset>
        <header className="sticky top-0 z-30 flex h-14 items-center gap-3 border-b border-line bg-cream/95 px-4 backdrop-blur">
          <SidebarTrigger />
          <div className="ml-auto flex items-center gap-3 text-sm">
            <span data-testid="signed-in-as" className="truncate text-muted">
              <span className="hidden sm:inline">Signed in as </span>
              <strong className="text-ink">{staff.name}</strong>
              <span className="hidden sm:inline"> ({staff.role})</span>
            </span>
            <button
              type="button"
              onClick={() => signOut.mutate()}
              disabled={signOut.isPending}
              className="inline-flex items-center gap-2 rounded-full border border-line px-3 py-1.5 hover:bg-sand-light"
            >
              <LogOut className="size-4" aria-hidden /> Sign out
            </button>
          </div>
        </header>
        <main className="flex-1 p-4 sm:p-6 lg:p-10">{children}</main>
      </SidebarInset>
    </SidebarProvider>
  );
}
