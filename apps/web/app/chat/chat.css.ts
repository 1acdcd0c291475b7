import { vars } from '@atelier/react-kit';
import { style } from '@vanilla-extract/css';

export const page = style({
  display: 'grid',
  gap: vars.space['5'],
  maxWidth: '1040px',
  margin: '0 auto',
  fontFamily: vars.font.body,
  color: vars.color.text.default,
});

export const title = style({ margin: 0, fontSize: vars.fontSize.xl });

/** The thread list beside the open thread on wide screens, above it on narrow ones. */
export const columns = style({
  display: 'grid',
  gap: vars.space['5'],
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { 'screen and (min-width: 760px)': { gridTemplateColumns: '280px minmax(0, 1fr)' } },
  alignItems: 'start',
});

export const threads = style({ display: 'grid', gap: vars.space['2'] });

export const threadList = style({
  display: 'grid',
  gap: vars.space['1'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const threadLink = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  gap: vars.space['1'],
  padding: vars.space['3'],
  borderRadius: vars.radius.md,
  color: vars.color.text.default,
  textDecoration: 'none',
  border: `1px solid ${vars.color.border.subtle}`,
  selectors: {
    '&:hover': { background: vars.color.surface.sunken },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    '&[aria-current="page"]': {
      background: vars.color.surface.sunken,
      borderColor: vars.color.border.strong,
    },
  },
});

export const threadName = style({ fontWeight: vars.fontWeight.bold });

export const preview = style({
  gridColumn: '1 / -1',
  color: vars.color.text.muted,
  fontSize: vars.fontSize.sm,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const unreadBadge = style({
  minWidth: '1.5rem',
  padding: `0 ${vars.space['2']}`,
  borderRadius: vars.radius.full,
  background: vars.color.tone.brand.solid,
  color: vars.color.tone.brand.onSolid,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  textAlign: 'center',
  lineHeight: '1.5rem',
});

export const blockedNote = style({
  gridColumn: '1 / -1',
  color: vars.color.text.muted,
  fontSize: vars.fontSize.xs,
});

export const thread = style({ display: 'grid', gap: vars.space['3'] });

export const threadHead = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['3'],
  flexWrap: 'wrap',
});

export const threadTitle = style({ margin: 0, fontSize: vars.fontSize.lg, flex: 1 });

export const log = style({
  padding: vars.space['3'],
  maxHeight: '60vh',
  overflowY: 'auto',
  border: `1px solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface.raised,
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' } },
});

export const messages = style({
  display: 'grid',
  gap: vars.space['3'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const message = style({
  display: 'grid',
  gap: vars.space['1'],
  maxWidth: '80%',
  padding: vars.space['3'],
  borderRadius: vars.radius.md,
  background: vars.color.surface.sunken,
  justifySelf: 'start',
});

export const mine = style({
  justifySelf: 'end',
  background: vars.color.tone.brand.soft,
  color: vars.color.tone.brand.onSoft,
});

export const meta = style({ margin: 0, fontSize: vars.fontSize.xs, display: 'flex', gap: vars.space['2'] });

/** Messages are plain text: line breaks as typed, long words wrapped. */
export const text = style({ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });

export const composer = style({ display: 'grid', gap: vars.space['2'] });

export const label = style({ fontWeight: vars.fontWeight.medium });

export const textarea = style({
  width: '100%',
  minHeight: '4.5rem',
  resize: 'vertical',
  padding: vars.space['2'],
  font: 'inherit',
  color: vars.color.text.default,
  background: vars.color.surface.page,
  border: `1px solid ${vars.color.border.strong}`,
  borderRadius: vars.radius.sm,
  boxSizing: 'border-box',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' } },
});

export const hint = style({ margin: 0, color: vars.color.text.muted, fontSize: vars.fontSize.sm });

export const composerActions = style({ display: 'flex', justifyContent: 'flex-end', gap: vars.space['3'] });

/** The header's chat link and its unread count. */
export const headerLink = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space['1'] });
