import { suggestSchema } from '../../shared/schemas/search';
import { suggest } from './suggest';
import { publicProcedure, router } from '../trpc/init';

export const searchRouter = router({
  suggest: publicProcedure.input(suggestSchema).query(({ ctx, input }) => suggest(ctx.db, input.q)),
});
