import { siteRouter } from '../routers/site';
import { createCallerFactory, router } from './init';

export const appRouter = router({
  site: siteRouter,
});

export type AppRouter = typeof appRouter;
export const createCaller = createCallerFactory(appRouter);
