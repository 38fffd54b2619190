import { authRouter, staffRouter } from '../routers/auth';
import { catalogRouter } from '../routers/catalog';
import { siteRouter } from '../routers/site';
import { createCallerFactory, router } from './init';

export const appRouter = router({
  site: siteRouter,
  catalog: catalogRouter,
  auth: authRouter,
  staff: staffRouter,
});

export type AppRouter = typeof appRouter;
export const createCaller = createCallerFactory(appRouter);
