/** The 3 built-in placeholder articles shown on /clear-reasons when no article matches. */
export interface PlaceholderArticle {
  key: string;
  title: string;
  excerpt: string;
  category: string;
  readTime: number;
  image: string;
}

export const PLACEHOLDER_ARTICLES: PlaceholderArticle[] = [
  {
    key: 'placeholder-labels',
    title: 'Reading labels without the panic',
    excerpt:
      'A calm, five-minute method for the back of any bottle: what the first five ingredients tell you, and which names deserve a second look.',
    category: 'SKINCARE',
    readTime: 5,
    image: '/images/categories/skincare.svg',
  },
  {
    key: 'placeholder-swaps',
    title: 'Small swaps, big difference',
    excerpt:
      'You do not need to clear out your cupboard. Start with the products you use every day and swap them, one by one, when they run out.',
    category: 'SKINCARE',
    readTime: 5,
    image: '/images/categories/home-cleaners.svg',
  },
  {
    key: 'placeholder-family',
    title: 'Clean care for the whole family',
    excerpt:
      'Fewer products, simpler formulas and no unnecessary fragrance: gentle basics that work for babies, children and grown-ups alike.',
    category: 'SKINCARE',
    readTime: 5,
    image: '/images/categories/baby-kids.svg',
  },
];
