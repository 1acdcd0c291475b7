import { style } from '@vanilla-extract/css';
import { focusRing } from '../theme/base.css';
import { vars } from '../theme/contract.css';

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['1'],
  color: vars.color.text.muted,
  fontSize: vars.fontSize.sm,
});

export const chip = style([
  focusRing,
  {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space['1'],
    padding: `2px ${vars.space['1']} 2px ${vars.space['2']}`,
    borderRadius: vars.radius.full,
    backgroundColor: vars.color.tone.neutral.soft,
    color: vars.color.tone.neutral.onSoft,
    fontSize: vars.fontSize.sm,
  },
]);

export const remove = style([
  focusRing,
  {
    display: 'inline-flex',
    padding: '2px',
    border: 'none',
    borderRadius: vars.radius.full,
    background: 'none',
    color: 'inherit',
    cursor: 'pointer',
    selectors: { '&[data-hovered]': { backgroundColor: vars.color.border.subtle } },
  },
]);
