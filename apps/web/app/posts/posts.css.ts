import { vars } from '@atelier/react-kit';
import { style } from '@vanilla-extract/css';

export { actions, byline, header, heading, page, section, subheading } from '../shared/page.css';

/** The post page: wider, so its images show large. */
export const postPage = style({ maxWidth: '64rem', display: 'grid', gap: vars.space['5'] });

export const muted = style({ margin: 0, color: vars.color.text.muted });

/** The editor's list of images: one card per image, its controls beside its thumbnail. */
export const imageList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space['4'],
});

export const imageItem = style({
  display: 'grid',
  gridTemplateColumns: '8rem 1fr',
  gap: vars.space['4'],
  padding: vars.space['3'],
  border: `1px solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface.raised,
  '@media': { 'screen and (max-width: 32rem)': { gridTemplateColumns: '1fr' } },
});

export const thumbnail = style({
  width: '8rem',
  height: 'auto',
  maxHeight: '10rem',
  objectFit: 'contain',
  borderRadius: vars.radius.sm,
  background: vars.color.surface.sunken,
});

export const imageControls = style({ display: 'grid', gap: vars.space['3'], alignContent: 'start' });

/** The post page's images, large and in order. */
export const figures = style({ display: 'grid', gap: vars.space['6'] });

export const figure = style({ margin: 0, display: 'grid', gap: vars.space['3'] });

/**
 * A post image at most as tall as most of the screen: its frame's width is capped by its aspect ratio (set inline
 * from the image's size), so the whole picture shows, uncropped, and its box is known before it loads.
 */
export const largeImageFrame = style({ width: '100%', marginInline: 'auto' });

/** How much of the viewport's height a post image may take. */
export const LARGE_IMAGE_MAX_VH = 85;

export const tags = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['2'],
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const meta = style({
  display: 'grid',
  gap: vars.space['2'],
  padding: vars.space['3'],
  borderRadius: vars.radius.md,
  background: vars.color.surface.sunken,
});

export const metaList = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  columnGap: vars.space['3'],
  rowGap: vars.space['1'],
  margin: 0,
});

/** A term and its value, laid out by the list's grid. */
export const metaRow = style({ display: 'contents' });

export const metaTerm = style({ color: vars.color.text.muted, fontSize: vars.fontSize.sm });

export const metaValue = style({
  margin: 0,
  overflowWrap: 'anywhere',
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.sm,
});
