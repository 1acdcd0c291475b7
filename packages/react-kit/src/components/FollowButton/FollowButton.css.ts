import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const group = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space['2'] });

export const count = style({ color: vars.color.text.muted, fontSize: vars.fontSize.sm });
