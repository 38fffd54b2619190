import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { distDir } from './lib/build-freshness.mjs';
import {
  describeMissing,
  loadedSpecifiers,
  missingFromProduction,
  packageOf,
} from './lib/server-imports.mjs';

const ROOT = path.resolve(import.meta.dirname, '..');

describe('the packages the built server loads', () => {
  it('finds every way a bundle loads a package, and not names in strings', () => {
    const code = [
      'import a from "alpha";',
      'import "side-effect";',
      'export * from "@scope/beta/sub";',
      'export { c } from "gamma";',
      'const lazy = () => import("delta");',
      'const r = require("epsilon");',
      'createRequire(import.meta.url).resolve("@data/zeta/package.json");',
      'import fs from "node:fs"; import local from "./chunk.js";',
      'const text = "import x from \\"not-loaded\\"";',
    ].join('\n');
    const names = [...loadedSpecifiers(code)].map(packageOf).filter(Boolean).sort();
    expect(names).toEqual(
      ['@data/zeta', '@scope/beta', 'alpha', 'delta', 'epsilon', 'gamma', 'side-effect'].sort(),
    );
    expect(packageOf('crypto')).toBeNull();
  });

  it('names a development package the bundle loads, and the file that loads it', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'puur-imports-'));
    try {
      fs.writeFileSync(
        path.join(root, 'package.json'),
        JSON.stringify({ dependencies: { express: '1' }, devDependencies: { vitest: '1' } }),
      );
      fs.mkdirSync(path.join(root, 'server'));
      fs.writeFileSync(
        path.join(root, 'server', 'index.js'),
        'import express from "express";\nimport { it } from "vitest";\nconst v = () => import("vite");\n',
      );
      const missing = missingFromProduction(root, path.join(root, 'server'));
      // vite is allowed: only development starts load it.
      expect(missing).toEqual([{ name: 'vitest', files: ['index.js'] }]);
      expect(describeMissing(missing)).toContain('vitest (in index.js)');
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });

  // CI runs this before anything is built; `npm run test:e2e` checks the same after its build.
  const serverDir = path.join(distDir(ROOT), 'server');
  it.skipIf(!fs.existsSync(serverDir))(
    'the build in dist/server loads only packages a production install has',
    () => {
      expect(describeMissing(missingFromProduction(ROOT, serverDir))).toBeNull();
    },
  );
});
