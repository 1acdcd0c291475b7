import { style } from '@vanilla-extract/css';
import { focusRing } from '../../theme/base.css';
import { vars } from '../../theme/contract.css';

export const section = style({
  display: 'grid',
  gap: vars.space['3'],
  minWidth: 0,
  fontFamily: vars.font.body,
});

export const header = style({ display: 'flex', alignItems: 'center', gap: vars.space['2'] });

export const title = style({
  margin: 0,
  flex: 1,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
});

export const scroller = style({
  display: 'flex',
  gap: vars.space['3'],
  margin: 0,
  padding: `2px 2px ${vars.space['2']}`,
  listStyle: 'none',
  overflowX: 'auto',
  scrollSnapType: 'x mandatory',
  scrollbarWidth: 'thin',
});

export const item = style({ flex: '0 0 200px', scrollSnapAlign: 'start' });

export const card = style([
  focusRing,
  {
    display: 'grid',
    gap: vars.space['2'],
    height: '100%',
    padding: vars.space['2'],
    boxSizing: 'border-box',
    borderRadius: vars.radius.lg,
    border: `1px solid ${vars.color.border.subtle}`,
    backgroundColor: vars.color.surface.raised,
    color: vars.color.text.default,
    textDecoration: 'none',
    selectors: { '&[data-hovered]': { borderColor: vars.color.border.strong } },
  },
]);

/** The cover's box: 3:4 whatever the picture's shape (it is cropped to cover it), so every card has one height. */
export const cover = style({
  display: 'block',
  width: '100%',
  aspectRatio: '3 / 4',
  overflow: 'hidden',
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface.sunken,
});

export const name = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['1'],
  color: vars.color.text.muted,
  fontSize: vars.fontSize.xs,
});

export const muted = style({ margin: 0, color: vars.color.text.muted, fontSize: vars.fontSize.sm });
