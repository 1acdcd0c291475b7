import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/**
 * The image's box. Its aspect ratio comes from the image's width and height (inline), so the box has its final size
 * before a byte of the image arrives; the placeholder (the BlurHash's average colour, then the decoded hash) is its
 * background until the image has loaded. Without a placeholder, the theme's sunken surface (light and dark).
 */
export const root = style({
  position: 'relative',
  display: 'block',
  overflow: 'hidden',
  width: '100%',
  backgroundColor: vars.color.surface.sunken,
  backgroundSize: 'cover',
  backgroundPosition: 'center',
  selectors: {
    '&[data-loaded]': { backgroundImage: 'none' },
  },
});

/** `fill`: the parent decides the box (e.g. a card's fixed height); the image covers it. */
export const fill = style({
  height: '100%',
});

export const picture = style({ display: 'contents' });

export const image = style({
  display: 'block',
  width: '100%',
  height: '100%',
  objectFit: 'cover',
  // The alt text of a broken image stays legible on the placeholder.
  color: vars.color.text.default,
  fontSize: vars.fontSize.xs,
});

export const placeholderTile = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space['2'],
  width: '100%',
  height: '100%',
  boxSizing: 'border-box',
  color: vars.color.tone.brand.onSoft,
  backgroundColor: vars.color.tone.brand.soft,
  backgroundImage: `radial-gradient(circle at 30% 20%, ${vars.color.surface.raised} 0%, transparent 60%)`,
  fontSize: '28px',
});

export const placeholderLabel = style({
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '0.04em',
  textTransform: 'uppercase',
});
