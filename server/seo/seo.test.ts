/** What a crawler or a link preview sees: a plain HTTP GET, no JavaScript. */
import { storedRow } from '../test/db';
import { decodeHTML } from 'entities';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { listed, notListed } from '../standard/listing';
import { seededServer } from '../test/http-shop';

const shop = seededServer(); // SITE_URL https://puur.test

const get = (path: string) => fetch(`${shop.server.url}${path}`);

function headOf(html: string): string {
  return html.slice(0, html.indexOf('</head>'));
}

function metaContent(html: string, attr: 'name' | 'property', key: string): string | undefined {
  const match = new RegExp(`<meta ${attr}="${key.replace(':', '\\:')}" content="([^"]*)"`).exec(
    html,
  );
  return match?.[1];
}

describe('the head of /blog/{slug}', () => {
  it('carries title, description, keywords, canonical, Open Graph, Twitter and Article JSON-LD', async () => {
    const response = await get('/blog/parabens-plainly-explained');
    expect(response.status).toBe(200);
    const head = headOf(await response.text());
    expect(head).toContain('<title>Parabens, plainly explained: safe or not? | Puur</title>');
    expect(decodeHTML(metaContent(head, 'name', 'description')!)).toMatch(/^What parabens do/);
    expect(metaContent(head, 'name', 'keywords')).toContain('parabens, cosmetic preservatives');
    expect(head).toContain(
      '<link rel="canonical" href="https://puur.test/blog/parabens-plainly-explained" />',
    );
    expect(metaContent(head, 'property', 'og:type')).toBe('article');
    expect(metaContent(head, 'property', 'og:url')).toBe(
      'https://puur.test/blog/parabens-plainly-explained',
    );
    // The featured image is an SVG: the share image is the post's generated PNG.
    const shareImage = metaContent(head, 'property', 'og:image')!;
    expect(shareImage).toMatch(
      /^https:\/\/puur\.test\/share\/blog\/parabens-plainly-explained\.png\?v=[0-9a-f]{12}$/,
    );
    expect(metaContent(head, 'property', 'og:image:width')).toBe('1200');
    expect(metaContent(head, 'property', 'og:image:height')).toBe('630');
    expect(metaContent(head, 'name', 'twitter:card')).toBe('summary_large_image');
    expect(metaContent(head, 'name', 'twitter:title')).toBe(
      'Parabens, plainly explained: safe or not?',
    );

    const json = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(head)![1]!;
    const article = JSON.parse(json);
    expect(article).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Article',
      headline: 'Parabens, plainly explained: safe or not?',
      image: [decodeHTML(shareImage)],
      author: { '@type': 'Person', name: 'Dr. Lena Vos' },
      publisher: { '@type': 'Organization', name: 'Puur' },
    });
    expect(new Date(article.datePublished).getTime()).not.toBeNaN();
    expect(new Date(article.dateModified).getTime()).not.toBeNaN();
  });

  it('falls back from the meta description to the excerpt and from the social image to the featured image', async () => {
    await shop.deps.db
      .updateTable('blog_posts')
      .set({
        meta_description: null,
        meta_title: null,
        og_image_url: 'https://cdn.example/social.png',
      })
      .where('slug', '=', 'how-to-read-an-inci-list-in-60-seconds')
      .execute();
    const head = headOf(await (await get('/blog/how-to-read-an-inci-list-in-60-seconds')).text());
    expect(head).toContain('<title>How to read an INCI list in 60 seconds | Puur</title>');
    expect(decodeHTML(metaContent(head, 'name', 'description')!)).toMatch(
      /^The ingredient list on a cosmetic/,
    );
    expect(metaContent(head, 'property', 'og:image')).toBe('https://cdn.example/social.png');
  });

  it('escapes text so that a post cannot inject markup into the head', async () => {
    await shop.deps.db
      .updateTable('blog_posts')
      .set({ meta_title: '</script><script>alert(1)</script> "quoted"' })
      .where('slug', '=', 'parabens-plainly-explained')
      .execute();
    const head = headOf(await (await get('/blog/parabens-plainly-explained')).text());
    expect(head).not.toContain('<script>alert(1)');
    expect(head.match(/<script/g)).toHaveLength(1); // only the JSON-LD block
    expect(head).toContain('&lt;/script&gt;');
  });

  it('answers 404 for a missing, draft or review post, with the default head', async () => {
    const hidden = await shop.deps.db
      .selectFrom('blog_posts')
      .select('slug')
      .where('status', '!=', 'published')
      .execute();
    for (const path of ['/blog/no-such-post', ...hidden.map((p) => `/blog/${p.slug}`)]) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      const html = await response.text();
      expect(html).not.toContain('application/ld+json');
      expect(html).toContain('<div id="root">'); // the app still renders Post Not Found
    }
  });

  it('does not count a view when the HTML is requested', async () => {
    const read = () =>
      shop.deps.db
        .selectFrom('blog_posts')
        .select('view_count')
        .where('slug', '=', 'parabens-plainly-explained')
        .executeTakeFirstOrThrow();
    const before = (await read()).view_count;
    await get('/blog/parabens-plainly-explained');
    expect((await read()).view_count).toBe(before);
  });
});

describe('the head of /product/{id}', () => {
  it('carries the product tags and Product JSON-LD, and 404 for a missing product', async () => {
    const product = await shop.deps.db
      .selectFrom('products')
      .select(['id', 'name', 'brand'])
      .where('eu_shop_link', 'is not', null)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const response = await get(`/product/${product.id}`);
    expect(response.status).toBe(200);
    const head = headOf(await response.text());
    expect(decodeHTML(head)).toContain(`<title>${product.name} by ${product.brand} | Puur</title>`);
    expect(head).toContain(
      `<link rel="canonical" href="https://puur.test/product/${product.id}" />`,
    );
    expect(metaContent(head, 'property', 'og:type')).toBe('product');
    const data = JSON.parse(
      /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(head)![1]!,
    );
    expect(data).toMatchObject({
      '@type': 'Product',
      name: product.name,
      brand: { '@type': 'Brand', name: product.brand },
    });
    // The euro price at the EU shop, and the dollar price at the USA shop where there is one.
    const offers = [data.offers].flat() as { priceCurrency: string; url: string }[];
    expect(offers[0]).toMatchObject({ '@type': 'Offer', priceCurrency: 'EUR' });
    const usa = await storedRow(shop.deps.db, 'products', { id: product.id }, [
      'usa_price',
      'usa_shop_link',
    ]);
    if (usa.usa_price !== null && usa.usa_shop_link) {
      expect(offers[1]).toEqual({
        '@type': 'Offer',
        price: usa.usa_price.toFixed(2),
        priceCurrency: 'USD',
        url: usa.usa_shop_link,
        availability: 'https://schema.org/InStock',
      });
    } else expect(offers).toHaveLength(1);
    // A product the shop does not list: its page is public, and its head says first that it
    // does not meet the standard, with no claim of cleanness among its keywords.
    const unlisted = await shop.deps.db
      .selectFrom('products')
      .select(['id', 'name', 'brand'])
      .where(notListed)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const known = headOf(await (await get(`/product/${unlisted.id}`)).text());
    expect(decodeHTML(metaContent(known, 'name', 'description')!)).toMatch(
      /^Does not meet the Puur standard\. /,
    );
    expect(metaContent(known, 'name', 'keywords') ?? '').not.toMatch(/\bclean\b|non-?toxic/i);
    const listedHead = headOf(await (await get(`/product/${product.id}`)).text());
    expect(decodeHTML(metaContent(listedHead, 'name', 'description')!)).not.toMatch(
      /^Does not meet/,
    );
    for (const path of ['/product/999999', '/product/abc', '/product/0']) {
      expect((await get(path)).status, path).toBe(404);
    }
  });
});

describe('the head of /compare', () => {
  it('keeps a comparison out of search results and out of the sitemap', async () => {
    const response = await get('/compare?ids=1,2,3');
    expect(response.status).toBe(200);
    const head = headOf(await response.text());
    expect(metaContent(head, 'name', 'robots')).toBe('noindex');
    expect(head).toContain('<title>Compare products · Puur</title>');
    expect(await (await get('/sitemap.xml')).text()).not.toContain('/compare');
  });
});

describe('sitemap, feed and robots', () => {
  const parser = new XMLParser({
    ignoreAttributes: false,
    isArray: (name) => ['url', 'item'].includes(name),
  });

  it('/sitemap.xml is valid XML listing the public pages, published posts and products', async () => {
    const response = await get('/sitemap.xml');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/application\/xml/);
    const text = await response.text();
    expect(XMLValidator.validate(text)).toBe(true);
    const doc = parser.parse(text);
    expect(doc.urlset['@_xmlns']).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
    const locs: string[] = doc.urlset.url.map((u: { loc: string }) => u.loc);
    expect(locs).toContain('https://puur.test/');
    expect(locs).toContain('https://puur.test/clear-reasons');
    expect(locs).toContain('https://puur.test/blog/parabens-plainly-explained');
    const hidden = await shop.deps.db
      .selectFrom('blog_posts')
      .select('slug')
      .where('status', '!=', 'published')
      .execute();
    for (const { slug } of hidden) expect(locs).not.toContain(`https://puur.test/blog/${slug}`);
    const products = await shop.deps.db.selectFrom('products').select('id').execute();
    expect(locs.filter((l) => l.includes('/product/'))).toHaveLength(products.length);
    // Unlisted products keep their public page in the sitemap, ranked below the listed ones.
    const unlisted = await shop.deps.db
      .selectFrom('products')
      .select('id')
      .where(notListed)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const listedOne = await shop.deps.db
      .selectFrom('products')
      .select('id')
      .where(listed)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const priority = (id: number) =>
      (doc.urlset.url as { loc: string; priority: number }[]).find(
        (u) => u.loc === `https://puur.test/product/${id}`,
      )?.priority;
    expect(priority(unlisted.id)).toBe(0.3);
    expect(priority(listedOne.id)).toBe(0.6);
    for (const url of doc.urlset.url)
      if (url.lastmod) expect(url.lastmod).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(locs.every((l) => l.startsWith('https://puur.test/'))).toBe(true);
  });

  it('/rss.xml is a valid RSS 2.0 feed of published posts, newest first', async () => {
    const response = await get('/rss.xml');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/application\/rss\+xml/);
    const text = await response.text();
    expect(XMLValidator.validate(text)).toBe(true);
    const { rss } = parser.parse(text);
    expect(rss['@_version']).toBe('2.0');
    expect(rss.channel.link).toBe('https://puur.test/clear-reasons');
    const items = rss.channel.item as {
      title: string;
      link: string;
      pubDate: string;
      guid: { '#text': string };
    }[];
    const published = await shop.deps.db
      .selectFrom('blog_posts')
      .select('slug')
      .where('status', '=', 'published')
      .execute();
    expect(items).toHaveLength(published.length);
    const dates = items.map((i) => new Date(i.pubDate).getTime());
    expect(dates.every((d) => !Number.isNaN(d))).toBe(true);
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
    expect(items[0]!.link).toMatch(/^https:\/\/puur\.test\/blog\//);
    expect(items[0]!.guid['#text']).toBe(items[0]!.link);
  });

  it('/robots.txt keeps crawlers out of the admin and points to the sitemap', async () => {
    const response = await get('/robots.txt');
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(text).toContain('User-agent: *');
    expect(text).toContain('Disallow: /admin');
    expect(text).toContain('Sitemap: https://puur.test/sitemap.xml');
  });
});
