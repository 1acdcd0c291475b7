import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const item = recipe({
  base: {
    display: 'grid',
    gridTemplateColumns: 'auto 1fr auto',
    alignItems: 'center',
    gap: vars.space['3'],
    padding: vars.space['3'],
    borderBottom: `1px solid ${vars.color.border.subtle}`,
    fontFamily: vars.font.body,
    color: vars.color.text.default,
    listStyle: 'none',
  },
  variants: {
    read: {
      true: { backgroundColor: 'transparent' },
      false: { backgroundColor: vars.color.surface.raised },
    },
  },
});

export const dot = recipe({
  base: { width: '8px', height: '8px', borderRadius: vars.radius.full },
  variants: {
    read: {
      true: { backgroundColor: 'transparent' },
      false: { backgroundColor: vars.color.tone.brand.solid },
    },
  },
});

export const body = style({ display: 'grid', gap: vars.space['1'], minWidth: 0 });

export const message = style({ margin: 0, fontSize: vars.fontSize.sm, overflowWrap: 'anywhere' });

export const meta = style({ margin: 0, fontSize: vars.fontSize.xs, color: vars.color.text.muted });
