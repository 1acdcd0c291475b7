/**
 * A deep copy of plain data (objects, arrays, Dates, Maps, Sets). Stores copy rows in and out, like a database
 * would, so a caller mutating what it got back never changes stored state behind the store's back.
 * (`structuredClone` is not in the domain's type environment: `"types": []`.)
 */
export const deepClone = <T>(value: T): T => {
  if (value === null || typeof value !== 'object') return value;
  if (value instanceof Date) return new Date(value.getTime()) as T;
  if (Array.isArray(value)) return value.map(deepClone) as T;
  if (value instanceof Map) return new Map([...value].map(([k, v]) => [deepClone(k), deepClone(v)])) as T;
  if (value instanceof Set) return new Set([...value].map(deepClone)) as T;
  if (value instanceof Uint8Array) return value.slice() as T;
  const copy: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value)) copy[key] = deepClone(field);
  return copy as T;
};
