import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createPageAssets } from './preload';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'puur-preload-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

function assetsWith(manifest: Record<string, unknown>) {
  fs.mkdirSync(path.join(dir, '.vite'), { recursive: true });
  fs.writeFileSync(path.join(dir, '.vite', 'manifest.json'), JSON.stringify(manifest));
  return createPageAssets(dir);
}

const manifest = {
  'index.html': {
    file: 'assets/index-abc.js',
    isEntry: true,
    imports: ['_react-def.js'],
    assets: [
      'assets/fraunces-latin-wght-normal-ukD16Tqj.woff2',
      'assets/fraunces-greek-wght-normal-xyz.woff2',
      'assets/inter-latin-wght-normal-Dx4kXJAl.woff2',
      'assets/inter-latin-ext-wght-normal-DO1Apj_S.woff2',
    ],
  },
  '_react-def.js': { file: 'assets/react-def.js' },
  'boot.ts': { file: 'assets/boot-123.js', isEntry: true },
};

describe('page assets', () => {
  it('preloads the two Latin faces on every page, and no other face', () => {
    const assets = assetsWith(manifest);
    for (const pathname of ['/', '/clean-products', '/admin/products', '/no-such-page']) {
      const hints = assets.hints(pathname, true);
      expect(hints).toContain(
        '<link rel="preload" href="/assets/fraunces-latin-wght-normal-ukD16Tqj.woff2" as="font" type="font/woff2" crossorigin />',
      );
      expect(hints).toContain('href="/assets/inter-latin-wght-normal-Dx4kXJAl.woff2"');
      expect(hints).not.toContain('latin-ext');
      expect(hints).not.toContain('greek');
    }
  });

  it('adds nothing without a manifest (development)', () => {
    const empty = fs.mkdtempSync(path.join(os.tmpdir(), 'puur-preload-empty-'));
    expect(createPageAssets(empty).hints('/', true)).toBe('');
    fs.rmSync(empty, { recursive: true, force: true });
  });
});
