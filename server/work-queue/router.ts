import { roleProcedure, router } from '../trpc/init';
import { workQueueCounts } from './service';

export const workQueueRouter = router({
  counts: roleProcedure('editor').query(({ ctx }) => workQueueCounts(ctx.db)),
});
