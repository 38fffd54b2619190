import fs from 'node:fs/promises';
import path from 'node:path';
import type { ViteDevServer } from 'vite';
import { isKnownRoute } from '../../shared/routes';
import type { Env } from '../env';

export interface HeadTags {
  title: string;
  description: string;
  extra?: string;
}

export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

export function defaultHead(env: Env): HeadTags {
  return {
    title: `${env.SITE_NAME} · Clean products, clear reasons`,
    description:
      'Beautiful non-toxic products, that are just right for you. Clean beauty, home and fashion, ingredient analyses and a personal assistant.',
  };
}

export function renderHeadTags(head: HeadTags, siteName: string): string {
  return [
    `<meta name="application-name" content="${escapeHtml(siteName)}" />`,
    `<title>${escapeHtml(head.title)}</title>`,
    `<meta name="description" content="${escapeHtml(head.description)}" />`,
    head.extra ?? '',
  ].join('\n    ');
}

/** Loads index.html: from the build in production, through Vite's transform in development. */
export function createTemplateLoader(options: {
  clientDir: string;
  vite?: ViteDevServer;
  rootDir: string;
}) {
  let cached: string | undefined;
  return async (url: string): Promise<string> => {
    if (options.vite) {
      const raw = await fs.readFile(path.join(options.rootDir, 'client', 'index.html'), 'utf8');
      return options.vite.transformIndexHtml(url, raw);
    }
    cached ??= await inlineStylesheets(
      await fs.readFile(path.join(options.clientDir, 'index.html'), 'utf8'),
      options.clientDir,
    );
    return cached;
  };
}

/**
 * The built stylesheet goes inline, in place of Vite's <link>: server-rendered HTML then paints
 * as soon as it arrives, without a render-blocking request that would share a slow phone line
 * with the script downloads (11 KB gzip, within the HTML). See docs/decisions/0008.
 */
export async function inlineStylesheets(html: string, clientDir: string): Promise<string> {
  const links = [...html.matchAll(/<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g)];
  let inlined = html;
  for (const [tag, file] of links) {
    const css = await fs.readFile(path.join(clientDir, file!), 'utf8');
    // `</style` cannot occur in built CSS outside strings; escape it anyway so it cannot end the tag.
    inlined = inlined.replace(
      tag,
      () => `<style>${css.replaceAll('</style', '<\\/style')}</style>`,
    );
  }
  return inlined;
}

export function statusForPath(pathname: string): number {
  return isKnownRoute(pathname) ? 200 : 404;
}
