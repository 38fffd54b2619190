/**
 * Assistant replies as Markdown (its own lazy chunk). Model output is untrusted (OWASP LLM05):
 * raw HTML is skipped, images are never rendered (no requests to hosts a reply names), and links
 * open in a new tab without access to this page.
 */
import ReactMarkdown, { type Components } from 'react-markdown';

const components: Components = {
  a: ({ href, children }) => (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer nofollow"
      className="font-medium text-forest underline underline-offset-2 hover:text-forest-dark"
    >
      {children}
    </a>
  ),
  p: ({ children }) => <p className="my-2 first:mt-0 last:mb-0">{children}</p>,
  ul: ({ children }) => <ul className="my-2 list-disc space-y-1.5 pl-5">{children}</ul>,
  ol: ({ children }) => <ol className="my-2 list-decimal space-y-1.5 pl-5">{children}</ol>,
  strong: ({ children }) => <strong className="font-semibold text-ink">{children}</strong>,
  h1: ({ children }) => <p className="my-2 font-display text-lg">{children}</p>,
  h2: ({ children }) => <p className="my-2 font-display text-lg">{children}</p>,
  h3: ({ children }) => <p className="my-2 font-semibold">{children}</p>,
  code: ({ children }) => (
    <code className="rounded bg-sand-light px-1 text-[0.9em]">{children}</code>
  ),
};

export default function Markdown({ text }: { text: string }) {
  return (
    <ReactMarkdown skipHtml disallowedElements={['img']} components={components}>
      {text}
    </ReactMarkdown>
  );
}
