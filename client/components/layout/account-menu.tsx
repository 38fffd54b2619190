import { Link } from '@tanstack/react-router';
import { Heart, LogIn, ShieldCheck, User } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useWishlist } from '@/features/wishlist/store';
import { siteName } from '@/lib/site';

/**
 * Shoppers need no account: the account button explains that and points to what is kept locally.
 * A small disclosure (no popover library: this sits in every page's first load).
 */
export function AccountMenu() {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const count = useWishlist().length;
  const close = () => setOpen(false);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        rootRef.current?.querySelector<HTMLButtonElement>('button')?.focus();
      }
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    rootRef.current?.querySelector<HTMLAnchorElement>(`#${CSS.escape(panelId)} a`)?.focus();
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open, panelId]);

  return (
    <div ref={rootRef} className="relative">
      <button
        type="button"
        className="rounded-full p-2 text-ink/80 hover:bg-sand-light"
        aria-label="Account"
        title="Account"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        <User className="size-5" />
      </button>
      {open && (
        <div
          id={panelId}
          className="absolute top-12 right-0 z-50 w-72 rounded-2xl border border-line bg-paper p-5 text-sm shadow-xl"
          data-testid="account-menu"
        >
          <p className="font-display text-lg text-forest">No account needed</p>
          <p className="mt-1 text-muted">
            Everything on {siteName()} works without signing up. Your wishlist and avoid list are
            kept in this browser only.
          </p>
          <ul className="mt-4 space-y-1">
            <li>
              <Link
                to="/wishlist"
                onClick={close}
                className="flex items-center gap-3 rounded-xl px-3 py-2 hover:bg-sand-light"
              >
                <Heart className="size-4 text-clay-dark" aria-hidden /> Your wishlist
                {count > 0 && <span className="ml-auto text-xs text-muted">{count}</span>}
              </Link>
            </li>
            <li>
              <Link
                to="/ingredient-checker"
                hash="avoid-list"
                onClick={close}
                className="flex items-center gap-3 rounded-xl px-3 py-2 hover:bg-sand-light"
              >
                <ShieldCheck className="size-4 text-clay-dark" aria-hidden /> Your avoid list
              </Link>
            </li>
          </ul>
          <div className="mt-4 border-t border-line pt-3">
            <Link
              to="/admin/login"
              search={{ redirect: undefined }}
              onClick={close}
              className="flex items-center gap-3 rounded-xl px-3 py-2 text-muted hover:bg-sand-light hover:text-ink"
            >
              <LogIn className="size-4" aria-hidden /> Staff sign-in
            </Link>
          </div>
        </div>
      )}
    </div>
  );
}

export function WishlistButton() {
  const count = useWishlist().length;
  return (
    <Link
      to="/wishlist"
      className="relative rounded-full p-2 text-ink/80 hover:bg-sand-light"
      aria-label={count ? `Wishlist, ${count} saved` : 'Wishlist'}
      title="Wishlist"
      data-testid="wishlist-button"
    >
      <Heart className="size-5" />
      {count > 0 && (
        <span
          data-testid="wishlist-count"
          className="absolute -top-0.5 -right-0.5 flex min-w-[18px] items-center justify-center rounded-full bg-clay-dark px-1 text-[10px] leading-[18px] font-semibold text-white"
        >
          {count}
        </span>
      )}
    </Link>
  );
}
