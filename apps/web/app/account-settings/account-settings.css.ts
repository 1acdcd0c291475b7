import { vars } from '@atelier/react-kit';
import { style } from '@vanilla-extract/css';

export const nav = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['3'] });

export const navLink = style({
  color: vars.color.text.muted,
  textDecoration: 'none',
  paddingBlock: vars.space['1'],
  borderBottom: '2px solid transparent',
  selectors: {
    '&[aria-current="page"]': { color: vars.color.text.default, borderBottomColor: 'currentColor' },
    '&:hover': { color: vars.color.text.default },
  },
});
