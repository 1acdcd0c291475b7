import { vars } from '@atelier/react-kit';
import { style } from '@vanilla-extract/css';

export const page = style({ maxWidth: '72rem', display: 'grid', gap: vars.space['4'] });

export const title = style({ margin: 0, fontSize: vars.fontSize.xl, color: vars.color.text.default });

export const search = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['3'],
  alignItems: 'end',
});

export const filters = style({
  display: 'grid',
  gap: vars.space['3'],
  gridTemplateColumns: 'repeat(auto-fill, minmax(11rem, 1fr))',
});

export const grid = style({
  display: 'grid',
  gap: vars.space['4'],
  gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const more = style({
  display: 'flex',
  gap: vars.space['3'],
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: '3rem',
  color: vars.color.text.muted,
});

export const row = style({ display: 'grid', gap: vars.space['3'] });

export const rowHeader = style({ display: 'flex', gap: vars.space['3'], alignItems: 'baseline' });

export const rowTitle = style({ margin: 0, fontSize: vars.fontSize.lg, color: vars.color.text.default });

export const headerSearch = style({
  display: 'flex',
  gap: vars.space['2'],
  alignItems: 'center',
  minWidth: 0,
});

export const headerInput = style({
  minWidth: 0,
  width: '18rem',
  maxWidth: '40vw',
  padding: `${vars.space['1']} ${vars.space['2']}`,
  border: `1px solid ${vars.color.border.strong}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface.page,
  color: vars.color.text.default,
  fontSize: vars.fontSize.sm,
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '1px' },
    '&::placeholder': { color: vars.color.text.muted },
  },
});
