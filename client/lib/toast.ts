import type { ExternalToast } from 'sonner';

type Show = (message: string, data?: ExternalToast) => void;

/**
 * Sonner's `toast` for shoppers' pages, loaded with the first toast instead of with the page: a
 * shopper's toast follows a tap (a wishlist heart, a copied link), so neither the library nor its
 * Toaster is part of a page's first load. The first toast asks LazyToaster to mount the Toaster,
 * and is shown once it listens (sonner's Toaster only sees toasts raised after it mounted).
 */
let wanted = false;
const listeners = new Set<() => void>();
let toasterReady: () => void = () => {};
const toasterMounted = new Promise<void>((resolve) => {
  toasterReady = resolve;
});

/** Whether a toast has asked for the Toaster, and a way to hear when one does (for LazyToaster). */
export const toastDemand = {
  wanted: () => wanted,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/** Called by LazyToaster once sonner's Toaster has mounted and listens. */
export function markToasterMounted() {
  toasterReady();
}

function show(kind?: 'success' | 'error'): Show {
  return (message, data) => {
    if (!wanted) {
      wanted = true;
      for (const listener of listeners) listener();
    }
    void Promise.all([import('sonner'), toasterMounted]).then(([{ toast }]) =>
      (kind ? toast[kind] : toast)(message, data),
    );
  };
}

export const toast: Show & { success: Show; error: Show } = Object.assign(show(), {
  success: show('success'),
  error: show('error'),
});
