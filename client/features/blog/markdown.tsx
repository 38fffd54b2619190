/**
 * Article bodies rendered from Markdown with react-markdown. Loaded lazily (see post-page.tsx) so
 * the public first load carries no Markdown code. Raw HTML in the text is never rendered.
 */
import { useRouter } from '@tanstack/react-router';
import {
  createElement,
  type ComponentProps,
  type JSX,
  type MouseEvent,
  type ReactNode,
} from 'react';
import ReactMarkdown, { type Components, type ExtraProps } from 'react-markdown';

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

/** A Markdown element drawn as `tag` in the article's style (react-markdown's `node` left out). */
function styled<Tag extends keyof JSX.IntrinsicElements>(tag: Tag, className: string) {
  return function StyledElement({ node: _node, ...props }: ComponentProps<Tag> & ExtraProps) {
    return createElement(tag, { className, ...props });
  };
}

const components: Components = {
  h1: styled('h2', 'mt-12 mb-4 font-display text-3xl leading-tight text-forest'),
  h2: styled('h2', 'mt-12 mb-4 font-display text-2xl leading-tight text-forest sm:text-3xl'),
  h3: styled('h3', 'mt-8 mb-3 font-display text-xl text-forest sm:text-2xl'),
  h4: styled('h4', 'mt-6 mb-2 font-semibold text-ink'),
  p: styled('p', 'my-5'),
  ul: styled('ul', 'my-5 list-disc space-y-2 pl-6 marker:text-sage'),
  ol: styled('ol', 'my-5 list-decimal space-y-2 pl-6 marker:font-semibold marker:text-forest'),
  li: styled('li', 'pl-1'),
  blockquote: styled(
    'blockquote',
    'my-8 rounded-r-2xl border-l-4 border-sage bg-sage-light/50 px-6 py-4 font-display text-lg text-forest [&>p]:my-2',
  ),
  strong: styled('strong', 'font-semibold text-ink'),
  em: styled('em', 'italic'),
  hr: () => <hr className="my-10 border-line" />,
  code: styled('code', 'rounded bg-sand-light px-1.5 py-0.5 text-[0.9em]'),
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
