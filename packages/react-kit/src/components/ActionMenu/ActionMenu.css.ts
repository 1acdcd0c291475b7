import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const section = style({
  selectors: {
    '& + &': {
      marginTop: vars.space['1'],
      paddingTop: vars.space['1'],
      borderTop: `1px solid ${vars.color.border.subtle}`,
    },
  },
});

export const header = style({
  padding: `${vars.space['1']} ${vars.space['3']}`,
  color: vars.color.text.muted,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
});

export const item = style({
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: '2px',
  selectors: { '&[data-tone="critical"]': { color: vars.color.tone.critical.onSoft } },
});

export const reason = style({ color: vars.color.text.muted, fontSize: vars.fontSize.xs });
