import type { MouseEvent } from 'react';

/**
 * The click handler of a button on a product card. Cards are links: the click runs `action` and
 * neither follows the link nor reaches it.
 */
export function cardAction(action: () => void) {
  return (event: MouseEvent) => {
    event.preventDefault();
    event.stopPropagation();
    action();
  };
}
