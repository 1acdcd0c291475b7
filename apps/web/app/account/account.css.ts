import { vars } from '@atelier/react-kit';
import { style } from '@vanilla-extract/css';

export const page = style({
  maxWidth: '26rem',
  margin: `${vars.space['6']} auto`,
  display: 'grid',
  gap: vars.space['5'],
});

export const heading = style({ margin: 0, fontSize: vars.fontSize.xl, color: vars.color.text.default });

export const form = style({ display: 'grid', gap: vars.space['4'] });

export const field = style({ display: 'grid', gap: vars.space['1'] });

export const label = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text.default,
});

export const hint = style({ fontSize: vars.fontSize.xs, color: vars.color.text.muted });

export const fieldError = style({ fontSize: vars.fontSize.sm, color: vars.color.tone.critical.onSoft });

/** Text entry shows its ring whenever focused (typing needs to see where it goes), not only on keyboard focus. */
export const input = style({
  width: '100%',
  padding: `${vars.space['2']} ${vars.space['3']}`,
  border: `1px solid ${vars.color.border.strong}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface.page,
  color: vars.color.text.default,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  outline: 'none',
  selectors: {
    '&[data-focused]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '1px' },
    '&[data-invalid]': { borderColor: vars.color.tone.critical.solid },
  },
});

export const footer = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.text.muted });
