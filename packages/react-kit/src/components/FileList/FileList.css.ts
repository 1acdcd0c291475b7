import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const list = style({
  display: 'grid',
  gap: vars.space['2'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontFamily: vars.font.body,
});

export const file = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  alignItems: 'center',
  gap: vars.space['2'],
  padding: vars.space['2'],
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border.subtle}`,
  backgroundColor: vars.color.surface.raised,
  color: vars.color.text.default,
});

export const info = style({ display: 'grid', gap: vars.space['1'], minWidth: 0 });

export const name = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['1'],
  color: vars.color.text.muted,
  fontSize: vars.fontSize.xs,
});

export const facts = style({ fontSize: vars.fontSize.xs, color: vars.color.text.muted });

export const actions = style({ display: 'flex', alignItems: 'center', gap: vars.space['1'] });

export const empty = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.text.muted });
