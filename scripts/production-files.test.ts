/**
 * The files the production guide (docs/production.md) tells people to copy are checked by the
 * tools that will read them: the systemd unit by `systemd-analyze verify`, the Caddyfile by
 * `caddy validate`. Without a tool the check is skipped with a message, except with CI set, where
 * it fails (CI installs Debian's systemd and caddy).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '..');
const GUIDE_FILES = path.join(ROOT, 'docs', 'production');

function hasTool(name: string): boolean {
  return spawnSync('sh', ['-c', `command -v ${name}`], { stdio: 'ignore' }).status === 0;
}

/** Runs `check` when `tool` is installed; otherwise skips, or fails under CI. */
function withTool(tool: string, debianPackage: string, check: () => void) {
  return (context: { skip: (note?: string) => void }) => {
    if (!hasTool(tool)) {
      const note = `${tool} is not installed (Debian: apt-get install ${debianPackage})`;
      if (process.env.CI) throw new Error(`${note}: CI must check the production files`);
      context.skip(note);
    }
    check();
  };
}

describe("the production guide's files", () => {
  it(
    'puur.service passes systemd-analyze verify',
    withTool('systemd-analyze', 'systemd', () => {
      let unit = fs.readFileSync(path.join(GUIDE_FILES, 'puur.service'), 'utf8');
      // The guide's Node is Debian's /usr/bin/node; where it is elsewhere (CI), verify that one.
      if (!fs.existsSync('/usr/bin/node'))
        unit = unit.replaceAll('/usr/bin/node', process.execPath);
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'puur-unit-'));
      const file = path.join(dir, 'puur.service');
      fs.writeFileSync(file, unit);
      try {
        const run = spawnSync('systemd-analyze', ['verify', file], { encoding: 'utf8' });
        // A mistyped key or value is only a warning ("…, ignoring"): any line about the unit fails.
        const aboutUnit = `${run.stdout}\n${run.stderr}`
          .split('\n')
          .filter((line) => line.includes('puur.service'));
        expect(aboutUnit).toEqual([]);
        expect(run.status, run.stderr).toBe(0);
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    }),
  );

  it(
    'the Caddyfile passes caddy validate',
    withTool('caddy', 'caddy', () => {
      const run = spawnSync(
        'caddy',
        ['validate', '--adapter', 'caddyfile', '--config', path.join(GUIDE_FILES, 'Caddyfile')],
        { encoding: 'utf8' },
      );
      const output = `${run.stdout}\n${run.stderr}`;
      expect(run.status, output).toBe(0);
      expect(output).toContain('Valid configuration');
      // Caddy warns (and still validates) when the file is not in its own format.
      expect(output).not.toMatch(/not formatted/i);
    }),
  );
});
