import { focusRing, vars } from '@atelier/react-kit';
import { globalStyle, style } from '@vanilla-extract/css';

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });
globalStyle('body', { margin: 0 });
globalStyle('a', { color: vars.color.text.link });
globalStyle('a:focus-visible', { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' });

/** The bar wraps onto more lines rather than run wider than a phone (320 px: e2e/mobile-header.spec.ts). */
export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['4'],
  rowGap: vars.space['2'],
  padding: `${vars.space['3']} ${vars.space['5']}`,
  borderBottom: `1px solid ${vars.color.border.subtle}`,
  background: vars.color.surface.raised,
});

export const brand = style({
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.lg,
  color: vars.color.text.default,
  textDecoration: 'none',
});

/**
 * The account's links, right-aligned in a box that takes the rest of the row (or a row of its own on a phone), at
 * least as tall as its tallest control: a page served as the public one to a signed-in viewer (docs/page-cache.md)
 * gets the viewer's links when the overlay arrives, and this keeps the box, the theme switch at its end and the page
 * below from moving when they come (a layout shift).
 */
export const nav = style({
  display: 'flex',
  flex: '1 1 auto',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  alignItems: 'center',
  gap: vars.space['3'],
  minWidth: 0,
  minHeight: '36px',
  maxWidth: '100%',
});
// A long username breaks rather than push the bar wider than the screen.
globalStyle(`${nav} a`, { overflowWrap: 'anywhere' });

/** The viewer's name: at most 14 characters' room, so the bar's rows do not depend on how long a name is. */
export const accountName = style({
  display: 'inline-block',
  maxWidth: '14ch',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  verticalAlign: 'middle',
});

/**
 * "Sign in" and "Sign up": hidden (their room kept) while the page, served as the public one to a signed-in viewer,
 * waits for the viewer overlay (shell/viewer-overlay.tsx marks <html> `data-signed-in` before the first paint).
 */
export const signedOutLink = style({});
globalStyle(`html[data-signed-in] ${signedOutLink}`, { visibility: 'hidden' });

/**
 * While someone is signed in, the bar is at least as tall as a signed-in viewer's (whose name takes its whole room,
 * `accountName`) at each width, so a page served as the public one does not move down when their links arrive.
 * Measured in Chromium on the model page (its rows wrap at these widths); e2e/viewer-overlay.spec.ts checks that
 * nothing shifts. The rows start at the top, the room to spare below them.
 */
globalStyle(`html[data-signed-in] ${header}`, {
  alignContent: 'flex-start',
  '@media': {
    '(max-width: 304px)': { minHeight: '215px' },
    '(min-width: 305px) and (max-width: 404px)': { minHeight: '180px' },
    '(min-width: 405px) and (max-width: 729px)': { minHeight: '139px' },
    '(min-width: 730px) and (max-width: 1124px)': { minHeight: '99px' },
  },
});

export const skipLink = style([
  focusRing,
  {
    position: 'absolute',
    left: vars.space['2'],
    top: '-100px',
    padding: vars.space['2'],
    background: vars.color.surface.overlay,
    zIndex: 10,
    selectors: { '&:focus': { top: vars.space['2'] } },
  },
]);

export const main = style({
  maxWidth: '1280px',
  margin: '0 auto',
  padding: `${vars.space['5']} ${vars.space['5']} ${vars.space['8']}`,
});

export const page = style({ minHeight: '100vh' });
