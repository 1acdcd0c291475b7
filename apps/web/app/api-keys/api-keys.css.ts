import { vars } from '@atelier/react-kit';
import { style } from '@vanilla-extract/css';

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.sm,
  color: vars.color.text.default,
});

export const cell = style({
  padding: `${vars.space['2']} ${vars.space['3']}`,
  borderBottom: `1px solid ${vars.color.border.subtle}`,
  textAlign: 'left',
  verticalAlign: 'middle',
});

export const headerCell = style([cell, { color: vars.color.text.muted, fontWeight: vars.fontWeight.medium }]);

export const prefix = style({ fontFamily: vars.font.mono });

export const newKey = style({
  display: 'flex',
  gap: vars.space['2'],
  alignItems: 'center',
  flexWrap: 'wrap',
});

export const keyText = style({
  fontFamily: vars.font.mono,
  padding: `${vars.space['2']} ${vars.space['3']}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface.sunken,
  color: vars.color.text.default,
  overflowWrap: 'anywhere',
});

export const tableWrap = style({ overflowX: 'auto' });
