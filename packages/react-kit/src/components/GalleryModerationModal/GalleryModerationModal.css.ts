import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const section = style({ display: 'grid', gap: vars.space['2'] });

export const sectionTitle = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
});

export const muted = style({ margin: 0, color: vars.color.text.muted });

export const list = style({
  display: 'grid',
  gap: vars.space['1'],
  maxHeight: '200px',
  overflowY: 'auto',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const entry = style({ display: 'flex', alignItems: 'center', gap: vars.space['2'] });

export const entryLabel = style({ flex: 1, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis' });

export const thumbnail = style({
  width: '40px',
  height: '40px',
  objectFit: 'cover',
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.surface.sunken,
});

export const levels = style({ display: 'flex', flexWrap: 'wrap', gap: `0 ${vars.space['4']}` });

export const footer = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2'], width: '100%' });

export const spacer = style({ flex: 1 });
