import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({ display: 'grid', gap: vars.space['2'], minWidth: 0 });

export const group = style({ minWidth: 0 });

export const empty = style({ color: vars.color.text.muted, fontSize: vars.fontSize.sm });
