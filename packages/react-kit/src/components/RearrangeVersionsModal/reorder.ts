/** `items` with the ones whose ids are in `moved` placed before or after the target, in their current order. */
export function reorder<T extends { id: number }>(
  items: T[],
  moved: ReadonlySet<number>,
  targetId: number,
  position: 'before' | 'after',
): T[] {
  if (moved.has(targetId)) return items;
  const movedItems = items.filter((item) => moved.has(item.id));
  const rest = items.filter((item) => !moved.has(item.id));
  const at = rest.findIndex((item) => item.id === targetId) + (position === 'after' ? 1 : 0);
  return [...rest.slice(0, at), ...movedItems, ...rest.slice(at)];
}

/** `items` with the one at `index` swapped with its neighbour (`-1` up, `1` down). */
export function moveByOne<T>(items: T[], index: number, direction: -1 | 1): T[] {
  const other = index + direction;
  if (other < 0 || other >= items.length) return items;
  const next = [...items];
  [next[index], next[other]] = [next[other] as T, next[index] as T];
  return next;
}
