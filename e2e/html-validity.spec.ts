import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { test, expect } from '@playwright/test';
import { PUBLIC_ROUTES } from './routes';

/**
 * The HTML the server renders passes the W3C Nu HTML Checker (npm `vnu-jar`, on the machine's
 * Java): axe checks what assistive technology sees, the validator what browsers must repair.
 * CSS messages are left out: the checker does not know Tailwind 4's at-rules and properties.
 */
const vnuJar = createRequire(import.meta.url).resolve('vnu-jar/build/dist/vnu.jar');

interface VnuMessage {
  type: string;
  url: string;
  message: string;
  extract?: string;
}

test('every public page is valid HTML as the server sends it', async ({ request }) => {
  test.setTimeout(120_000);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'puur-html-'));
  const files = new Map<string, string>();
  for (const [index, route] of PUBLIC_ROUTES.entries()) {
    const res = await request.get(route.path);
    const html = await res.text();
    const file = path.join(dir, `page-${index}.html`);
    fs.writeFileSync(file, html);
    files.set(file, route.path);
  }
  expect(files.size).toBeGreaterThan(5);
  const run = spawnSync(
    'java',
    ['-jar', vnuJar, '--errors-only', '--format', 'json', ...files.keys()],
    {
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  expect(run.error, 'java must be installed (Debian: default-jre-headless)').toBeUndefined();
  const messages = (
    JSON.parse(run.stderr || '{"messages":[]}') as { messages: VnuMessage[] }
  ).messages
    .filter((m) => m.type === 'error' && !m.message.startsWith('CSS:'))
    .map(
      (m) => `${files.get(m.url.replace('file:', '')) ?? m.url}: ${m.message} ${m.extract ?? ''}`,
    );
  expect(messages).toEqual([]);
});
