import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const item = style({
  display: 'grid',
  gap: vars.space['2'],
  padding: vars.space['3'],
  borderBottom: `1px solid ${vars.color.border.subtle}`,
  fontFamily: vars.font.body,
  color: vars.color.text.default,
  listStyle: 'none',
});

export const heading = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['2'],
  margin: 0,
  fontSize: vars.fontSize.md,
  overflowWrap: 'anywhere',
});

export const meta = style({ margin: 0, fontSize: vars.fontSize.xs, color: vars.color.text.muted });

export const quote = style({
  margin: 0,
  paddingInlineStart: vars.space['3'],
  borderInlineStart: `3px solid ${vars.color.border.subtle}`,
  fontSize: vars.fontSize.sm,
  overflowWrap: 'anywhere',
  whiteSpace: 'pre-line',
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2'] });

export const figure = style({ margin: 0, display: 'grid', gap: vars.space['1'] });
