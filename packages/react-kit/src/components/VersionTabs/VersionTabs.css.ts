import { style } from '@vanilla-extract/css';
import { focusRing } from '../../theme/base.css';
import { vars } from '../../theme/contract.css';

export const root = style({ display: 'grid', gap: vars.space['3'], minWidth: 0, fontFamily: vars.font.body });

export const bar = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['1'],
  minWidth: 0,
  borderBottom: `1px solid ${vars.color.border.subtle}`,
});

export const scroller = style({
  flex: 1,
  minWidth: 0,
  overflowX: 'auto',
  scrollbarWidth: 'none',
  selectors: { '&::-webkit-scrollbar': { display: 'none' } },
});

export const tabList = style({ display: 'flex', gap: vars.space['1'], padding: `${vars.space['1']} 2px` });

export const tab = style([
  focusRing,
  {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space['1'],
    flexShrink: 0,
    padding: `${vars.space['2']} ${vars.space['3']}`,
    borderRadius: vars.radius.md,
    color: vars.color.text.muted,
    fontSize: vars.fontSize.sm,
    fontWeight: vars.fontWeight.medium,
    whiteSpace: 'nowrap',
    textDecoration: 'none',
    cursor: 'pointer',
    selectors: {
      '&[data-hovered]': { backgroundColor: vars.color.tone.neutral.soft, color: vars.color.text.default },
      '&[data-selected]': {
        backgroundColor: vars.color.tone.brand.solid,
        color: vars.color.tone.brand.onSolid,
      },
      '&[data-focus-visible]': { outlineOffset: '-2px' },
    },
  },
]);

export const marker = style({ display: 'inline-flex', fontSize: '0.9em' });

export const status = style({
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.regular,
  opacity: 0.9,
});

export const hint = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.tone.caution.onSoft,
});

export const panel = style([focusRing, { borderRadius: vars.radius.sm, minWidth: 0 }]);
