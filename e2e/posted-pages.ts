/**
 * Pages the server answers a form posted without JavaScript with: a refused post (what was typed,
 * each error beside its field) and the checker's result. Each form's fields as a browser posts
 * them, without scripts.
 */
export interface PostedPageCheck {
  name: string;
  path: string;
  form: Record<string, string>;
  status: number;
}

export const POSTED_PAGES: PostedPageCheck[] = [
  {
    name: 'newsletter refused',
    path: '/forms/newsletter',
    form: { email: 'not-an-address', back: '/' },
    status: 422,
  },
  {
    name: 'review refused',
    path: '/forms/review',
    form: { productId: '1', text: 'Too short', displayName: '', back: '/product/1' },
    status: 422,
  },
  {
    name: 'arrival refused',
    path: '/forms/arrival',
    form: { productId: '66', region: 'EUROPE', email: 'nope', back: '/product/66' },
    status: 422,
  },
  {
    name: 'swap analysis refused',
    path: '/forms/swap',
    form: { email: 'nope', note: '', labels: '', back: '/clear-reasons' },
    status: 422,
  },
  {
    name: 'checker refused',
    path: '/forms/checker',
    form: { text: 'Aqua, '.repeat(2000), category: '', back: '/ingredient-checker' },
    status: 422,
  },
  {
    name: 'checker result',
    path: '/forms/checker',
    form: {
      text: 'Aqua, Glycerin, Methylparaben, Parfum',
      category: '',
      back: '/ingredient-checker',
    },
    status: 200,
  },
];
