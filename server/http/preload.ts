import fs from 'node:fs';
import path from 'node:path';

/**
 * Preload hints for the first load: the current route's code-split chunk (and what it imports),
 * (and the home hero picture), so the browser fetches them with the entry instead of after it runs.
 * Built from Vite's manifest; in development (no manifest) it adds nothing.
 */
const ROUTE_FILES: [RegExp, string][] = [
  [/^\/$/, 'routes/index.tsx'],
  [/^\/clean-products$/, 'routes/clean-products.tsx'],
  [/^\/bestsellers$/, 'routes/bestsellers.tsx'],
  [/^\/brands$/, 'routes/brands.tsx'],
  [/^\/product\/[^/]+$/, 'routes/product.$id.tsx'],
  [/^\/clear-reasons$/, 'routes/clear-reasons.tsx'],
  [/^\/blog\/[^/]+$/, 'routes/blog.$slug.tsx'],
  [/^\/personal-assistant$/, 'routes/personal-assistant.tsx'],
  [/^\/ingredient-checker$/, 'routes/ingredient-checker.tsx'],
  [/^\/standard$/, 'routes/standard.tsx'],
  [/^\/wishlist$/, 'routes/wishlist.tsx'],
];

interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}

export function createPreloader(clientDir: string): (pathname: string) => string {
  const manifestPath = path.join(clientDir, '.vite', 'manifest.json');
  if (!fs.existsSync(manifestPath)) return () => '';
  const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as Record<
    string,
    ManifestChunk
  >;
  const entryKey = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  // The entry and its static imports are already preloaded by index.html.
  const alreadyLoaded = new Set<string>();
  const collect = (key: string, into: Set<string>) => {
    const chunk = manifest[key];
    if (!chunk || into.has(chunk.file)) return;
    into.add(chunk.file);
    for (const imported of chunk.imports ?? []) collect(imported, into);
  };
  if (entryKey) collect(entryKey, alreadyLoaded);

  // Fonts are not preloaded: on a slow phone they would compete with the JavaScript that paints
  // the page, and the text shows at once in the fallback face (font-display: swap).
  const extra: Record<string, string[]> = {
    'routes/index.tsx': [
      '<link rel="preload" href="/images/hero.svg" as="image" fetchpriority="high" />',
    ],
  };

  const cache = new Map<string, string>();
  for (const [, file] of ROUTE_FILES) {
    const files = new Set<string>();
    collect(`${file}?tsr-split=component`, files);
    const links = [...files]
      .filter((f) => !alreadyLoaded.has(f))
      .map((f) => `<link rel="modulepreload" crossorigin href="/${f}" />`);
    cache.set(file, [...(extra[file] ?? []), ...links].join('\n    '));
  }
  return (pathname) => {
    const route = ROUTE_FILES.find(([pattern]) => pattern.test(pathname));
    return route ? (cache.get(route[1]) ?? '') : '';
  };
}
