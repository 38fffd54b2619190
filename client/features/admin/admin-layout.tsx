import { Link, useNavigate } from '@tanstack/react-router';
import {
  FilePlus2,
  FileText,
  FlaskConical,
  FolderTree,
  LayoutDashboard,
  LogOut,
  Mail,
  MessageSquareQuote,
  Package,
  PanelLeft,
  Settings,
  Store,
  Users,
} from 'lucide-react';
import type { ReactNode } from 'react';
import type { StaffUser } from '../../../shared/auth';
import { Sheet, SheetContent } from '@/components/ui/sheet';
import { trpc } from '@/lib/trpc';
import { cn } from '@/lib/utils';
import { useSidebar } from './sidebar-state';

const BLOG_LINKS = [
  { to: '/admin', label: 'Dashboard', icon: LayoutDashboard, exact: true },
  { to: '/admin/posts', label: 'All Posts', icon: FileText, exact: true },
  { to: '/admin/posts/new', label: 'New Post', icon: FilePlus2, exact: true },
  { to: '/admin/categories', label: 'Categories', icon: FolderTree, exact: false },
  { to: '/admin/authors', label: 'Authors', icon: Users, exact: false },
  { to: '/admin/settings', label: 'Settings', icon: Settings, exact: false },
] as const;

const TOOL_LINKS = [
  { to: '/admin/products', label: 'Products', icon: Package, exact: false },
  { to: '/admin/ingredients', label: 'Ingredients', icon: FlaskConical, exact: false },
  { to: '/admin/reviews', label: 'Reviews', icon: MessageSquareQuote, exact: false },
  { to: '/admin/subscribers', label: 'Subscribers', icon: Mail, exact: false },
] as const;

function NavList({ collapsed, onNavigate }: { collapsed: boolean; onNavigate?: () => void }) {
  const renderLinks = (links: readonly (typeof BLOG_LINKS)[number][] | typeof TOOL_LINKS) =>
    links.map((link) => (
      <li key={link.to}>
        <Link
          to={link.to}
          activeOptions={{ exact: link.exact }}
          onClick={onNavigate}
          title={collapsed ? link.label : undefined}
          className={cn(
            'flex items-center gap-3 rounded-xl px-3 py-2 text-sm text-ink/80 hover:bg-sand-light hover:text-ink',
            '[&.active]:bg-forest [&.active]:text-cream',
            collapsed && 'justify-center px-0',
          )}
        >
          <link.icon className="size-4 shrink-0" aria-hidden />
          <span className={cn(collapsed && 'sr-only')}>{link.label}</span>
        </Link>
      </li>
    ));
  return (
    <nav aria-label="Admin" className="flex flex-col gap-6">
      <ul className="space-y-1">{renderLinks(BLOG_LINKS)}</ul>
      <div>
        {!collapsed && <p className="label-caps mb-2 px-3 text-[10px] text-muted">Tools</p>}
        <ul className="space-y-1">
          {renderLinks(TOOL_LINKS)}
          <li>
            <a
              href="/"
              className={cn(
                'flex items-center gap-3 rounded-xl px-3 py-2 text-sm text-ink/80 hover:bg-sand-light',
                collapsed && 'justify-center px-0',
              )}
              title={collapsed ? 'View site' : undefined}
            >
              <Store className="size-4 shrink-0" aria-hidden />
              <span className={cn(collapsed && 'sr-only')}>View site</span>
            </a>
          </li>
        </ul>
      </div>
    </nav>
  );
}

export function AdminLayout({ staff, children }: { staff: StaffUser; children: ReactNode }) {
  const sidebar = useSidebar();
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const signOut = trpc.auth.signOut.useMutation({
    onSettled: async () => {
      utils.auth.me.setData(undefined, null);
      await navigate({ to: '/admin/login', search: { redirect: undefined } });
    },
  });
  const collapsed = !sidebar.open;

  return (
    <div className="flex min-h-screen bg-cream">
      {!sidebar.isMobile && (
        <aside
          data-testid="admin-sidebar"
          data-state={sidebar.open ? 'expanded' : 'collapsed'}
          className={cn(
            'sticky top-0 flex h-screen shrink-0 flex-col border-r border-line bg-paper p-3 transition-[width]',
            collapsed ? 'w-16' : 'w-64',
          )}
        >
          <div className={cn('mb-6 px-3 pt-2', collapsed && 'px-0 text-center')}>
            {collapsed ? (
              <span className="font-display text-xl text-forest">B</span>
            ) : (
              <p className="font-display text-lg text-forest">Blog Administration</p>
            )}
          </div>
          <NavList collapsed={collapsed} />
        </aside>
      )}
      {sidebar.isMobile && (
        <Sheet open={sidebar.openMobile} onOpenChange={sidebar.setOpenMobile}>
          <SheetContent side="left" title="Blog Administration" data-testid="admin-sidebar">
            <NavList collapsed={false} onNavigate={() => sidebar.setOpenMobile(false)} />
          </SheetContent>
        </Sheet>
      )}
      <div className="flex min-w-0 flex-1 flex-col">
        <header className="sticky top-0 z-30 flex h-14 items-center gap-3 border-b border-line bg-cream/95 px-4 backdrop-blur">
          <button
            type="button"
            onClick={sidebar.toggle}
            className="rounded-lg p-2 hover:bg-sand-light"
            aria-label="Toggle sidebar"
            title="Toggle sidebar (Ctrl/Cmd+B)"
          >
            <PanelLeft className="size-5" />
          </button>
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
      </div>
    </div>
  );
}
