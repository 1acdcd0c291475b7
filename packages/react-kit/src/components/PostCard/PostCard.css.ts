import { style } from '@vanilla-extract/css';
import { focusRing } from '../../theme/base.css';
import { vars } from '../../theme/contract.css';

export const card = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  boxSizing: 'border-box',
  fontFamily: vars.font.body,
  color: vars.color.text.default,
});

export const header = style({
  height: '58px',
  boxSizing: 'border-box',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  padding: `0 ${vars.space['1']}`,
  minWidth: 0,
});

export const avatar = style({
  width: '32px',
  height: '32px',
  flexShrink: 0,
  borderRadius: vars.radius.full,
  objectFit: 'cover',
  backgroundColor: vars.color.surface.sunken,
  color: vars.color.text.muted,
  display: 'grid',
  placeItems: 'center',
  fontWeight: vars.fontWeight.bold,
  textTransform: 'uppercase',
});

export const author = style([
  focusRing,
  {
    flex: 1,
    minWidth: 0,
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
    color: vars.color.text.default,
    fontSize: vars.fontSize.sm,
    fontWeight: vars.fontWeight.bold,
    textDecoration: 'none',
    borderRadius: vars.radius.sm,
    selectors: { '&[data-hovered]': { textDecoration: 'underline' } },
  },
]);

export const pinned = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['1'],
  color: vars.color.tone.brand.onSoft,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
});

export const imageLink = style([
  focusRing,
  {
    position: 'relative',
    display: 'block',
    overflow: 'hidden',
    borderRadius: vars.radius.lg,
    backgroundColor: vars.color.surface.sunken,
    zIndex: 1,
  },
]);

const chip = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['1'],
  padding: `2px ${vars.space['2']}`,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surface.overlay,
  color: vars.color.text.default,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
} as const;

export const count = style({
  ...chip,
  position: 'absolute',
  top: vars.space['2'],
  insetInlineEnd: vars.space['2'],
});

export const reactions = style({
  position: 'absolute',
  zIndex: 2,
  insetInline: vars.space['2'],
  bottom: vars.space['2'],
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['1'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const reaction = style(chip);

export const review = style({
  ...chip,
  position: 'absolute',
  top: vars.space['2'],
  insetInlineStart: vars.space['2'],
});

export const reviewUp = style({ color: vars.color.tone.positive.onSoft });
export const reviewDown = style({ color: vars.color.tone.critical.onSoft });

/** The edge of the next image peeking out under a multi-image post. */
export const stack = style({
  height: '8px',
  marginInline: vars.space['3'],
  borderRadius: `0 0 ${vars.radius.md} ${vars.radius.md}`,
  backgroundColor: vars.color.border.strong,
});
