/**
 * The only procedures an anonymous shopper may call. Everything else must use staffProcedure;
 * server/trpc/router-access.test.ts walks the whole router to enforce it. Add a line here only for
 * a read of public data or a shopper-facing action that is rate-limited.
 */
export const PUBLIC_PROCEDURES: ReadonlySet<string> = new Set([
  'site.info',
  'catalog.search',
  'catalog.byId',
  'catalog.byIds',
  'catalog.ingredients',
  'catalog.homeHero',
  'catalog.homeBestsellers',
  'catalog.homeArticles',
  'catalog.swapOfTheWeek',
  'catalog.brands',
  'catalog.heroBrands',
  'catalog.sameBrand',
  'assistant.send',
  'assistant.info',
  'assistant.clear',
  'ingredients.forProduct',
  'ingredients.lookup',
  'ingredients.check',
  'ingredients.readLabel',
  'search.suggest',
  'reviews.submit',
  'reviews.forProduct',
  'newsletter.subscribe',
  'newsletter.unsubscribe',
  'blog.list',
  'blog.bySlug',
  'blog.recordView',
  'auth.me',
  'auth.signIn',
  'auth.signOut',
  'auth.setupStatus',
  'auth.setup',
]);
