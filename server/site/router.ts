import { publicProcedure, router } from '../trpc/init';

export const siteRouter = router({
  info: publicProcedure.query(({ ctx }) => ({
    name: ctx.env.SITE_NAME,
    url: ctx.env.SITE_URL,
    contactEmail: ctx.env.CONTACT_EMAIL ?? `hello@${new URL(ctx.env.SITE_URL).hostname}`,
  })),
});
