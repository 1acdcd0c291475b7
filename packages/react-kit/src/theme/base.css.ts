import { style } from '@vanilla-extract/css';
import { vars } from './contract.css';

/** Optional class for the themed root: page background, body text and font from the theme. */
export const themeRoot = style({
  backgroundColor: vars.color.surface.page,
  color: vars.color.text.default,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
});

/**
 * Visible focus for anything react-aria marks `[data-focus-visible]` (keyboard focus only). Compose it first into a
 * component's style; a 2px ring in the theme's focus colour, which has at least 3:1 contrast with every surface.
 */
export const focusRing = style({
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': {
      outline: `2px solid ${vars.color.focusRing}`,
      outlineOffset: '2px',
    },
  },
});

/** Hides content visually while keeping it for assistive technology. */
export const visuallyHidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
});
