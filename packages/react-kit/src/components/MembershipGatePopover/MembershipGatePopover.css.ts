import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const popover = style({
  maxWidth: '300px',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border.subtle}`,
  backgroundColor: vars.color.surface.overlay,
  color: vars.color.text.default,
  boxShadow: vars.shadow.overlay,
  fontFamily: vars.font.body,
});

export const arrow = style({
  display: 'block',
  fill: vars.color.surface.overlay,
  stroke: vars.color.border.subtle,
  selectors: {
    '[data-placement="bottom"] > &': { transform: 'rotate(180deg)' },
  },
});

export const dialog = style({
  display: 'grid',
  gap: vars.space['3'],
  padding: vars.space['4'],
  outline: 'none',
});

export const message = style({ margin: 0, fontSize: vars.fontSize.sm });
