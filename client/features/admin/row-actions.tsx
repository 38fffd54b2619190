import { Link, type LinkOptions } from '@tanstack/react-router';
import { Pencil, Trash2 } from 'lucide-react';
import { Button, buttonVariants } from '@/components/ui/button';

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
      <Link
        {...edit}
        className={buttonVariants({ variant: 'ghost', size: 'icon' })}
        aria-label={`Edit "${name}"`}
        title="Edit"
      >
        <Pencil aria-hidden />
      </Link>
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
