import { vars } from '@atelier/react-kit';
import { style } from '@vanilla-extract/css';

export const panel = style({ display: 'grid', gap: vars.space['4'], minWidth: 0 });

export const stack = style({ display: 'grid', gap: vars.space['2'], minWidth: 0 });

export const actions = style({ display: 'flex', gap: vars.space['2'], alignItems: 'flex-start' });

export const grow = style({ flex: '1 1 auto', minWidth: 0 });

export const heading = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text.default,
});

export const note = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.text.muted });

/**
 * "Sign in to review": hidden, its room kept, on a page served as the public one to a signed-in viewer until the
 * viewer overlay arrives (shell/viewer-overlay.tsx marks <html> `data-signed-in` before the first paint).
 */
export const signInNote = style([
  note,
  { selectors: { 'html[data-signed-in] &': { visibility: 'hidden' } } },
]);

/** The sign-in line's room while the signed-in viewer's review loads, so the box keeps its height till then. */
export const noteRoom = style([note, { visibility: 'hidden' }]);

export const card = style({
  display: 'grid',
  gap: vars.space['3'],
  padding: vars.space['4'],
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border.subtle}`,
  background: vars.color.surface.raised,
});

export const link = style({
  color: vars.color.text.link,
  textDecoration: 'underline',
  borderRadius: vars.radius.sm,
  selectors: { '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 } },
});
