import { focusRing, vars } from '@atelier/react-kit';
import { style } from '@vanilla-extract/css';

export const exploration = style({
  display: 'grid',
  gridTemplateRows: 'auto minmax(0, 1fr)',
  gap: vars.space['2'],
  height: '100%',
  boxSizing: 'border-box',
  padding: vars.space['4'],
  borderRadius: vars.radius.lg,
  border: `1px dashed ${vars.color.border.strong}`,
  backgroundColor: vars.color.surface.raised,
  color: vars.color.text.default,
});

export const explorationTitle = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
});

export const promptList = style([
  focusRing,
  { margin: 0, padding: 0, listStyle: 'none', display: 'grid', gap: vars.space['2'], overflowY: 'auto' },
]);

export const promptName = style({ display: 'block', fontWeight: vars.fontWeight.medium });

export const promptText = style({
  display: 'block',
  fontSize: vars.fontSize.sm,
  color: vars.color.text.muted,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const pageHeader = style({ display: 'grid', gap: vars.space['2'] });

export const backLink = style([
  focusRing,
  {
    color: vars.color.text.link,
    fontSize: vars.fontSize.sm,
    justifySelf: 'start',
    borderRadius: vars.radius.sm,
  },
]);

export const page = style({ display: 'grid', gap: vars.space['5'], minWidth: 0 });

export const pageTitle = style({ margin: 0, fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold });

/** The hub list's sort and period, side by side. */
export const filters = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['4'], alignItems: 'end' });
