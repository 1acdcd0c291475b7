import type { z } from 'zod';
import { appRouter } from './app-router.js';

export type ProcedureKind = 'query' | 'mutation';
export type ProcedureInfo = { name: string; kind: ProcedureKind; input: z.ZodType };

/** tRPC keeps a flat map of dotted paths to procedures at runtime; its static type is the nested record. */
type ProcedureDef = { _def: { type: ProcedureKind | 'subscription'; inputs: z.ZodType[] } };

/**
 * Every procedure the API serves, read off the router itself so the list cannot drift: the role-matrix
 * and per-procedure tests enumerate this, and a procedure missing from their tables fails them.
 */
export const PROCEDURES: readonly ProcedureInfo[] = Object.entries(
  appRouter._def.procedures as unknown as Record<string, ProcedureDef>,
)
  .map(([name, procedure]) => {
    const { type, inputs } = procedure._def;
    const input = inputs[0];
    if (type === 'subscription' || input === undefined || inputs.length !== 1)
      throw new Error(`Procedure ${name} must be a query or mutation with exactly one input schema`);
    return { name, kind: type, input };
  })
  .sort((a, b) => a.name.localeCompare(b.name));

export const PROCEDURE_NAMES: readonly string[] = PROCEDURES.map((procedure) => procedure.name);
