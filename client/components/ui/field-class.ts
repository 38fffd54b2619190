/** What text inputs, text areas and selects share: the paper fill, the border, the focus ring. */
export const fieldClass =
  'w-full border border-line bg-paper px-4 text-sm text-ink placeholder:text-muted focus-visible:outline-2 focus-visible:outline-forest disabled:opacity-50 aria-invalid:border-danger';
