import { style } from '@vanilla-extract/css';
import { focusRing } from '../../theme/base.css';
import { vars } from '../../theme/contract.css';

export const bell = style([
  focusRing,
  {
    position: 'relative',
    display: 'inline-grid',
    placeItems: 'center',
    width: '36px',
    height: '36px',
    borderRadius: vars.radius.full,
    color: vars.color.text.default,
    selectors: {
      '&[data-hovered]': { backgroundColor: vars.color.surface.sunken },
    },
  },
]);

export const count = style({
  position: 'absolute',
  top: '-2px',
  right: '-4px',
  minWidth: '18px',
  height: '18px',
  padding: `0 ${vars.space['1']}`,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.tone.critical.solid,
  color: vars.color.tone.critical.onSolid,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  lineHeight: '18px',
  textAlign: 'center',
});
