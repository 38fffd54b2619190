import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { createApp } from '../app';
import { createHttpServer, type SERVER_TIMEOUTS } from '../http/server';
import type { ServerRenderer } from '../http/ssr';
import type { AppDeps } from '../trpc/context';

/** A throwaway client build: index.html with the head placeholder and one hashed asset. */
export function fakeClientDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'puur-client-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html><head><!--app-head--></head><body><div id="root"></div></body></html>',
  );
  fs.writeFileSync(path.join(dir, 'assets', 'index-abc123.js'), 'console.log(1)');
  fs.writeFileSync(path.join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return dir;
}

export interface TestServer {
  url: string;
  close: () => Promise<void>;
}

/** Starts createApp on a random port (with server rendering when a renderer is given). */
export async function startTestServer(
  deps: AppDeps,
  renderPage?: ServerRenderer,
  timeouts: Partial<typeof SERVER_TIMEOUTS> = {},
): Promise<TestServer> {
  const app = createApp({
    ...deps,
    clientDir: fakeClientDir(),
    rootDir: process.cwd(),
    renderPage,
  });
  const server = createHttpServer(app, timeouts).listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
