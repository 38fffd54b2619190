import { describe, expect, it } from 'vitest';
import { hashPassword, passwordProblem, verifyPassword } from './passwords';

describe('password policy', () => {
  it('wants at least 12 characters and no composition rules', () => {
    expect(passwordProblem('short pass')).toMatch(/at least 12 characters/);
    expect(passwordProblem('all lowercase words here')).toBeNull();
    expect(passwordProblem('x'.repeat(257))).toMatch(/at most 256/);
  });

  it('refuses common passwords whatever their case', () => {
    expect(passwordProblem('qwerty123456')).toMatch(/too common/);
    expect(passwordProblem('QWERTY123456')).toMatch(/too common/);
  });
});

describe('argon2id hashing', () => {
  it('verifies the right password only', async () => {
    const hash = await hashPassword('calm green meadow 42');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
    expect(await verifyPassword(hash, 'calm green meadow 42')).toBe(true);
    expect(await verifyPassword(hash, 'calm green meadow 43')).toBe(false);
    expect(await verifyPassword('not a hash', 'anything')).toBe(false);
  });
});
