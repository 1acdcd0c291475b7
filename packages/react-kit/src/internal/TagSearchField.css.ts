import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const results = style({
  maxHeight: '200px',
  overflowY: 'auto',
  border: `1px solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.md,
});
