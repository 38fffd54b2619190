import { Loader2, Trash2 } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent } from '@/components/ui/dialog';
import { trpc } from '@/lib/trpc';

/** Asks first, then deletes; the shop stops showing the product at once. */
export function DeleteProductDialog({
  product,
  onClose,
  onDeleted,
}: {
  product: { id: number; name: string } | null;
  onClose: () => void;
  onDeleted?: () => void;
}) {
  const utils = trpc.useUtils();
  const remove = trpc.productAdmin.delete.useMutation({
    onSuccess: async () => {
      toast.success('Product deleted', {
        description: 'It no longer appears in the shop.',
      });
      onClose();
      onDeleted?.();
      await Promise.all([utils.productAdmin.invalidate(), utils.catalog.invalidate()]);
    },
    onError: (error) => {
      toast.error('Error', {
        description: error.message || 'Failed to delete the product. Please try again.',
      });
    },
  });
  return (
    <Dialog open={product !== null} onOpenChange={(open) => !open && onClose()}>
      {product && (
        <DialogContent title="Delete product" className="max-w-md" hideClose>
          <p className="text-ink">
            Are you sure you want to delete &quot;{product.name}&quot;? It disappears from the shop
            with its picture, ingredient analysis and reviews. This cannot be undone.
          </p>
          <div className="mt-6 flex justify-end gap-2">
            <DialogClose asChild>
              <Button variant="ghost" type="button">
                Cancel
              </Button>
            </DialogClose>
            <Button
              variant="danger"
              type="button"
              disabled={remove.isPending}
              onClick={() => remove.mutate({ id: product.id })}
            >
              {remove.isPending ? (
                <Loader2 className="animate-spin" aria-hidden />
              ) : (
                <Trash2 aria-hidden />
              )}
              Delete
            </Button>
          </div>
        </DialogContent>
      )}
    </Dialog>
  );
}
