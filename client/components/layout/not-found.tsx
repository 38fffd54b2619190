import { Link, useLocation } from '@tanstack/react-router';
import { useEffect } from 'react';
import { buttonVariants } from '@/components/ui/button';

export function NotFoundPage() {
  const { pathname } = useLocation();
  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', pathname);
  }, [pathname]);
  return (
    <section className="container-page flex min-h-[50vh] flex-col items-center justify-center py-24 text-center">
      <h1 className="font-display text-7xl text-forest">404</h1>
      <p className="mt-4 text-xl text-muted">Oops! Page not found</p>
      <Link to="/" className={buttonVariants({ className: 'mt-8' })}>
        Return to Home
      </Link>
    </section>
  );
}
