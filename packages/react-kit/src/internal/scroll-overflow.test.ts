import { describe, expect, it } from 'vitest';
import { overflowState } from './scroll-overflow';

describe('overflowState', () => {
  it('sees nothing hidden when the content fits', () => {
    expect(overflowState(0, 300, 300)).toEqual({ start: false, end: false });
  });

  it('sees content after the end at the start of a wide bar', () => {
    expect(overflowState(0, 900, 300)).toEqual({ start: false, end: true });
  });

  it('sees both sides in the middle and only the start at the end', () => {
    expect(overflowState(200, 900, 300)).toEqual({ start: true, end: true });
    expect(overflowState(600, 900, 300)).toEqual({ start: true, end: false });
  });

  it('ignores sub-pixel leftovers', () => {
    expect(overflowState(599.5, 900, 300)).toEqual({ start: true, end: false });
  });
});
