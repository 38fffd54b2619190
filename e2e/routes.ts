/** Every route a person can open, with a text that the page must show. */
export interface RouteCheck {
  path: string;
  texts: (string | RegExp)[];
  staff?: boolean;
}

export const PUBLIC_ROUTES: RouteCheck[] = [
  {
    path: '/',
    texts: [
      'What do you need?',
      'OUR BESTSELLERS',
      'Trust the power of nature.',
      'FOLLOW US',
      'TRY OUR AI ASSISTANT',
    ],
  },
  {
    path: '/personal-assistant',
    texts: [
      'AI PERSONAL ASSISTANT',
      'ANALYSE YOUR FAVORITES',
      'MAKE A NEW PLAN',
      'PERSONALIZED RESULTS',
    ],
  },
  { path: '/clean-products', texts: ['CLEAN PRODUCTS'] },
  { path: '/clean-products?category=Skincare', texts: ['CLEAN PRODUCTS'] },
  { path: '/bestsellers', texts: ['OUR BESTSELLERS'] },
  { path: '/brands', texts: ['Our personal favorites brands', 'All Brands'] },
  {
    path: '/product/1',
    texts: [
      'SHOP NOW',
      'PROS & CONS',
      'CLIENTS SAY..',
      'SHARE YOUR EXPERIENCE',
      'OTHER PRODUCTS OF THE BRAND',
    ],
  },
  {
    path: '/clear-reasons',
    texts: ['CLEAR REASONS', 'READ MORE ARTICLES', 'ANALYZE MY PRODUCTS - €29'],
  },
  { path: '/clear-reasons?page=2', texts: ['CLEAR REASONS', 'READ MORE ARTICLES', 'Page 2 of'] },
  {
    path: '/blog/parabens-plainly-explained',
    texts: ['Parabens, plainly explained', 'About the Author'],
  },
  { path: '/blog/no-such-post', texts: ['Post Not Found', 'Back to Blog'] },
  { path: '/ingredient-checker', texts: [/ingredient/i] },
  { path: '/standard', texts: [/standard/i] },
  { path: '/wishlist', texts: ['YOUR WISHLIST'] },
  { path: '/compare?ids=1,2,3', texts: ['COMPARE PRODUCTS', 'Only this one has'] },
  { path: '/privacy', texts: ['Privacy Policy'] },
  { path: '/contact', texts: ['Contact us'] },
  { path: '/sitemap', texts: ['Sitemap'] },
  { path: '/faq', texts: ['FAQ', 'Does Puur sell products?'] },
  { path: '/customer-service', texts: ['Customer service', 'Orders, delivery and returns'] },
  { path: '/insider', texts: ['Insider subscription', 'SUBSCRIBE'] },
  { path: '/gifts', texts: ['Gifts', 'Under €25', 'A treat: over €50'] },
  {
    path: '/swap-report?token=no-such-report',
    texts: ['Your swap report', 'This report link is not valid'],
  },
  {
    path: '/arrivals/confirm?token=no-such-link',
    texts: ['This confirmation link is not valid', 'Return to Home'],
  },
  { path: '/no-such-page', texts: ['404', 'Oops! Page not found', 'Return to Home'] },
];

export const ADMIN_ROUTES: RouteCheck[] = [
  { path: '/admin', texts: ['Dashboard', 'Total Posts', 'Recent Posts'], staff: true },
  { path: '/admin/posts', texts: ['Manage your blog content'], staff: true },
  {
    path: '/admin/posts/new',
    texts: ['Create New Post', 'Save Draft', 'Submit for Review', 'Publish'],
    staff: true,
  },
  { path: '/admin/posts/1/edit', texts: ['Edit Post', 'Revisions'], staff: true },
  {
    path: '/admin/posts/1/preview',
    texts: ['Preview of the saved post', 'About the Author'],
    staff: true,
  },
  { path: '/admin/categories', texts: [/categor/i], staff: true },
  { path: '/admin/authors', texts: [/author/i], staff: true },
  { path: '/admin/settings', texts: [/settings/i], staff: true },
  { path: '/admin/ingredients', texts: ['Analyze Ingredients'], staff: true },
  { path: '/admin/reviews', texts: ['Reviews'], staff: true },
  {
    path: '/admin/swap-analysis',
    texts: ['Swap analysis', 'What the panel promises'],
    staff: true,
  },
  { path: '/admin/subscribers', texts: ['Newsletter subscribers'], staff: true },
  { path: '/admin/work', texts: ['Work queue', 'Reviews to moderate'], staff: true },
  { path: '/admin/newsletter', texts: ['Send a newsletter', 'Sent issues'], staff: true },
  { path: '/admin/outbox', texts: ['Outbox', 'No SMTP server is configured'], staff: true },
  { path: '/admin/products', texts: ['Products', 'New Product', 'Import / Export'], staff: true },
  { path: '/admin/products/new', texts: ['New Product', 'Shop filters'], staff: true },
  { path: '/admin/products/1/edit', texts: ['Edit Product', 'Rosehip Face Oil'], staff: true },
  { path: '/admin/products/import', texts: ['Import and export', 'Download CSV'], staff: true },
];
