import { Heart } from 'lucide-react';
import { toast } from '@/lib/toast';
import { toggleWishlist, useWishlist } from '@/features/wishlist/store';
import { cardAction } from '@/lib/card-action';
import { cn } from '@/lib/utils';

/** The favourite (wishlist) badge of a product card and page: adds or removes the product. */
export function FavoriteButton({
  product,
  className,
}: {
  product: { id: number; name: string };
  className?: string;
}) {
  const { id: productId, name: productName } = product;
  const saved = useWishlist().includes(productId);
  const onClick = cardAction(() => {
    const added = toggleWishlist(productId);
    toast.success(added ? 'Added to your wishlist' : 'Removed from your wishlist', {
      description: productName,
    });
  });
  return (
    <button
      type="button"
      aria-label={saved ? 'Remove from wishlist' : 'Add to wishlist'}
      aria-pressed={saved}
      data-product-id={productId}
      onClick={onClick}
      className={cn(
        'inline-flex size-9 items-center justify-center rounded-full bg-paper/90 text-forest shadow-sm transition hover:bg-paper hover:text-clay',
        saved && 'text-clay',
        // The wishlist lives in the browser: without JavaScript the button is not offered.
        'noscript:hidden',
        className,
      )}
    >
      <Heart className={cn('size-4', saved && 'fill-current')} aria-hidden />
    </button>
  );
}
