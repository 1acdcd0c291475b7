import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({ display: 'grid', gap: vars.space['1'], minWidth: 0 });

export const split = style({ display: 'flex', alignItems: 'stretch', gap: '2px', minWidth: 0 });

export const primary = style({
  flex: 1,
  minWidth: 0,
  justifyContent: 'flex-start',
  selectors: { [`${split} > &:not(:last-child)`]: { borderStartEndRadius: 0, borderEndEndRadius: 0 } },
});

/** Wraps the menu's IconButton (a menu trigger needs the button itself as its child). */
export const menuButton = style({ display: 'flex' });
globalStyle(`${menuButton} > button`, { height: '100%', borderStartStartRadius: 0, borderEndStartRadius: 0 });

export const primaryText = style({ display: 'grid', justifyItems: 'start', minWidth: 0 });

export const meta = style({
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.regular,
  opacity: 0.9,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  maxWidth: '100%',
});

export const item = style({ display: 'grid', gap: vars.space['1'], minWidth: 0 });

export const itemLabel = style({ fontWeight: vars.fontWeight.medium });

export const itemMeta = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['1'],
  color: vars.color.text.muted,
  fontSize: vars.fontSize.xs,
});

export const reason = style({ margin: 0, fontSize: vars.fontSize.xs, color: vars.color.text.muted });
