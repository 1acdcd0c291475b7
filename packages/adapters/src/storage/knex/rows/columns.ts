/** A timestamp as drivers return it: `Date` from PostgreSQL, epoch milliseconds from SQLite. */
export type DbDate = Date | number;
/** `boolean` from PostgreSQL, 0/1 from SQLite. */
export type DbBoolean = boolean | number;
/** Parsed by node-postgres, text from SQLite; written as text on both. */
export type DbJson = unknown;
/** `bigint` columns and counts: PostgreSQL returns them as strings. */
export type DbBigint = number | string;
