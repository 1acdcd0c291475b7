import { focusRing, vars } from '@atelier/react-kit';
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

export const card = style([
  focusRing,
  {
    display: 'grid',
    alignContent: 'space-between',
    gap: vars.space['2'],
    height: '100%',
    boxSizing: 'border-box',
    padding: vars.space['4'],
    borderRadius: vars.radius.lg,
    border: `1px solid ${vars.color.border.subtle}`,
    backgroundColor: vars.color.surface.raised,
    color: vars.color.text.default,
    textDecoration: 'none',
    selectors: { '&[data-hovered]': { borderColor: vars.color.border.strong } },
  },
]);

export const cardName = style({ fontWeight: vars.fontWeight.bold, overflowWrap: 'anywhere' });

export const cardMeta = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['2'],
  fontSize: vars.fontSize.sm,
  color: vars.color.text.muted,
});
