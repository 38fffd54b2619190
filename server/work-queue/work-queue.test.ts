import { TRPCError } from '@trpc/server';
import { beforeEach, describe, expect, it } from 'vitest';
import type { AppDeps } from '../trpc/context';
import { createSeededDeps } from '../test/seeded';
import { staffCaller, shopperCaller } from '../test/callers';
import { storedRow } from '../test/db';

let deps: AppDeps;
const shopper = () => shopperCaller(deps);
const editor = () => staffCaller(deps, 'editor');

beforeEach(async () => {
  deps = await createSeededDeps();
});

describe('staff work queues', () => {
  it('counts what waits, and each count follows the work', async () => {
    const staff = await editor();
    const before = await staff.workQueue.counts();

    await shopper().reviews.submit({
      productId: 1,
      rating: 5,
      text: 'Lovely oil, see www.cheap-oils.example for more',
      displayName: 'Ana',
    });
    await deps.db
      .insertInto('mail_queue')
      .values({
        message_id: '<x@puur.test>',
        to_address: 'a@example.com',
        subject: 'Hi',
        text_body: 'Hi',
        next_attempt_at: new Date().toISOString(),
        status: 'failed',
      })
      .execute();
    // Product 2 as the standard leaves it after an ingredient of high concern: no longer listed.
    expect(
      (await staff.productAdmin.list({ flag: 'not_listed' })).items.map((i) => i.id),
    ).not.toContain(2);
    await deps.db
      .updateTable('products')
      .set({ verdict: 'avoid', toxicity_rating: null, naturalness_rating: null })
      .where('id', '=', 2)
      .execute();
    await shopper().arrivals.request({ productId: 66, region: 'EUROPE', email: 'b@example.com' });
    const confirmation = await storedRow(deps.db, 'mail_queue', { to_address: 'b@example.com' }, [
      'text_body',
    ]);
    const token = /arrivals\/confirm\?token=([\w-]{32})/.exec(confirmation.text_body)![1]!;
    await shopper().arrivals.confirm({ token });

    const after = await staff.workQueue.counts();
    expect(after.reviews).toBe(before.reviews + 1);
    expect(after.failedMail).toBe(before.failedMail + 1);
    expect(after.unlistedProducts).toBe(before.unlistedProducts + 1);
    expect(after.waitingShoppers).toBe(before.waitingShoppers + 1);

    // The review carries the moderator's spam hint; approving it empties that queue again.
    const [review] = await staff.reviews.moderationQueue({ status: 'pending' });
    expect(review!.spam_hints).toEqual(['Contains a link']);
    await staff.reviews.moderate({ id: review!.id, decision: 'approved' });
    expect((await staff.workQueue.counts()).reviews).toBe(before.reviews);

    // The staff product list finds the unlisted product by its flags, and says it is not listed.
    const failing = await staff.productAdmin.list({ flag: 'high_concern' });
    expect(failing.items.map((item) => item.id)).toContain(2);
    const unlisted = await staff.productAdmin.list({ flag: 'not_listed' });
    expect(unlisted.total).toBe(after.unlistedProducts);
    expect(unlisted.items.find((item) => item.id === 2)).toMatchObject({ clean: false });
  });

  it('is for staff only', async () => {
    await expect(shopper().workQueue.counts()).rejects.toBeInstanceOf(TRPCError);
  });
});
