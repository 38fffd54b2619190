import { notFound, useParams } from '@tanstack/react-router';
import type { ComponentType } from 'react';
import { idFromPath } from '../../shared/routes';

/**
 * The `params` of a route whose `$id` is a row id (/admin/posts/$id/edit …): a number in the
 * component, and the not-found page for anything that is not a row id.
 */
export const idParam = {
  parse: ({ id }: { id: string }) => {
    const value = idFromPath(id);
    if (value === null) throw notFound();
    return { id: value };
  },
  stringify: ({ id }: { id: number }) => ({ id: String(id) }),
};

/**
 * The options of a route that shows one row's page by its `$id`: the id parsed as above and handed
 * to the page as a number.
 */
export function idPage(Page: ComponentType<{ id: number }>) {
  return {
    params: idParam,
    component: function IdPage() {
      const id = useParams({ strict: false, select: (params) => params.id });
      if (typeof id !== 'number') throw notFound();
      return <Page id={id} />;
    },
  };
}
