/** The PNG share image of a post (og:image): drawn on the server with the font from npm. */
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { seededServer } from '../test/http-shop';
import { postSlugs } from '../test/posts';
import { renderShareImage, SHARE_IMAGE_HEIGHT, SHARE_IMAGE_WIDTH } from './share-image';

const shop = seededServer();

const get = (path: string) => fetch(`${shop.server.url}${path}`);
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

describe('the share image of a post', () => {
  it('is a 1200×630 PNG for every published post, linked from its og:image', async () => {
    const slugs = await postSlugs(shop.deps.db, true);
    expect(slugs.length).toBeGreaterThan(3);
    for (const slug of slugs) {
      const html = await (await get(`/blog/${slug}`)).text();
      const og = /<meta property="og:image" content="([^"]+)"/
        .exec(html)![1]!
        .replace(/&amp;/g, '&');
      const url = new URL(og);
      const res = await get(`${url.pathname}${url.search}`);
      expect(res.status, slug).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/png');
      expect(res.headers.get('cache-control')).toContain('immutable');
      const png = Buffer.from(await res.arrayBuffer());
      expect(png.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
      const meta = await sharp(png).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual([
        'png',
        SHARE_IMAGE_WIDTH,
        SHARE_IMAGE_HEIGHT,
      ]);
    }
  });

  it('answers 404 for a draft or a missing post, and draws text (not an empty card)', async () => {
    const [draft] = await postSlugs(shop.deps.db, false);
    expect(draft).toBeDefined();
    expect((await get(`/share/blog/${draft}.png`)).status).toBe(404);
    expect((await get('/share/blog/no-such-post.png')).status).toBe(404);
    expect((await get('/share/blog/%E0%A4%A.png')).status).toBe(400);

    // Two titles give two different images; the title's ink is on the card.
    const text = { category: 'Skincare', author: 'Dr. Lena Vos', siteName: 'Puur' };
    const a = await renderShareImage({ ...text, title: 'Parabens, plainly explained' });
    const b = await renderShareImage({ ...text, title: 'A calmer kitchen' });
    expect(a.equals(b)).toBe(false);
    const stats = await sharp(a).stats();
    // Forest-green title ink makes the picture far from a flat cream card.
    expect(stats.channels[0]!.min).toBeLessThan(60);
  });
});
