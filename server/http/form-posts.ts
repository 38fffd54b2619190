/**
 * The public forms posted without JavaScript (shared/form-posts.ts): each calls the same tRPC
 * procedure as the enhanced form (its zod schema, its service, its rate limits) and redirects
 * (303) back to the page the form was on, saying what happened. Writes from other sites are
 * refused as on /trpc.
 */
import express, { type Request, type Response, type Router } from 'express';
import { TRPCError } from '@trpc/server';
import { afterPost, FORM_POSTS, type FormOutcome } from '../../shared/form-posts';
import type { AppDeps } from '../trpc/context';
import type { CallRateLimiter } from '../trpc/policy';
import { createCaller } from '../trpc/root';
import { sameOriginOnly } from './security';

/** A form body: a few short fields. */
const formBody = express.urlencoded({ extended: false, limit: '20kb', parameterLimit: 20 });

/** A posted field as text: a repeated or missing field is empty. */
function field(body: unknown, name: string): string {
  const value = (body as Record<string, unknown> | undefined)?.[name];
  return typeof value === 'string' ? value : '';
}

export function formPosts(deps: AppDeps, rateLimiter?: CallRateLimiter): Router {
  const routes = express.Router();
  const callerFor = (req: Request, res: Response) =>
    createCaller({
      ...deps,
      requestId: String(res.locals.requestId),
      ip: req.ip ?? 'unknown',
      staff: null,
      req,
      res,
      callsInRequest: 1,
      rateLimiter,
    });

  /** Runs a procedure call and names its outcome; a failure on our side is logged. */
  async function outcomeOf(req: Request, call: () => Promise<unknown>): Promise<FormOutcome> {
    try {
      await call();
      return 'sent';
    } catch (error) {
      if (error instanceof TRPCError && error.code === 'BAD_REQUEST') return 'invalid';
      if (error instanceof TRPCError && error.code === 'TOO_MANY_REQUESTS') return 'busy';
      deps.logger.error(
        { err: error, path: req.path, requestId: req.res?.locals.requestId },
        'form post failed',
      );
      return 'failed';
    }
  }

  routes.post(
    FORM_POSTS.newsletter.path,
    sameOriginOnly(deps.env, deps.logger),
    formBody,
    async (req, res) => {
      const outcome = await outcomeOf(req, () =>
        callerFor(req, res).newsletter.subscribe({
          email: field(req.body, 'email'),
          website: field(req.body, 'website') || undefined,
        }),
      );
      res
        .set('Cache-Control', 'no-store')
        .redirect(303, afterPost(field(req.body, 'back'), 'newsletter', outcome));
    },
  );
  routes.post(
    FORM_POSTS.review.path,
    sameOriginOnly(deps.env, deps.logger),
    formBody,
    async (req, res) => {
      const outcome = await outcomeOf(req, () =>
        callerFor(req, res).reviews.submit({
          productId: Number(field(req.body, 'productId')),
          rating: Number(field(req.body, 'rating')),
          text: field(req.body, 'text'),
          displayName: field(req.body, 'displayName'),
          website: field(req.body, 'website') || undefined,
        }),
      );
      res
        .set('Cache-Control', 'no-store')
        .redirect(303, afterPost(field(req.body, 'back'), 'review', outcome));
    },
  );
  return routes;
}
