import { style } from '@vanilla-extract/css';

/** The wrapper of an on-demand overlay's trigger: no box of its own, so the trigger lays out as if unwrapped. */
export const contents = style({ display: 'contents' });
