/** Reading the mail the server sent (outbox .eml files or an SMTP server's raw messages). */
import fs from 'node:fs';
import path from 'node:path';

/** The suite's server has no SMTP_URL: its mail lands here, beside its database. */
export const SUITE_OUTBOX = path.join(process.env.E2E_DATA_DIR!, 'outbox');

/** The readable mails to one address in an outbox folder, oldest first. */
export function outboxMailsTo(address: string, outbox = SUITE_OUTBOX): string[] {
  if (!fs.existsSync(outbox)) return [];
  return fs
    .readdirSync(outbox)
    .filter((name) => name.endsWith('.eml'))
    .sort()
    .map((name) => readable(fs.readFileSync(path.join(outbox, name), 'utf8')))
    .filter((message) => message.includes(`To: ${address}`));
}

/** The message's headers unfolded and its body with quoted-printable soft breaks and escapes undone. */
export function readable(raw: string): string {
  const unfolded = raw.replace(/\r\n/g, '\n').replace(/\n[ \t]+/g, ' ');
  // Only the body is quoted-printable: a header's "token=EA…" is not an escape.
  const end = unfolded.indexOf('\n\n');
  const headers = end < 0 ? unfolded : unfolded.slice(0, end);
  const body = end < 0 ? '' : unfolded.slice(end);
  return (
    headers +
    body
      .replace(/=\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
  );
}

/** Polls `find` until it returns something (a mail arriving), or fails naming `what`. */
export async function waitFor<T>(what: string, find: () => T | undefined, ms = 30_000): Promise<T> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    const found = find();
    if (found !== undefined) return found;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`timed out waiting for ${what}`);
}
