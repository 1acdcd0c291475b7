import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const card = style({
  display: 'grid',
  gap: vars.space['3'],
  padding: vars.space['4'],
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border.subtle}`,
  backgroundColor: vars.color.surface.raised,
  color: vars.color.text.default,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
});

export const title = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.bold });

export const description = style({ margin: 0, color: vars.color.text.muted });

export const meter = style({ display: 'grid', gap: vars.space['1'] });

export const meterRow = style({ display: 'flex', justifyContent: 'space-between', gap: vars.space['2'] });

export const meterValue = style({ fontWeight: vars.fontWeight.bold, fontVariantNumeric: 'tabular-nums' });

export const track = style({
  height: '8px',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surface.sunken,
  border: `1px solid ${vars.color.border.subtle}`,
  overflow: 'hidden',
});

export const fill = style({
  height: '100%',
  backgroundColor: vars.color.buzz,
  borderRadius: vars.radius.full,
});

export const form = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space['2'],
});

export const numberField = style({ flex: '1 1 140px' });

export const group = style({ display: 'flex' });
