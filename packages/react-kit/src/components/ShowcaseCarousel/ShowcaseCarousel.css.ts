import { createVar, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { ROW_HEIGHT } from './row-height';

/** The row's height: set once in CSS, so the carousel has its final size in the server's HTML. */
export const rowHeight = createVar();

/** The space between slides. */
export const slideGap = vars.space['2'];

/**
 * How wide all the slides are together (the row's height times the sum of their aspect ratios, plus the gaps), set
 * inline from the server's data: the row is centred with it instead of with auto margins on its first and last
 * slides. Auto margins place the first slide by the width of the ones after it, so a browser that paints while the
 * HTML is still arriving (with the CPU slowed down, sometimes after the first slide alone) painted it centred, then
 * moved it to the start as the others came: a layout shift of 0.094 on a desktop (issue 15, P7).
 */
export const contentWidth = createVar();

export const root = style({
  vars: { [rowHeight]: ROW_HEIGHT },
  position: 'relative',
  display: 'grid',
  gap: vars.space['2'],
  minWidth: 0,
  fontFamily: vars.font.body,
});

export const scroller = style({
  // Positioned, so each slide's offsetLeft is measured from the row itself.
  position: 'relative',
  display: 'flex',
  gap: slideGap,
  height: rowHeight,
  margin: 0,
  padding: 0,
  // Centred when the slides do not fill the row; at the start when they overflow it.
  paddingInlineStart: `max(0px, calc((100% - ${contentWidth}) / 2))`,
  listStyle: 'none',
  overflowX: 'auto',
  overflowY: 'hidden',
  overscrollBehaviorX: 'contain',
  scrollSnapType: 'x mandatory',
  scrollbarWidth: 'none',
  borderRadius: vars.radius.lg,
  selectors: { '&::-webkit-scrollbar': { display: 'none' } },
  '@media': { '(prefers-reduced-motion: no-preference)': { scrollBehavior: 'smooth' } },
});

/** One picture at its own aspect ratio (inline), as tall as the row. */
export const slide = style({
  position: 'relative',
  flex: '0 0 auto',
  height: '100%',
  maxWidth: '100%',
  scrollSnapAlign: 'start',
});

export const slideLink = style({
  display: 'block',
  height: '100%',
  borderRadius: vars.radius.lg,
  overflow: 'hidden',
  outline: 'none',
  selectors: {
    '&:focus-visible': {
      outline: `2px solid ${vars.color.focusRing}`,
      outlineOffset: '-2px',
    },
  },
});

const overlayControl = {
  position: 'absolute',
  zIndex: 1,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surface.overlay,
  boxShadow: vars.shadow.overlay,
} as const;

export const previous = style({
  ...overlayControl,
  insetInlineStart: vars.space['2'],
  top: `calc(${rowHeight} / 2 - 16px)`,
});

export const next = style({
  ...overlayControl,
  insetInlineEnd: vars.space['2'],
  top: `calc(${rowHeight} / 2 - 16px)`,
});

export const counter = style({
  ...overlayControl,
  top: vars.space['2'],
  insetInlineEnd: vars.space['2'],
  padding: `2px ${vars.space['2']}`,
  color: vars.color.text.default,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
});

export const footer = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  minHeight: '24px',
  color: vars.color.text.muted,
  fontSize: vars.fontSize.sm,
});

/** The slim line shown instead of an empty box when the version has no pictures. */
export const empty = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['2'],
  margin: 0,
  padding: `${vars.space['2']} ${vars.space['3']}`,
  borderRadius: vars.radius.md,
  border: `1px dashed ${vars.color.border.strong}`,
  color: vars.color.text.muted,
  fontSize: vars.fontSize.sm,
});
