import { vars } from '@atelier/react-kit';
import { style } from '@vanilla-extract/css';

/** The frame of a form-like page (authoring, posts, collections): one column of sections. */
export const page = style({ maxWidth: '48rem', display: 'grid', gap: vars.space['5'] });

export const header = style({ display: 'grid', gap: vars.space['2'] });

export const heading = style({ margin: 0, fontSize: vars.fontSize.xl, color: vars.color.text.default });

export const subheading = style({ margin: 0, fontSize: vars.fontSize.lg, color: vars.color.text.default });

export const section = style({ display: 'grid', gap: vars.space['3'] });

/** Who made it and what it belongs to, under a page's heading. */
export const byline = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['3'],
  margin: 0,
  color: vars.color.text.muted,
});

/** A row of buttons and links. */
export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['3'],
});
