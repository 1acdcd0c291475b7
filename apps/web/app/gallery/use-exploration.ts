import { errors } from '@atelier/domain';
import { useCallback, useEffect, useReducer, useRef } from 'react';
import { BatchRefused, type ExplorationLine, streamBatch } from './exploration-stream';

/** Spec §9: 9 images first, 9 more each time the viewer nears the end. */
export const EXPLORATION_BATCH = 9;

export type Tile =
  | { state: 'pending' }
  | { state: 'image'; url: string }
  | { state: 'failed'; message: string };

export type ExplorationState = {
  tiles: Tile[];
  loading: boolean;
  /** The server's text for a refused batch or an early stop ("Too many requests", "Too many attempts"). */
  notice: string | null;
  /** No more batches until the viewer asks again (after a refusal or a stop). */
  halted: boolean;
};

type Action =
  | { type: 'start'; base: number }
  | { type: 'line'; base: number; line: ExplorationLine }
  | { type: 'refused'; base: number; message: string }
  | { type: 'finished'; base: number }
  | { type: 'reset' };

export const INITIAL_EXPLORATION: ExplorationState = {
  tiles: [],
  loading: false,
  notice: null,
  halted: false,
};

const withoutPending = (tiles: Tile[], base: number): Tile[] => [
  ...tiles.slice(0, base),
  ...tiles.slice(base).filter((tile) => tile.state !== 'pending'),
];

/** The card's state through a batch: placeholders first, each replaced by its image or failure text as it arrives. */
export function explorationReducer(state: ExplorationState, action: Action): ExplorationState {
  switch (action.type) {
    case 'reset':
      return INITIAL_EXPLORATION;
    case 'start':
      return {
        tiles: [
          ...state.tiles,
          ...Array.from({ length: EXPLORATION_BATCH }, () => ({ state: 'pending' as const })),
        ],
        loading: true,
        notice: null,
        halted: false,
      };
    case 'line': {
      const { line, base } = action;
      if (line.kind === 'stopped')
        return { ...state, tiles: withoutPending(state.tiles, base), notice: line.message, halted: true };
      const tiles = [...state.tiles];
      tiles[base + line.index] =
        line.kind === 'image'
          ? { state: 'image', url: line.url }
          : { state: 'failed', message: line.message };
      return { ...state, tiles };
    }
    case 'refused':
      return {
        tiles: withoutPending(state.tiles, action.base),
        loading: false,
        notice: action.message,
        halted: true,
      };
    case 'finished':
      return { ...state, tiles: withoutPending(state.tiles, action.base), loading: false };
  }
}

/**
 * One prompt's exploration images: `more()` asks for the next batch unless one is running or the card halted;
 * `retry()` clears a refusal and asks again. Changing the prompt (or unmounting) abandons the batch in flight.
 */
export function useExploration(modelVersionId: number, name: string | null) {
  const [state, dispatch] = useReducer(explorationReducer, INITIAL_EXPLORATION);
  const current = useRef(state);
  current.current = state;
  const abort = useRef<AbortController | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: another prompt or version starts afresh
  useEffect(() => {
    dispatch({ type: 'reset' });
    current.current = INITIAL_EXPLORATION;
    return () => abort.current?.abort();
  }, [name, modelVersionId]);

  const load = useCallback(() => {
    if (name === null) return;
    const base = current.current.tiles.length;
    const controller = new AbortController();
    abort.current = controller;
    dispatch({ type: 'start', base });
    current.current = { ...current.current, loading: true };
    streamBatch(
      { modelVersionId, name, alreadyShown: base },
      (line) => {
        if (!controller.signal.aborted) dispatch({ type: 'line', base, line });
      },
      controller.signal,
    ).then(
      () => {
        if (!controller.signal.aborted) dispatch({ type: 'finished', base });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const message = error instanceof BatchRefused ? error.message : errors.generic.message;
        dispatch({ type: 'refused', base, message });
      },
    );
  }, [modelVersionId, name]);

  const more = useCallback(() => {
    const { loading, halted } = current.current;
    if (!loading && !halted) load();
  }, [load]);

  return { ...state, more, retry: load };
}
