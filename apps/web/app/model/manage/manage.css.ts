import { vars } from '@atelier/react-kit';
import { style } from '@vanilla-extract/css';

/** A two-column list of facts (term, value), as the lookup and the history show them. */
export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: `${vars.space['1']} ${vars.space['3']}`,
  margin: 0,
  fontSize: vars.fontSize.sm,
});

export const term = style({ color: vars.color.text.muted });

export const value = style({ margin: 0, overflowWrap: 'anywhere' });

export const history = style({ display: 'grid', gap: vars.space['2'] });

export const entries = style({
  display: 'grid',
  gap: vars.space['2'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.fontSize.sm,
});

export const entry = style({
  display: 'grid',
  gap: vars.space['1'],
  padding: vars.space['2'],
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface.sunken,
});

export const muted = style({ color: vars.color.text.muted });

export const addRow = style({ display: 'flex', alignItems: 'end', gap: vars.space['2'] });
