import { vars } from '@atelier/react-kit';
import { style } from '@vanilla-extract/css';

export { actions, heading, page, section, subheading } from '../shared/page.css';

export const muted = style({ margin: 0, color: vars.color.text.muted });

export const form = style({ display: 'grid', gap: vars.space['5'] });

export const fieldset = style({
  display: 'grid',
  gap: vars.space['4'],
  margin: 0,
  padding: vars.space['4'],
  border: `1px solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.lg,
  minWidth: 0,
});

export const legend = style({
  padding: `0 ${vars.space['1']}`,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text.default,
});

export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['4'],
  alignItems: 'flex-start',
});
