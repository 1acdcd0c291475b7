import { vars } from '@atelier/react-kit';
import { style } from '@vanilla-extract/css';

export const page = style({
  display: 'grid',
  gap: vars.space['5'],
  maxWidth: '720px',
  margin: '0 auto',
  padding: vars.space['5'],
  fontFamily: vars.font.body,
  color: vars.color.text.default,
});

export const heading = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['3'],
  flexWrap: 'wrap',
});

export const title = style({ margin: 0, fontSize: vars.fontSize.xl, flex: 1 });

export const unread = style({ margin: 0, color: vars.color.text.muted, fontSize: vars.fontSize.sm });

export const list = style({
  margin: 0,
  padding: 0,
  borderTop: `1px solid ${vars.color.border.subtle}`,
});

export const pager = style({
  display: 'flex',
  gap: vars.space['4'],
  alignItems: 'center',
  justifyContent: 'center',
});

export const settings = style({ display: 'grid', gap: vars.space['3'] });

export const subtitle = style({ margin: 0, fontSize: vars.fontSize.lg });

export const switches = style({
  display: 'grid',
  gap: vars.space['2'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
