import { Suspense, use, useEffect, useRef, useState, type ReactNode } from 'react';
import { isHydrating } from '@/lib/hydration';

/** Holds back the hydration of server HTML until it is opened. */
interface Gate {
  opened: boolean;
  /** Its item has been committed: a render after that is an update. */
  committed: boolean;
  commit: () => void;
  promise: Promise<void>;
  open: () => void;
}

function createGate(): Gate {
  let resolve!: () => void;
  const gate: Gate = {
    opened: false,
    committed: false,
    commit: () => {
      gate.committed = true;
    },
    promise: new Promise<void>((done) => (resolve = done)),
    open: () => {
      gate.opened = true;
      // Marked as React marks a settled promise, so that use() reads it without suspending.
      Object.assign(gate.promise, { status: 'fulfilled', value: undefined });
      resolve();
    },
  };
  return gate;
}

/**
 * use() on every render while there is a gate: React replays a suspended render and warns when
 * the replay skips the use() the first attempt made.
 */
function Gated({ gate, children }: { gate: Gate | null; children: ReactNode }) {
  if (gate) use(gate.promise);
  return children;
}

/**
 * Signs that the shopper is about to use an item not hydrated yet. React hydrates a boundary in
 * the middle of a click only if it can at once; if it cannot (a closed gate), it stops the event
 * and the click is lost. So the gate opens on these, listened to on the document in the capture
 * phase, before React's own listener on the root sees them.
 */
const INTENT_EVENTS = ['pointerdown', 'focusin', 'keydown', 'click'] as const;
const waiting = new Map<Element, () => void>();

function openOnIntent(event: Event) {
  const target = event.target;
  if (!(target instanceof Node)) return;
  for (const [item, open] of waiting) if (item.contains(target)) open();
}

function watchIntent(item: Element, open: () => void): () => void {
  if (waiting.size === 0)
    for (const type of INTENT_EVENTS) document.addEventListener(type, openOnIntent, true);
  waiting.set(item, open);
  return () => {
    waiting.delete(item);
    if (waiting.size === 0)
      for (const type of INTENT_EVENTS) document.removeEventListener(type, openOnIntent, true);
  };
}

/** How far below the screen a card starts to hydrate, so that it is ready when scrolled to. */
const AHEAD = '300px';

/**
 * A list item (or block) whose server-rendered content hydrates when it comes near the screen, or
 * when the shopper presses, focuses or types in it, not with the rest of the page: a catalogue page
 * has 24 cards and a phone shows two to four; a product page's ingredients and reviews start below
 * the first screen (total blocking time; decision 0018). Until then React keeps the server's HTML.
 * Rendered in the browser (after a navigation), it renders at once.
 *
 * Give it stable children (a memoised card): were it to re-render before it has hydrated, it
 * hydrates then, since React would otherwise drop its server HTML for the fallback.
 */
export function HydrateOnVisible({
  as: Element = 'li',
  className,
  children,
}: {
  /** The element around the content: a list item, or a block of a page's sections. */
  as?: 'li' | 'div';
  className?: string;
  children: ReactNode;
}) {
  const [gate] = useState(() =>
    typeof window !== 'undefined' && isHydrating() ? createGate() : null,
  );
  const itemRef = useRef<HTMLLIElement & HTMLDivElement>(null);
  // An update before the item hydrated: hydrate now, or React would drop its HTML for the fallback.
  if (gate?.committed && !gate.opened) gate.open();

  useEffect(() => {
    const item = itemRef.current;
    if (!gate || gate.opened) return;
    gate.commit();
    if (!item || typeof IntersectionObserver === 'undefined') {
      gate.open();
      return;
    }
    const open = () => {
      stop();
      gate.open();
    };
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) open();
      },
      { rootMargin: `${AHEAD} 0px` },
    );
    observer.observe(item);
    const unwatch = watchIntent(item, open);
    function stop() {
      observer.disconnect();
      unwatch();
    }
    return stop;
  }, [gate]);

  return (
    <Element ref={itemRef} className={className}>
      <Suspense fallback={null}>
        <Gated gate={gate}>{children}</Gated>
      </Suspense>
    </Element>
  );
}
