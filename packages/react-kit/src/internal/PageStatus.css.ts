import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const root = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space['3'],
  padding: `${vars.space['8']} ${vars.space['4']}`,
  textAlign: 'center',
  fontFamily: vars.font.body,
  color: vars.color.text.default,
});

export const icon = style({ display: 'inline-flex', fontSize: '48px', color: vars.color.text.muted });

export const title = style({ margin: 0, fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold });

export const description = style({ margin: 0, maxWidth: '48ch', color: vars.color.text.muted });
