import { style } from '@vanilla-extract/css';
import { focusRing } from '../../theme/base.css';
import { vars } from '../../theme/contract.css';

export const numberGroup = style({ display: 'flex', maxWidth: '12rem' });

export const options = style({ display: 'grid', gap: vars.space['1'] });

export const segments = style({
  display: 'inline-flex',
  flexWrap: 'wrap',
  justifySelf: 'start',
  border: `1px solid ${vars.color.border.strong}`,
  borderRadius: vars.radius.md,
  overflow: 'hidden',
});

/** react-aria marks the chosen one `data-selected` and keyboard focus `data-focus-visible`. */
export const segment = style([
  focusRing,
  {
    padding: `${vars.space['2']} ${vars.space['3']}`,
    backgroundColor: vars.color.surface.page,
    color: vars.color.text.default,
    fontSize: vars.fontSize.sm,
    cursor: 'pointer',
    selectors: {
      '& + &': { borderLeft: `1px solid ${vars.color.border.strong}` },
      '&[data-hovered]': { backgroundColor: vars.color.tone.neutral.soft },
      '&[data-selected]': {
        backgroundColor: vars.color.tone.brand.solid,
        color: vars.color.tone.brand.onSolid,
        fontWeight: vars.fontWeight.medium,
      },
      '&[data-focus-visible]': { outlineOffset: '-3px' },
      '&[data-disabled]': { opacity: 0.55, cursor: 'not-allowed' },
    },
  },
]);
