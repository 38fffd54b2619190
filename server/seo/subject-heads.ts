/**
 * The head of a page about one thing: a blog post (an article), a product (with its offers) or a
 * comparison of products (kept out of search results), each with its social tags and JSON-LD.
 */
import { readProduct, type ProductDetail } from '../catalog/service';
import type { PublicPost } from '../blog/posts';
import { SHARE_IMAGE_HEIGHT, SHARE_IMAGE_WIDTH, shareImagePath } from '../blog/share-image';
import { clampWords } from '../../shared/blog';
import { postDocumentTitle, postHeadline } from '../../shared/post-title';
import { productDocumentTitle, productHeadline } from '../../shared/product-title';
import { LISTED_RATING } from '../standard/listing';

/** What the head of an unlisted product's page says first. */
export const NOT_LISTED_NOTE = 'Does not meet the Puur standard.';
import type { Env } from '../env';
import type { AppDeps } from '../trpc/context';
import type { HeadTags } from '../http/html';
import { absoluteUrl, DESCRIPTION_MAX, jsonLd, meta, socialTags, type PageHead } from './head-tags';

/**
 * What a server-rendered page read for its head: the post or the product it shows (the route's
 * loader data, client/entry-server.tsx), so that the page and its head read it once.
 */
export type PageSubject = { post: PublicPost } | { product: ProductDetail };

export function postHead(env: Env, post: PublicPost): PageHead {
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

export async function readProductAt(
  deps: AppDeps,
  id: number | null,
): Promise<ProductDetail | null> {
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

/** Words a page may only say of a product that meets the standard. */
const CLEAN_CLAIM = /\b(?:clean|non-?toxic)\b/i;

/**
 * The head of a product page. A product the shop does not list (it does not meet the standard)
 * has a public page too; its description says so first, and its keywords carry no claim of
 * cleanness from the product's own feature tags.
 */
export function productHead(env: Env, product: ProductDetail): PageHead {
  const url = `${env.SITE_URL}/product/${product.id}`;
  const name = productHeadline(product);
  const listed = product.toxicity_rating === LISTED_RATING;
  const about =
    product.subtitle && product.description
      ? `${product.subtitle}. ${product.description}`
      : product.description || product.subtitle || name;
  const description = clampWords(listed ? about : `${NOT_LISTED_NOTE} ${about}`, DESCRIPTION_MAX);
  const features = listed ? product.features : product.features.filter((f) => !CLEAN_CLAIM.test(f));
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
      keywords: [product.category, product.brand, ...features].filter((k): k is string =>
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
export function comparisonHead(env: Env, fallback: HeadTags): PageHead {
  return {
    head: {
      ...fallback,
      title: `Compare products · ${env.SITE_NAME}`,
      extra: meta('name', 'robots', 'noindex'),
    },
    status: 200,
  };
}
