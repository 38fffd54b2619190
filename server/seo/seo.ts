/**
 * Search-engine presence, from the database: the <head> of shareable pages (/blog/{slug},
 * /product/{id}) in the HTML the server sends, so that crawlers and link previews need no
 * JavaScript; and /sitemap.xml, /rss.xml and /robots.txt. SITE_URL makes every link absolute.
 */
import express, { type Router } from 'express';
import { readProduct, readProductDates, type ProductDetail } from '../catalog/service';
import { listFeedPosts, readPublishedPost, type PublicPost } from '../blog/posts';
import { SHARE_IMAGE_HEIGHT, SHARE_IMAGE_WIDTH, shareImagePath } from '../blog/share-image';
import { clampWords } from '../../shared/blog';
import { postDocumentTitle, postHeadline } from '../../shared/post-title';
import { productDocumentTitle, productHeadline } from '../../shared/product-title';
import { idFromPath, matchPage } from '../../shared/routes';
import type { Env } from '../env';
import type { AppDeps } from '../trpc/context';
import { escapeHtml, type HeadTags } from '../http/html';
import { escapeJsonForScript } from '../http/json-script';

const SITEMAP_MAX_URLS = 50_000;
const FEED_ITEMS = 50;
const DESCRIPTION_MAX = 160;

/** Pages that are always in the sitemap. */
const STATIC_PAGES = [
  { path: '/', priority: '1.0' },
  { path: '/clean-products', priority: '0.9' },
  { path: '/clear-reasons', priority: '0.9' },
  { path: '/bestsellers', priority: '0.8' },
  { path: '/brands', priority: '0.7' },
  { path: '/personal-assistant', priority: '0.7' },
  { path: '/gifts', priority: '0.6' },
  { path: '/faq', priority: '0.5' },
  { path: '/customer-service', priority: '0.4' },
  { path: '/insider', priority: '0.4' },
];

export interface PageHead {
  head: HeadTags;
  status: number;
}

export function absoluteUrl(siteUrl: string, pathOrUrl: string): string {
  if (/^https?:\/\//i.test(pathOrUrl)) return pathOrUrl;
  return `${siteUrl}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`;
}

/** JSON for a <script type="application/ld+json"> block, escaped so text cannot end the block. */
export function jsonLd(data: unknown): string {
  return `<script type="application/ld+json">${escapeJsonForScript(JSON.stringify(data))}</script>`;
}

function meta(attr: 'name' | 'property', key: string, content: string | null | undefined): string {
  return content ? `<meta ${attr}="${key}" content="${escapeHtml(content)}" />` : '';
}

interface SocialTags {
  title: string;
  description: string;
  url: string;
  image: string | null;
  type: 'article' | 'product' | 'website';
  siteName: string;
  keywords?: string[];
}

function socialTags(tags: SocialTags): string[] {
  return [
    tags.keywords?.length ? meta('name', 'keywords', tags.keywords.join(', ')) : '',
    `<link rel="canonical" href="${escapeHtml(tags.url)}" />`,
    meta('property', 'og:type', tags.type),
    meta('property', 'og:site_name', tags.siteName),
    meta('property', 'og:title', tags.title),
    meta('property', 'og:description', tags.description),
    meta('property', 'og:url', tags.url),
    meta('property', 'og:image', tags.image),
    meta('name', 'twitter:card', tags.image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', tags.title),
    meta('name', 'twitter:description', tags.description),
    meta('name', 'twitter:image', tags.image),
  ].filter(Boolean);
}

/**
 * What a server-rendered page read for its head: the post or the product it shows (the route's
 * loader data, client/entry-server.tsx), so that the page and its head read it once.
 */
export type PageSubject = { post: PublicPost } | { product: ProductDetail };

function postHead(env: Env, post: PublicPost): PageHead {
  const url = `${env.SITE_URL}/blog/${encodeURIComponent(post.slug)}`;
  const description = clampWords(
    post.meta_description ||
      post.excerpt ||
      post.subtitle ||
      post.content.replace(/[#>*_`[\]()]/g, ''),
    DESCRIPTION_MAX,
  );
  // The share image falls back from the social image to the featured image, but never
  // to an SVG, which the big networks do not show: then it is the post's generated 1200×630 PNG
  // (server/blog/share-image.ts).
  const raster = (url: string | null) => (url && !/\.svg(\?|$)/i.test(url) ? url : null);
  const own = raster(post.og_image_url) ?? raster(post.featured_image_url);
  const image = absoluteUrl(env.SITE_URL, own ?? shareImagePath(post, env.SITE_NAME));
  const title = postDocumentTitle(post, env.SITE_NAME);
  const article = {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: postHeadline(post),
    description,
    ...(image ? { image: [image] } : {}),
    author: post.author ? { '@type': 'Person', name: post.author.name } : undefined,
    publisher: {
      '@type': 'Organization',
      name: env.SITE_NAME,
      logo: { '@type': 'ImageObject', url: `${env.SITE_URL}/favicon.svg` },
    },
    datePublished: post.published_at ?? post.created_at,
    dateModified: post.updated_at,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    ...(post.meta_keywords.length ? { keywords: post.meta_keywords.join(', ') } : {}),
    ...(post.category ? { articleSection: post.category.name } : {}),
  };
  const extra = [
    ...socialTags({
      title: postHeadline(post),
      description,
      url,
      image,
      type: 'article',
      siteName: env.SITE_NAME,
      keywords: post.meta_keywords,
    }),
    ...(own
      ? []
      : [
          meta('property', 'og:image:type', 'image/png'),
          meta('property', 'og:image:width', String(SHARE_IMAGE_WIDTH)),
          meta('property', 'og:image:height', String(SHARE_IMAGE_HEIGHT)),
        ]),
    meta('property', 'og:image:alt', postHeadline(post)),
    meta('property', 'article:published_time', post.published_at ?? post.created_at),
    meta('property', 'article:modified_time', post.updated_at),
    meta('property', 'article:section', post.category?.name),
    jsonLd(article),
  ].filter(Boolean);
  return { head: { title, description, extra: extra.join('\n    ') }, status: 200 };
}

async function readProductAt(deps: AppDeps, id: number | null): Promise<ProductDetail | null> {
  return id === null ? null : readProduct(deps.db, id);
}

function offer(price: number, currency: 'EUR' | 'USD', url: string) {
  return {
    '@type': 'Offer',
    price: price.toFixed(2),
    priceCurrency: currency,
    url,
    availability: 'https://schema.org/InStock',
  };
}

/** The euro price at the EU shop (else the USA shop), and the dollar price at the USA shop. */
function productOffers(product: ProductDetail) {
  const shop = product.eu_shop_link || product.usa_shop_link;
  const euro = product.price !== null && shop ? offer(product.price, 'EUR', shop) : null;
  const usa =
    product.usa_price !== null && product.usa_shop_link
      ? offer(product.usa_price, 'USD', product.usa_shop_link)
      : null;
  if (euro && usa) return { offers: [euro, usa] };
  const only = euro ?? usa;
  return only ? { offers: only } : {};
}

function productHead(env: Env, product: ProductDetail): PageHead {
  const url = `${env.SITE_URL}/product/${product.id}`;
  const name = productHeadline(product);
  const description = clampWords(
    product.subtitle && product.description
      ? `${product.subtitle}. ${product.description}`
      : product.description || product.subtitle || name,
    DESCRIPTION_MAX,
  );
  const image = product.image_url ? absoluteUrl(env.SITE_URL, product.image_url) : null;
  const data = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    description,
    ...(image ? { image: [image] } : {}),
    ...(product.brand ? { brand: { '@type': 'Brand', name: product.brand } } : {}),
    ...(product.category ? { category: product.category } : {}),
    ...(product.rating && product.review_count > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: product.rating,
            reviewCount: product.review_count,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
    ...productOffers(product),
  };
  const extra = [
    ...socialTags({
      title: name,
      description,
      url,
      image,
      type: 'product',
      siteName: env.SITE_NAME,
      keywords: [product.category, product.brand, ...product.features].filter((k): k is string =>
        Boolean(k),
      ),
    }),
    jsonLd(data),
  ];
  return {
    head: {
      title: productDocumentTitle(product, env.SITE_NAME),
      description,
      extra: extra.join('\n    '),
    },
    status: 200,
  };
}

/**
 * A comparison (/compare?ids=…) is a personal page made of product pages: it is shared by its link
 * and kept out of search results (and out of the sitemap).
 */
function comparisonHead(env: Env, fallback: HeadTags): PageHead {
  return {
    head: {
      ...fallback,
      title: `Compare products · ${env.SITE_NAME}`,
      extra: meta('name', 'robots', 'noindex'),
    },
    status: 200,
  };
}

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

function xml(text: string): string {
  return (
    text
      .replaceAll('&', '&amp;')
      .replaceAll('<', '&lt;')
      .replaceAll('>', '&gt;')
      .replaceAll('"', '&quot;')
      .replaceAll("'", '&apos;')
      // Characters XML 1.0 does not allow.
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, '')
  );
}

function day(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? new Date().toISOString().slice(0, 10)
    : date.toISOString().slice(0, 10);
}

export async function buildSitemap(deps: AppDeps): Promise<string> {
  const { db, env } = deps;
  const posts = await listFeedPosts(db, 10_000);
  const productLimit = SITEMAP_MAX_URLS - STATIC_PAGES.length - posts.length;
  const products = await readProductDates(db, productLimit);
  const url = (loc: string, lastmod?: string, priority?: string) =>
    `  <url><loc>${xml(loc)}</loc>${lastmod ? `<lastmod>${day(lastmod)}</lastmod>` : ''}${priority ? `<priority>${priority}</priority>` : ''}</url>`;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...STATIC_PAGES.map((page) => url(`${env.SITE_URL}${page.path}`, undefined, page.priority)),
    ...posts.map((post) =>
      url(`${env.SITE_URL}/blog/${encodeURIComponent(post.slug)}`, post.updated_at, '0.8'),
    ),
    ...products.map((product) =>
      url(`${env.SITE_URL}/product/${product.id}`, product.updated_at, '0.6'),
    ),
    '</urlset>',
    '',
  ].join('\n');
}

export async function buildRss(deps: AppDeps): Promise<string> {
  const { db, env } = deps;
  const posts = await listFeedPosts(db, FEED_ITEMS);
  const items = posts.map((post) => {
    const link = `${env.SITE_URL}/blog/${encodeURIComponent(post.slug)}`;
    const description =
      post.excerpt ||
      post.meta_description ||
      clampWords(post.content.replace(/[#>*_`]/g, ''), 300);
    return [
      '    <item>',
      `      <title>${xml(post.title)}</title>`,
      `      <link>${xml(link)}</link>`,
      `      <guid isPermaLink="true">${xml(link)}</guid>`,
      `      <pubDate>${new Date(post.published_at ?? post.created_at).toUTCString()}</pubDate>`,
      post.author_name ? `      <dc:creator>${xml(post.author_name)}</dc:creator>` : '',
      post.category_name ? `      <category>${xml(post.category_name)}</category>` : '',
      `      <description>${xml(description)}</description>`,
      '    </item>',
    ]
      .filter(Boolean)
      .join('\n');
  });
  const newest = posts[0];
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    '  <channel>',
    `    <title>${xml(`Clear Reasons · ${env.SITE_NAME}`)}</title>`,
    `    <link>${xml(`${env.SITE_URL}/clear-reasons`)}</link>`,
    `    <atom:link href="${xml(`${env.SITE_URL}/rss.xml`)}" rel="self" type="application/rss+xml" />`,
    `    <description>${xml('Simple insights for you and your family: clean products, ingredients and calmer choices.')}</description>`,
    '    <language>en</language>',
    newest
      ? `    <lastBuildDate>${new Date(newest.published_at ?? newest.created_at).toUTCString()}</lastBuildDate>`
      : '',
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ]
    .filter(Boolean)
    .join('\n');
}

export function buildRobots(siteUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /admin',
    'Disallow: /trpc/',
    '',
    `Sitemap: ${siteUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

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
