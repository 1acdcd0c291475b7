import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const fields = style({ display: 'grid', gap: vars.space['3'] });
