import { vars } from '@atelier/react-kit';
import { style } from '@vanilla-extract/css';

export const head = style({ display: 'grid', gap: vars.space['3'] });

export const titleRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['2'],
});

export const title = style({ margin: 0, fontSize: vars.fontSize.xl, lineHeight: vars.lineHeight.tight });

export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['2'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const stat = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['1'],
  padding: `${vars.space['1']} ${vars.space['2']}`,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surface.sunken,
  color: vars.color.text.default,
  fontSize: vars.fontSize.sm,
});

export const tag = style({
  display: 'inline-block',
  padding: `${vars.space['1']} ${vars.space['2']}`,
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.border.subtle}`,
  color: vars.color.text.link,
  fontSize: vars.fontSize.sm,
  textDecoration: 'none',
  ':hover': { borderColor: vars.color.border.strong },
  ':focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
});

export const categoryTag = style([tag, { fontWeight: vars.fontWeight.medium }]);
