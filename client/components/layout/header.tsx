import { Link } from '@tanstack/react-router';
import { Menu, ScanText } from 'lucide-react';
import { useState } from 'react';
import { Sheet, SheetContent, SheetTrigger } from '@/components/ui/sheet';
import { siteName } from '@/lib/site';
import { AccountMenu, WishlistButton } from './account-menu';
import { HeaderSearch } from './header-search';
import { NAV_LINKS } from './nav-links';

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
  return (
    <header className="sticky top-0 z-40 border-b border-line bg-cream/95 backdrop-blur">
      <div className="container-page flex h-16 items-center gap-4 lg:h-20">
        <Sheet open={menuOpen} onOpenChange={setMenuOpen}>
          <SheetTrigger
            className="-ml-2 rounded-full p-2 hover:bg-sand-light lg:hidden"
            aria-label="Open menu"
            data-testid="menu-toggle"
          >
            <Menu className="size-6" />
          </SheetTrigger>
          <SheetContent side="left" title="Menu" data-testid="mobile-menu">
            <nav className="flex flex-col gap-1" aria-label="Mobile">
              {NAV_LINKS.map((link) => (
                <Link
                  key={link.to}
                  to={link.to}
                  onClick={() => setMenuOpen(false)}
                  className="label-caps rounded-xl px-3 py-3 text-sm text-ink hover:bg-sand-light [&.active]:text-forest"
                >
                  {link.label}
                </Link>
              ))}
            </nav>
            <HeaderSearch className="mt-6" onSearch={() => setMenuOpen(false)} />
          </SheetContent>
        </Sheet>

        <Wordmark />

        <nav className="ml-8 hidden items-center gap-8 lg:flex" aria-label="Main">
          {NAV_LINKS.map((link) => (
            <Link
              key={link.to}
              to={link.to}
              className="label-caps text-ink/80 transition-colors hover:text-forest [&.active]:text-forest"
            >
              {link.label}
            </Link>
          ))}
        </nav>

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
