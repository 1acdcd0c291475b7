import type { Knex } from 'knex';

/** Every statement Knex sends while `work` runs (nothing else may use `knex` meanwhile). */
export async function statementsDuring(knex: Knex, work: () => Promise<unknown>): Promise<string[]> {
  const statements: string[] = [];
  const onQuery = (query: { sql: string }) => statements.push(query.sql);
  knex.on('query', onQuery);
  try {
    await work();
  } finally {
    knex.off('query', onQuery);
  }
  return statements;
}

/** Where the outermost `from` of a select starts (subqueries in the select list skipped), or -1. */
function outerFrom(sql: string): number {
  let depth = 0;
  for (let i = 0; i < sql.length; i += 1) {
    if (sql[i] === '(') depth += 1;
    else if (sql[i] === ')') depth -= 1;
    else if (depth === 0 && sql.slice(i, i + 6).toLowerCase() === ' from ') return i;
  }
  return -1;
}

/** A select list longer than this reads as `…`: the table and the conditions tell statements apart. */
const LONG_SELECT_LIST = 60;

/**
 * One line per kind of statement: whitespace collapsed, an `in (?, ?)` list as `in (?…)` and a long select list as
 * `…`, so the same query for another id or another number of ids reads the same.
 */
export function statementShape(sql: string): string {
  const shape = sql
    .replace(/\s+/g, ' ')
    .replace(/\bin \(\s*\?(?:\s*,\s*\?)*\s*\)/gi, 'in (?…)')
    .trim();
  const from = /^select /i.test(shape) ? outerFrom(shape) : -1;
  return from - 'select '.length > LONG_SELECT_LIST ? `select …${shape.slice(from)}` : shape;
}

/** How often each shape occurs, in the order first seen. */
export function countShapes(statements: string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const shape of statements.map(statementShape)) counts.set(shape, (counts.get(shape) ?? 0) + 1);
  return counts;
}
