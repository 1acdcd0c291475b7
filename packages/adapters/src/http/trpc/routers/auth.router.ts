import { errors } from '@atelier/domain';
import { z } from 'zod';
import { apiKeyNameSchema, credentialsSchema, signInSchema } from '../../../auth/credentials-rules.js';
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
  /** Who the caller is: their account, or null when anonymous. */
  me: publicProcedure.input(noInput).query(({ ctx }) => publicViewer(ctx.viewer)),
  createApiKey: signedIn
    .input(apiKeyNameSchema)
    .mutation(({ ctx, input }) => ctx.accounts.createApiKey(ctx.viewer.id, input.name)),
  listApiKeys: signedIn.input(noInput).query(({ ctx }) => ctx.accounts.apiKeysOf(ctx.viewer.id)),
  revokeApiKey: signedIn.input(z.strictObject({ id })).mutation(async ({ ctx, input }) => {
    const revoked = await ctx.accounts.revokeApiKey(ctx.viewer.id, input.id);
    if (!revoked) raise(errors.notFound);
    return { id: input.id };
  }),
});
