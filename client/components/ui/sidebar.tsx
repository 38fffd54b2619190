/**
 * The shadcn Sidebar, trimmed to what the admin uses: a provider with the state of
 * ./sidebar-state.ts, the sidebar itself (a column that collapses to icons on desktop, a drawer
 * on phones), its trigger, and the menu parts. Collapsed, labels stay for screen readers.
 */
import { PanelLeft } from 'lucide-react';
import { Slot } from 'radix-ui';
import { createContext, useContext, type ComponentProps, type ReactNode } from 'react';
import { Sheet, SheetContent } from '@/components/ui/sheet';
import { cn } from '@/lib/utils';
import { useSidebarState } from './sidebar-state';

type SidebarContextValue = ReturnType<typeof useSidebarState>;
const SidebarContext = createContext<SidebarContextValue | null>(null);

export function useSidebar(): SidebarContextValue {
  const context = useContext(SidebarContext);
  if (!context) throw new Error('useSidebar belongs inside <SidebarProvider>');
  return context;
}

export function SidebarProvider({ className, ...props }: ComponentProps<'div'>) {
  const state = useSidebarState();
  return (
    <SidebarContext.Provider value={state}>
      <div className={cn('flex min-h-screen', className)} {...props} />
    </SidebarContext.Provider>
  );
}

/** The column on desktop (`data-state` expanded or collapsed), the drawer titled `title` on phones. */
export function Sidebar({
  title,
  header,
  className,
  children,
  ...props
}: Omit<ComponentProps<'aside'>, 'title'> & {
  title: string;
  header?: (collapsed: boolean) => ReactNode;
  children: ReactNode;
}) {
  const { isMobile, open, openMobile, setOpenMobile } = useSidebar();
  if (isMobile) {
    return (
      <Sheet open={openMobile} onOpenChange={setOpenMobile}>
        <SheetContent side="left" title={title} {...(props as object)}>
          {children}
        </SheetContent>
      </Sheet>
    );
  }
  return (
    <aside
      data-state={open ? 'expanded' : 'collapsed'}
      className={cn(
        'group/sidebar sticky top-0 flex h-screen shrink-0 flex-col border-r border-line bg-paper p-3 transition-[width]',
        open ? 'w-64' : 'w-16',
        className,
      )}
      {...props}
    >
      {header?.(!open)}
      {children}
    </aside>
  );
}

export function SidebarTrigger({ className, ...props }: ComponentProps<'button'>) {
  const { toggle } = useSidebar();
  return (
    <button
      type="button"
      onClick={toggle}
      className={cn('rounded-lg p-2 hover:bg-sand-light', className)}
      aria-label="Toggle sidebar"
      title="Toggle sidebar (Ctrl/Cmd+B)"
      {...props}
    >
      <PanelLeft className="size-5" />
    </button>
  );
}

/** The page beside the sidebar. */
export function SidebarInset({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('flex min-w-0 flex-1 flex-col', className)} {...props} />;
}

export function SidebarGroupLabel({ className, ...props }: ComponentProps<'p'>) {
  if (useCollapsed()) return null;
  return <p className={cn('label-caps mb-2 px-3 text-[10px] text-muted', className)} {...props} />;
}

export function SidebarMenu({ className, ...props }: ComponentProps<'ul'>) {
  return <ul className={cn('space-y-1', className)} {...props} />;
}

export const SidebarMenuItem = (props: ComponentProps<'li'>) => <li {...props} />;

/** Whether the desktop column shows icons only. */
function useCollapsed(): boolean {
  const { open, isMobile } = useSidebar();
  return !open && !isMobile;
}

/**
 * A menu entry; with `asChild` its child is the link (an icon and a SidebarLabel). Collapsed,
 * `tooltip` becomes its title. Active links (`.active`) are filled.
 */
export function SidebarMenuButton({
  tooltip,
  className,
  asChild = false,
  ...props
}: ComponentProps<'button'> & { tooltip: string; asChild?: boolean }) {
  const collapsed = useCollapsed();
  const Component = asChild ? Slot.Root : 'button';
  return (
    <Component
      title={collapsed ? tooltip : undefined}
      className={cn(
        'flex items-center gap-3 rounded-xl px-3 py-2 text-sm text-ink/80 hover:bg-sand-light hover:text-ink [&_svg]:size-4 [&_svg]:shrink-0',
        '[&.active]:bg-forest [&.active]:text-cream',
        collapsed && 'justify-center px-0',
        className,
      )}
      {...props}
    />
  );
}

/** A menu entry's label: read by screen readers only while the column is collapsed. */
export function SidebarLabel({ className, ...props }: ComponentProps<'span'>) {
  const collapsed = useCollapsed();
  return <span className={cn(collapsed && 'sr-only', className)} {...props} />;
}
