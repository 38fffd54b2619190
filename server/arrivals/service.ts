/**
 * "Tell me when it arrives": a shopper leaves an address on a product that no shop in their
 * region sells yet, and gets one mail when staff add that region's shop link (product edit or
 * import). Each address is kept only until that mail is queued, or until the product is deleted.
 */
import type { Region } from '../../shared/region';
import type { DB } from '../db/connect';
import type { ArrivalRequestsTable } from '../db/schema';
import { DomainError } from '../errors';
import { enqueueMail } from '../mail';

type StoredRegion = ArrivalRequestsTable['region'];

const STORED: Record<Region, StoredRegion> = { EUROPE: 'Europe', USA: 'USA' };

/** Stores the request; a repeat is a quiet success. Refused when the product can be bought there. */
export async function requestArrival(
  db: DB,
  input: { productId: number; region: Region; email: string },
): Promise<void> {
  const region = STORED[input.region];
  const product = await db
    .selectFrom('products')
    .select(['eu_shop_link', 'usa_shop_link'])
    .where('id', '=', input.productId)
    .executeTakeFirst();
  if (!product) throw new DomainError('NOT_FOUND', 'Product not found.');
  const link = region === 'Europe' ? product.eu_shop_link : product.usa_shop_link;
  if (link) {
    throw new DomainError(
      'CONFLICT',
      `This product can already be bought in ${region === 'Europe' ? 'Europe' : 'the USA'}.`,
    );
  }
  await db
    .insertInto('arrival_requests')
    .values({ product_id: input.productId, email: input.email.trim().toLowerCase(), region })
    .onConflict((oc) => oc.columns(['product_id', 'email', 'region']).doNothing())
    .execute();
}

/**
 * Queues one mail per waiting address whose product now has a shop link for its region, and
 * marks it sent in the same transaction (so it is queued once). Cheap when nobody waits: one
 * indexed query. Called after every product write.
 */
export async function sendArrivalNotices(
  db: DB,
  siteUrl: string,
  now = new Date(),
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const due = await trx
      .selectFrom('arrival_requests as r')
      .innerJoin('products as p', 'p.id', 'r.product_id')
      .select(['r.id', 'r.email', 'r.region', 'p.id as productId', 'p.name', 'p.brand'])
      .where('r.notified_at', 'is', null)
      .where((eb) =>
        eb.or([
          eb.and([eb('r.region', '=', 'Europe'), eb('p.eu_shop_link', 'is not', null)]),
          eb.and([eb('r.region', '=', 'USA'), eb('p.usa_shop_link', 'is not', null)]),
        ]),
      )
      .orderBy('r.id')
      .limit(500)
      .execute();
    for (const row of due) {
      const title = row.brand ? `${row.name} by ${row.brand}` : row.name;
      const where = row.region === 'Europe' ? 'Europe' : 'the USA';
      const url = `${siteUrl}/product/${row.productId}`;
      await enqueueMail(
        trx,
        {
          to: row.email,
          subject: `${row.name} can now be bought in ${where}`,
          text:
            `Hello,\n\nYou asked us to tell you when ${title} arrives in ${where}. ` +
            `A shop there sells it now:\n\n${url}\n\n` +
            `This is the only mail we send about it; we have now removed your address from this request.\n`,
        },
        { now },
      );
      // The address has done its job: it is not kept once its one mail is queued.
      await trx.deleteFrom('arrival_requests').where('id', '=', row.id).execute();
    }
    return due.length;
  });
}

/** Addresses still waiting, per product (for the staff product list and work queues). */
export async function countWaitingArrivals(db: DB): Promise<number> {
  const row = await db
    .selectFrom('arrival_requests')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('notified_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
