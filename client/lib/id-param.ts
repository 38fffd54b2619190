import { notFound } from '@tanstack/react-router';
import { idFromPath } from '../../shared/routes';

/**
 * The `params` of a route whose `$id` is a row id (/admin/posts/$id/edit …): a number in the
 * component, and the not-found page for anything that is not a row id. Routes list it beside a
 * `component` of their own, in the route's options object, so that the router's code splitting
 * keeps the page out of the bundle every page loads.
 */
export const idParam = {
  parse: ({ id }: { id: string }) => {
    const value = idFromPath(id);
    if (value === null) throw notFound();
    return { id: value };
  },
  stringify: ({ id }: { id: number }) => ({ id: String(id) }),
};
