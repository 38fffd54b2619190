import { createFileRoute, Link } from '@tanstack/react-router';
import { Heart } from 'lucide-react';
import { PageHeading } from '@/components/layout/page-heading';
import { buttonVariants } from '@/components/ui/button';
import { HIDE_AVOIDED } from '../../shared/catalog-search';
import { HideAvoidedToggle } from '@/features/catalog/hide-avoided-toggle';
import { WishlistProducts } from '@/features/wishlist/wishlist-products';
import { useWishlist } from '@/features/wishlist/store';

export const Route = createFileRoute('/wishlist')({
  validateSearch: (raw: Record<string, unknown>): { hide?: typeof HIDE_AVOIDED } =>
    raw.hide === HIDE_AVOIDED ? { hide: HIDE_AVOIDED } : {},
  component: WishlistPage,
});

function WishlistPage() {
  const ids = useWishlist();
  const { hide } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <div className="container-page pb-16">
      <PageHeading
        title="YOUR WISHLIST"
        subtitle="Saved in this browser: no account needed. Follow a shop link when you are ready."
      />
      {ids.length === 0 ? (
        <div className="mx-auto max-w-md rounded-3xl border border-dashed border-line p-10 text-center">
          <Heart className="mx-auto size-8 text-clay" aria-hidden />
          <p className="mt-4 font-display text-2xl text-forest">Your wishlist is empty</p>
          <p className="mt-2 text-muted">Tap the heart on any product to save it here.</p>
          <Link to="/clean-products" className={buttonVariants({ className: 'mt-6' })}>
            Discover clean products
          </Link>
        </div>
      ) : (
        <>
          <HideAvoidedToggle
            on={hide !== undefined}
            onChange={(on) =>
              void navigate({ search: on ? { hide: HIDE_AVOIDED } : {}, resetScroll: false })
            }
          />
          <div className="mt-6">
            <WishlistProducts ids={ids} hideAvoided={hide !== undefined} />
          </div>
        </>
      )}
    </div>
  );
}
