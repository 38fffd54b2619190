import type { ReactNode } from 'react';

/** A calm long-read layout for the information pages (privacy, contact, sitemap). */
export function InfoPage({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  return (
    <article className="container-page max-w-3xl py-12 sm:py-16">
      <h1 className="font-display text-4xl text-forest sm:text-5xl">{title}</h1>
      {intro && <p className="mt-4 text-lg text-muted">{intro}</p>}
      <div className="mt-10 space-y-8 leading-relaxed text-ink/90 [&_h2]:font-display [&_h2]:text-2xl [&_h2]:text-forest [&_li]:ml-5 [&_li]:list-disc [&_p+p]:mt-3 [&_ul]:mt-3 [&_ul]:space-y-1">
        {children}
      </div>
    </article>
  );
}
