import { deepClone } from './clone.js';

/** One table: rows by id, ids assigned incrementally from 1 like an auto-increment column. */
export type Table<T extends { id: number }> = { nextId: number; rows: Map<number, T> };

export const emptyTable = <T extends { id: number }>(): Table<T> => ({ nextId: 1, rows: new Map() });

/** Inserts a copy of `data` under the next id and returns a copy of the stored row. */
export const insert = <T extends { id: number }>(table: Table<T>, data: Omit<T, 'id'>): T => {
  const id = table.nextId++;
  const row = { ...deepClone(data), id } as T;
  table.rows.set(id, row);
  return deepClone(row);
};

export const findRow = <T extends { id: number }>(table: Table<T>, id: number): T | null => {
  const row = table.rows.get(id);
  return row === undefined ? null : deepClone(row);
};

/** Replaces a stored row. Saving a row that does not exist is a bug in the caller, so it throws. */
export const update = <T extends { id: number }>(table: Table<T>, row: T, name: string): void => {
  if (!table.rows.has(row.id)) throw new Error(`${name} ${row.id} does not exist`);
  table.rows.set(row.id, deepClone(row));
};

/** Copies of the rows matching `where`, in id order. */
export const select = <T extends { id: number }>(
  table: Table<T>,
  where: (row: T) => boolean = () => true,
): T[] => [...table.rows.values()].filter(where).map(deepClone);

/** Deletes the rows matching `where`; returns their ids. */
export const deleteWhere = <T extends { id: number }>(
  table: Table<T>,
  where: (row: T) => boolean,
): number[] => {
  const ids = [...table.rows.values()].filter(where).map((row) => row.id);
  for (const id of ids) table.rows.delete(id);
  return ids;
};

/** A lookup that throws when a referenced row is missing, like a foreign-key constraint. */
export const requireRow = <T extends { id: number }>(table: Table<T>, id: number, name: string): T => {
  const row = table.rows.get(id);
  if (row === undefined) throw new Error(`${name} ${id} does not exist (foreign key)`);
  return row;
};
