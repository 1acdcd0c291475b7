import { globalStyle, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { field } from '../../internal/forms.css';
import { focusRing } from '../../theme/base.css';
import { vars } from '../../theme/contract.css';

export const root = style({ display: 'grid', gap: vars.space['3'], fontFamily: vars.font.body, minWidth: 0 });

export const thumbs = style({
  display: 'flex',
  // On a narrow screen the second thumb goes under the first rather than past the window's edge.
  flexWrap: 'wrap',
  gap: vars.space['2'],
  minWidth: 0,
  margin: 0,
  padding: 0,
  border: 'none',
});

export const thumb = recipe({
  base: [
    focusRing,
    {
      flex: 1,
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      gap: vars.space['2'],
      minHeight: '40px',
      padding: `0 ${vars.space['3']}`,
      border: `1px solid ${vars.color.border.strong}`,
      borderRadius: vars.radius.md,
      backgroundColor: vars.color.surface.raised,
      color: vars.color.text.default,
      fontFamily: 'inherit',
      fontSize: vars.fontSize.sm,
      fontWeight: vars.fontWeight.medium,
      cursor: 'pointer',
      selectors: {
        '&[data-hovered]': { borderColor: vars.color.text.default },
        '&[data-disabled]': { opacity: 0.55, cursor: 'not-allowed' },
        '&[data-pending]': { cursor: 'progress' },
      },
    },
  ],
  variants: {
    direction: {
      up: {
        selectors: {
          '&[data-selected]': {
            backgroundColor: vars.color.tone.positive.solid,
            borderColor: vars.color.tone.positive.solid,
            color: vars.color.tone.positive.onSolid,
          },
        },
      },
      down: {
        selectors: {
          '&[data-selected]': {
            backgroundColor: vars.color.tone.critical.solid,
            borderColor: vars.color.tone.critical.solid,
            color: vars.color.tone.critical.onSolid,
          },
        },
      },
    },
  },
});

globalStyle(`${thumb.classNames.base} svg`, { flexShrink: 0 });

export const count = style({ fontVariantNumeric: 'tabular-nums', opacity: 0.9 });

export const reason = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.text.muted });

export const form = style({ display: 'grid', gap: vars.space['2'], justifyItems: 'start' });

export const commentField = style([field, { width: '100%' }]);
