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
  'catalog.compare',
  'catalog.avoidedWords',
  'catalog.ingredients',
  'catalog.homeHero',
  'catalog.homeBestsellers',
  'catalog.homeArticles',
  'catalog.swapOfTheWeek',
  'catalog.brands',
  'catalog.heroBrands',
  'catalog.sameBrand',
  'catalog.cleanerAlternatives',
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
  'swapAnalysis.offer',
  'swapAnalysis.submit',
  'swapAnalysis.report',
  'newsletter.subscribe',
  'newsletter.confirm',
  'newsletter.unsubscribe',
  'arrivals.request',
  'arrivals.confirm',
  'blog.list',
  'blog.bySlug',
  'blog.recordView',
  'auth.me',
  'auth.signIn',
  'auth.signOut',
  'auth.setupStatus',
  'auth.setup',
]);

/**
 * Public procedures whose answer depends on who asks or carries a secret: never kept by a shared
 * cache (server/http/private-answers.ts), whoever calls them.
 */
export const PERSONAL_PROCEDURES: ReadonlySet<string> = new Set([
  'auth.me',
  'auth.setupStatus',
  'swapAnalysis.report',
  'assistant.send',
  'assistant.info',
  'assistant.clear',
]);
