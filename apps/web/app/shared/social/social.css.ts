import { vars } from '@atelier/react-kit';
import { style } from '@vanilla-extract/css';

export const tipForm = style({ display: 'grid', gap: vars.space['4'] });

export const field = style({ display: 'grid', gap: vars.space['1'] });

export const label = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.medium });

export const input = style({
  width: '100%',
  boxSizing: 'border-box',
  padding: `${vars.space['2']} ${vars.space['3']}`,
  border: `1px solid ${vars.color.border.strong}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface.page,
  color: vars.color.text.default,
  fontSize: vars.fontSize.sm,
  outline: 'none',
  selectors: { '&[data-focused]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '1px' } },
});

export const fieldError = style({ fontSize: vars.fontSize.xs, color: vars.color.tone.critical.onSoft });

export const muted = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.text.muted });
