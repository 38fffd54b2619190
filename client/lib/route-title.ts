import type { AnyRouteMatch } from '@tanstack/react-router';

/** The document title the deepest route gives in its `head()`, if any. */
export function routeTitle(matches: readonly Pick<AnyRouteMatch, 'meta'>[]): string | undefined {
  for (let index = matches.length - 1; index >= 0; index--) {
    const title = matches[index]!.meta?.find((tag) => tag?.title)?.title;
    if (title) return title;
  }
  return undefined;
}
