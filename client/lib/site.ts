import { DEFAULT_SITE_NAME } from '../../shared/site';

let serverSiteName: string | undefined;

/** Server rendering has no document to read the name from: the server sets it once. */
export function setServerSiteName(name: string): void {
  serverSiteName = name;
}

/** The server writes SITE_NAME into <meta name="application-name">; the client reads it once. */
export function siteName(): string {
  if (typeof document === 'undefined') return serverSiteName ?? DEFAULT_SITE_NAME;
  return (
    document.querySelector<HTMLMetaElement>('meta[name="application-name"]')?.content ||
    DEFAULT_SITE_NAME
  );
}
