import type { Dialect } from './dialect.js';

/**
 * A read's columns as `[name, SQL]` pairs: one home for what a plain read selects and what a larger read brings
 * of the same rows as JSON (`Dialect.jsonRows`), so both give the same row objects to the same mappers.
 * The SQL is trusted, never user input.
 */
export type Columns<R> = readonly (readonly [name: keyof R & string, sql: string])[];

/** The columns of a table read as they are (`alias."name"`, quoted: some are key words, `index`), named by themselves. */
export const tableColumns = <R>(alias: string, names: readonly (keyof R & string)[]): Columns<R> =>
  names.map((name) => [name, `${alias}."${name}"`] as const);

/** The SELECT list of a plain read of `columns`. */
export const selectList = <R>(columns: Columns<R>): string =>
  columns.map(([name, sql]) => `${sql} AS "${name}"`).join(', ');

/** A correlated subquery's rows of `columns` as one JSON column (`from` is `FROM … WHERE …`). */
export const jsonRowsOf = <R>(dialect: Dialect, columns: Columns<R>, from: string, orderBy: string): string =>
  dialect.jsonRows(
    columns.map(([, sql]) => sql),
    from,
    orderBy,
  );

/** The rows `jsonRowsOf` brought, as the row objects a plain read of the same columns gives. */
export const rowsOfJson = <R>(dialect: Dialect, value: unknown, columns: Columns<R>): R[] =>
  dialect
    .readJson<unknown[][]>(value)
    .map((values) => Object.fromEntries(columns.map(([name], i) => [name, values[i]])) as R);
