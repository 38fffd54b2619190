/**
 * One-click unsubscribe (RFC 8058): mail apps POST `List-Unsubscribe=One-Click` to the link in a
 * newsletter's List-Unsubscribe header, from their own servers (no cookie, no Origin). The same
 * address opened in a browser (GET) is the unsubscribe page, which asks for a click first, since
 * mail scanners open links.
 */
import express, { type Router } from 'express';
import type { AppDeps } from '../trpc/context';
import { unsubscribe } from './service';

export function newsletterRoutes(deps: Pick<AppDeps, 'db' | 'logger'>): Router {
  const routes = express.Router();
  routes.post(
    '/newsletter/unsubscribe',
    express.urlencoded({ extended: false, limit: '2kb' }),
    async (req, res, next) => {
      try {
        const token = typeof req.query.token === 'string' ? req.query.token : '';
        res.set('Cache-Control', 'no-store').type('text/plain; charset=utf-8');
        if (token.length < 10 || token.length > 64) {
          res.status(400).send('This unsubscribe link is not valid.');
          return;
        }
        if (!(await unsubscribe(deps.db, token))) {
          res.status(404).send('This unsubscribe link is not valid.');
          return;
        }
        res.status(200).send('You have been unsubscribed.');
      } catch (error) {
        next(error);
      }
    },
  );
  return routes;
}
