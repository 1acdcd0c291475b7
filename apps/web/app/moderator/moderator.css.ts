import { vars } from '@atelier/react-kit';
import { style } from '@vanilla-extract/css';

export const page = style({
  display: 'grid',
  gap: vars.space['6'],
  maxWidth: '880px',
  margin: '0 auto',
  padding: vars.space['5'],
  fontFamily: vars.font.body,
  color: vars.color.text.default,
  minWidth: 0,
});

export const title = style({ margin: 0, fontSize: vars.fontSize.xl });

export const section = style({ display: 'grid', gap: vars.space['3'], minWidth: 0 });

export const subtitle = style({ margin: 0, fontSize: vars.fontSize.lg });

export const muted = style({ margin: 0, color: vars.color.text.muted, fontSize: vars.fontSize.sm });

export const list = style({ margin: 0, padding: 0, borderTop: `1px solid ${vars.color.border.subtle}` });

export const search = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'end',
  gap: vars.space['3'],
});

export const searchField = style({ flex: '1 1 16rem', minWidth: 0 });

export const form = style({ display: 'grid', gap: vars.space['4'] });
