import crypto from 'node:crypto';

/** A secret for a link or a cookie: `bytes` from the CSPRNG (128 bits unless told), URL-safe. */
export function newToken(bytes = 16): string {
  return crypto.randomBytes(bytes).toString('base64url');
}

/** What is stored of a token: its SHA-256, so that a copy of the database opens no link. */
export function hashToken(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex');
}
