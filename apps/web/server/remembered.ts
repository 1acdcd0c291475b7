/**
 * `find`, with its answers kept for the last `size` keys asked about (the first asked leaves first). For a pure
 * `find` only: an answer is never asked again while kept.
 */
export function remembered<T>(size: number, find: (key: string) => T): (key: string) => T {
  const answers = new Map<string, T>();
  return (key) => {
    if (answers.has(key)) return answers.get(key) as T;
    const answer = find(key);
    if (answers.size >= size) answers.delete(answers.keys().next().value as string);
    answers.set(key, answer);
    return answer;
  };
}
