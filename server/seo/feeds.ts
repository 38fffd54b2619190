/**
 * The files crawlers and feed readers fetch: /sitemap.xml (the fixed pages, every published post
 * and product), /rss.xml (the latest posts) and /robots.txt. SITE_URL makes every link absolute.
 */
import { readProductDates } from '../catalog/service';
import { LISTED_RATING } from '../standard/listing';
import { listFeedPosts } from '../blog/posts';
import { clampWords } from '../../shared/blog';
import type { AppDeps } from '../trpc/context';

const SITEMAP_MAX_URLS = 50_000;
const FEED_ITEMS = 50;

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
    // Every product page is in the sitemap, listed or not: a product that does not meet the
    // standard is still known to Puur, and its public page is where a shopper who searches for it
    // learns why it is not listed and which listed products to choose instead. Its page never
    // calls it clean (./subject-heads.ts); it only ranks below the listed ones.
    ...products.map((product) =>
      url(
        `${env.SITE_URL}/product/${product.id}`,
        product.updated_at,
        product.toxicity_rating === LISTED_RATING ? '0.6' : '0.3',
      ),
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
