import { useState } from 'react';

/**
 * True from the first time `open` is true: a panel whose code loads on demand mounts then and
 * stays mounted, so that closing it still animates.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}
