import { randomUUID } from 'node:crypto';
import type { ExpectedFailure, Result, Viewer } from '@atelier/domain';
import type { z } from 'zod';
import type { TrpcContext, UseCaseClass } from './context.js';
import { toTrpcError } from './failure.js';
import { publicProcedure } from './trpc.js';

type UseCase<I, O> = { execute: (viewer: Viewer, input: I) => Promise<Result<O>> };

/** Ends the procedure with an expected failure, described to the client by `error-to-http`. */
export const raise = (error: ExpectedFailure): never => {
  throw toTrpcError(error);
};

/** The value of a successful Result; a failed one is raised. */
export const unwrap = <T>(result: Result<T, ExpectedFailure>): T =>
  result.ok ? result.value : raise(result.error);

/** Runs a use case for the caller and unwraps its Result. */
export const runUseCase = async <I, O>(
  ctx: TrpcContext,
  useCase: UseCaseClass<UseCase<I, O>>,
  input: I,
): Promise<O> => unwrap(await ctx.resolve(useCase).execute(ctx.viewer, input));

type ProcedureKind = 'query' | 'mutation';

/** tRPC hands the resolver the input `schema` parsed, typed loosely; the builder reads it as `z.output<S>`. */
type Resolver<O> = (options: { ctx: TrpcContext; input: unknown }) => Promise<O>;
const inputOf = <S extends z.ZodType>(schema: S) => publicProcedure.input(schema);
type InputProcedure<S extends z.ZodType> = ReturnType<typeof inputOf<S>>;

/** How each kind of procedure ends; the only place the two kinds differ. */
const asQuery = <S extends z.ZodType, O>(procedure: InputProcedure<S>, resolve: Resolver<O>) =>
  procedure.query(resolve);
const asMutation = <S extends z.ZodType, O>(procedure: InputProcedure<S>, resolve: Resolver<O>) =>
  procedure.mutation(resolve);

type UseCaseProcedure<K extends ProcedureKind, S extends z.ZodType, O> = K extends 'query'
  ? ReturnType<typeof asQuery<S, O>>
  : ReturnType<typeof asMutation<S, O>>;

/**
 * A procedure that validates its input with `schema` and runs `useCase` with it (after `adapt`, when the wire shape
 * differs from the use case's input).
 */
type UseCaseProcedureBuilder<K extends ProcedureKind> = {
  <S extends z.ZodType, O>(
    schema: S,
    useCase: UseCaseClass<UseCase<z.output<S>, O>>,
  ): UseCaseProcedure<K, S, O>;
  <S extends z.ZodType, I, O>(
    schema: S,
    useCase: UseCaseClass<UseCase<I, O>>,
    adapt: (input: z.output<S>, ctx: TrpcContext) => I,
  ): UseCaseProcedure<K, S, O>;
};

/** The one builder behind `useCaseQuery` and `useCaseMutation`. */
const useCaseProcedure = <K extends ProcedureKind>(kind: K): UseCaseProcedureBuilder<K> => {
  const build = <S extends z.ZodType, I, O>(
    schema: S,
    useCase: UseCaseClass<UseCase<I, O>>,
    adapt: (input: z.output<S>, ctx: TrpcContext) => I = (input) => input as I,
  ) => {
    const resolve: Resolver<O> = ({ ctx, input }) =>
      runUseCase(ctx, useCase, adapt(input as z.output<S>, ctx));
    return kind === 'query' ? asQuery(inputOf(schema), resolve) : asMutation(inputOf(schema), resolve);
  };
  // The overloads' return type follows `kind`, which TypeScript cannot narrow a generic by.
  return build as unknown as UseCaseProcedureBuilder<K>;
};

export const useCaseQuery = useCaseProcedure('query');
export const useCaseMutation = useCaseProcedure('mutation');

/** Scopes the key to the viewer so one user's key can never collide with another's. */
export const withIdempotencyKey = <T extends { idempotencyKey?: string | undefined }>(
  input: T,
  ctx: TrpcContext,
): Omit<T, 'idempotencyKey'> & { idempotencyKey: string } => ({
  ...input,
  idempotencyKey: `${ctx.viewer?.id ?? 'anonymous'}:${input.idempotencyKey ?? randomUUID()}`,
});
