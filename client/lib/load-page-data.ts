import type { RouterContext } from '../routes/__root';

const quietly = <T>(read: Promise<T>) => read.catch(() => undefined);

/**
 * A route loader's reads (each with the query options its page uses). The server awaits them, so
 * that it renders the page once, with its data. In the browser a navigation shows the page at
 * once, with its own loading and failure states while they load; after a server render
 * they come from the hydrated cache. A failed read is for the page to show: it never fails the
 * route. On the server it gives the first read's data (what the page is about, for its head).
 */
export function loadPageData<T>(
  context: RouterContext,
  main: Promise<T>,
  ...others: Promise<unknown>[]
): Promise<T | undefined> | undefined {
  const all = Promise.all([quietly(main), ...others.map(quietly)]).then(([data]) => data);
  return context.renderingOnServer ? all : undefined;
}
