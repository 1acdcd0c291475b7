import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const rows = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(96px, max-content) 1fr',
  gap: `${vars.space['2']} ${vars.space['4']}`,
  margin: 0,
});

/** A dt/dd pair; `contents` lets both join the list's grid. */
export const row = style({ display: 'contents' });

export const term = style({ color: vars.color.text.muted });

export const value = style({ margin: 0, minWidth: 0, overflowWrap: 'anywhere' });

export const files = style({
  display: 'grid',
  gap: vars.space['1'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const description = style({
  paddingTop: vars.space['3'],
  borderTop: `1px solid ${vars.color.border.subtle}`,
  overflowWrap: 'anywhere',
});
globalStyle(`${description} a`, { color: vars.color.text.link });
globalStyle(`${description} img`, { maxWidth: '100%', height: 'auto' });

export const muted = style({ margin: 0, color: vars.color.text.muted });
