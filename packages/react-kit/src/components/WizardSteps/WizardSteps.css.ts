import { style } from '@vanilla-extract/css';
import { focusRing, visuallyHidden } from '../../theme/base.css';
import { vars } from '../../theme/contract.css';

export const hidden = visuallyHidden;

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['2'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const item = style({ display: 'flex' });

export const link = style([
  focusRing,
  {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space['2'],
    padding: `${vars.space['1']} ${vars.space['3']} ${vars.space['1']} ${vars.space['1']}`,
    borderRadius: vars.radius.full,
    border: `1px solid ${vars.color.border.subtle}`,
    color: vars.color.text.default,
    fontSize: vars.fontSize.sm,
    textDecoration: 'none',
    selectors: {
      '&[data-hovered]': { borderColor: vars.color.border.strong },
      '&[aria-current="step"]': {
        borderColor: vars.color.tone.brand.solid,
        backgroundColor: vars.color.tone.brand.soft,
        color: vars.color.tone.brand.onSoft,
        fontWeight: vars.fontWeight.bold,
      },
    },
  },
]);

export const number = style({
  display: 'grid',
  placeItems: 'center',
  width: '1.5rem',
  height: '1.5rem',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.tone.neutral.soft,
  color: vars.color.tone.neutral.onSoft,
  fontVariantNumeric: 'tabular-nums',
  selectors: {
    [`${item}[data-state="done"] &`]: {
      backgroundColor: vars.color.tone.positive.soft,
      color: vars.color.tone.positive.onSoft,
    },
    [`${link}[aria-current="step"] &`]: {
      backgroundColor: vars.color.tone.brand.solid,
      color: vars.color.tone.brand.onSolid,
    },
  },
});
