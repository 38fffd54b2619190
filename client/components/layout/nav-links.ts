export const NAV_LINKS = [
  { to: '/clean-products', label: 'CLEAN PRODUCTS' },
  { to: '/clear-reasons', label: 'CLEAR REASONS' },
  { to: '/personal-assistant', label: 'PERSONAL ASSISTANT' },
] as const;
