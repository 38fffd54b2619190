import { Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';

/** A list row's Delete icon button, named after what it deletes. */
export function DeleteButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Button
      variant="ghost"
      size="icon"
      onClick={onClick}
      aria-label={label}
      title="Delete"
      className="text-danger hover:bg-danger/10"
    >
      <Trash2 aria-hidden />
    </Button>
  );
}
