import { Link, type LinkOptions } from '@tanstack/react-router';
import { Pencil, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button, buttonVariants } from '@/components/ui/button';

/** A list row's icon link: `label` names it for screen readers, `title` for the pointer. */
export function IconLink({
  link,
  label,
  title,
  children,
}: {
  link: LinkOptions;
  label: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <Link
      {...link}
      className={buttonVariants({ variant: 'ghost', size: 'icon' })}
      aria-label={label}
      title={title}
    >
      {children}
    </Link>
  );
}

/** A list row's Edit link and Delete icon button, named after the row's item. */
export function EditAndDelete({
  name,
  edit,
  onDelete,
}: {
  name: string;
  edit: LinkOptions;
  onDelete: () => void;
}) {
  return (
    <>
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
    </>
  );
}
