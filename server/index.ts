import path from 'node:path';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ViteDevServer } from 'vite';
import { createAi, describeAi } from './ai';
import { createApp } from './app';
import {
  backupBeforeMigrating,
  backupPlaceOf,
  backupsWanted,
  startConfiguredBackups,
} from './backup/schedule';
import { openDatabase } from './db/connect';
import { oneAtATime } from './db/process-locks';
import { postgresLimitsMessage } from './db/postgres-readiness';
import { migrateToLatest } from './db/migrate';
import { ConfigError, parseEnv } from './env';
import { syncBuiltinKnowledgeBase } from './ingredients/kb';
import { createHttpServer } from './http/server';
import { createServerRenderer, type EntryServer } from './http/ssr';
import { createLogger } from './logger';
import { createMailTransport, mailFrom, outboxDir, startMailSender } from './mail';
import { startAuthHousekeeping } from './auth/housekeeping';
import { startPostScheduler } from './blog/schedule';
import { issueSetupTokenIfNeeded } from './auth/setup';
import { invalidateCatalog, prepareCatalogSearch } from './catalog/service';
import { refreshBadgesIfStandardChanged } from './standard/badges';
import { watchExternalWrites } from './product-admin/external-writes';
import { isDatabaseEmpty } from './seed/content';
import { unsupportedNodeMessage } from '../shared/node-version.mjs';

const SHUTDOWN_GRACE_MS = 4000;

async function main() {
  const nodeProblem = unsupportedNodeMessage();
  if (nodeProblem) {
    console.error(nodeProblem);
    process.exit(1);
  }
  let env;
  try {
    env = parseEnv();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  // React (server rendering) picks its production build from this; `npm run serve` sets it too.
  process.env.NODE_ENV ??= env.NODE_ENV;
  const logger = createLogger(env.LOG_LEVEL);
  if (!env.SITE_URL_CONFIGURED)
    logger.warn(
      `SITE_URL is not set: only localhost, 127.0.0.1 and [::1] are served. Set SITE_URL to the address shoppers use (for example https://puur.example).`,
    );
  // pg is loaded only for PostgreSQL.
  const { db, sqlite } = env.DATABASE_URL
    ? { ...(await import('./db/connect-postgres')).openPostgres(env.DATABASE_URL), sqlite: null }
    : openDatabase(env.DATABASE_PATH);
  if (env.DATABASE_URL) logger.warn(postgresLimitsMessage());
  // Backups are on unless BACKUP_INTERVAL_HOURS=0; then also none before migrating.
  const backupsOn = Boolean(sqlite) && backupsWanted(env);
  await oneAtATime(db, async () => {
    // A new version's migrations change the database: a verified snapshot of it first.
    if (backupsOn) await backupBeforeMigrating(db, backupPlaceOf(env), logger);
    await migrateToLatest(db);
    const kb = await syncBuiltinKnowledgeBase(db);
    if (kb.changed) logger.info(kb, 'ingredient knowledge base loaded');
    if (env.SEED_DEMO_DATA && (await isDatabaseEmpty(db))) {
      // The demo data is its own chunk, loaded only when an empty database is seeded.
      const { seedDemoData } = await import('./seed/seed');
      const summary = await seedDemoData(db);
      logger.info(summary, 'empty database: demo data seeded');
    }
  });
  // Listening before the index is first read: a change another process announces meanwhile
  // is not missed.
  const catalogSync = env.DATABASE_URL
    ? (await import('./catalog/catalog-sync')).startCatalogSync(db, env.DATABASE_URL, logger)
    : null;
  await catalogSync?.ready;
  // The first search after a start must not wait for the index (built in its worker) nor for the
  // search worker to start: the catalogue's first page is searched once before listening.
  await prepareCatalogSearch(db);
  const setupToken = await issueSetupTokenIfNeeded(db);
  if (setupToken) {
    // No default account (ASVS 6.3.2): the first admin is created through this one-time link.
    logger.warn(
      `No staff account yet. Create the first admin within 24 hours at: ${env.SITE_URL}/admin/setup?token=${setupToken}`,
    );
  }

  const here = import.meta.dirname;
  // Built: <dist>/server/index.js beside <dist>/client (PUUR_DIST may move it). From source: tsx.
  const fromSource = import.meta.filename.endsWith('.ts');
  const rootDir = path.resolve(here, fromSource ? '..' : '../..');
  const clientDir = fromSource
    ? path.join(rootDir, 'dist', 'client')
    : path.join(here, '..', 'client');

  let vite: ViteDevServer | undefined;
  if (env.NODE_ENV === 'development') {
    const { createServer } = await import('vite');
    vite = await createServer({ server: { middlewareMode: true }, appType: 'custom' });
  }

  const ai = createAi(env);
  logger.info(describeAi(ai), 'AI provider');
  const deps = { db, env, logger, ai };
  const renderPage = createServerRenderer(deps, () =>
    vite
      ? (vite.ssrLoadModule('/entry-server.tsx') as Promise<EntryServer>)
      : import('../client/entry-server'),
  );
  const app = createApp({ ...deps, clientDir, rootDir, vite, renderPage });
  // A shell import (npm run products) writes through its own connection: drop the cached catalogue.
  const housekeeping = startAuthHousekeeping(db, logger);
  // Scheduled blog posts go live at their time without anyone signed in (decision 0004).
  const postScheduler = startPostScheduler(db, logger);
  // Writes by other processes: SQLite's data_version (below); on PostgreSQL, their announcements.
  const stopWatching = sqlite
    ? watchExternalWrites(sqlite, () => {
        logger.info('the database was changed from outside the server: catalogue reloaded');
        invalidateCatalog(db);
      })
    : () => {};
  void refreshBadgesIfStandardChanged(db, logger).catch((error: unknown) =>
    logger.error({ err: error }, 'could not check the badges against the standard'),
  );
  // Outgoing mail: queued rows are sent in the background, one at a time (decision 0020).
  const mailTransport = createMailTransport(env);
  if (mailTransport.kind === 'outbox')
    logger.info(
      `SMTP_URL is not set: outgoing mail is written to ${outboxDir(env)} instead of being sent`,
    );
  const mail = startMailSender({ db, transport: mailTransport, logger, from: mailFrom(env) });
  // Verified snapshots on a schedule, in a worker thread (SQLite; on PostgreSQL a line says how).
  const backups = startConfiguredBackups(env, logger);
  const server: Server = createHttpServer(app);
  server.once('error', (error) => {
    logger.fatal({ err: error }, `cannot listen on ${env.HOST}:${env.PORT}`);
    process.exit(1);
  });
  server.listen(env.PORT, env.HOST, () => {
    const { port } = server.address() as AddressInfo; // the real one when PORT is 0
    logger.info(
      `${env.SITE_NAME} is listening on http://${env.HOST === '0.0.0.0' ? 'localhost' : env.HOST}:${port}`,
    );
  });

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info(`${signal}: finishing requests and closing`);
    const force = setTimeout(() => server.closeAllConnections(), SHUTDOWN_GRACE_MS);
    force.unref();
    server.close(async () => {
      stopWatching();
      await catalogSync?.stop();
      housekeeping.stop();
      postScheduler.stop();
      await mail.stop(); // waits for a mail in hand, so its row is not left in 'sending'
      await backups?.stop(); // a backup being taken is finished, not left half-written
      await vite?.close();
      await db.destroy();
      if (sqlite?.open) sqlite.close();
      logger.info('stopped');
      process.exit(0);
    });
    server.closeIdleConnections();
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
