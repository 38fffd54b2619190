/**
 * "Tell me when it arrives": a shopper leaves an address on a product that no shop in their
 * region sells yet, confirms it from a mail (anyone can type anyone's address), and gets one mail
 * when staff add that region's shop link (product edit or import). Each address is kept only
 * until that mail is queued, until the product is deleted, or, unconfirmed, for a week.
 */
import type { Region } from '../../shared/region';
import { hashToken, newToken } from '../auth/tokens';
import type { DB } from '../db/connect';
import type { ArrivalRequestsTable } from '../db/schema';
import { DomainError } from '../errors';
import { enqueueMail } from '../mail';
import { mayMailUnconfirmed, unconfirmedWindowStart } from '../mail/unconfirmed';

type StoredRegion = ArrivalRequestsTable['region'];

const STORED: Record<Region, StoredRegion> = { EUROPE: 'Europe', USA: 'USA' };

/** A confirmation link works this long; an unconfirmed request is forgotten after it. */
export const ARRIVAL_CONFIRM_VALID_MS = 7 * 24 * 60 * 60_000;

const REGION_NAME: Record<StoredRegion, string> = { Europe: 'Europe', USA: 'the USA' };

export function arrivalConfirmUrl(siteUrl: string, token: string): string {
  return `${siteUrl.replace(/\/$/, '')}/arrivals/confirm?token=${encodeURIComponent(token)}`;
}

/**
 * Stores the request, waiting for its address to confirm, and mails the confirmation link. A
 * repeat is a quiet success; a confirmed request stays as it is. The confirmation names only the
 * product and the region (nothing the sender wrote) and goes to one address at most as often as
 * `mayMailUnconfirmed` allows. Refused when the product can be bought there.
 */
export async function requestArrival(
  db: DB,
  siteUrl: string,
  input: { productId: number; region: Region; email: string },
  now = new Date(),
): Promise<void> {
  const region = STORED[input.region];
  const email = input.email.trim().toLowerCase();
  const product = await db
    .selectFrom('products')
    .select(['name', 'brand', 'eu_shop_link', 'usa_shop_link'])
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
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('arrival_requests')
      .values({ product_id: input.productId, email, region })
      .onConflict((oc) => oc.columns(['product_id', 'email', 'region']).doNothing())
      .execute();
    const row = await trx
      .selectFrom('arrival_requests')
      .select(['id', 'confirmed_at'])
      .where('product_id', '=', input.productId)
      .where('email', '=', email)
      .where('region', '=', region)
      .executeTakeFirstOrThrow();
    if (row.confirmed_at) return;
    const sent = await trx
      .selectFrom('arrival_requests')
      .select('confirm_sent_at')
      .where('email', '=', email)
      .where('confirm_sent_at', '>=', unconfirmedWindowStart(now))
      .execute();
    if (
      !mayMailUnconfirmed(
        sent.flatMap((r) => r.confirm_sent_at ?? []),
        now,
      )
    )
      return;
    const token = newToken(24);
    await trx
      .updateTable('arrival_requests')
      .set({ confirm_token_hash: hashToken(token), confirm_sent_at: now.toISOString() })
      .where('id', '=', row.id)
      .execute();
    const title = product.brand ? `${product.name} by ${product.brand}` : product.name;
    const url = arrivalConfirmUrl(siteUrl, token);
    await enqueueMail(trx, {
      to: email,
      subject: `Confirm: tell me when ${product.name} arrives in ${REGION_NAME[region]}`,
      text:
        `Hello,\n\nSomeone, we hope you, asked us to mail this address once when ${title} ` +
        `can be bought in ${REGION_NAME[region]}. To confirm, open this link within 7 days:\n\n` +
        `${url}\n\n` +
        `If it was not you, ignore this mail: without your confirmation we send nothing more, ` +
        `and we forget the address after a week.\n`,
    });
  });
}

export type ArrivalConfirmResult = 'confirmed' | 'already-confirmed' | 'expired' | 'invalid';

/**
 * Opens a confirmation link: the request will get its notice. When a shop link arrived in the
 * meantime, the notice is queued at once.
 */
export async function confirmArrival(
  db: DB,
  siteUrl: string,
  token: string,
  now = new Date(),
): Promise<{ result: ArrivalConfirmResult; product: { id: number; name: string } | null }> {
  const row = await db
    .selectFrom('arrival_requests as r')
    .innerJoin('products as p', 'p.id', 'r.product_id')
    .select(['r.id', 'r.confirmed_at', 'r.confirm_sent_at', 'p.id as productId', 'p.name'])
    .where('r.confirm_token_hash', '=', hashToken(token))
    .executeTakeFirst();
  if (!row) return { result: 'invalid', product: null };
  const product = { id: row.productId, name: row.name };
  if (row.confirmed_at) return { result: 'already-confirmed', product };
  const sentAt = row.confirm_sent_at ? Date.parse(row.confirm_sent_at) : 0;
  if (now.getTime() - sentAt > ARRIVAL_CONFIRM_VALID_MS) return { result: 'expired', product };
  await db
    .updateTable('arrival_requests')
    .set({ confirmed_at: now.toISOString() })
    .where('id', '=', row.id)
    .execute();
  await sendArrivalNotices(db, siteUrl, now);
  return { result: 'confirmed', product };
}

/** Forgets requests whose address never confirmed within the link's week. */
export async function purgeUnconfirmedArrivals(db: DB, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - ARRIVAL_CONFIRM_VALID_MS).toISOString();
  const result = await db
    .deleteFrom('arrival_requests')
    .where('confirmed_at', 'is', null)
    .where((eb) =>
      eb.or([
        eb('confirm_sent_at', '<', before),
        eb.and([eb('confirm_sent_at', 'is', null), eb('created_at', '<', before)]),
      ]),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
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
      .where('r.confirmed_at', 'is not', null)
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
      const where = REGION_NAME[row.region];
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
    .where('confirmed_at', 'is not', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
