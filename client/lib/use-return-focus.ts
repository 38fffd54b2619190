import { useEffect, useRef, type RefObject } from 'react';

/**
 * Like a dialog trigger: when a panel opened by this button closes, focus goes back to the button.
 * For panels whose code loads on the first tap, so that no dialog library renders the trigger.
 */
export function useReturnFocus(open: boolean): RefObject<HTMLButtonElement | null> {
  const buttonRef = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);
  useEffect(() => {
    if (wasOpen.current && !open) buttonRef.current?.focus();
    wasOpen.current = open;
  }, [open]);
  return buttonRef;
}
