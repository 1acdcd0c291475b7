import { style } from '@vanilla-extract/css';
import { room as reservedRoom } from '../../internal/ReservedLabel.css';
import { focusRing } from '../../theme/base.css';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'grid',
  gap: vars.space['3'],
  padding: vars.space['4'],
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.tone.caution.solid}`,
  backgroundColor: vars.color.tone.caution.soft,
  color: vars.color.tone.caution.onSoft,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
});

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['2'],
});

export const title = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.bold });

export const countdown = style({
  display: 'inline-flex',
  gap: vars.space['1'],
  fontWeight: vars.fontWeight.bold,
});

export const description = style({ margin: 0 });

export const gated = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['2'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['2'],
});

export const notify = style([
  focusRing,
  {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space['1'],
    padding: `${vars.space['1']} ${vars.space['2']}`,
    border: 'none',
    borderRadius: vars.radius.sm,
    background: 'none',
    color: 'inherit',
    fontFamily: 'inherit',
    fontSize: vars.fontSize.sm,
    textDecoration: 'underline',
    cursor: 'pointer',
    selectors: {
      '&[data-selected]': { fontWeight: vars.fontWeight.bold, textDecoration: 'none' },
      '&[data-disabled]': { opacity: 0.55, cursor: 'progress' },
    },
  },
]);

/**
 * The notify toggle keeps the width of its widest label, each as it shows (regular, and bold when selected): the
 * viewer's state often arrives after the first paint, and a toggle changing width moves "Learn more" beside it, or
 * wraps it to another line.
 */
export const notifyRoom = style([reservedRoom, { fontWeight: vars.fontWeight.regular }]);
export const notifyingRoom = style([reservedRoom, { fontWeight: vars.fontWeight.bold }]);

export const link = style([focusRing, { color: 'inherit', borderRadius: vars.radius.sm }]);
