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
  alignItems: 'baseline',
  gap: vars.space['3'],
  flexWrap: 'wrap',
});

export const title = style({ margin: 0, fontSize: vars.fontSize.xl, flex: 1 });

export const subtitle = style({ margin: 0, fontSize: vars.fontSize.lg });

export const balance = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
});

export const muted = style({ margin: 0, color: vars.color.text.muted, fontSize: vars.fontSize.sm });

export const list = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  borderTop: `1px solid ${vars.color.border.subtle}`,
});

export const row = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  gap: vars.space['1'],
  padding: `${vars.space['3']} 0`,
  borderBottom: `1px solid ${vars.color.border.subtle}`,
});

export const rowLabel = style({ fontWeight: vars.fontWeight.medium });

export const rowDetails = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['2'],
  color: vars.color.text.muted,
  fontSize: vars.fontSize.sm,
});

export const amount = style({
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
  textAlign: 'right',
  selectors: {
    '&[data-direction="in"]': { color: vars.color.tone.positive.onSoft },
    '&[data-direction="out"]': { color: vars.color.text.default },
  },
});

export const pager = style({
  display: 'flex',
  gap: vars.space['4'],
  alignItems: 'center',
  justifyContent: 'center',
});

export const section = style({
  display: 'grid',
  gap: vars.space['3'],
  padding: vars.space['4'],
  border: `1px solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface.raised,
});

export const form = style({
  display: 'grid',
  gap: vars.space['3'],
  alignItems: 'end',
  gridTemplateColumns: '1fr auto',
});

export const code = style({ fontFamily: vars.font.mono });
