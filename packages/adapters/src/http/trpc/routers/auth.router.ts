import { authErrors, DeleteAccount, errors, GetAccountDeletionTerms } from '@atelier/domain';
import { z } from 'zod';
import {
  apiKeyNameSchema,
  changePasswordSchema,
  credentialsSchema,
  resetPasswordSchema,
  signInSchema,
} from '../../../auth/credentials-rules.js';
import { publicAccount, publicViewer } from '../../../auth/public-user.js';
import { id, noInput } from '../schemas.js';
import { publicProcedure, router } from '../trpc.js';
import { raise, unwrap } from '../use-case-procedure.js';

const signedIn = publicProcedure.use(({ ctx, next }) => {
  if (ctx.viewer === null) raise(errors.signInRequired);
  return next({ ctx: { ...ctx, viewer: ctx.viewer as NonNullable<typeof ctx.viewer> } });
});

/** Accounts over tRPC; the same operations are plain JSON at `/api/auth/*` for scripts. */
export const authRouter = router({
  signUp: publicProcedure.input(credentialsSchema).mutation(async ({ ctx, input }) => {
    const signedUp = unwrap(await ctx.accounts.signUp(input));
    ctx.cookies.set(signedUp.session.secret, signedUp.session.expiresAt);
    return publicAccount(signedUp.user);
  }),
  signIn: publicProcedure.input(signInSchema).mutation(async ({ ctx, input }) => {
    const result = unwrap(await ctx.accounts.signIn(input, ctx.cookies.current()));
    ctx.cookies.set(result.session.secret, result.session.expiresAt);
    return publicAccount(result.user);
  }),
  signOut: publicProcedure.input(noInput).mutation(async ({ ctx }) => {
    const session = ctx.cookies.current();
    if (session !== null) await ctx.accounts.signOut(session);
    ctx.cookies.clear();
    return { signedOut: true };
  }),
  /** The current password proves who asks; this session stays signed in, every other one ends. */
  changePassword: signedIn.input(changePasswordSchema).mutation(async ({ ctx, input }) => {
    unwrap(await ctx.accounts.changePassword(ctx.viewer, input, ctx.cookies.current()));
    return { changed: true };
  }),
  /** A link from `atelier user reset-password`: sets the password once and ends every session of its user. */
  resetPassword: publicProcedure.input(resetPasswordSchema).mutation(async ({ ctx, input }) => {
    const user = unwrap(await ctx.accounts.resetPassword(input));
    if (ctx.viewer?.id === user.id) ctx.cookies.clear();
    return { username: user.username };
  }),
  /** Who the caller is: their account, or null when anonymous. */
  me: publicProcedure.input(noInput).query(({ ctx }) => publicViewer(ctx.viewer)),
  createApiKey: signedIn
    .input(apiKeyNameSchema)
    .mutation(({ ctx, input }) => ctx.accounts.createApiKey(ctx.viewer.id, input.name, input.scope)),
  listApiKeys: signedIn.input(noInput).query(({ ctx }) => ctx.accounts.apiKeysOf(ctx.viewer.id)),
  /**
   * Deletes the caller's account after checking their password again (DeleteAccount), then revokes every session
   * and API key of it, and signs this browser out (docs/api-keys-and-account-deletion.md).
   */
  deleteAccount: signedIn
    .input(z.strictObject({ password: z.string().min(1).max(256) }))
    .mutation(async ({ ctx, input }) => {
      if (!(await ctx.accounts.isPasswordOf(ctx.viewer.id, input.password))) raise(authErrors.wrongPassword);
      const deleted = unwrap(await ctx.resolve(DeleteAccount).execute(ctx.viewer));
      await ctx.accounts.revokeAllAccessOf(ctx.viewer.id);
      ctx.cookies.clear();
      return { deleted: true, restorableUntil: deleted.restorableUntil };
    }),
  /** What deleting one's account means on this hub: the operator's restore window, in days. */
  getDeletionTerms: signedIn
    .input(noInput)
    .query(async ({ ctx }) => unwrap(await ctx.resolve(GetAccountDeletionTerms).execute(ctx.viewer))),
  revokeApiKey: signedIn.input(z.strictObject({ id })).mutation(async ({ ctx, input }) => {
    const revoked = await ctx.accounts.revokeApiKey(ctx.viewer.id, input.id);
    if (!revoked) raise(errors.notFound);
    return { id: input.id };
  }),
});
