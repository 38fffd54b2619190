import crypto from 'node:crypto';

/** 128 bits from the CSPRNG, URL-safe. */
export function newToken(): string {
  return crypto.randomBytes(16).toString('base64url');
}

export function hashToken(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex');
}
