import { describe, expect, it } from 'vitest';
import { remembered } from './remembered';

describe('remembered', () => {
  it('answers as `find` does, asking it once per key while the key is kept', () => {
    const asked: string[] = [];
    const length = remembered(3, (key) => {
      asked.push(key);
      return key.length;
    });
    expect([length('a'), length('bb'), length('a'), length('bb')]).toEqual([1, 2, 1, 2]);
    expect(asked).toEqual(['a', 'bb']);
  });

  it('keeps the last `size` keys: the first asked leaves first and is asked again', () => {
    const asked: string[] = [];
    const echo = remembered(2, (key) => {
      asked.push(key);
      return key;
    });
    for (const key of ['a', 'b', 'c', 'b', 'a']) echo(key);
    expect(asked).toEqual(['a', 'b', 'c', 'a']);
  });

  it('keeps a null or undefined answer like any other', () => {
    let calls = 0;
    const nothing = remembered(2, () => {
      calls += 1;
      return null;
    });
    nothing('x');
    nothing('x');
    expect(calls).toBe(1);
  });
});
