import { useId, useState, useSyncExternalStore, type ReactNode } from 'react';
import { isHydrating } from '@/lib/hydration';

/**
 * What keeps the server's HTML in place: an element whose content is `dangerouslySetInnerHTML`.
 * Production React neither compares that content with the DOM when hydrating nor writes it while
 * it stays the same, so an empty string leaves the server's elements untouched; reading them back
 * as text would serialise a thousand elements (10 ms on this machine). Development React compares,
 * so it gets the real HTML.
 */
function keptServerHtml(id: string, media: string): string | null {
  if (!isHydrating() || window.matchMedia(media).matches) return null;
  const element = document.getElementById(id);
  if (!element) return null;
  return import.meta.env.DEV ? element.innerHTML : '';
}

function subscribeTo(media: string) {
  return (onChange: () => void) => {
    const query = window.matchMedia(media);
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  };
}

/**
 * Content that only shows when `media` matches (the catalogue's side panel, CSS-hidden on phones).
 * Where it does not match, the server's HTML stays as it is, unhydrated, instead of React hydrating
 * a thousand hidden elements (total blocking time; decision 0018); after a navigation in the
 * browser it is not rendered at all. Once `media` matches (a phone turned, a window widened) it
 * renders.
 */
export function StaticUntilMedia({
  media,
  active = false,
  className,
  children,
}: {
  media: string;
  /** Renders even where `media` does not match (the panel shown in a drawer on a phone). */
  active?: boolean;
  className?: string;
  children: ReactNode;
}) {
  const id = useId();
  const [serverHtml] = useState(() => keptServerHtml(id, media));
  const [subscribe] = useState(() => subscribeTo(media));
  const matches = useSyncExternalStore(
    subscribe,
    () => window.matchMedia(media).matches,
    // The server renders the content; so does hydration, unless the HTML was kept above.
    () => serverHtml === null,
  );
  if (matches || active) {
    return (
      <div id={id} className={className}>
        {children}
      </div>
    );
  }
  return (
    <div
      id={id}
      className={className}
      dangerouslySetInnerHTML={serverHtml === null ? undefined : { __html: serverHtml }}
    />
  );
}
