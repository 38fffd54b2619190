/** Featured images go through the product picture pipeline; a post's upload is never pruned. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildPostPayload, emptyPostForm } from '../../shared/blog';
import { pruneUnusedPictures, storePicture } from '../product-admin/pictures';
import { createTestDeps } from '../test/deps';
import { addTestStaff } from '../test/staff';
import { createContextInner, type AppDeps } from '../trpc/context';
import { createCaller } from '../trpc/root';

let deps: AppDeps;
let dir: string;
beforeEach(async () => {
  deps = await createTestDeps();
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'puur-featured-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

const picture = () =>
  sharp({ create: { width: 900, height: 500, channels: 3, background: '#8fa58f' } })
    .png()
    .toBuffer();

describe('featured image upload', () => {
  it('keeps a picture a post uses (and a revision), prunes one nobody uses', async () => {
    const used = await storePicture(dir, await picture(), 'cover.png');
    const unused = await storePicture(dir, await picture(), 'other.png');
    const staff = await addTestStaff(deps.db, 'editor');
    const caller = createCaller(createContextInner(deps, { staff }));
    await caller.blogAdmin.posts.create(
      buildPostPayload(
        {
          ...emptyPostForm(),
          title: 'With a cover',
          content: 'Text.',
          featured_image_url: used.url,
        },
        'draft',
      ),
    );
    const removed = await pruneUnusedPictures(deps.db, dir, 0, Date.now() + 60_000);
    expect(removed).toBe(1);
    const left = fs.readdirSync(dir);
    expect(left.some((f) => used.url.includes(f.replace(/-\d+\.webp$/, '')))).toBe(true);
    expect(left.some((f) => unused.url.includes(f.replace(/-\d+\.webp$/, '')))).toBe(false);
  });
});
