import { Link } from '@tanstack/react-router';
import { Menu, ScanText } from 'lucide-react';
import { useRef } from 'react';
import { hidePopover, PopoverSheet } from '@/components/ui/popover-sheet';
import { siteName } from '@/lib/site';
import { AccountMenu, WishlistButton } from './account-menu';
import { HeaderSearch } from './header-search';
import { MainNav } from './main-nav';

/** The phone menu's element id: its button opens it from the HTML, before and without scripts. */
const MOBILE_MENU_ID = 'mobile-menu';

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
  const menuRef = useRef<HTMLElement>(null);
  const closeMenu = () => hidePopover(menuRef.current);
  return (
    <header className="sticky top-0 z-40 border-b border-line bg-cream/95 backdrop-blur">
      <div className="container-page flex h-16 items-center gap-4 lg:h-20">
        <button
          type="button"
          popoverTarget={MOBILE_MENU_ID}
          className="-ml-2 rounded-full p-2 hover:bg-sand-light lg:hidden"
          aria-label="Open menu"
          data-testid="menu-toggle"
        >
          <Menu className="size-6" aria-hidden />
        </button>
        <PopoverSheet
          ref={menuRef}
          id={MOBILE_MENU_ID}
          title="Menu"
          className="lg:hidden"
          data-testid="mobile-menu"
        >
          <MainNav
            label="Mobile"
            className="flex flex-col gap-1"
            linkClassName="label-caps rounded-xl px-3 py-3 text-sm text-ink hover:bg-sand-light [&.active]:text-forest"
            onNavigate={closeMenu}
          />
          <HeaderSearch className="mt-6" onSearch={closeMenu} />
        </PopoverSheet>

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
