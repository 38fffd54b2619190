import { useEffect, useRef } from 'react';

/**
 * Shows a mail's HTML as mailed, inside a shadow root so that neither the admin's styles nor the
 * mail's reach the other. The HTML is parsed with DOMParser (an inert document: nothing in it
 * runs); the server escapes everything it puts in a mail. Not an iframe: a sandboxed frame cannot
 * be read by accessibility checkers, which then wait on it.
 */
export function MailHtmlPreview({ html, label }: { html: string; label: string }) {
  const host = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = host.current;
    if (!element) return;
    const root = element.shadowRoot ?? element.attachShadow({ mode: 'open' });
    const parsed = new DOMParser().parseFromString(html, 'text/html');
    for (const node of parsed.querySelectorAll('script, iframe, object, embed, link, meta, title'))
      node.remove();
    const page = document.createElement('div');
    page.setAttribute('style', parsed.body.getAttribute('style') ?? '');
    page.append(...Array.from(parsed.body.childNodes, (node) => document.importNode(node, true)));
    root.replaceChildren(page);
  }, [html]);
  return (
    <div
      ref={host}
      role="region"
      aria-label={label}
      className="mt-4 max-h-[28rem] overflow-auto rounded-xl border border-line bg-white"
    />
  );
}
