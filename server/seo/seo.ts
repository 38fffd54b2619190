/**
 * Search-engine presence, from the database: the <head> of shareable pages (/blog/{slug},
 * /product/{id}) in the HTML the server sends, so that crawlers and link previews need no
 * JavaScript; and /sitemap.xml, /rss.xml and /robots.txt. SITE_URL makes every link absolute.
 */
import express, { type Router } from 'express';
import { readPublishedPost } from '../blog/posts';
import { idFromPath, matchPage } from '../../shared/routes';
import type { AppDeps } from '../trpc/context';
import type { HeadTags } from '../http/html';
import { buildRobots, buildRss, buildSitemap } from './feeds';
import type { PageHead } from './head-tags';
import {
  comparisonHead,
  postHead,
  productHead,
  readProductAt,
  type PageSubject,
} from './subject-heads';

/** What a server render tells the head: the page's subject and its route's title. */
export interface RenderedHead {
  subject?: PageSubject;
  title?: string;
}

/**
 * The head and status for a shareable page or a rendered page with its own title, or null for
 * other paths (the caller uses the default head). The post or product comes from the server render
 * when there was one (`rendered`), else from the database. A missing or unpublished post or
 * product answers 404; the app still renders its own 'Post Not Found' or product error screen.
 */
export async function headForPath(
  deps: AppDeps,
  pathname: string,
  fallback: HeadTags,
  rendered?: RenderedHead,
): Promise<PageHead | null> {
  const page = matchPage(pathname);
  const subject = rendered?.subject;
  const notFound = { head: fallback, status: 404 };
  if (page?.name === 'post') {
    const slug = page.params.slug;
    const post =
      subject && 'post' in subject
        ? subject.post
        : slug && (await readPublishedPost(deps.db, slug));
    return post ? postHead(deps.env, post) : notFound;
  }
  if (page?.name === 'product') {
    const product =
      subject && 'product' in subject
        ? subject.product
        : await readProductAt(deps, idFromPath(page.params.id ?? null));
    return product ? productHead(deps.env, product) : notFound;
  }
  if (page?.name === 'compare') return comparisonHead(deps.env, fallback);
  if (rendered?.title) return { head: { ...fallback, title: rendered.title }, status: 200 };
  return null;
}

/**
 * Pages whose URL carries a shopper's own content (an ingredient checker result sent as a link,
 * shared/checker-link.ts; a swap report's private link, decision 0021): kept out of search
 * engines, with `noindex` in the head and the headers.
 */
export function isPersonalPageUrl(pathname: string, query: Record<string, unknown>): boolean {
  const name = matchPage(pathname)?.name;
  return (name === 'ingredientChecker' && query.list !== undefined) || name === 'swapReport';
}

/** The head's tags with `<meta name="robots" content="noindex">` added. */
export function withNoindex(head: HeadTags): HeadTags {
  return { ...head, extra: [head.extra, NOINDEX_META].filter(Boolean).join('\n    ') };
}

const NOINDEX_META = '<meta name="robots" content="noindex" />';

/** /sitemap.xml, /rss.xml and /robots.txt; mounted before the static files and the SPA fallback. */
export function seoRoutes(deps: AppDeps): Router {
  const routes = express.Router();
  const send =
    (type: string, build: () => Promise<string> | string) =>
    async (_req: express.Request, res: express.Response, next: express.NextFunction) => {
      try {
        const body = await build();
        res
          .status(200)
          .set({ 'Content-Type': `${type}; charset=utf-8`, 'Cache-Control': 'public, max-age=300' })
          .send(body);
      } catch (error) {
        next(error);
      }
    };
  routes.get(
    '/sitemap.xml',
    send('application/xml', () => buildSitemap(deps)),
  );
  routes.get(
    '/rss.xml',
    send('application/rss+xml', () => buildRss(deps)),
  );
  routes.get(
    '/robots.txt',
    send('text/plain', () => buildRobots(deps.env.SITE_URL)),
  );
  return routes;
}
