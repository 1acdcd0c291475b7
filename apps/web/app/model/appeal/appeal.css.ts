import { vars } from '@atelier/react-kit';
import { style } from '@vanilla-extract/css';

export const page = style({
  display: 'grid',
  gap: vars.space['5'],
  maxWidth: '720px',
  margin: '0 auto',
  padding: vars.space['5'],
  fontFamily: vars.font.body,
  color: vars.color.text.default,
  minWidth: 0,
});

export const title = style({ margin: 0, fontSize: vars.fontSize.xl });

export const form = style({ display: 'grid', gap: vars.space['4'] });

export const text = style({ margin: 0 });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['4'],
});
