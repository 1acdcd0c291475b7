import { style } from '@vanilla-extract/css';
import { focusRing } from '../theme/base.css';
import { vars } from '../theme/contract.css';

/** Styles shared by the kit's form fields (text, number, select, checkbox, radio); react-aria sets the data-*. */

export const field = style({ display: 'grid', gap: vars.space['1'], minWidth: 0 });

export const label = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text.default,
});

export const description = style({ margin: 0, fontSize: vars.fontSize.xs, color: vars.color.text.muted });

export const errorText = style({ fontSize: vars.fontSize.xs, color: vars.color.tone.critical.onSoft });

const inputBase = {
  width: '100%',
  boxSizing: 'border-box',
  padding: `${vars.space['2']} ${vars.space['3']}`,
  border: `1px solid ${vars.color.border.strong}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface.page,
  color: vars.color.text.default,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  outline: 'none',
} as const;

/** Text entry shows its ring whenever focused (typing needs to see where it goes), not only on keyboard focus. */
export const input = style({
  ...inputBase,
  selectors: {
    '&[data-focused]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '1px' },
    '&[data-invalid]': { borderColor: vars.color.tone.critical.solid },
    '&[data-disabled]': { opacity: 0.55, cursor: 'not-allowed' },
    '&::placeholder': { color: vars.color.text.muted },
  },
});

export const textArea = style([input, { resize: 'vertical', minHeight: '2.5em' }]);

export const checkbox = style([
  focusRing,
  {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space['2'],
    padding: `${vars.space['1']} 0`,
    borderRadius: vars.radius.sm,
    color: vars.color.text.default,
    fontSize: vars.fontSize.sm,
    cursor: 'pointer',
    selectors: { '&[data-disabled]': { opacity: 0.55, cursor: 'not-allowed' } },
  },
]);

export const box = style({
  flexShrink: 0,
  display: 'grid',
  placeItems: 'center',
  width: '18px',
  height: '18px',
  border: `2px solid ${vars.color.border.strong}`,
  borderRadius: vars.radius.sm,
  color: 'transparent',
  backgroundColor: vars.color.surface.page,
  fontSize: '14px',
  selectors: {
    '[data-selected] > &': {
      backgroundColor: vars.color.tone.brand.solid,
      borderColor: vars.color.tone.brand.solid,
      color: vars.color.tone.brand.onSolid,
    },
    '[data-focus-visible] > &': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

export const radioDot = style([box, { borderRadius: vars.radius.full }]);

export const radioGroup = style({ display: 'grid', gap: vars.space['1'] });

export const optionText = style({ display: 'grid', gap: '2px', flex: 1, minWidth: 0 });
