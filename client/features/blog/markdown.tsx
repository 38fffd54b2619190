/**
 * Article bodies rendered from Markdown with react-markdown. Loaded lazily (see post-page.tsx) so
 * the public first load carries no Markdown code. Raw HTML in the text is never rendered.
 */
import { useRouter } from '@tanstack/react-router';
import type { ComponentProps, MouseEvent, ReactNode } from 'react';
import ReactMarkdown, { type Components } from 'react-markdown';

function isInternal(href: string | undefined): href is string {
  return Boolean(href && href.startsWith('/') && !href.startsWith('//'));
}

/** A site link inside an article: client-side navigation, query string included. */
function InternalLink({
  href,
  className,
  children,
}: {
  href: string;
  className: string;
  children: ReactNode;
}) {
  const router = useRouter();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) {
      return;
    }
    event.preventDefault();
    router.history.push(href);
  };
  return (
    <a href={href} className={className} onClick={onClick}>
      {children}
    </a>
  );
}

const components: Components = {
  h1: ({ node: _node, ...props }) => (
    <h2 className="mt-12 mb-4 font-display text-3xl leading-tight text-forest" {...props} />
  ),
  h2: ({ node: _node, ...props }) => (
    <h2
      className="mt-12 mb-4 font-display text-2xl leading-tight text-forest sm:text-3xl"
      {...props}
    />
  ),
  h3: ({ node: _node, ...props }) => (
    <h3 className="mt-8 mb-3 font-display text-xl text-forest sm:text-2xl" {...props} />
  ),
  h4: ({ node: _node, ...props }) => <h4 className="mt-6 mb-2 font-semibold text-ink" {...props} />,
  p: ({ node: _node, ...props }) => <p className="my-5" {...props} />,
  ul: ({ node: _node, ...props }) => (
    <ul className="my-5 list-disc space-y-2 pl-6 marker:text-sage" {...props} />
  ),
  ol: ({ node: _node, ...props }) => (
    <ol
      className="my-5 list-decimal space-y-2 pl-6 marker:font-semibold marker:text-forest"
      {...props}
    />
  ),
  li: ({ node: _node, ...props }) => <li className="pl-1" {...props} />,
  blockquote: ({ node: _node, ...props }) => (
    <blockquote
      className="my-8 rounded-r-2xl border-l-4 border-sage bg-sage-light/50 px-6 py-4 font-display text-lg text-forest [&>p]:my-2"
      {...props}
    />
  ),
  strong: ({ node: _node, ...props }) => <strong className="font-semibold text-ink" {...props} />,
  em: ({ node: _node, ...props }) => <em className="italic" {...props} />,
  hr: () => <hr className="my-10 border-line" />,
  code: ({ node: _node, ...props }) => (
    <code className="rounded bg-sand-light px-1.5 py-0.5 text-[0.9em]" {...props} />
  ),
  img: ({ node: _node, alt, ...props }) => (
    <img className="my-8 w-full rounded-2xl" loading="lazy" alt={alt ?? ''} {...props} />
  ),
  a: ({ node: _node, href, children, ...props }) => {
    const className =
      'font-medium text-forest underline decoration-sage decoration-2 underline-offset-4 hover:decoration-forest';
    if (isInternal(href)) {
      return (
        <InternalLink href={href} className={className}>
          {children}
        </InternalLink>
      );
    }
    return (
      <a href={href} className={className} target="_blank" rel="noopener noreferrer" {...props}>
        {children}
      </a>
    );
  },
};

export default function Markdown({
  children,
  ...props
}: { children: string } & ComponentProps<'div'>) {
  return (
    <div {...props}>
      <ReactMarkdown components={components} skipHtml>
        {children}
      </ReactMarkdown>
    </div>
  );
}
