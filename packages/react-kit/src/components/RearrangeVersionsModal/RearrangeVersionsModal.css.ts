import { style } from '@vanilla-extract/css';
import { focusRing } from '../../theme/base.css';
import { vars } from '../../theme/contract.css';

export const intro = style({ margin: 0, color: vars.color.text.muted });

export const list = style({ display: 'grid', gap: vars.space['1'], outline: 'none' });

export const row = style([
  focusRing,
  {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space['2'],
    padding: `${vars.space['1']} ${vars.space['2']}`,
    border: `1px solid ${vars.color.border.subtle}`,
    borderRadius: vars.radius.md,
    backgroundColor: vars.color.surface.raised,
    selectors: {
      '&[data-focus-visible]': { outlineOffset: '-2px' },
      '&[data-dragging]': { opacity: 0.5 },
      '&[data-drop-target]': { borderColor: vars.color.tone.brand.solid },
    },
  },
]);

export const grip = style([
  focusRing,
  {
    display: 'inline-flex',
    padding: vars.space['1'],
    border: 'none',
    borderRadius: vars.radius.sm,
    background: 'none',
    color: vars.color.text.muted,
    cursor: 'grab',
  },
]);

export const name = style({ flex: 1, minWidth: 0, fontWeight: vars.fontWeight.medium });
