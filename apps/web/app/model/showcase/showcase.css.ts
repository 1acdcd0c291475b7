import { focusRing, vars } from '@atelier/react-kit';
import { style } from '@vanilla-extract/css';

export const author = style([
  focusRing,
  {
    color: vars.color.text.link,
    fontWeight: vars.fontWeight.bold,
    borderRadius: vars.radius.sm,
    textDecoration: 'none',
    selectors: { '&[data-hovered]': { textDecoration: 'underline' } },
  },
]);
