import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const timer = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['1'],
  fontVariantNumeric: 'tabular-nums',
  selectors: { '&[data-ended]': { color: vars.color.text.muted } },
});
