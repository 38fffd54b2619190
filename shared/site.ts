/** Site-wide constants. The name can be overridden at run time with SITE_NAME (see server/env.ts). */
export const DEFAULT_SITE_NAME = 'Puur';
export const TAGLINE = 'Beautiful non-toxic products, that are just right for you.';
export const BANNER_TEXT = 'NEW: Analyze your products with our AI Personal Assistant. Try it now.';
export const SOCIAL_PROFILE_URL = 'https://www.instagram.com/puur.clean/';
