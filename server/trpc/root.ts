import { blogAdminRouter } from '../blog/admin-router';
import { productAdminRouter } from '../product-admin/router';
import { assistantRouter } from '../assistant/router';
import { authRouter, staffRouter } from '../auth/router';
import { blogRouter } from '../blog/router';
import { catalogRouter } from '../catalog/router';
import { ingredientsRouter } from '../ingredients/router';
import { mailRouter } from '../mail/router';
import { newsletterRouter } from '../newsletter/router';
import { reviewsRouter } from '../reviews/router';
import { searchRouter } from '../catalog/suggest-router';
import { siteRouter } from '../site/router';
import { swapAnalysisRouter } from '../swap-analysis/router';
import { createCallerFactory, router } from './init';
import { arrivalsRouter } from '../arrivals/router';
import { workQueueRouter } from '../work-queue/router';

export const appRouter = router({
  site: siteRouter,
  search: searchRouter,
  reviews: reviewsRouter,
  newsletter: newsletterRouter,
  swapAnalysis: swapAnalysisRouter,
  mail: mailRouter,
  arrivals: arrivalsRouter,
  workQueue: workQueueRouter,
  catalog: catalogRouter,
  assistant: assistantRouter,
  ingredients: ingredientsRouter,
  auth: authRouter,
  staff: staffRouter,
  blog: blogRouter,
  blogAdmin: blogAdminRouter,
  productAdmin: productAdminRouter,
});

export type AppRouter = typeof appRouter;
export const createCaller = createCallerFactory(appRouter);
