import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space['2'],
  padding: `${vars.space['8']} ${vars.space['4']}`,
  textAlign: 'center',
  color: vars.color.text.muted,
  fontFamily: vars.font.body,
});

export const icon = style({ fontSize: vars.fontSize.xl, lineHeight: 1 });

export const title = style({
  margin: 0,
  color: vars.color.text.default,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
});

export const description = style({ margin: 0, fontSize: vars.fontSize.sm, maxWidth: '48ch' });

export const action = style({ marginTop: vars.space['2'] });
