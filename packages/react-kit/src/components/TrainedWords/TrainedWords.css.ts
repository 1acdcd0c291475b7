import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['1'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const word = style({ fontFamily: vars.font.mono, fontWeight: vars.fontWeight.regular });
