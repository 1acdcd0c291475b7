import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const tooltip = style({
  maxWidth: '280px',
  padding: `${vars.space['1']} ${vars.space['2']}`,
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.text.default,
  color: vars.color.text.inverse,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.tight,
  boxShadow: vars.shadow.overlay,
  selectors: {
    '&[data-entering]': { opacity: 0 },
  },
});

export const arrow = style({
  fill: vars.color.text.default,
  display: 'block',
  selectors: {
    '[data-placement="bottom"] > &': { transform: 'rotate(180deg)' },
    '[data-placement="left"] > &': { transform: 'rotate(-90deg)' },
    '[data-placement="right"] > &': { transform: 'rotate(90deg)' },
  },
});
