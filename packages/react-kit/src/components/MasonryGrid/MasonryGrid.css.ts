import { createVar, style } from '@vanilla-extract/css';

export const gap = createVar();
export const columnWidth = createVar();

export const container = style({ width: '100%', minWidth: 0 });

export const grid = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap,
  margin: '0 auto',
  maxWidth: '100%',
  padding: 0,
  listStyle: 'none',
});

export const column = style({
  display: 'flex',
  flexDirection: 'column',
  gap,
  width: columnWidth,
  minWidth: 0,
  flexShrink: 1,
});

export const item = style({ minWidth: 0 });
