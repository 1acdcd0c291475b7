import { style } from '@vanilla-extract/css';
import { focusRing } from '../../theme/base.css';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['2'],
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
});

export const trigger = style([
  focusRing,
  {
    display: 'inline-flex',
    alignItems: 'center',
    gap: '2px',
    padding: `2px ${vars.space['2']}`,
    border: `1px solid ${vars.color.border.subtle}`,
    borderRadius: vars.radius.full,
    background: vars.color.surface.raised,
    color: vars.color.text.default,
    fontSize: vars.fontSize.md,
    cursor: 'pointer',
    selectors: { '&[data-hovered]': { borderColor: vars.color.border.strong } },
  },
]);

export const allowed = style({ display: 'inline-flex', color: vars.color.tone.positive.onSoft });
export const denied = style({ display: 'inline-flex', color: vars.color.tone.critical.onSoft });

export const list = style({
  display: 'grid',
  gap: vars.space['1'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const line = style({ display: 'flex', alignItems: 'center', gap: vars.space['2'] });

export const link = style([focusRing, { color: vars.color.text.link, borderRadius: vars.radius.sm }]);
