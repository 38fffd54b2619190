/**
 * Product Swap Analysis requests (decision 0021): a shopper's labels (text only) and address, the
 * drafted report, the staff queue, and the private link the report is sent with.
 */
import type { SubmitSwapInput, SwapStatus } from '../../shared/swap-analysis';
import { SWAP_ANALYSIS_PRICE, SWAP_REPORT_KEEP_DAYS } from '../../shared/swap-analysis';
import { hashToken, newToken } from '../auth/tokens';
import type { Selectable } from 'kysely';
import type { DB } from '../db/connect';
import type { SwapAnalysisRequestsTable } from '../db/schema';
import type { Env } from '../env';
import { DomainError } from '../errors';
import type { Logger } from '../logger';
import { enqueueMail } from '../mail';
import { mayMailUnconfirmed, unconfirmedWindowStart } from '../mail/unconfirmed';
import pLimit from 'p-limit';
import { readCards } from '../products/repository';
import { swapOfferSettings } from '../site/settings';
import { draftReport, labelTitle, reportText, type SwapDraft, type SwapLabel } from './report';
import { countOf } from '../../shared/text';

type MailEnv = Pick<Env, 'SITE_URL' | 'SITE_NAME'>;

const DAY_MS = 24 * 60 * 60 * 1000;

const notFound = () =>
  new DomainError('NOT_FOUND', 'There is no swap analysis request with this id.');

/** These columns of one request; NOT_FOUND when there is no request with this id. */
async function requestById<C extends keyof Selectable<SwapAnalysisRequestsTable> & string>(
  db: DB,
  id: number,
  columns: readonly C[],
) {
  const row = await db
    .selectFrom('swap_analysis_requests')
    .select(columns)
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw notFound();
  return row;
}

export function reportLink(env: MailEnv, token: string): string {
  return `${env.SITE_URL.replace(/\/$/, '')}/swap-report?token=${token}`;
}

function parseLabels(json: string): SwapLabel[] {
  try {
    const value = JSON.parse(json) as unknown;
    return Array.isArray(value) ? (value as SwapLabel[]) : [];
  } catch {
    return [];
  }
}

function parseDraft(json: string | null): SwapDraft | null {
  if (!json) return null;
  try {
    return JSON.parse(json) as SwapDraft;
  } catch {
    return null;
  }
}

/**
 * Stores the request with a receipt mail to the shopper (one transaction: both or neither), and
 * drafts the report after the answer has gone (`draftLater`). The receipt names no text the sender
 * wrote (the address may not be theirs) and goes to one address at most as often as
 * `mayMailUnconfirmed` allows; the request itself is always kept for staff.
 */
export async function submitSwapRequest(
  db: DB,
  env: MailEnv,
  logger: Logger,
  input: SubmitSwapInput,
  now = new Date(),
): Promise<{ id: number; receipt: boolean }> {
  const labels: SwapLabel[] = input.labels.map((label, index) => ({
    photo: label.photo,
    title: labelTitle(label.text, index),
    text: label.text,
  }));
  const email = input.email.trim().toLowerCase();
  const offer = await swapOfferSettings(db);
  const at = now.toISOString();
  const { id, receipt } = await db.transaction().execute(async (trx) => {
    const earlier = await trx
      .selectFrom('swap_analysis_requests')
      .select('created_at')
      .where('email', '=', email)
      .where('created_at', '>=', unconfirmedWindowStart(now))
      .execute();
    const row = await trx
      .insertInto('swap_analysis_requests')
      .values({
        email,
        note: input.note || null,
        labels: JSON.stringify(labels),
        updated_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (
      !mayMailUnconfirmed(
        earlier.map((r) => r.created_at),
        now,
      )
    )
      return { id: row.id, receipt: false };
    const count = `${countOf(labels.length, 'product')}`;
    const promises = [offer.turnaround, offer.analysedBy].filter(Boolean);
    await enqueueMail(trx, {
      to: email,
      subject: `We received your Product Swap Analysis request (${count})`,
      text: [
        'Hello,',
        '',
        `Thank you for your Product Swap Analysis request (${SWAP_ANALYSIS_PRICE}): we received the labels of ${count}.`,
        '',
        ...(promises.length ? [promises.join('. ') + '.', ''] : []),
        `Payment: ${offer.payment}`,
        '',
        'You will receive your report by e-mail, with a private link to read it.',
        'If you did not ask for this, you can ignore this mail: nothing more will be sent.',
        '',
        `${env.SITE_NAME}`,
        env.SITE_URL,
      ].join('\n'),
    });
    return { id: row.id, receipt: true };
  });
  draftLater(db, env, logger, id);
  return { id, receipt };
}

/**
 * Reports are drafted one at a time, each after the answer to its request has gone: a draft checks
 * up to six labels against the knowledge base, work no shopper should wait for. A draft that fails
 * (or a process that stops first) leaves the request 'new' for staff to draft.
 */
const drafting = pLimit(1);
const draftsInFlight = new Set<Promise<void>>();

export function draftLater(db: DB, env: MailEnv, logger: Logger, id: number): void {
  const done: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
    .then(() => drafting(() => draftRequest(db, env, id)))
    .catch((error: unknown) => {
      logger.error({ err: error, requestId: id }, 'swap analysis draft failed');
    })
    .finally(() => draftsInFlight.delete(done));
  draftsInFlight.add(done);
}

/** How many drafts are waiting or running. */
export function draftsPending(): number {
  return draftsInFlight.size;
}

/** Resolves once every draft started so far has finished (tests, and a clean shutdown). */
export async function draftsSettled(): Promise<void> {
  while (draftsInFlight.size) await Promise.all([...draftsInFlight]);
}

/** (Re)drafts the report from the stored labels; the report text is replaced by the draft's. */
export async function draftRequest(db: DB, env: MailEnv, id: number): Promise<void> {
  const row = await requestById(db, id, ['labels', 'status']);
  const draft = await draftReport(db, parseLabels(row.labels));
  await db
    .updateTable('swap_analysis_requests')
    .set({
      draft: JSON.stringify(draft),
      report_text: reportText(draft, env.SITE_URL.replace(/\/$/, '')),
      status: row.status === 'sent' ? 'sent' : 'drafted',
      updated_at: new Date().toISOString(),
    })
    .where('id', '=', id)
    .execute();
}

export interface SwapRequestSummary {
  id: number;
  email: string;
  status: SwapStatus;
  products: number;
  created_at: string;
  sent_at: string | null;
}

export async function listSwapRequests(db: DB, status?: SwapStatus): Promise<SwapRequestSummary[]> {
  let query = db
    .selectFrom('swap_analysis_requests')
    .select(['id', 'email', 'status', 'labels', 'created_at', 'sent_at']);
  if (status) query = query.where('status', '=', status);
  const rows = await query.orderBy('id', 'desc').limit(200).execute();
  return rows.map(({ labels, ...row }) => ({ ...row, products: parseLabels(labels).length }));
}

export async function countSwapRequests(db: DB): Promise<Record<SwapStatus, number>> {
  const rows = await db
    .selectFrom('swap_analysis_requests')
    .select(['status', (eb) => eb.fn.countAll<number>().as('n')])
    .groupBy('status')
    .execute();
  const counts: Record<SwapStatus, number> = { new: 0, drafted: 0, sent: 0 };
  for (const row of rows) counts[row.status] = Number(row.n);
  return counts;
}

export async function swapRequest(db: DB, id: number) {
  const row = await requestById(db, id, [
    'id',
    'email',
    'note',
    'status',
    'labels',
    'draft',
    'report_text',
    'created_at',
    'updated_at',
    'sent_at',
    'sent_by',
  ]);
  return { ...row, labels: parseLabels(row.labels), draft: parseDraft(row.draft) };
}

export async function saveReportText(db: DB, id: number, text: string): Promise<void> {
  const row = await requestById(db, id, ['status']);
  await db
    .updateTable('swap_analysis_requests')
    .set({
      report_text: text,
      status: row.status === 'new' ? 'drafted' : row.status,
      updated_at: new Date().toISOString(),
    })
    .where('id', '=', id)
    .execute();
}

/**
 * Sends the report: a new private link (its token only in the mail; the table keeps its hash),
 * status 'sent' and the mail, in one transaction. Sending again makes a new link; the old one stops.
 */
export async function sendReport(
  db: DB,
  env: MailEnv,
  id: number,
  by: string,
): Promise<{ link: string; mailId: number }> {
  const row = await requestById(db, id, ['email', 'report_text']);
  if (!row.report_text.trim()) {
    throw new DomainError(
      'BAD_REQUEST',
      'The report is empty: write or draft it first.',
      'reportText',
    );
  }
  const offer = await swapOfferSettings(db);
  const token = newToken(32);
  const link = reportLink(env, token);
  const now = new Date().toISOString();
  const mail = await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('swap_analysis_requests')
      .set({
        status: 'sent',
        token_hash: hashToken(token),
        sent_at: now,
        sent_by: by,
        updated_at: now,
      })
      .where('id', '=', id)
      .execute();
    return enqueueMail(trx, {
      to: row.email,
      subject: 'Your Product Swap Analysis is ready',
      text: [
        'Hello,',
        '',
        'Your Product Swap Analysis is ready. Read it here (a private link: anyone with it can read the report, so keep it to yourself):',
        link,
        '',
        `The link works for ${SWAP_REPORT_KEEP_DAYS} days; after that we delete your request and its report.`,
        '',
        `Payment: ${offer.payment}`,
        ...(offer.paymentLink ? [`Pay ${SWAP_ANALYSIS_PRICE} here: ${offer.paymentLink}`] : []),
        '',
        env.SITE_NAME,
        env.SITE_URL,
      ].join('\n'),
    });
  });
  return { link, mailId: mail.id };
}

export interface PublicSwapReport {
  sentAt: string;
  text: string;
  payment: string;
  paymentLink: string;
  /** Catalogue products the report recommends (still in the catalogue and named in the text). */
  swaps: {
    id: number;
    name: string;
    brand: string | null;
    price: number | null;
    image_url: string | null;
    removes: string[];
    forProduct: string;
  }[];
}

/** The report a private link opens; NOT_FOUND for any token that is not a sent report's. */
export async function reportByToken(
  db: DB,
  token: string,
  now = new Date(),
): Promise<PublicSwapReport> {
  const row = await db
    .selectFrom('swap_analysis_requests')
    .select(['draft', 'report_text', 'sent_at'])
    .where('token_hash', '=', hashToken(token))
    .where('status', '=', 'sent')
    .executeTakeFirst();
  if (!row || !row.sent_at) {
    throw new DomainError(
      'NOT_FOUND',
      'This report link is not valid. Please use the link in your latest e-mail.',
    );
  }
  // Closed at its age, even when the clean-up that deletes the request has not run yet.
  if (now.getTime() - Date.parse(row.sent_at) > SWAP_REPORT_KEEP_DAYS * DAY_MS) {
    throw new DomainError(
      'NOT_FOUND',
      `This report link has expired: reports can be read for ${SWAP_REPORT_KEEP_DAYS} days after we send them.`,
    );
  }
  const draft = parseDraft(row.draft);
  const text = row.report_text;
  const wanted = (draft?.products ?? []).flatMap((product) =>
    product.swaps
      // Staff may have struck a swap from the text: show only the ones the report still names.
      .filter((swap) => text.includes(`/product/${swap.id}`) || text.includes(swap.name))
      .map((swap) => ({ swap, forProduct: product.title })),
  );
  const cards = new Map(
    (await readCards(db, [...new Set(wanted.map((w) => w.swap.id))])).map((c) => [c.id, c]),
  );
  const seen = new Set<number>();
  const swaps: PublicSwapReport['swaps'] = [];
  for (const { swap, forProduct } of wanted) {
    const card = cards.get(swap.id);
    if (!card || seen.has(card.id)) continue;
    seen.add(card.id);
    swaps.push({
      id: card.id,
      name: card.name,
      brand: card.brand,
      price: card.price,
      image_url: card.image_url,
      removes: swap.removes.map((r) => r.name),
      forProduct,
    });
  }
  const offer = await swapOfferSettings(db);
  return {
    sentAt: row.sent_at,
    text,
    payment: offer.payment,
    paymentLink: offer.paymentLink,
    swaps,
  };
}

/** Deletes requests sent more than SWAP_REPORT_KEEP_DAYS ago (their links stop working). */
export async function purgeSentSwapRequests(db: DB, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - SWAP_REPORT_KEEP_DAYS * DAY_MS);
  const result = await db
    .deleteFrom('swap_analysis_requests')
    .where('status', '=', 'sent')
    .where('sent_at', '<', before.toISOString())
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
