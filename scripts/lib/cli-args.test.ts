import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** Runs a command-line script as npm would, without npm's own banner. */
function run(script: string, args: string[]) {
  return spawnSync(process.execPath, ['--import', 'tsx', `scripts/${script}`, ...args], {
    cwd: ROOT,
    encoding: 'utf8',
    timeout: 60_000,
  });
}

describe('the benchmark scripts read their options', () => {
  it.each(['bench.ts', 'soak.ts'])('%s --help prints the usage and exits 0', (script) => {
    const result = run(script, ['--help']);
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(/^Usage: npm run (bench|soak)/);
    expect(result.stdout).toContain('--products N');
  });

  it('an unknown option names itself, shows the usage and exits 1', () => {
    const result = run('bench.ts', ['--bogus']);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain("Unknown option '--bogus'");
    expect(result.stderr).toContain('Usage: npm run bench');
  });
});
