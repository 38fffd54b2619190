import { Link, type LinkOptions } from '@tanstack/react-router';
import { ExternalLink, Pencil, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button, buttonVariants } from '@/components/ui/button';
import { cn } from '@/lib/utils';

/** A list row's icon link: `label` names it for screen readers, `title` for the pointer. */
export function IconLink({
  link,
  label,
  title,
  className,
  children,
}: {
  link: LinkOptions;
  label: string;
  title: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Link
      {...link}
      className={cn(buttonVariants({ variant: 'ghost', size: 'icon' }), className)}
      aria-label={label}
      title={title}
    >
      {children}
    </Link>
  );
}

/** Where a row's View link opens the item's public page (in a new tab), and what it is called. */
export interface ViewLink {
  link: LinkOptions;
  label: string;
  title: string;
  className?: string;
}

/**
 * A list row's actions, named after the row's item: View (the public page, when there is one),
 * Edit, and the Delete icon button.
 */
export function RowActions({
  name,
  view,
  edit,
  onDelete,
}: {
  name: string;
  view?: ViewLink;
  edit: LinkOptions;
  onDelete: () => void;
}) {
  return (
    <div className="flex shrink-0 items-center gap-1">
      {view && (
        <IconLink {...view} link={{ ...view.link, target: '_blank' }}>
          <ExternalLink aria-hidden />
        </IconLink>
      )}
      <IconLink link={edit} label={`Edit "${name}"`} title="Edit">
        <Pencil aria-hidden />
      </IconLink>
      <Button
        variant="ghost"
        size="icon"
        onClick={onDelete}
        aria-label={`Delete "${name}"`}
        title="Delete"
        className="text-danger hover:bg-danger/10"
      >
        <Trash2 aria-hidden />
      </Button>
    </div>
  );
}
