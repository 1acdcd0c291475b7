import { randomUUID } from 'node:crypto';
import type { DomainError, Result, Viewer } from '@atelier/domain';
import type { z } from 'zod';
import type { TrpcContext, UseCaseClass } from './context.js';
import { toTrpcError } from './failure.js';
import { publicProcedure } from './trpc.js';

type UseCase<I, O> = { execute: (viewer: Viewer, input: I) => Promise<Result<O>> };

/** Ends the procedure with an expected failure, described to the client by `error-to-http`. */
export const raise = (error: DomainError): never => {
  throw toTrpcError(error);
};

/** The value of a successful Result; a failed one is raised. */
export const unwrap = <T>(result: Result<T>): T => (result.ok ? result.value : raise(result.error));

/** Runs a use case for the caller and unwraps its Result. */
export const runUseCase = async <I, O>(
  ctx: TrpcContext,
  useCase: UseCaseClass<UseCase<I, O>>,
  input: I,
): Promise<O> => unwrap(await ctx.resolve(useCase).execute(ctx.viewer, input));

/**
 * A query that validates its input with `schema` and runs `useCase` with it (after `adapt`, when the
 * wire shape differs from the use case's input).
 */
export function useCaseQuery<S extends z.ZodType, O>(
  schema: S,
  useCase: UseCaseClass<UseCase<z.output<S>, O>>,
): ReturnType<typeof buildQuery<S, z.output<S>, O>>;
export function useCaseQuery<S extends z.ZodType, I, O>(
  schema: S,
  useCase: UseCaseClass<UseCase<I, O>>,
  adapt: (input: z.output<S>, ctx: TrpcContext) => I,
): ReturnType<typeof buildQuery<S, I, O>>;
export function useCaseQuery<S extends z.ZodType, I, O>(
  schema: S,
  useCase: UseCaseClass<UseCase<I, O>>,
  adapt?: (input: z.output<S>, ctx: TrpcContext) => I,
) {
  return buildQuery(schema, useCase, adapt ?? ((input) => input as I));
}

const buildQuery = <S extends z.ZodType, I, O>(
  schema: S,
  useCase: UseCaseClass<UseCase<I, O>>,
  adapt: (input: z.output<S>, ctx: TrpcContext) => I,
) =>
  publicProcedure
    .input(schema)
    .query(({ ctx, input }) => runUseCase(ctx, useCase, adapt(input as z.output<S>, ctx)));

/** A mutation, like `useCaseQuery`. */
export function useCaseMutation<S extends z.ZodType, O>(
  schema: S,
  useCase: UseCaseClass<UseCase<z.output<S>, O>>,
): ReturnType<typeof buildMutation<S, z.output<S>, O>>;
export function useCaseMutation<S extends z.ZodType, I, O>(
  schema: S,
  useCase: UseCaseClass<UseCase<I, O>>,
  adapt: (input: z.output<S>, ctx: TrpcContext) => I,
): ReturnType<typeof buildMutation<S, I, O>>;
export function useCaseMutation<S extends z.ZodType, I, O>(
  schema: S,
  useCase: UseCaseClass<UseCase<I, O>>,
  adapt?: (input: z.output<S>, ctx: TrpcContext) => I,
) {
  return buildMutation(schema, useCase, adapt ?? ((input) => input as I));
}

const buildMutation = <S extends z.ZodType, I, O>(
  schema: S,
  useCase: UseCaseClass<UseCase<I, O>>,
  adapt: (input: z.output<S>, ctx: TrpcContext) => I,
) =>
  publicProcedure
    .input(schema)
    .mutation(({ ctx, input }) => runUseCase(ctx, useCase, adapt(input as z.output<S>, ctx)));

/** Scopes the key to the viewer so one user's key can never collide with another's. */
export const withIdempotencyKey = <T extends { idempotencyKey?: string | undefined }>(
  input: T,
  ctx: TrpcContext,
): Omit<T, 'idempotencyKey'> & { idempotencyKey: string } => ({
  ...input,
  idempotencyKey: `${ctx.viewer?.id ?? 'anonymous'}:${input.idempotencyKey ?? randomUUID()}`,
});
