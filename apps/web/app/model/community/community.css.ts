import { focusRing, vars } from '@atelier/react-kit';
import { style } from '@vanilla-extract/css';

export const gallery = style({ display: 'grid', gap: vars.space['4'], minWidth: 0 });

export const showcase = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['3'],
  padding: vars.space['3'],
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border.subtle}`,
  backgroundColor: vars.color.surface.raised,
});

export const showcaseLink = style([
  focusRing,
  {
    flex: 1,
    color: vars.color.text.link,
    fontWeight: vars.fontWeight.medium,
    borderRadius: vars.radius.sm,
  },
]);
