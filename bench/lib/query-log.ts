import type { Knex } from 'knex';

export type Statement = { sql: string; bindings: unknown[] };

/** Every statement Knex sends while `work` runs (nothing else may use `knex` meanwhile). */
export async function statementsDuring(knex: Knex, work: () => Promise<unknown>): Promise<Statement[]> {
  const statements: Statement[] = [];
  const onQuery = ({ sql, bindings }: { sql: string; bindings?: unknown[] }) =>
    statements.push({ sql, bindings: bindings ?? [] });
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

export type ShapeCount = {
  count: number /** Statements that repeat an earlier one exactly (same SQL, same values). */;
  repeats: number;
};

/** How often each shape occurs, in the order first seen, and how many of those are exact repeats. */
export function countShapes(statements: Statement[]): Map<string, ShapeCount> {
  const counts = new Map<string, ShapeCount>();
  const seen = new Set<string>();
  for (const { sql, bindings } of statements) {
    const shape = statementShape(sql);
    const exact = `${sql}\u0000${JSON.stringify(bindings)}`;
    const count = counts.get(shape) ?? { count: 0, repeats: 0 };
    counts.set(shape, { count: count.count + 1, repeats: count.repeats + (seen.has(exact) ? 1 : 0) });
    seen.add(exact);
  }
  return counts;
}
