import fs from 'node:fs';
import path from 'node:path';
import { BOOT_SCRIPTS_ID, type BootScripts } from '../../shared/boot';
import { PAGES, matchPage } from '../../shared/routes';
import { escapeJsonForScript } from './json-script';

/** The key of a page's route file in Vite's manifest (pages without one have no hints). */
function routeFileOf(page: { file?: string }): string {
  return page.file ? `routes/${page.file}` : '';
}

/**
 * The scripts and hints of a page's first load, from Vite's manifest (in development, without a
 * manifest, nothing changes):
 * - pages the browser renders get modulepreload hints for their route's code-split chunk (and
 *   what it imports), so those download with the entry instead of after it runs;
 * - server-rendered pages swap the app's script tags for client/boot.ts, which loads the same
 *   modules after the first paint (docs/decisions/0008-server-rendering.md);
 * - the home page's hero picture is preloaded;
 * - the two Latin faces (Fraunces, Inter) are preloaded on every page: found only once the
 *   stylesheet has been applied, each arrived after the first layout and made the browser lay
 *   the whole page out again with the new face (style and layout were most of a phone's
 *   blocking time; decision 0018).
 */
const EXTRA_HINTS: Record<string, string[]> = {
  [routeFileOf(PAGES.home)]: [
    '<link rel="preload" href="/images/hero.svg" as="image" fetchpriority="high" />',
  ],
};

interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
  assets?: string[];
}

const PRELOADED_FONTS = /\/(fraunces|inter)-latin-wght-normal-[\w-]+\.woff2$/;

export interface PageAssets {
  /** Hints for <head>. */
  hints(pathname: string, serverRendered: boolean): string;
  /** A server-rendered page's shell with the app's scripts started by client/boot.ts instead. */
  bootAfterPaint(html: string, pathname: string): string;
}

const NO_ASSETS: PageAssets = { hints: () => '', bootAfterPaint: (html) => html };

export function createPageAssets(clientDir: string): PageAssets {
  const manifestPath = path.join(clientDir, '.vite', 'manifest.json');
  if (!fs.existsSync(manifestPath)) return NO_ASSETS;
  const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as Record<
    string,
    ManifestChunk
  >;
  const entry = manifest['index.html'];
  const boot = manifest['boot.ts'];
  if (!entry || !boot) return NO_ASSETS;

  const collect = (key: string, into: Set<string>) => {
    const chunk = manifest[key];
    if (!chunk || into.has(chunk.file)) return;
    into.add(chunk.file);
    for (const imported of chunk.imports ?? []) collect(imported, into);
  };
  const fontHints = (entry.assets ?? [])
    .filter((file) => PRELOADED_FONTS.test(`/${file}`))
    .map(
      (file) => `<link rel="preload" href="/${file}" as="font" type="font/woff2" crossorigin />`,
    );
  const entryFiles = new Set<string>();
  collect('index.html', entryFiles);

  /** The route's chunk and its imports that the entry does not already bring. */
  const routeFiles = new Map<string, string[]>();
  for (const file of Object.values(PAGES).map(routeFileOf).filter(Boolean)) {
    const files = new Set<string>();
    collect(`${file}?tsr-split=component`, files);
    routeFiles.set(
      file,
      [...files].filter((f) => !entryFiles.has(f)),
    );
  }
  const routeOf = (pathname: string) => {
    const page = matchPage(pathname)?.page;
    return page ? routeFileOf(page) || undefined : undefined;
  };

  return {
    hints(pathname, serverRendered) {
      const route = routeOf(pathname);
      if (!route) return fontHints.join('\n    ');
      const modules = serverRendered
        ? []
        : (routeFiles.get(route) ?? []).map(
            (f) => `<link rel="modulepreload" crossorigin href="/${f}" />`,
          );
      return [...fontHints, ...(EXTRA_HINTS[route] ?? []), ...modules].join('\n    ');
    },
    bootAfterPaint(html, pathname) {
      const route = routeOf(pathname);
      const scripts: BootScripts = {
        entry: `/${entry.file}`,
        preload: [...entryFiles]
          .filter((f) => f !== entry.file)
          .concat(route ? (routeFiles.get(route) ?? []) : [])
          .map((f) => `/${f}`),
      };
      const withoutApp = html
        .replace(/^[ \t]*<link rel="modulepreload"[^>]*>\n/gm, '')
        .replace(/^([ \t]*)<script type="module"[^>]*><\/script>\n/m, '$1<!--boot-->\n');
      return withoutApp.replace(
        '<!--boot-->',
        () =>
          `<script type="application/json" id="${BOOT_SCRIPTS_ID}">${escapeJsonForScript(JSON.stringify(scripts))}</script>\n    <script type="module" crossorigin src="/${boot.file}"></script>`,
      );
    },
  };
}
