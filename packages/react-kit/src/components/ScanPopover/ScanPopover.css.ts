import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const message = style({ margin: 0 });

export const details = style({
  display: 'grid',
  gap: vars.space['1'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.fontSize.xs,
});

export const detailLabel = style({ fontWeight: vars.fontWeight.bold });

export const scanned = style({ margin: 0, fontSize: vars.fontSize.xs, color: vars.color.text.muted });
