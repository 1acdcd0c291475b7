import { vars } from '@atelier/react-kit';
import { style } from '@vanilla-extract/css';

export { actions, byline, header, heading, page } from '../shared/page.css';

export const description = style({ margin: 0, color: vars.color.text.default, whiteSpace: 'pre-line' });

export const items = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space['2'],
});

export const item = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['3'],
  padding: vars.space['3'],
  border: `1px solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface.raised,
});

export const itemName = style({ fontWeight: vars.fontWeight.bold, flex: 1, minWidth: 0 });

export const muted = style({ color: vars.color.text.muted });

export const profileSection = style({ display: 'grid', gap: vars.space['2'] });

export const sectionTitle = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
});

export const links = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space['1'],
});

export const link = style({ display: 'flex', alignItems: 'center', gap: vars.space['2'] });
