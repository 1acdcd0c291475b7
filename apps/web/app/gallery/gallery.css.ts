import { focusRing, vars } from '@atelier/react-kit';
import { style } from '@vanilla-extract/css';

export const exploration = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  height: '100%',
  boxSizing: 'border-box',
  padding: vars.space['4'],
  borderRadius: vars.radius.lg,
  border: `1px dashed ${vars.color.border.strong}`,
  backgroundColor: vars.color.surface.raised,
  color: vars.color.text.default,
});

export const explorationHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['2'],
});

export const explorationTitle = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
});

export const explorationPrompts = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['2'],
  margin: 0,
  padding: 0,
  border: 0,
  minWidth: 0,
});

export const explorationPrompt = style([
  focusRing,
  {
    font: 'inherit',
    fontSize: vars.fontSize.sm,
    padding: `${vars.space['1']} ${vars.space['3']}`,
    borderRadius: vars.radius.lg,
    border: `1px solid ${vars.color.border.strong}`,
    backgroundColor: vars.color.surface.page,
    color: vars.color.text.default,
    cursor: 'pointer',
    selectors: {
      '&[aria-pressed="true"]': {
        backgroundColor: vars.color.text.default,
        color: vars.color.text.inverse,
      },
    },
  },
]);

export const explorationHint = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.text.muted });

export const explorationNotice = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['2'],
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
});

export const explorationGrid = style([
  focusRing,
  {
    margin: 0,
    padding: 0,
    listStyle: 'none',
    display: 'grid',
    gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
    gap: vars.space['2'],
    alignContent: 'start',
    overflowY: 'auto',
    flex: '1 1 0',
    minHeight: 0,
  },
]);

export const explorationTile = style({
  aspectRatio: '1',
  minWidth: 0,
  overflow: 'hidden',
  borderRadius: vars.radius.md,
});

export const explorationImage = style({
  display: 'block',
  width: '100%',
  height: '100%',
  objectFit: 'cover',
});

export const explorationPending = style({ display: 'block', width: '100%', height: '100%' });

export const explorationFailed = style({
  display: 'grid',
  placeItems: 'center',
  height: '100%',
  padding: vars.space['2'],
  boxSizing: 'border-box',
  textAlign: 'center',
  fontSize: vars.fontSize.sm,
  color: vars.color.text.muted,
  border: `1px solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.md,
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
