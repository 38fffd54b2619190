/**
 * A link to this site inside an article: drawn without a new tab on the server
 * (article-html.tsx) and followed by client-side navigation in the browser
 * (client/features/blog/post-page.tsx).
 */
export function isInternalHref(href: string | null | undefined): href is string {
  return Boolean(href && href.startsWith('/') && !href.startsWith('//'));
}
