import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { Logger } from '../logger';
import type { MailRow } from './queue';
import { isPermanentFailure, type MailTransport } from './transport';

/** Waits before the 2nd, 3rd, … attempt: 1 min, 5 min, 30 min, 2 h, then failed (decision 0020). */
export const DEFAULT_BACKOFF_MS = [60_000, 5 * 60_000, 30 * 60_000, 2 * 60 * 60_000];

export interface MailSenderOptions {
  db: Kysely<Database>;
  transport: MailTransport;
  logger: Logger;
  /** The From when a message names none (mailFrom(env)). */
  from: string;
  /** Attempts before a message is marked failed; default 5. */
  maxAttempts?: number;
  /** Wait after the n-th failed attempt (index n-1; the last entry repeats). */
  backoffMs?: readonly number[];
  /** How often to look for new mail when not woken; default 5 s. */
  pollMs?: number;
  now?: () => Date;
}

export interface MailSender {
  /** Look for due mail now (call after enqueueMail to skip the poll wait). */
  wake(): void;
  /** Sends every message that is due, one at a time; resolves when none is left. For tests and scripts. */
  drain(): Promise<number>;
  /** Stops taking new messages, waits for the one in hand, closes the transport. */
  stop(): Promise<void>;
  /** Resolves once rows left in 'sending' by a crash have been put back in the queue. */
  ready: Promise<void>;
}

/**
 * The one sender of the queue. Each row goes queued → sending → sent (or back to queued with a
 * back-off, or failed). A row found in 'sending' at start was in hand when the process died: it is
 * queued again, the one case where a mail may be delivered twice (decision 0020).
 */
export function startMailSender(options: MailSenderOptions): MailSender {
  const { db, transport, logger, from } = options;
  const maxAttempts = options.maxAttempts ?? 5;
  const backoff = options.backoffMs ?? DEFAULT_BACKOFF_MS;
  const pollMs = options.pollMs ?? 5000;
  const now = options.now ?? (() => new Date());

  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;

  const ready = recoverInterrupted();

  async function recoverInterrupted(): Promise<void> {
    const rows = await db
      .updateTable('mail_queue')
      .set({ status: 'queued', next_attempt_at: now().toISOString() })
      .where('status', '=', 'sending')
      .returning(['id', 'to_address'])
      .execute();
    for (const row of rows)
      logger.warn(
        { mailId: row.id },
        'a mail was being sent when the server stopped: it is sent again and may arrive twice',
      );
  }

  async function claimNext(): Promise<MailRow | undefined> {
    const due = await db
      .selectFrom('mail_queue')
      .selectAll()
      .where('status', '=', 'queued')
      .where('next_attempt_at', '<=', now().toISOString())
      .orderBy('next_attempt_at')
      .orderBy('id')
      .limit(1)
      .executeTakeFirst();
    if (!due) return undefined;
    // Recorded before the transport sees it: after a crash the row shows it may have gone out.
    const claimed = await db
      .updateTable('mail_queue')
      .set({ status: 'sending', attempts: due.attempts + 1 })
      .where('id', '=', due.id)
      .where('status', '=', 'queued')
      .executeTakeFirst();
    return Number(claimed.numUpdatedRows) === 1
      ? { ...due, attempts: due.attempts + 1 }
      : undefined;
  }

  async function sendOne(row: MailRow): Promise<void> {
    try {
      const delivery = await transport.send(row, row.from_address ?? from);
      await db
        .updateTable('mail_queue')
        .set({
          status: 'sent',
          sent_at: now().toISOString(),
          last_error: null,
          transport: transport.kind,
          delivery: delivery.detail.slice(0, 500),
        })
        .where('id', '=', row.id)
        .execute();
      logger.info({ mailId: row.id, transport: transport.kind }, 'mail sent');
    } catch (error) {
      const reason = (error instanceof Error ? error.message : String(error)).slice(0, 1000);
      const final = row.attempts >= maxAttempts || isPermanentFailure(error);
      const wait = backoff[Math.min(row.attempts - 1, backoff.length - 1)] ?? 60_000;
      await db
        .updateTable('mail_queue')
        .set({
          status: final ? 'failed' : 'queued',
          last_error: reason,
          transport: transport.kind,
          next_attempt_at: new Date(now().getTime() + wait).toISOString(),
        })
        .where('id', '=', row.id)
        .execute();
      if (final)
        logger.error({ mailId: row.id, attempts: row.attempts, reason }, 'mail failed: not sent');
      else
        logger.warn(
          { mailId: row.id, attempts: row.attempts, reason },
          'mail not sent yet: will retry',
        );
    }
  }

  async function drainOnce(): Promise<number> {
    await ready;
    let handled = 0;
    while (!stopped) {
      const row = await claimNext();
      if (!row) break;
      await sendOne(row);
      handled += 1;
    }
    return handled;
  }

  function drain(): Promise<number> {
    // One pass at a time: a second caller waits for the pass in hand and then runs its own.
    const previous = running ?? Promise.resolve(0);
    const next = previous.catch(() => 0).then(drainOnce);
    running = next;
    return next;
  }

  function schedule(ms: number) {
    if (stopped) return;
    clearTimeout(timer);
    timer = setTimeout(tick, ms);
    timer.unref();
  }

  function tick() {
    drain()
      .catch((error: unknown) =>
        logger.error({ err: error }, 'the mail sender could not read its queue'),
      )
      .finally(() => schedule(pollMs));
  }

  schedule(0);

  return {
    ready,
    wake: () => schedule(0),
    drain,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running?.catch(() => undefined);
      transport.close();
    },
  };
}
