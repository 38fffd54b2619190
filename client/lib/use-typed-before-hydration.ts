import { useEffect, useRef, useState, type ChangeEvent, type RefObject } from 'react';

/**
 * A server-rendered field can be typed into before React hydrates the page: the text stays in the
 * box, but the component's state still holds the server's value, so the text was never applied.
 * Once hydrated, this hands the typed text to `apply`, as if the shopper had typed a moment later.
 * Attach the returned ref to the field.
 */
export function useTypedBeforeHydration<T extends HTMLInputElement | HTMLTextAreaElement>(
  stateValue: string,
  apply: (typed: string) => void,
): RefObject<T | null> {
  const ref = useRef<T>(null);
  useEffect(() => {
    const typed = ref.current?.value;
    if (typed !== undefined && typed !== stateValue) apply(typed);
    // Once, right after hydration: later typing goes through onChange.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return ref;
}

/**
 * The text of a server-rendered field that needs nothing else: its state, and the props that bind
 * the field to it (`<input {...field} />`), text typed before hydration included.
 */
export function useTextField(): [
  text: string,
  setText: (text: string) => void,
  field: {
    ref: RefObject<HTMLInputElement | null>;
    value: string;
    onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  },
] {
  const [text, setText] = useState('');
  const ref = useTypedBeforeHydration<HTMLInputElement>(text, setText);
  return [text, setText, { ref, value: text, onChange: (event) => setText(event.target.value) }];
}
