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
      resolve();
    },
  };
  return gate;
}

function Gated({ gate, children }: { gate: Gate | null; children: ReactNode }) {
  if (gate && !gate.opened) use(gate.promise);
  return children;
}

/**
 * The first sign of a click or a key on an item not hydrated yet: React hydrates a boundary in the
 * middle of a click only if it can at once, and drops the click if it cannot (a closed gate), so
 * the gate opens at the pointer's press or the focus, before the click.
 */
const INTENT_EVENTS = ['pointerdown', 'focusin'] as const;

/** How far below the screen a card starts to hydrate, so that it is ready when scrolled to. */
const AHEAD = '300px';

/**
 * A list item whose server-rendered content hydrates when it comes near the screen, not with the
 * rest of the page: a catalogue page has 24 cards and a phone shows two to four (issue 18, total
 * blocking time). React keeps the server's HTML of a boundary that is not hydrated yet. Rendered in
 * the browser (a navigation), it renders at once.
 *
 * Give it stable children (a memoised card): were it to re-render before it has hydrated, it
 * hydrates then, since React would otherwise drop its server HTML for the fallback.
 */
export function HydrateOnVisible({
  className,
  children,
}: {
  className?: string;
  children: ReactNode;
}) {
  const [gate] = useState(() =>
    typeof window !== 'undefined' && isHydrating() ? createGate() : null,
  );
  const itemRef = useRef<HTMLLIElement>(null);
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
      observer.disconnect();
      for (const type of INTENT_EVENTS) item.removeEventListener(type, open);
      gate.open();
    };
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) open();
      },
      { rootMargin: `${AHEAD} 0px` },
    );
    observer.observe(item);
    for (const type of INTENT_EVENTS) item.addEventListener(type, open, { passive: true });
    return () => {
      observer.disconnect();
      for (const type of INTENT_EVENTS) item.removeEventListener(type, open);
    };
  }, [gate]);

  return (
    <li ref={itemRef} className={className}>
      <Suspense fallback={null}>
        <Gated gate={gate}>{children}</Gated>
      </Suspense>
    </li>
  );
}
