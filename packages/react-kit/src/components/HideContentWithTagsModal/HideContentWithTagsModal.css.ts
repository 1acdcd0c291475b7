import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const intro = style({ margin: 0, color: vars.color.text.muted });

export const form = style({ display: 'grid', gap: vars.space['3'] });
