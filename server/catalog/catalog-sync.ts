/**
 * Several Puur processes on one PostgreSQL: each keeps the catalogue's index and answer
 * caches in memory, so a write through one must reach the others. Every invalidation a process
 * makes (invalidateCatalog: staff edits, review approvals, imports) is
 * announced with NOTIFY on one channel, naming the products when it can; every process LISTENs
 * on a connection of its own and invalidates the same products in its memory. PostgreSQL
 * delivers a notification when the writing transaction has committed, within milliseconds
 * (docs/decisions/0023-postgresql.md, phase 3).
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import pg from 'pg';
import type { DB } from '../db/connect';
import type { Logger } from '../logger';
import { broadcastCatalogChanges, invalidateHere } from './catalog-state';

export const CATALOG_CHANNEL = 'puur_catalog';

/** NOTIFY's payload must stay under 8,000 bytes: longer id lists say "everything changed". */
const MAX_PAYLOAD = 7000;
const RECONNECT_MS = 1000;

interface CatalogMessage {
  /** The announcing process (its own announcements come back to it too). */
  from: string;
  /** The products changed, created or deleted; absent for "anything may have changed". */
  ids?: readonly number[];
}

export interface CatalogSync {
  /** Resolves once this process listens (announcements before it are not seen). */
  ready: Promise<void>;
  stop(): Promise<void>;
}

export function startCatalogSync(
  db: DB,
  connectionString: string,
  logger: Pick<Logger, 'warn' | 'error'>,
): CatalogSync {
  const self = randomUUID();
  let stopped = false;
  let client: pg.Client | null = null;
  let retry: NodeJS.Timeout | undefined;

  broadcastCatalogChanges(db, (productIds) => {
    const payload = messageFor(self, productIds);
    sql`select pg_notify(${CATALOG_CHANNEL}, ${payload})`
      .execute(db)
      .catch((error: unknown) =>
        logger.error(
          { err: error },
          'could not tell the other Puur processes of a catalogue change',
        ),
      );
  });

  const onNotification = (message: pg.Notification) => {
    if (message.channel !== CATALOG_CHANNEL) return;
    const parsed = parseMessage(message.payload);
    if (parsed?.from === self) return;
    invalidateHere(db, parsed?.ids);
  };

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString });
    next.on('notification', onNotification);
    const lost = (error?: Error) => {
      if (client !== next || stopped) return;
      client = null;
      logger.warn(
        { err: error },
        'lost the PostgreSQL connection that hears other processes’ catalogue changes: reconnecting',
      );
      retry = setTimeout(() => void connect().catch(() => {}), RECONNECT_MS);
      retry.unref();
    };
    next.on('error', lost);
    next.on('end', () => lost());
    try {
      await next.connect();
      await next.query(`listen ${CATALOG_CHANNEL}`);
    } catch (error) {
      await next.end().catch(() => {});
      if (stopped) return;
      logger.warn({ err: error }, 'cannot listen for other processes’ catalogue changes yet');
      retry = setTimeout(() => void connect().catch(() => {}), RECONNECT_MS);
      retry.unref();
      throw error;
    }
    if (stopped) {
      await next.end().catch(() => {});
      return;
    }
    const reconnected = client === null && retry !== undefined;
    client = next;
    // Changes announced while no one listened are unknown: everything is read again.
    if (reconnected) invalidateHere(db);
  };

  return {
    ready: connect(),
    async stop() {
      stopped = true;
      clearTimeout(retry);
      broadcastCatalogChanges(db, null);
      const current = client;
      client = null;
      await current?.end().catch(() => {});
    },
  };
}

function messageFor(from: string, productIds?: readonly number[]): string {
  if (productIds) {
    const withIds = JSON.stringify({ from, ids: productIds } satisfies CatalogMessage);
    if (withIds.length <= MAX_PAYLOAD) return withIds;
  }
  return JSON.stringify({ from } satisfies CatalogMessage);
}

/** The message, or null when it cannot be read (then everything is read again). */
function parseMessage(payload: string | undefined): CatalogMessage | null {
  try {
    const value = JSON.parse(payload ?? '') as Partial<CatalogMessage>;
    if (typeof value.from !== 'string') return null;
    const ids =
      Array.isArray(value.ids) && value.ids.every(Number.isSafeInteger) ? value.ids : undefined;
    return { from: value.from, ...(ids ? { ids } : {}) };
  } catch {
    return null;
  }
}
