import { errors } from '@atelier/domain';
import { describe, expect, it } from 'vitest';
import { EXPLORATION_BATCH, explorationReducer, INITIAL_EXPLORATION } from './use-exploration';

describe('the exploration card state', () => {
  it('shows 9 placeholders, then each image or failure in its place as it arrives', () => {
    let state = explorationReducer(INITIAL_EXPLORATION, { type: 'start', base: 0 });
    expect(state.tiles).toHaveLength(EXPLORATION_BATCH);
    expect(state.tiles.every((tile) => tile.state === 'pending')).toBe(true);
    expect(state.loading).toBe(true);

    state = explorationReducer(state, {
      type: 'line',
      base: 0,
      line: { kind: 'image', index: 4, url: '/a.png' },
    });
    state = explorationReducer(state, {
      type: 'line',
      base: 0,
      line: { kind: 'failed', index: 0, ...errors.exploreTimedOut },
    });
    expect(state.tiles[4]).toEqual({ state: 'image', url: '/a.png' });
    expect(state.tiles[0]).toEqual({ state: 'failed', message: 'The request timed out' });

    state = explorationReducer(state, { type: 'start', base: 9 });
    expect(state.tiles).toHaveLength(18);
    state = explorationReducer(state, {
      type: 'line',
      base: 9,
      line: { kind: 'image', index: 0, url: '/b.png' },
    });
    expect(state.tiles[9]).toEqual({ state: 'image', url: '/b.png' });
  });

  it("drops a refused batch's placeholders and halts with the server's text until asked again", () => {
    let state = explorationReducer(INITIAL_EXPLORATION, { type: 'start', base: 0 });
    state = explorationReducer(state, { type: 'refused', base: 0, message: 'Too many requests' });
    expect(state).toEqual({ tiles: [], loading: false, notice: 'Too many requests', halted: true });
    state = explorationReducer(state, { type: 'start', base: 0 });
    expect(state).toMatchObject({ notice: null, halted: false, loading: true });
  });

  it('stops on "Too many attempts", keeping what arrived', () => {
    let state = explorationReducer(INITIAL_EXPLORATION, { type: 'start', base: 0 });
    state = explorationReducer(state, {
      type: 'line',
      base: 0,
      line: { kind: 'image', index: 1, url: '/c.png' },
    });
    state = explorationReducer(state, {
      type: 'line',
      base: 0,
      line: { kind: 'stopped', ...errors.exploreTooManyAttempts },
    });
    state = explorationReducer(state, { type: 'finished', base: 0 });
    expect(state).toEqual({
      tiles: [{ state: 'image', url: '/c.png' }],
      loading: false,
      notice: 'Too many attempts',
      halted: true,
    });
  });
});
