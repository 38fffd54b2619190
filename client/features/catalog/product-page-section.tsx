/** The frame of each section of the product page below its first screen. */
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '@/lib/utils';

export function SectionTitle({ id, children }: { id: string; children: ReactNode }) {
  return (
    <h2 id={id} className="label-caps font-sans text-forest">
      {children}
    </h2>
  );
}

/** A section named by its title (the heading's id is what the section is labelled by). */
export function ProductPageSection({
  headingId,
  title,
  className = 'py-12',
  children,
  ...props
}: Omit<ComponentProps<'section'>, 'title' | 'aria-labelledby'> & {
  headingId: string;
  title: ReactNode;
}) {
  return (
    <section aria-labelledby={headingId} className={className} {...props}>
      <SectionTitle id={headingId}>{title}</SectionTitle>
      {children}
    </section>
  );
}

/** A block whose style, layout and paint wait until it nears the screen (see the stylesheet). */
export function OffscreenSection({
  className,
  children,
}: {
  className?: string;
  children: ReactNode;
}) {
  return <div className={cn('offscreen-section', className)}>{children}</div>;
}
