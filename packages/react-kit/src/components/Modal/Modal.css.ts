import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: 900,
  display: 'grid',
  placeItems: 'center',
  padding: vars.space['4'],
  backgroundColor: vars.color.scrim,
});

export const modal = recipe({
  base: {
    width: '100%',
    maxHeight: 'calc(100dvh - 32px)',
    display: 'flex',
    flexDirection: 'column',
    borderRadius: vars.radius.lg,
    border: `1px solid ${vars.color.border.subtle}`,
    backgroundColor: vars.color.surface.overlay,
    color: vars.color.text.default,
    boxShadow: vars.shadow.overlay,
    fontFamily: vars.font.body,
    outline: 'none',
  },
  variants: {
    size: { sm: { maxWidth: '400px' }, md: { maxWidth: '520px' }, lg: { maxWidth: '720px' } },
  },
  defaultVariants: { size: 'md' },
});

export const dialog = style({
  display: 'flex',
  flexDirection: 'column',
  minHeight: 0,
  outline: 'none',
});

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space['3'],
  padding: `${vars.space['4']} ${vars.space['4']} 0`,
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

export const body = style({
  display: 'grid',
  gap: vars.space['3'],
  padding: vars.space['4'],
  overflowY: 'auto',
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
});

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space['2'],
  padding: `0 ${vars.space['4']} ${vars.space['4']}`,
});
