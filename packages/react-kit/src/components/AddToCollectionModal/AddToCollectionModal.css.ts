import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const groupLabel = style({ margin: 0, fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.bold });

export const list = style({
  display: 'grid',
  gap: vars.space['1'],
  maxHeight: '280px',
  overflowY: 'auto',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const privacy = style({
  marginInlineStart: 'auto',
  color: vars.color.text.muted,
  fontSize: vars.fontSize.xs,
});

export const createForm = style({
  display: 'grid',
  gap: vars.space['3'],
  paddingBlockStart: vars.space['3'],
  borderBlockStart: `1px solid ${vars.color.border.subtle}`,
});

export const createActions = style({ display: 'flex', justifyContent: 'flex-end', gap: vars.space['2'] });

export const muted = style({ margin: 0, color: vars.color.text.muted });

export const skeletons = style({ display: 'grid', gap: vars.space['2'] });
