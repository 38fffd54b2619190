export interface DemoAuthor {
  key: string;
  name: string;
  bio: string;
}

export interface DemoCategory {
  name: string; // Skincare, Haircare, Sun Protection, Micro-Plastics, Cooking
  slug: string;
  color: string; // hex, calm and readable as a badge background
}

export interface DemoPost {
  title: string;
  slug: string;
  subtitle: string | null;
  excerpt: string;
  /** Markdown: ## headings, lists, > quotes, **bold**, *italic*, links to /clean-products or /product pages allowed. */
  content: string;
  featured_image_url: string; // /images/blog/{slug}.svg
  status: 'draft' | 'review' | 'published';
  author: string; // DemoAuthor.key
  category: string; // DemoCategory.slug
  meta_title: string; // ≤ 60 chars
  meta_description: string; // ≤ 160 chars
  meta_keywords: string[];
  days_ago: number; // publish date offset
  view_count: number;
}
