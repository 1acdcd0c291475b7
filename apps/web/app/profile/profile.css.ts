import { vars } from '@atelier/react-kit';
import { style } from '@vanilla-extract/css';

export const page = style({
  display: 'grid',
  gap: vars.space['6'],
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignItems: 'start',
  '@media': { 'screen and (min-width: 960px)': { gridTemplateColumns: 'minmax(280px, 1fr) minmax(0, 3fr)' } },
});

export const title = style({ margin: 0, fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold });

export const side = style({ display: 'grid', gap: vars.space['4'], minWidth: 0 });

export const models = style({ display: 'grid', gap: vars.space['3'], minWidth: 0 });

export const sectionTitle = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
});

export const grid = style({
  display: 'grid',
  gap: vars.space['3'],
  gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** The links to the profile's followers and following lists. */
export const follows = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['4'] });
