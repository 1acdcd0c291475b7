import { style } from '@vanilla-extract/css';
import { focusRing } from '../theme/base.css';
import { vars } from '../theme/contract.css';

/** Popovers, list boxes and menus share one look. */

export const popover = style({
  minWidth: '160px',
  maxWidth: 'min(420px, calc(100vw - 16px))',
  boxSizing: 'border-box',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border.subtle}`,
  backgroundColor: vars.color.surface.overlay,
  color: vars.color.text.default,
  boxShadow: vars.shadow.overlay,
  fontFamily: vars.font.body,
  overflow: 'auto',
  outline: 'none',
});

export const dialog = style({
  display: 'grid',
  gap: vars.space['2'],
  padding: vars.space['4'],
  outline: 'none',
  fontSize: vars.fontSize.sm,
});

export const dialogTitle = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

export const list = style({ padding: vars.space['1'], outline: 'none', margin: 0 });

export const item = style([
  focusRing,
  {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space['2'],
    padding: `${vars.space['2']} ${vars.space['3']}`,
    borderRadius: vars.radius.sm,
    color: vars.color.text.default,
    textDecoration: 'none',
    fontSize: vars.fontSize.sm,
    cursor: 'pointer',
    outline: 'none',
    selectors: {
      '&[data-focused], &[data-hovered]': { backgroundColor: vars.color.tone.neutral.soft },
      '&[data-selected]': { fontWeight: vars.fontWeight.bold },
      '&[data-disabled]': { opacity: 0.55, cursor: 'not-allowed' },
      '&[data-focus-visible]': { outlineOffset: '-2px' },
    },
  },
]);

export const itemCheck = style({
  display: 'inline-flex',
  width: '1em',
  visibility: 'hidden',
  selectors: { '[data-selected] > &': { visibility: 'visible' } },
});
