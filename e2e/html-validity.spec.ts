import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { expectNoSeriousViolations } from './axe';
import { test, expect } from './shopper';
import { POSTED_PAGES } from './posted-pages';
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

test('every public page is valid HTML as the server sends it, also in answer to a form post', async ({
  request,
  baseURL,
}) => {
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
  for (const [index, posted] of POSTED_PAGES.entries()) {
    const res = await request.post(posted.path, {
      form: posted.form,
      headers: { origin: baseURL! },
      maxRedirects: 0,
    });
    expect(res.status(), posted.name).toBe(posted.status);
    const file = path.join(dir, `posted-${index}.html`);
    fs.writeFileSync(file, await res.text());
    files.set(file, `${posted.path} (${posted.name})`);
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

/**
 * The page a form post is answered with, as a shopper without JavaScript gets it (the scripts are
 * not loaded): no serious accessibility problem, errors and typed values included.
 */
test('pages answering a form post have no serious accessibility problem', async ({ browser }) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  await context.route('**/*.js', (route) => route.abort());
  const page = await context.newPage();
  for (const posted of POSTED_PAGES) {
    // The form's fields, posted by the browser from the form's own page.
    await page.goto(posted.form.back!);
    const answer = page.waitForResponse((res) => res.url().endsWith(posted.path));
    await page.evaluate(
      ({ action, fields }) => {
        const form = Object.assign(document.createElement('form'), { method: 'post', action });
        for (const [name, value] of Object.entries(fields))
          form.append(
            Object.assign(document.createElement('input'), { type: 'hidden', name, value }),
          );
        document.body.append(form);
        form.submit();
      },
      { action: posted.path, fields: posted.form },
    );
    expect((await answer).status(), posted.name).toBe(posted.status);
    await page.waitForURL((url) => url.pathname === posted.path, { waitUntil: 'load' });
    await expectNoSeriousViolations(page, posted.name);
  }
  await context.close();
});
