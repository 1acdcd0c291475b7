import { vars } from '@atelier/react-kit';
import { style } from '@vanilla-extract/css';

export { actions, byline, header, heading, page, section, subheading } from '../shared/page.css';

/** A list of people, places or reviews: one bordered row each. */
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

/** The row the page was opened for (the leaderboard's `?position=`). */
export const highlighted = style({ borderColor: vars.color.border.strong, borderWidth: 2 });

export const itemName = style({ fontWeight: vars.fontWeight.bold, flex: 1, minWidth: 0 });

export const muted = style({ color: vars.color.text.muted });

export const link = style({ color: vars.color.text.link });

/** A review's own words: a full row under its header. */
export const details = style({ flexBasis: '100%', margin: 0, whiteSpace: 'pre-line' });
