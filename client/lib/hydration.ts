/**
 * Whether the page may still hold server HTML that React has not hydrated: from `hydrateRoot` until
 * the first navigation to another URL (client/main.tsx). Suspense boundaries hydrate after the
 * root's first commit, so that commit does not end it.
 */
let hydrating = false;

export function setHydrating(value: boolean): void {
  hydrating = value;
}

export function isHydrating(): boolean {
  return hydrating;
}
