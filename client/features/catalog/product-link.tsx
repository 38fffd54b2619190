import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';

/** A link to a product's page, /product/<id>. */
export function ProductLink({
  productId,
  className,
  children,
  'data-testid': testId,
}: {
  productId: number;
  className?: string;
  children: ReactNode;
  'data-testid'?: string;
}) {
  return (
    <Link
      to="/product/$id"
      params={{ id: String(productId) }}
      className={className}
      data-testid={testId}
    >
      {children}
    </Link>
  );
}
