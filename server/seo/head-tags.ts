/**
 * The tags of a page's head: absolute links, JSON-LD blocks, and the canonical, Open Graph and
 * Twitter tags a shared link is previewed with.
 */
import { escapeHtml, type HeadTags } from '../http/html';
import { escapeJsonForScript } from '../http/json-script';

/** The longest description a page's head gives, in characters. */
export const DESCRIPTION_MAX = 160;

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

export function meta(
  attr: 'name' | 'property',
  key: string,
  content: string | null | undefined,
): string {
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

export function socialTags(tags: SocialTags): string[] {
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
