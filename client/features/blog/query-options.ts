import { ALL_TOPICS, BLOG_LANDING_LIMIT } from '../../../shared/blog-constants';

// Kept apart from the pages, so that the route definitions, loaded on every page, do not pull the
// pages in.

/** A missing post is not retried; a post stays fresh for a minute. */
export const POST_QUERY_OPTIONS = { retry: false, staleTime: 60_000 } as const;

/** The articles of Clear Reasons stay fresh for a minute. */
export const BLOG_LIST_OPTIONS = { staleTime: 60_000 } as const;

export { blogLandingSearch } from '../../../shared/blog-constants';

/** The blog.list input of Clear Reasons for a topic, a search and a page (its first load: none). */
export function blogListInput(topic: string = ALL_TOPICS, search = '', page?: number) {
  return {
    topic: topic === ALL_TOPICS ? undefined : topic,
    search: search || undefined,
    limit: BLOG_LANDING_LIMIT,
    ...(page && page > 1 ? { page } : {}),
  };
}
