import { style } from '@vanilla-extract/css';
import { focusRing } from '../../theme/base.css';
import { vars } from '../../theme/contract.css';

export const card = style({
  display: 'grid',
  gap: vars.space['3'],
  padding: vars.space['4'],
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border.subtle}`,
  backgroundColor: vars.color.surface.raised,
  color: vars.color.text.default,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
});

export const title = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.bold });

/** react-aria marks the zone `data-drop-target` while a file is dragged over it and `data-focus-visible`. */
export const dropZone = style([
  focusRing,
  {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space['2'],
    padding: `${vars.space['6']} ${vars.space['4']}`,
    border: `2px dashed ${vars.color.border.strong}`,
    borderRadius: vars.radius.md,
    backgroundColor: vars.color.surface.sunken,
    textAlign: 'center',
    selectors: {
      '&[data-drop-target]': {
        borderColor: vars.color.tone.brand.solid,
        backgroundColor: vars.color.tone.brand.soft,
      },
    },
  },
]);

export const dropText = style({
  display: 'inline-flex',
  flexWrap: 'wrap',
  gap: vars.space['2'],
  minWidth: 0,
});

export const fileName = style({
  fontWeight: vars.fontWeight.medium,
  overflowWrap: 'anywhere',
});

export const muted = style({ margin: 0, color: vars.color.text.muted, fontSize: vars.fontSize.sm });

export const row = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: vars.space['2'] });

export const progress = style({ display: 'grid', gap: vars.space['1'] });

export const progressRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: vars.space['2'],
});

export const progressValue = style({ fontVariantNumeric: 'tabular-nums', color: vars.color.text.muted });

export const track = style({
  height: '8px',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surface.sunken,
  border: `1px solid ${vars.color.border.subtle}`,
  overflow: 'hidden',
});

export const fill = style({
  height: '100%',
  backgroundColor: vars.color.tone.brand.solid,
  borderRadius: vars.radius.full,
  transition: 'width 150ms linear',
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});
