import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { demoProducts } from '../server/seed/demo-products';
import { EDITOR } from './fixtures';

/** The production build under test (scripts/e2e-server.mjs serves the same folder). */
const serverDir = path.resolve(process.env.PUUR_DIST ?? 'dist', 'server');

test('the demo data is its own chunk of the server build, not part of its entry', () => {
  const entry = fs.readFileSync(path.join(serverDir, 'index.js'), 'utf8');
  const demoName = demoProducts[0]!.name;
  expect(entry).not.toContain(demoName);
  const chunks = fs.readdirSync(serverDir).filter((file) => file.endsWith('.js'));
  const seedChunk = chunks.find(
    (file) =>
      file !== 'index.js' && fs.readFileSync(path.join(serverDir, file), 'utf8').includes(demoName),
  );
  expect(seedChunk, 'a chunk holds the demo products').toBeDefined();
});

test('the code every page starts with carries the compile hint; a route chunk does not', () => {
  const clientDir = path.join(serverDir, '..', 'client');
  const manifest = JSON.parse(
    fs.readFileSync(path.join(clientDir, '.vite', 'manifest.json'), 'utf8'),
  ) as Record<
    string,
    { file: string; imports?: string[]; isEntry?: boolean; isDynamicEntry?: boolean }
  >;
  const startsWithHint = (file: string) =>
    fs
      .readFileSync(path.join(clientDir, file), 'utf8')
      .startsWith('//# allFunctionsCalledOnLoad\n');
  const entry = manifest['index.html']!;
  expect(startsWithHint(entry.file)).toBe(true);
  for (const key of entry.imports ?? [])
    expect(startsWithHint(manifest[key]!.file), key).toBe(true);
  const routeChunk = Object.values(manifest).find((chunk) => chunk.isDynamicEntry);
  expect(routeChunk).toBeDefined();
  expect(startsWithHint(routeChunk!.file)).toBe(false);
});

test('the code every page starts with holds no staff page and no staff form', () => {
  const clientDir = path.join(serverDir, '..', 'client');
  const modules = JSON.parse(
    fs.readFileSync(path.join(clientDir, '.vite', 'startup-modules.json'), 'utf8'),
  ) as string[];
  expect(modules).toContain('client/main.tsx');
  // A route's page goes to its own chunk only when the route lists it as `component` in its
  // options object; a page reached otherwise lands in the entry every shopper downloads. The
  // staff guard runs before any admin route loads, so it stays.
  const staff = modules.filter(
    (id) =>
      /client\/features\/(admin|swap-analysis\/admin-)/.test(id) &&
      id !== 'client/features/admin/guard.ts',
  );
  expect(staff).toEqual([]);
  expect(modules.filter((id) => id.includes('node_modules/react-hook-form/'))).toEqual([]);
});

test('the production server runs the search index and an import in their worker threads', async ({
  request,
}) => {
  const signIn = await request.post('/trpc/auth.signIn', {
    headers: { origin: new URL(test.info().project.use.baseURL!).origin },
    data: { json: { email: EDITOR.email, password: EDITOR.password } },
  });
  expect(signIn.status()).toBe(200);
  const imported = await request.post('/api/admin/products/import?format=csv&dryRun=false', {
    headers: {
      origin: new URL(test.info().project.use.baseURL!).origin,
      'content-type': 'text/csv',
    },
    // A list the standard calls clean: the catalogue lists only products that meet it.
    data: 'name,brand,price,ingredients_text\nBundled Worker Soap,Build Check,6.5,"Butyrospermum Parkii Butter, Helianthus Annuus Seed Oil, Tocopherol"\n',
  });
  expect(imported.status(), await imported.text()).toBe(200);
  const report = await imported.json();
  expect(report).toMatchObject({ applied: true, created: 1 });
  const search = await request.get(
    `/trpc/catalog.search?batch=1&input=${encodeURIComponent(JSON.stringify({ 0: { json: { q: 'bundled worker' } } }))}`,
  );
  expect(await search.text()).toContain('Bundled Worker Soap');
  // A worker entry the bundle cannot find falls back to the main thread; /healthz says so.
  expect((await (await request.get('/healthz')).json()).workers).toBe('ok');

  // The other specs count the demo catalogue: the product goes again.
  const removed = await request.post('/trpc/productAdmin.delete', {
    headers: { origin: new URL(test.info().project.use.baseURL!).origin },
    data: { json: { id: report.rows[0].id } },
  });
  expect(removed.status(), await removed.text()).toBe(200);
});
