import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const root = import.meta.dirname;
// PUUR_DIST lets parallel builds (for example two e2e runs) write to different folders.
const dist = path.resolve(root, process.env.PUUR_DIST ?? 'dist');

export default defineConfig(({ isSsrBuild }) => ({
  root: path.join(root, 'client'),
  publicDir: path.join(root, 'client', 'public'),
  resolve: { alias: { '@': path.join(root, 'client') } },
  plugins: isSsrBuild
    ? // The server bundle includes the app for server rendering (client/entry-server.tsx).
      [react()]
    : [
        // The router plugin must come before react() so that route components are split.
        tanstackRouter({
          target: 'react',
          autoCodeSplitting: true,
          routesDirectory: path.join(root, 'client', 'routes'),
          generatedRouteTree: path.join(root, 'client', 'routeTree.gen.ts'),
        }),
        react(),
        tailwindcss(),
      ],
  build: isSsrBuild
    ? {
        outDir: path.join(dist, 'server'),
        target: 'node20',
        emptyOutDir: true,
        copyPublicDir: false,
      }
    : {
        outDir: path.join(dist, 'client'),
        emptyOutDir: true,
        sourcemap: false,
        manifest: true,
        rolldownOptions: {
          // boot.ts starts the app on server-rendered pages (server/http/preload.ts).
          input: {
            index: path.join(root, 'client', 'index.html'),
            boot: path.join(root, 'client', 'boot.ts'),
          },
        },
      },
  ssr: { target: 'node' },
  test: {
    root,
    include: ['{server,shared,client,scripts}/**/*.test.{ts,tsx}'],
    environment: 'node',
    pool: 'forks',
    testTimeout: 20_000,
  },
}));
