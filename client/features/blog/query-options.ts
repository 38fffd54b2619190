/** A missing post is not retried; a post stays fresh for a minute. (Kept apart from the page so
 * that the route definition, loaded on every page, does not pull the post page in.) */
export const POST_QUERY_OPTIONS = { retry: false, staleTime: 60_000 } as const;
