import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';

/** A link to an article, /blog/<slug>. */
export function ArticleLink({
  slug,
  className,
  children,
  'data-testid': testId,
}: {
  slug: string;
  className?: string;
  children: ReactNode;
  'data-testid'?: string;
}) {
  return (
    <Link to="/blog/$slug" params={{ slug }} className={className} data-testid={testId}>
      {children}
    </Link>
  );
}
