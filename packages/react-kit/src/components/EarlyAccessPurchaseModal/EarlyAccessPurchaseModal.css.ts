import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const option = style({
  alignItems: 'flex-start',
  padding: vars.space['3'],
  border: `1px solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.md,
  selectors: { '&[data-selected]': { borderColor: vars.color.tone.brand.solid } },
});

export const price = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '2px',
  color: vars.color.buzz,
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
});

export const balance = style({ margin: 0, color: vars.color.text.muted });

export const insufficient = style({
  margin: 0,
  fontSize: vars.fontSize.xs,
  color: vars.color.tone.critical.onSoft,
});
