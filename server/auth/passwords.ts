import argon2 from 'argon2';
import { dictionary } from '@zxcvbn-ts/language-common';
import pLimit from 'p-limit';

export const MIN_PASSWORD_LENGTH = 12;
export const MAX_PASSWORD_LENGTH = 256;

// OWASP ASVS / Password Storage Cheat Sheet: argon2id with m ≥ 19 MiB, t = 2, p = 1.
const HASH_OPTIONS = {
  type: argon2.argon2id,
  memoryCost: 19 * 1024,
  timeCost: 2,
  parallelism: 1,
} as const;

let commonPasswords: Set<string> | undefined;
function isCommon(password: string): boolean {
  commonPasswords ??= new Set(
    (dictionary['passwords-common'] as unknown as string[]).map((p) => p.toLowerCase()),
  );
  return commonPasswords.has(password.toLowerCase());
}

/** No composition rules (ASVS 6.2.5): only length and the common-password list. */
export function passwordProblem(password: string): string | null {
  if (password.length < MIN_PASSWORD_LENGTH) {
    return `Password must be at least ${MIN_PASSWORD_LENGTH} characters.`;
  }
  if (password.length > MAX_PASSWORD_LENGTH) {
    return `Password must be at most ${MAX_PASSWORD_LENGTH} characters.`;
  }
  if (isCommon(password)) return 'This password is too common. Please choose another one.';
  return null;
}

/**
 * argon2 runs in libuv's thread pool (4 threads), which file reads, compression and image work
 * share. At most two hashes run at once, so a burst of sign-ins queues here instead of starving
 * the pool.
 */
const argon2Slots = pLimit(2);

export function hashPassword(password: string): Promise<string> {
  return argon2Slots(() => argon2.hash(password, HASH_OPTIONS));
}

export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await argon2Slots(() => argon2.verify(hash, password));
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;
/** Spends the same time as a real check, so a wrong email cannot be told from a wrong password. */
export async function verifyAgainstDummy(password: string): Promise<void> {
  dummyHash ??= hashPassword('dummy password for timing only');
  await verifyPassword(await dummyHash, password);
}
