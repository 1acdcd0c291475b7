import { errors } from '@atelier/domain';
import { noInput } from '../schemas.js';
import { publicProcedure, router } from '../trpc.js';
import { raise } from '../use-case-procedure.js';

/** The hub's own health as staff need it. */
export const systemRouter = router({
  /** Moderators: whether uploads get a virus scan now, and if not why (docs/scanning.md). */
  getScanStatus: publicProcedure.input(noInput).query(({ ctx }) => {
    if (ctx.viewer === null) return raise(errors.signInRequired);
    if (!ctx.viewer.isModerator) return raise(errors.forbidden);
    return ctx.virusScanning();
  }),
});
