/**
 * The HTTP side of catalogue management: files that are not JSON.
 *
 * - POST /api/admin/product-images   a picture as the raw body (X-File-Name: its name) →
 *   { url, urls, width, height }. Staff only, same origin only, at most 15 MB.
 * - POST /api/admin/products/import?format=csv|json&dryRun=true   the file as the raw body →
 *   the import report. Staff only, same origin only, at most 25 MB.
 * - GET  /api/admin/products/export?format=csv|json   the catalogue as a download. Staff only.
 * - GET  /uploads/products/<name>-<width>.webp   the stored pictures, cached for a year
 *   (names are never reused, so the files are immutable).
 */
import type { ImportResponse } from '../../shared/product-import';
import path from 'node:path';
import express, {
  type NextFunction,
  type Request,
  type RequestHandler,
  type Response,
} from 'express';
import { rateLimit } from 'express-rate-limit';
import { clientKey } from '../http/client-key';
import { resolveSession } from '../auth/sessions';
import { DomainError, statusOfDomainError } from '../errors';
import { MAX_PICTURE_BYTES, picturesDir, pruneUnusedPictures, storePicture } from './pictures';
import type { ProductAdminDeps } from './service';
import { exportFileName, exportProducts } from './export';
import {
  detectFormat,
  IMPORT_FORMATS,
  importProducts,
  MAX_IMPORT_BYTES,
  type ImportFormat,
} from './import';
import type { AppDeps } from '../trpc/context';
import { readSessionCookie } from '../http/cookies';
import { sameOriginOnly } from '../http/security';

const ONE_YEAR_MS = 365 * 24 * 60 * 60 * 1000;
/** Orphaned uploads (a form never saved) are looked for at most once an hour. */
const PRUNE_EVERY_MS = 60 * 60 * 1000;

export function productAdminRoutes(deps: AppDeps): express.Router {
  const { db, env, logger } = deps;
  const dir = picturesDir(env);
  const serviceDeps: ProductAdminDeps = { db, logger, picturesDir: dir, siteUrl: env.SITE_URL };
  const routes = express.Router();
  let lastPrune = 0;

  routes.use(
    '/uploads/products',
    express.static(dir, {
      immutable: true,
      maxAge: ONE_YEAR_MS,
      index: false,
      dotfiles: 'deny',
      fallthrough: false,
      setHeaders: (res) => res.setHeader('X-Content-Type-Options', 'nosniff'),
    }),
  );

  const writes = env.RATE_LIMITS
    ? rateLimit({
        windowMs: 60 * 1000,
        limit: 60,
        keyGenerator: (req) => clientKey(req),
        standardHeaders: 'draft-7',
        legacyHeaders: false,
        handler: (_req, res) => {
          res.status(429).json({ error: 'Too many uploads. Please wait a moment and try again.' });
        },
      })
    : (_req: Request, _res: Response, next: NextFunction) => next();

  async function staffOnly(req: Request, res: Response, next: NextFunction) {
    try {
      const session = await resolveSession(db, readSessionCookie(env, req));
      if (!session) {
        res.status(401).json({ error: 'Please sign in.' });
        return;
      }
      // Editors and admins may both manage products (the only roles there are).
      if (session.staff.role !== 'admin' && session.staff.role !== 'editor') {
        res.status(403).json({ error: 'Your role does not allow this.' });
        return;
      }
      res.locals.staff = session.staff;
      next();
    } catch (error) {
      next(error);
    }
  }

  const noStore = (_req: Request, res: Response, next: NextFunction) => {
    res.setHeader('Cache-Control', 'no-store');
    next();
  };

  /**
   * A staff upload: no caching, same origin, the write limit, a session, then `handle` gets the raw
   * body (at most `limit` bytes); its errors are answered like the others of this router.
   */
  const staffUpload = (
    limit: number,
    handle: (body: Buffer, req: Request, res: Response) => Promise<void>,
  ): RequestHandler[] => [
    noStore,
    sameOriginOnly(env),
    writes,
    staffOnly,
    express.raw({ type: () => true, limit }),
    async (req, res, next) => {
      try {
        await handle(rawBodyOf(req), req, res);
      } catch (error) {
        answerError(error, res, next);
      }
    },
  ];

  routes.post(
    '/api/admin/product-images',
    ...staffUpload(MAX_PICTURE_BYTES, async (body, req, res) => {
      const picture = await storePicture(dir, body, fileNameOf(req));
      res.status(201).json(picture);
      if (Date.now() - lastPrune > PRUNE_EVERY_MS) {
        lastPrune = Date.now();
        void pruneUnusedPictures(db, dir).catch((err: unknown) =>
          logger.warn({ err }, 'could not prune unused product pictures'),
        );
      }
    }),
  );

  routes.post(
    '/api/admin/products/import',
    ...staffUpload(MAX_IMPORT_BYTES, async (body, req, res) => {
      const text = new TextDecoder('utf-8', { fatal: false }).decode(body);
      const format = formatOf(req.query.format) ?? detectFormat(text, fileNameOf(req));
      const dryRun = req.query.dryRun !== 'false';
      const staff = res.locals.staff as { id: number; email: string };
      const report = await importProducts({ ...serviceDeps, changedBy: staff.email }, text, {
        format,
        dryRun,
      });
      logger.info(
        {
          staffId: staff.id,
          dryRun,
          applied: report.applied,
          created: report.created,
          updated: report.updated,
          problems: report.problemCount,
        },
        'product import',
      );
      res.status(200).json(report satisfies ImportResponse);
    }),
  );

  routes.get('/api/admin/products/export', noStore, staffOnly, async (req, res, next) => {
    const format = formatOf(req.query.format) ?? 'csv';
    try {
      res.setHeader(
        'Content-Type',
        format === 'csv' ? 'text/csv; charset=utf-8' : 'application/json; charset=utf-8',
      );
      res.setHeader('Content-Disposition', `attachment; filename="${exportFileName(format)}"`);
      for await (const chunk of exportProducts(db, format)) {
        if (!res.write(chunk)) await drainOrClose(res);
        if (res.destroyed) return;
      }
      res.end();
    } catch (error) {
      if (res.headersSent) {
        logger.error({ err: error }, 'product export failed');
        res.destroy();
        return;
      }
      next(error);
    }
  });

  return routes;
}

function drainOrClose(res: Response): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      res.off('drain', done);
      res.off('close', done);
      resolve();
    };
    res.once('drain', done);
    res.once('close', done);
  });
}

function rawBodyOf(req: Request): Buffer {
  return Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
}

function formatOf(value: unknown): ImportFormat | null {
  return typeof value === 'string' && (IMPORT_FORMATS as readonly string[]).includes(value)
    ? (value as ImportFormat)
    : null;
}

/** The uploaded file's name (only its extension is used; it never becomes a path). */
function fileNameOf(req: Request): string | undefined {
  const header = req.get('x-file-name');
  if (!header) return undefined;
  try {
    return path.basename(decodeURIComponent(header)).slice(0, 200);
  } catch {
    return path.basename(header).slice(0, 200);
  }
}

/** A DomainError is the uploader's to fix: its status and message; anything else is ours. */
function answerError(error: unknown, res: Response, next: NextFunction): void {
  if (error instanceof DomainError) {
    res.status(statusOfDomainError(error)).json({ error: error.message } satisfies ImportResponse);
    return;
  }
  next(error);
}
