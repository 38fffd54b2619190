import type { ReactNode } from 'react';

export function PageHeading({ title, subtitle }: { title: string; subtitle?: ReactNode }) {
  return (
    <div className="py-10 text-center sm:py-14">
      <h1 className="font-display text-3xl tracking-[0.12em] text-forest uppercase sm:text-5xl">
        {title}
      </h1>
      {subtitle && <p className="mx-auto mt-4 max-w-2xl text-muted">{subtitle}</p>}
    </div>
  );
}
