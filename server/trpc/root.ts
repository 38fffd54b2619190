import { adminRouter } from '../routers/admin';
import { adminProductsRouter } from '../routers/admin-products';
import { assistantRouter } from '../routers/assistant';
import { authRouter, staffRouter } from '../routers/auth';
import { blogRouter } from '../routers/blog';
import { catalogRouter } from '../routers/catalog';
import { ingredientsRouter } from '../routers/ingredients';
import { newsletterRouter } from '../routers/newsletter';
import { reviewsRouter } from '../routers/reviews';
import { searchRouter } from '../routers/search';
import { siteRouter } from '../routers/site';
import { createCallerFactory, router } from './init';

export const appRouter = router({
  site: siteRouter,
  search: searchRouter,
  reviews: reviewsRouter,
  newsletter: newsletterRouter,
  catalog: catalogRouter,
  assistant: assistantRouter,
  ingredients: ingredientsRouter,
  auth: authRouter,
  staff: staffRouter,
  blog: blogRouter,
  admin: adminRouter,
  adminProducts: adminProductsRouter,
});

export type AppRouter = typeof appRouter;
export const createCaller = createCallerFactory(appRouter);
