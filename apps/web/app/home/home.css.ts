import { vars } from '@atelier/react-kit';
import { style } from '@vanilla-extract/css';

export const home = style({ maxWidth: '64rem', display: 'grid', gap: vars.space['3'] });

export const title = style({ margin: 0, fontSize: vars.fontSize.xl, color: vars.color.text.default });

export const lead = style({ margin: 0, fontSize: vars.fontSize.lg, color: vars.color.text.muted });

export const subtitle = style({
  margin: `${vars.space['4']} 0 0`,
  fontSize: vars.fontSize.lg,
  color: vars.color.text.default,
});

export const grid = style({
  display: 'grid',
  gap: vars.space['4'],
  gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const item = style({ display: 'grid', gap: vars.space['2'], alignContent: 'start' });

export const about = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.text.muted });

export const row = style({ display: 'grid', gap: vars.space['3'] });

export const rowHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['3'],
  alignItems: 'baseline',
  justifyContent: 'space-between',
});
