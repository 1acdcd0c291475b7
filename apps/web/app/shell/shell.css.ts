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

export const spacer = style({ flex: 1 });

export const nav = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['3'],
  minWidth: 0,
  maxWidth: '100%',
});
// A long username breaks rather than push the bar wider than the screen.
globalStyle(`${nav} a`, { overflowWrap: 'anywhere' });

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
