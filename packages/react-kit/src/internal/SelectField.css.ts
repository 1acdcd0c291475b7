import { style } from '@vanilla-extract/css';
import { focusRing } from '../theme/base.css';
import { vars } from '../theme/contract.css';

export const button = style([
  focusRing,
  {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: vars.space['2'],
    minWidth: '140px',
    minHeight: '36px',
    padding: `0 ${vars.space['3']}`,
    border: `1px solid ${vars.color.border.strong}`,
    borderRadius: vars.radius.md,
    backgroundColor: vars.color.surface.page,
    color: vars.color.text.default,
    fontFamily: vars.font.body,
    fontSize: vars.fontSize.sm,
    cursor: 'pointer',
    selectors: {
      '&[data-disabled]': { cursor: 'not-allowed', color: vars.color.text.muted },
    },
  },
]);
