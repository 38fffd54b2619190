import { Link } from '@tanstack/react-router';
import { Menu, ScanText } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { siteName } from '@/lib/site';
import { useOpenedOnce } from '@/lib/use-opened-once';
import { useReturnFocus } from '@/lib/use-return-focus';
import { AccountMenu, WishlistButton } from './account-menu';
import { HeaderSearch } from './header-search';
import { MainNav } from './main-nav';

const MobileMenu = lazy(() => import('./mobile-menu'));

export function Wordmark() {
  return (
    <Link
      to="/"
      data-testid="wordmark"
      className="font-display text-2xl font-semibold tracking-[0.2em] text-forest uppercase sm:text-3xl"
      aria-label={`${siteName()} home`}
    >
      {siteName()}
    </Link>
  );
}

export function Header() {
  const [menuOpen, setMenuOpen] = useState(false);
  const toggleRef = useReturnFocus(menuOpen);
  const menuLoaded = useOpenedOnce(menuOpen);
  return (
    <header className="sticky top-0 z-40 border-b border-line bg-cream/95 backdrop-blur">
      <div className="container-page flex h-16 items-center gap-4 lg:h-20">
        <button
          ref={toggleRef}
          type="button"
          onClick={() => setMenuOpen(true)}
          className="-ml-2 rounded-full p-2 hover:bg-sand-light lg:hidden"
          aria-label="Open menu"
          aria-haspopup="dialog"
          aria-expanded={menuOpen}
          data-testid="menu-toggle"
        >
          <Menu className="size-6" />
        </button>
        {menuLoaded && (
          <Suspense fallback={null}>
            <MobileMenu open={menuOpen} onOpenChange={setMenuOpen} />
          </Suspense>
        )}

        <Wordmark />

        <MainNav
          label="Main"
          className="ml-8 hidden items-center gap-8 lg:flex"
          linkClassName="label-caps text-ink/80 transition-colors hover:text-forest [&.active]:text-forest"
        />

        <div className="ml-auto flex items-center gap-1 sm:gap-2">
          <HeaderSearch className="hidden w-56 md:block xl:w-72" />
          <Link
            to="/ingredient-checker"
            className="rounded-full p-2 text-ink/80 hover:bg-sand-light [&.active]:text-forest"
            aria-label="Ingredient checker"
            title="Ingredient checker"
            data-testid="checker-link"
          >
            <ScanText className="size-5" />
          </Link>
          <WishlistButton />
          <AccountMenu />
        </div>
      </div>
    </header>
  );
}
