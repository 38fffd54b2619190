import { Link, type LinkProps } from '@tanstack/react-router';
import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';

/** "← Back to …" above an admin page's heading. */
export function BackLink({ to, children }: { to: LinkProps['to']; children: ReactNode }) {
  return (
    <Link to={to} className="inline-flex items-center gap-2 text-sm text-muted hover:text-forest">
      <ArrowLeft className="size-4" aria-hidden /> {children}
    </Link>
  );
}
