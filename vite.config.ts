import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';

const root = import.meta.dirname;

/**
 * A test file and the test helpers it reaches through relative imports (`*-test-setup.ts` beside
 * the code, and with `shared` the fixtures in server/test/ too), so that a set-up moved into a
 * helper keeps its file in the right test set. Returns the repository paths and their joined source.
 */
function testSources(file: string, shared: boolean): { files: Set<string>; text: string } {
  const files = new Set<string>();
  const texts: string[] = [];
  const visit = (relative: string) => {
    if (files.has(relative)) return;
    files.add(relative);
    const text = fs.readFileSync(path.join(root, relative), 'utf8');
    texts.push(text);
    for (const [, spec] of text.matchAll(/from '(\.\.?\/[^']+)'/g)) {
      const target = path.join(path.dirname(relative), spec!);
      const found = [`${target}.ts`, `${target}.tsx`].find((name) =>
        fs.existsSync(path.join(root, name)),
      );
      if (found && ((shared && found.startsWith('server/test/')) || /-test-setup\.ts$/.test(found)))
        visit(found);
    }
  };
  visit(file);
  return { files, text: texts.join('\n') };
}

/**
 * The test files that take their database from server/test/db.ts (directly, through
 * createTestDeps or through a set-up helper): the ones `npm run test:postgres` runs again on
 * PostgreSQL.
 */
function integrationTests(): string[] {
  return fs
    .globSync('server/**/*.test.ts', { cwd: root })
    .filter((file) => {
      const { files } = testSources(file, true);
      return files.has('server/test/db.ts') || files.has('server/test/deps.ts');
    })
    .sort();
}
/**
 * The test files that reach Node's own runtime rather than plain JavaScript: processes, threads,
 * sockets, streams, native modules (SQLite, argon2, sharp), mail, and the command-line tools.
 * `npm run test:runtime` runs them on the other supported Node lines (decision 0035); the rest of
 * the suite is JavaScript that every line runs alike.
 */
function runtimeTests(): string[] {
  const reaches =
    /node:(child_process|worker_threads|http|https|net|zlib|stream|dns|tls)|test\/http|[wW]orker|sharp|argon2|nodemailer|smtp/;
  return fs
    .globSync('{server,shared,client,scripts}/**/*.test.{ts,tsx}', { cwd: root })
    .filter(
      (file) =>
        /^(scripts|server\/db)\//.test(file) ||
        // The fixtures in server/test/ start servers and workers for every kind of test: only
        // what the file and its own set-up reach counts.
        reaches.test(testSources(file, false).text),
    )
    .sort();
}
// PUUR_DIST lets parallel builds (for example two e2e runs) write to different folders.
const dist = path.resolve(root, process.env.PUUR_DIST ?? 'dist');

/**
 * The server bundle's worker entries (server/worker-threads.ts): the threads that build and
 * search the catalogue index, write imports and take scheduled backups, emitted beside index.js
 * whatever entry the command names.
 */
function serverWorkerEntries(): Plugin {
  return {
    name: 'puur-server-worker-entries',
    options(options) {
      const entries = typeof options.input === 'string' ? [options.input] : (options.input ?? []);
      const named = Array.isArray(entries)
        ? Object.fromEntries(entries.map((file) => [path.parse(file).name, file]))
        : entries;
      return {
        ...options,
        input: {
          ...named,
          'index-worker': path.join(root, 'server', 'catalog', 'index-worker.ts'),
          'backup-worker': path.join(root, 'server', 'backup', 'backup-worker.ts'),
          'search-worker': path.join(root, 'server', 'catalog', 'search-worker.ts'),
          'import-worker': path.join(root, 'server', 'product-admin', 'import-worker.ts'),
        },
      };
    },
  };
}

/**
 * Marks the code every page runs at start-up (the app's entry chunk and the chunks it imports)
 * for eager compilation with V8's file-level compile hint: Chromium then compiles those functions
 * on a background thread while the file streams in, instead of on the main thread on their first
 * call, which made the entry's evaluation the longest task of a first load
 * (docs/decisions/0018-hydrating-less.md). Other browsers ignore the comment. Also lists that code's
 * source modules in .vite/startup-modules.json.
 */
function startupCompileHints(): Plugin {
  const HINT = '//# allFunctionsCalledOnLoad\n';
  return {
    name: 'puur-startup-compile-hints',
    apply: 'build',
    // After Vite's own edits of the chunks (its preload helper's first line): the comment leads.
    enforce: 'post',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const chunks = new Map(
          Object.values(bundle).flatMap((file) =>
            file.type === 'chunk' ? [[file.fileName, file]] : [],
          ),
        );
        const entry = [...chunks.values()].find(
          (chunk) => chunk.isEntry && chunk.facadeModuleId?.endsWith('index.html'),
        );
        const startup = new Set<string>();
        const visit = (fileName: string) => {
          if (startup.has(fileName)) return;
          startup.add(fileName);
          for (const imported of chunks.get(fileName)?.imports ?? []) visit(imported);
        };
        if (entry) visit(entry.fileName);
        const modules = new Set<string>();
        for (const fileName of startup) {
          const chunk = chunks.get(fileName);
          if (!chunk) continue;
          chunk.code = HINT + chunk.code;
          for (const id of Object.keys(chunk.modules)) modules.add(path.relative(root, id));
        }
        // The source modules of that start-up code, for the build test that keeps staff pages
        // out of what every shopper downloads.
        this.emitFile({
          type: 'asset',
          fileName: '.vite/startup-modules.json',
          source: JSON.stringify([...modules].sort(), null, 1),
        });
      },
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  root: path.join(root, 'client'),
  publicDir: path.join(root, 'client', 'public'),
  resolve: { alias: { '@': path.join(root, 'client') } },
  plugins: isSsrBuild
    ? // The server bundle includes the app for server rendering (client/entry-server.tsx).
      [react(), serverWorkerEntries()]
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
        startupCompileHints(),
      ],
  build: isSsrBuild
    ? {
        outDir: path.join(dist, 'server'),
        target: 'node20',
        emptyOutDir: true,
        copyPublicDir: false,
        // One flat folder: a worker entry (server/worker-threads.ts) is found next to the chunk
        // that starts it, wherever the bundler puts that code.
        rolldownOptions: {
          output: { entryFileNames: '[name].js', chunkFileNames: '[name]-[hash].js' },
        },
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
    include:
      process.env.TEST_DATABASE === 'postgres'
        ? integrationTests()
        : process.env.TEST_SET === 'runtime'
          ? runtimeTests()
          : ['{server,shared,client,scripts}/**/*.test.{ts,tsx}'],
    globalSetup: ['server/test/postgres-setup.ts'],
    environment: 'node',
    pool: 'forks',
    // Vitest's default leaves one core for itself, which on a 2-core machine (CI's kind) runs one
    // file at a time; two at once took the unit run from 411 s to about 300 s there.
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    testTimeout: 20_000,
    // Set-up hooks seed the demo shop (2,000+ knowledge-base entries): with two files at once on a
    // 2-core machine, that can pass Vitest's default of 10 s.
    hookTimeout: 60_000,
  },
}));
