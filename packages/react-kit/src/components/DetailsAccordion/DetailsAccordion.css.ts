import { style } from '@vanilla-extract/css';
import { focusRing } from '../../theme/base.css';
import { vars } from '../../theme/contract.css';

export const group = style({
  display: 'grid',
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border.subtle}`,
  backgroundColor: vars.color.surface.raised,
  color: vars.color.text.default,
  fontFamily: vars.font.body,
  overflow: 'hidden',
});

export const section = style({
  selectors: { '& + &': { borderTop: `1px solid ${vars.color.border.subtle}` } },
});

export const heading = style({ margin: 0 });

export const trigger = style([
  focusRing,
  {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    width: '100%',
    padding: `${vars.space['3']} ${vars.space['4']}`,
    border: 'none',
    background: 'none',
    color: 'inherit',
    fontFamily: 'inherit',
    fontSize: vars.fontSize.md,
    fontWeight: vars.fontWeight.bold,
    textAlign: 'start',
    cursor: 'pointer',
    selectors: {
      '&[data-hovered]': { backgroundColor: vars.color.tone.neutral.soft },
      '&[data-focus-visible]': { outlineOffset: '-2px' },
    },
  },
]);

export const chevron = style({
  display: 'inline-flex',
  transition: 'transform 150ms',
  selectors: { '[aria-expanded="true"] > &': { transform: 'rotate(180deg)' } },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

export const panel = style({ padding: `0 ${vars.space['4']} ${vars.space['4']}` });

export const rows = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(96px, max-content) 1fr',
  gap: `${vars.space['2']} ${vars.space['4']}`,
  margin: 0,
  fontSize: vars.fontSize.sm,
});

/** A dt/dd pair; `contents` lets both join the list's grid. */
export const row = style({ display: 'contents' });

export const term = style({ color: vars.color.text.muted });

export const value = style({ margin: 0, minWidth: 0, overflowWrap: 'anywhere' });

export const inlineList = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space['1']} ${vars.space['3']}`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const number = style({ fontWeight: vars.fontWeight.bold, fontVariantNumeric: 'tabular-nums' });
