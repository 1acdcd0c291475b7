import { globalStyle, style } from '@vanilla-extract/css';
import { focusRing } from '../../theme/base.css';
import { vars } from '../../theme/contract.css';

export const balance = style([
  focusRing,
  {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space['1'],
    height: '36px',
    padding: `0 ${vars.space['2']}`,
    borderRadius: vars.radius.full,
    color: vars.color.text.default,
    fontFamily: vars.font.body,
    fontSize: vars.fontSize.sm,
    fontWeight: vars.fontWeight.bold,
    textDecoration: 'none',
    fontVariantNumeric: 'tabular-nums',
    selectors: {
      '&[data-hovered]': { backgroundColor: vars.color.surface.sunken },
    },
  },
]);

/** The bolt in the theme's Buzz colour; the number stays in the text colour, for contrast. */
globalStyle(`${balance} svg`, { color: vars.color.buzz, flexShrink: 0 });
