/**
 * Article bodies: Markdown drawn by react-markdown into HTML on the server (server/blog/router.ts
 * sends it with the post), so the browser shows the article without loading or running a Markdown
 * parser during start-up. Raw HTML in the text is never rendered: react-markdown skips it, drops
 * unsafe link targets (javascript: and the like) and React escapes every text and attribute, so the
 * result is safe to insert as it is. Tailwind finds its classes through the `@source` line of
 * client/styles.css (Vite's root, where Tailwind looks by itself, is client/).
 */
import { createElement, type ComponentProps, type JSX } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import ReactMarkdown, { type Components, type ExtraProps } from 'react-markdown';
import { isInternalHref } from './article-html-links';

/** A Markdown element drawn as `tag` in the article's style (react-markdown's `node` left out). */
function styled<Tag extends keyof JSX.IntrinsicElements>(tag: Tag, className: string) {
  return function StyledElement({ node: _node, ...props }: ComponentProps<Tag> & ExtraProps) {
    return createElement(tag, { className, ...props });
  };
}

const LINK_CLASS =
  'font-medium text-forest underline decoration-sage decoration-2 underline-offset-4 hover:decoration-forest';

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
  a: ({ node: _node, href, children, ...props }) =>
    isInternalHref(href) ? (
      <a href={href} className={LINK_CLASS}>
        {children}
      </a>
    ) : (
      <a href={href} className={LINK_CLASS} target="_blank" rel="noopener noreferrer" {...props}>
        {children}
      </a>
    ),
};

/** The HTML of an article's Markdown (the inside of its `post-content` element). */
export function renderArticleHtml(markdown: string): string {
  return renderToStaticMarkup(
    <ReactMarkdown components={components} skipHtml>
      {markdown}
    </ReactMarkdown>,
  );
}
