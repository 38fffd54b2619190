/** The headline of a post in search results and link previews: its meta title, else its title. */
export function postHeadline(post: { meta_title: string | null; title: string }): string {
  return post.meta_title || post.title;
}

/** The document title of a post: its headline, then the site name. */
export function postDocumentTitle(
  post: { meta_title: string | null; title: string },
  siteName: string,
): string {
  return `${postHeadline(post)} | ${siteName}`;
}
