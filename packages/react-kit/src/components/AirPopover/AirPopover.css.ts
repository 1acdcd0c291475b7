import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const triggerText = style({
  // At most 220 px, and less on a narrow screen, so the button fits its row at 320 px (the popover shows it whole).
  maxWidth: 'min(220px, 40vw)',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  fontFamily: vars.font.mono,
  fontWeight: vars.fontWeight.regular,
});

export const identifier = style({
  display: 'block',
  padding: vars.space['2'],
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.surface.sunken,
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.xs,
  overflowWrap: 'anywhere',
});

export const description = style({ margin: 0, color: vars.color.text.muted });

export const actions = style({ display: 'flex', alignItems: 'center', gap: vars.space['2'] });

export const link = style({ color: vars.color.text.link, fontSize: vars.fontSize.sm });
