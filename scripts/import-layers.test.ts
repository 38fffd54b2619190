/**
 * Imports run only downward, and the lint rule says so for every direction: each layer is tried
 * with an import of every layer above it (refused) and of the layers below it (let through).
 */
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '..');
const eslint = new ESLint({ cwd: ROOT });

/** Whether the layer rule refuses `import … from '<specifier>'` in a file at `file`. */
async function refused(file: string, specifier: string, typeOnly = false): Promise<boolean> {
  const code = `import ${typeOnly ? 'type ' : ''}{ thing } from '${specifier}';\nexport type T = typeof thing;\n`;
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) });
  return result!.messages.some(
    (message) => message.ruleId === '@typescript-eslint/no-restricted-imports',
  );
}

const cases: [file: string, specifier: string, refused: boolean][] = [
  ['server/catalog/probe.ts', '../../client/lib/trpc', true],
  ['server/catalog/probe.ts', '@/lib/trpc', true],
  ['server/catalog/probe.ts', '../../scripts/synthetic', true],
  ['server/catalog/probe.ts', '../../shared/catalog', false],
  ['shared/probe.ts', '../server/app', true],
  ['shared/probe.ts', '../client/lib/trpc', true],
  ['shared/probe.ts', '../scripts/synthetic', true],
  ['client/lib/probe.ts', '../../scripts/synthetic', true],
  ['client/lib/probe.ts', '../../server/app', true],
  ['client/lib/probe.ts', '../../shared/catalog', false],
  ['scripts/probe.ts', '../client/lib/trpc', true],
  ['scripts/probe.ts', '../server/app', false],
  ['migrations/probe.ts', '../server/db/schema', true],
  ['migrations/postgres/probe.ts', '../../shared/catalog', true],
  ['migrations/probe.ts', '../scripts/synthetic', true],
  ['migrations/probe.ts', '../client/lib/trpc', true],
  ['migrations/probe.ts', './lib/columns', false],
  ['migrations/postgres/probe.ts', '../lib/steps', false],
];

describe('imports run only downward', () => {
  it.each(cases)('%s importing %s: refused %s', async (file, specifier, expected) => {
    expect(await refused(file, specifier)).toBe(expected);
  });

  it('the client reaches the server only through types', async () => {
    expect(await refused('client/lib/probe.ts', '../../server/app', true)).toBe(false);
    expect(await refused('shared/probe.ts', '../server/app', true)).toBe(true);
  });
});
