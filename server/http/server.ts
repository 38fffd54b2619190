import http from 'node:http';
import type { Express } from 'express';

/**
 * Node's defaults let a client hold a connection for 300 s by sending its body slowly. A request
 * must now arrive whole within a minute (a 20 MB photo over a slow phone line fits) and its
 * headers within 15 s; Node checks every 2 s and answers 408.
 */
export const SERVER_TIMEOUTS = {
  headersTimeout: 15_000,
  requestTimeout: 60_000,
  keepAliveTimeout: 5_000,
  connectionsCheckingInterval: 2_000,
};

export function createHttpServer(
  app: Express,
  timeouts: Partial<typeof SERVER_TIMEOUTS> = {},
): http.Server {
  return http.createServer({ ...SERVER_TIMEOUTS, ...timeouts }, app);
}
