import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'grid',
  gap: vars.space['3'],
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  color: vars.color.text.default,
});

export const title = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.bold });

export const muted = style({ margin: 0, color: vars.color.text.muted });

export const list = style({
  display: 'grid',
  gap: vars.space['2'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const item = style({
  display: 'grid',
  gap: vars.space['1'],
  padding: vars.space['3'],
  border: `1px solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface.raised,
});

export const name = style({ fontWeight: vars.fontWeight.bold });

export const prompt = style({ margin: 0, color: vars.color.text.muted, overflowWrap: 'anywhere' });

export const form = style({ display: 'grid', gap: vars.space['2'] });

export const formActions = style({ display: 'flex', justifyContent: 'flex-end', gap: vars.space['2'] });
