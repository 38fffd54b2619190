import { beforeEach, describe, expect, it } from 'vitest';
import { nextAggregate } from './service';
import { searchCatalog } from '../catalog/service';
import type { AppDeps } from '../trpc/context';
import { createSeededDeps } from '../test/seeded';
import { staffCaller, shopperCaller } from '../test/callers';
import { storedRow } from '../test/db';

let deps: AppDeps;
const shopper = () => shopperCaller(deps);

async function product(id: number) {
  return storedRow(deps.db, 'products', { id }, ['rating', 'review_count']);
}

beforeEach(async () => {
  deps = await createSeededDeps();
});

describe('shopper reviews', () => {
  it('holds a review for moderation, then shows it and updates the rating once approved', async () => {
    const before = await product(1);
    await shopper().reviews.submit({
      productId: 1,
      rating: 5,
      text: 'Gentle and lovely, no redness at all.',
      displayName: 'Mia',
    });
    expect(await shopper().reviews.forProduct({ productId: 1 })).toEqual([]);
    expect(await product(1)).toEqual(before);

    const editor = await staffCaller(deps, 'editor');
    const [pending] = await editor.reviews.moderationQueue({ status: 'pending' });
    expect(pending).toMatchObject({ display_name: 'Mia', rating: 5, status: 'pending' });
    await editor.reviews.moderate({ id: pending!.id, decision: 'approved' });

    const shown = await shopper().reviews.forProduct({ productId: 1 });
    expect(shown).toMatchObject([
      { display_name: 'Mia', rating: 5, text: 'Gentle and lovely, no redness at all.' },
    ]);
    const after = await product(1);
    expect(after.review_count).toBe(before.review_count + 1);
    expect(after.rating).toBeCloseTo(nextAggregate(before, 5, 1).rating!, 2);
    // The search index follows the change (sort and card data).
    const card = (await searchCatalog(deps.db, { pageSize: 48 })).items.find((p) => p.id === 1);
    expect(card?.review_count).toBe(after.review_count);

    // Taking it back restores the aggregate.
    await editor.reviews.moderate({ id: pending!.id, decision: 'rejected' });
    expect(await product(1)).toMatchObject({ review_count: before.review_count });
  });

  it('rejects bad input with a message naming the field, and plain text only', async () => {
    const base = {
      productId: 1,
      rating: 4,
      text: 'Works well for my dry skin.',
      displayName: 'Sam',
    };
    await expect(shopper().reviews.submit({ ...base, rating: 0 })).rejects.toThrow(
      'Please choose a star rating from 1 to 5.',
    );
    await expect(shopper().reviews.submit({ ...base, text: 'short' })).rejects.toThrow(
      'Your review must be at least 10 characters.',
    );
    await expect(
      shopper().reviews.submit({ ...base, text: 'Nice <script>alert(1)</script> product' }),
    ).rejects.toThrow('Your review must be plain text, without HTML.');
    await expect(shopper().reviews.submit({ ...base, productId: 99999 })).rejects.toThrow(
      'Product not found.',
    );
    expect(await deps.db.selectFrom('product_reviews').selectAll().execute()).toEqual([]);
  });

  it('drops a review whose honeypot is filled, answering as if it were accepted', async () => {
    const result = await shopper().reviews.submit({
      productId: 1,
      rating: 5,
      text: 'Buy cheap followers at my site',
      displayName: 'Bot',
      website: 'http://spam.example',
    });
    expect(result).toEqual({ status: 'pending' });
    expect(await deps.db.selectFrom('product_reviews').selectAll().execute()).toEqual([]);
  });

  it('keeps moderation for staff', async () => {
    await expect(shopper().reviews.moderationQueue({ status: 'pending' })).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
    });
  });

  it('computes the running average', () => {
    expect(nextAggregate({ rating: 4, review_count: 3 }, 5, 1)).toEqual({
      rating: 4.25,
      review_count: 4,
    });
    expect(nextAggregate({ rating: 4.25, review_count: 4 }, 5, -1)).toEqual({
      rating: 4,
      review_count: 3,
    });
    expect(nextAggregate({ rating: null, review_count: 0 }, 3, 1)).toEqual({
      rating: 3,
      review_count: 1,
    });
    expect(nextAggregate({ rating: 3, review_count: 1 }, 3, -1)).toEqual({
      rating: null,
      review_count: 0,
    });
  });
});
