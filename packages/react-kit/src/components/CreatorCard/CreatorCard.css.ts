import { style } from '@vanilla-extract/css';
import { focusRing } from '../../theme/base.css';
import { vars } from '../../theme/contract.css';

export const card = style({
  display: 'grid',
  gap: vars.space['3'],
  padding: vars.space['4'],
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border.subtle}`,
  backgroundColor: vars.color.surface.raised,
  color: vars.color.text.default,
  fontFamily: vars.font.body,
  minWidth: 0,
});

export const header = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  alignItems: 'center',
  gap: vars.space['3'],
});

export const avatar = style({
  width: '48px',
  height: '48px',
  borderRadius: vars.radius.full,
  objectFit: 'cover',
  backgroundColor: vars.color.surface.sunken,
  color: vars.color.text.muted,
  display: 'grid',
  placeItems: 'center',
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.lg,
  textTransform: 'uppercase',
});

export const identity = style({ display: 'grid', gap: vars.space['1'], minWidth: 0 });

export const nameRow = style({ display: 'flex', alignItems: 'center', gap: vars.space['2'], minWidth: 0 });

export const name = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const link = style([
  focusRing,
  {
    color: 'inherit',
    textDecoration: 'none',
    borderRadius: vars.radius.sm,
    selectors: { '&[data-hovered]': { textDecoration: 'underline' } },
  },
]);

export const joined = style({ margin: 0, color: vars.color.text.muted, fontSize: vars.fontSize.sm });

export const stats = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space['2']} ${vars.space['4']}`,
  margin: 0,
});

export const stat = style({ display: 'flex', flexDirection: 'column-reverse' });

export const statLabel = style({ color: vars.color.text.muted, fontSize: vars.fontSize.xs });

export const statValue = style({
  margin: 0,
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
});

export const links = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['2'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.fontSize.sm,
});

export const externalLink = style([
  link,
  {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space['1'],
    color: vars.color.text.link,
  },
]);

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['2'],
});
