import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { demoProducts } from '../server/seed/demo-products';

/** The production build under test (scripts/e2e-server.mjs serves the same folder). */
const serverDir = path.resolve(process.env.PUUR_DIST ?? 'dist', 'server');

test('the demo data is its own chunk of the server build, not part of its entry', () => {
  const entry = fs.readFileSync(path.join(serverDir, 'index.js'), 'utf8');
  const demoName = demoProducts[0]!.name;
  expect(entry).not.toContain(demoName);
  const chunks = fs.readdirSync(path.join(serverDir, 'assets'));
  const seedChunk = chunks.find((file) =>
    fs.readFileSync(path.join(serverDir, 'assets', file), 'utf8').includes(demoName),
  );
  expect(seedChunk, 'a chunk holds the demo products').toBeDefined();
});
