import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PICTURE_WIDTHS, pictureSrcSet } from '../../shared/product-pictures';
import { createSession } from '../auth/sessions';
import { pruneUnusedPictures, sniffPicture } from './pictures';
import type { AppDeps } from '../trpc/context';
import { testEnv } from '../test/deps';
import { createSeededDeps } from '../test/seeded';
import { startTestServer, type TestServer } from '../test/http';
import { addTestStaff } from '../test/staff';

const ORIGIN = 'https://puur.test';
let deps: AppDeps;
let server: TestServer;
let uploads: string;
let cookie: string;

beforeEach(async () => {
  uploads = fs.mkdtempSync(path.join(os.tmpdir(), 'puur-uploads-test-'));
  deps = await createSeededDeps({ env: testEnv({ UPLOADS_DIR: uploads, RATE_LIMITS: 'false' }) });
  const editor = await addTestStaff(deps.db, 'editor');
  const { token } = await createSession(deps.db, editor.id);
  cookie = `__Host-puur_session=${token}`;
  server = await startTestServer(deps);
});

afterEach(async () => {
  await server.close();
});

/** A real photo-like picture, made with sharp. */
function makeImage(width: number, height: number, format: 'png' | 'jpeg' = 'jpeg') {
  const circle = `<svg width="${width}" height="${height}"><circle cx="${width / 2}" cy="${height / 2}" r="${Math.min(width, height) / 3}" fill="#d9c7a7"/></svg>`;
  const image = sharp({
    create: { width, height, channels: 3, background: { r: 120, g: 160, b: 110 } },
  }).composite([{ input: Buffer.from(circle) }]);
  return (format === 'png' ? image.png() : image.jpeg()).toBuffer();
}

function upload(body: Buffer | string, fileName: string, headers: Record<string, string> = {}) {
  return fetch(`${server.url}/api/admin/product-images`, {
    method: 'POST',
    body: typeof body === 'string' ? body : new Uint8Array(body),
    headers: {
      origin: ORIGIN,
      cookie,
      'content-type': 'application/octet-stream',
      'x-file-name': encodeURIComponent(fileName),
      ...headers,
    },
  });
}

describe('picture upload', () => {
  it('stores a real image as WebP in three widths, served with long-lived caching', async () => {
    const photo = await makeImage(1600, 1200);
    const res = await upload(photo, 'My photo.JPG');
    expect(res.status).toBe(201);
    const body = (await res.json()) as { url: string; urls: Record<string, string>; width: number };
    expect(body.url).toMatch(/^\/uploads\/products\/[a-f0-9]{32}-800\.webp$/);
    expect(body.width).toBe(1600);
    expect(pictureSrcSet(body.url)).toContain('-1200.webp 1200w');

    for (const width of PICTURE_WIDTHS) {
      const served = await fetch(`${server.url}${body.urls[width]}`);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/webp');
      expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      const bytes = Buffer.from(await served.arrayBuffer());
      expect(sniffPicture(bytes)).toBe('webp');
      expect((await sharp(bytes).metadata()).width).toBe(width);
    }
    // Stored under the uploads folder with the server's name, nothing else.
    expect(fs.readdirSync(path.join(uploads, 'products')).sort()).toHaveLength(3);
  });

  it('never enlarges a small picture and accepts PNG', async () => {
    const res = await upload(await makeImage(500, 300, 'png'), 'small.png');
    expect(res.status).toBe(201);
    const body = (await res.json()) as { urls: Record<string, string> };
    const big = await fetch(`${server.url}${body.urls[1200]}`);
    expect((await sharp(Buffer.from(await big.arrayBuffer())).metadata()).width).toBe(500);
  });

  it('refuses a renamed non-image, a wrong extension and an empty file', async () => {
    const script = '<?php system($_GET["c"]); ?>';
    const renamed = await upload(script, 'holiday.jpg');
    expect(renamed.status).toBe(400);
    expect(((await renamed.json()) as { error: string }).error).toMatch(/is not a JPG, PNG/);

    const html = await upload(await makeImage(200, 200), 'page.html');
    expect(html.status).toBe(400);
    expect(((await html.json()) as { error: string }).error).toMatch(
      /"page.html" is not a picture/,
    );

    // Magic bytes of a PNG with a broken body: sharp cannot decode it.
    const broken = Buffer.concat([Buffer.from('\x89PNG\r\n\x1a\n', 'latin1'), Buffer.alloc(64)]);
    expect((await upload(broken, 'broken.png')).status).toBe(400);
    expect((await upload(Buffer.alloc(0), 'empty.png')).status).toBe(400);
    expect(
      fs.existsSync(path.join(uploads, 'products'))
        ? fs.readdirSync(path.join(uploads, 'products'))
        : [],
    ).toEqual([]);
  });

  it('is for signed-in staff on this site only', async () => {
    const photo = await makeImage(100, 100);
    expect((await upload(photo, 'a.jpg', { cookie: '' })).status).toBe(401);
    expect((await upload(photo, 'a.jpg', { cookie: '__Host-puur_session=forged' })).status).toBe(
      401,
    );
    expect((await upload(photo, 'a.jpg', { origin: 'https://evil.example' })).status).toBe(403);
  });

  it('refuses a file over 15 MB', async () => {
    const res = await upload(Buffer.alloc(16 * 1024 * 1024, 1), 'huge.jpg');
    expect(res.status).toBe(413);
  });

  it('prunes uploads that no product uses after a day, keeping used ones', async () => {
    const used = (await (await upload(await makeImage(100, 100), 'a.jpg')).json()) as {
      url: string;
    };
    await upload(await makeImage(100, 100), 'b.jpg');
    await deps.db
      .updateTable('products')
      .set({ image_url: used.url })
      .where('id', '=', 1)
      .execute();
    const dir = path.join(uploads, 'products');
    expect(await pruneUnusedPictures(deps.db, dir)).toBe(0); // too fresh
    expect(await pruneUnusedPictures(deps.db, dir, 0, Date.now() + 1000)).toBe(1);
    const left = fs.readdirSync(dir);
    expect(left).toHaveLength(3);
    expect(left.every((f) => used.url.includes(f.slice(0, 32)))).toBe(true);
  });
});

describe('import and export over HTTP', () => {
  it('exports a download for staff and refuses everyone else', async () => {
    const res = await fetch(`${server.url}/api/admin/products/export?format=csv`, {
      headers: { cookie },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="products-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(res.headers.get('cache-control')).toBe('no-store');
    const bytes = Buffer.from(await res.arrayBuffer());
    // UTF-8 with a byte-order mark, so spreadsheets read the accents right.
    expect(bytes.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(bytes.toString('utf8', 3).split('\n')[0]).toMatch(/^id,name,brand/);

    const json = await fetch(`${server.url}/api/admin/products/export?format=json`, {
      headers: { cookie },
    });
    expect(((await json.json()) as unknown[]).length).toBeGreaterThan(50);

    const anonymous = await fetch(`${server.url}/api/admin/products/export?format=csv`);
    expect(anonymous.status).toBe(401);
  });

  it('dry-runs by default, then imports when asked, same origin only', async () => {
    const csv = 'name,brand,price\nCedar Soap,Forest Row,7.5\n';
    const post = (query: string, headers: Record<string, string> = {}) =>
      fetch(`${server.url}/api/admin/products/import?${query}`, {
        method: 'POST',
        body: csv,
        headers: { origin: ORIGIN, cookie, 'content-type': 'text/csv', ...headers },
      });
    const count = async () =>
      (await deps.db.selectFrom('products').select('id').where('name', '=', 'Cedar Soap').execute())
        .length;

    const dry = await post('format=csv');
    expect(dry.status).toBe(200);
    expect(await dry.json()).toMatchObject({ dryRun: true, applied: false, created: 1 });
    expect(await count()).toBe(0);

    expect((await post('format=csv&dryRun=false', { origin: 'https://evil.example' })).status).toBe(
      403,
    );
    expect((await post('format=csv&dryRun=false', { cookie: '' })).status).toBe(401);
    expect(await count()).toBe(0);

    const real = await post('format=csv&dryRun=false');
    expect(await real.json()).toMatchObject({ dryRun: false, applied: true, created: 1 });
    expect(await count()).toBe(1);

    const unreadable = await fetch(`${server.url}/api/admin/products/import?format=json`, {
      method: 'POST',
      body: '{not json',
      headers: { origin: ORIGIN, cookie },
    });
    expect(unreadable.status).toBe(400);
    expect(((await unreadable.json()) as { error: string }).error).toMatch(/JSON file could not/);
  });
});
