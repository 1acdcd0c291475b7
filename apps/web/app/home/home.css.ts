import { vars } from '@atelier/react-kit';
import { style } from '@vanilla-extract/css';

export const home = style({ maxWidth: '48rem', display: 'grid', gap: vars.space['3'] });

export const title = style({ margin: 0, fontSize: vars.fontSize.xl, color: vars.color.text.default });

export const lead = style({ margin: 0, fontSize: vars.fontSize.lg, color: vars.color.text.muted });

export const subtitle = style({
  margin: `${vars.space['4']} 0 0`,
  fontSize: vars.fontSize.lg,
  color: vars.color.text.default,
});

export const list = style({
  display: 'grid',
  gap: vars.space['2'],
  margin: 0,
  color: vars.color.text.default,
});
