import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const card = style({
  display: 'grid',
  gap: vars.space['2'],
  padding: vars.space['3'],
  borderRadius: vars.radius.md,
  background: vars.color.surface.raised,
  border: `1px solid ${vars.color.border.subtle}`,
  selectors: { '&[data-hidden]': { borderStyle: 'dashed', opacity: 0.8 } },
});

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: vars.space['2'],
  fontSize: vars.fontSize.sm,
  color: vars.color.text.muted,
});

export const author = style({ fontWeight: vars.fontWeight.bold, color: vars.color.text.default });

export const body = style({ overflowWrap: 'anywhere', lineHeight: vars.lineHeight.normal });

// The server's HTML carries its own paragraphs: no gap above the first or below the last.
globalStyle(`${body} > :first-child`, { marginTop: 0 });
globalStyle(`${body} > :last-child`, { marginBottom: 0 });

export const deleted = style({ fontStyle: 'italic', color: vars.color.text.muted, margin: 0 });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['1'],
});

export const replies = style({
  display: 'grid',
  gap: vars.space['2'],
  paddingInlineStart: vars.space['5'],
  borderInlineStart: `2px solid ${vars.color.border.subtle}`,
});
