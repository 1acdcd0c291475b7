import { style } from '@vanilla-extract/css';
import { focusRing } from '../../theme/base.css';
import { vars } from '../../theme/contract.css';

export const root = style({ display: 'flex', alignItems: 'center', gap: vars.space['1'], minWidth: 0 });

export const typeButton = style([
  focusRing,
  {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space['1'],
    padding: `2px ${vars.space['2']}`,
    border: `1px solid ${vars.color.border.strong}`,
    borderRadius: vars.radius.sm,
    backgroundColor: vars.color.tone.neutral.soft,
    color: vars.color.tone.neutral.onSoft,
    fontFamily: vars.font.body,
    fontSize: vars.fontSize.xs,
    fontWeight: vars.fontWeight.medium,
    cursor: 'pointer',
    selectors: { '&[data-pressed]': { filter: 'brightness(0.92)' } },
  },
]);

export const hash = style({
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.sm,
});

export const option = style({ display: 'grid', gap: '2px' });

export const optionHash = style({
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.xs,
  color: vars.color.text.muted,
});
