import { DEFAULT_SITE_NAME } from '../../shared/site';

/** The server writes SITE_NAME into <meta name="application-name">; the client reads it once. */
export function siteName(): string {
  if (typeof document === 'undefined') return DEFAULT_SITE_NAME;
  return (
    document.querySelector<HTMLMetaElement>('meta[name="application-name"]')?.content ||
    DEFAULT_SITE_NAME
  );
}
