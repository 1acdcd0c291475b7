import { errors, FEATURE_FLAGS, type FeatureFlag } from '@atelier/domain';
import { noInput } from '../schemas.js';
import { publicProcedure, router } from '../trpc.js';
import { raise } from '../use-case-procedure.js';

/** The hub's own health as staff need it, and its feature flags as every page needs them. */
export const systemRouter = router({
  /**
   * Every feature flag as it is now (docs/configuration.md#feature-flags), for anyone: the web app hides what a
   * flag turns off. The procedures a flag gates refuse on their own (`FEATURE.OFF`), whatever a client shows.
   */
  getFeatures: publicProcedure
    .input(noInput)
    .query(
      ({ ctx }) =>
        Object.fromEntries(FEATURE_FLAGS.map((flag) => [flag, ctx.flags.isOn(flag)])) as Record<
          FeatureFlag,
          boolean
        >,
    ),
  /** Moderators: whether uploads get a virus scan now, and if not why (docs/scanning.md). */
  getScanStatus: publicProcedure.input(noInput).query(({ ctx }) => {
    if (ctx.viewer === null) return raise(errors.signInRequired);
    if (!ctx.viewer.isModerator) return raise(errors.forbidden);
    return ctx.virusScanning();
  }),
});
