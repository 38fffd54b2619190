import { useEffect } from 'react';

/**
 * Keeps the document title of a page whose title comes from its data (a post, a product): the
 * server puts it in the HTML it sends; after a navigation in the browser the page sets it once its
 * data is there. Routes with a fixed title give it in their `head()` instead.
 */
export function useDocumentTitle(title: string | undefined): void {
  useEffect(() => {
    if (title) document.title = title;
  }, [title]);
}
