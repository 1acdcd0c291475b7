import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { focusRing } from '../../theme/base.css';
import { vars } from '../../theme/contract.css';

export const region = style([
  focusRing,
  {
    position: 'fixed',
    insetBlockEnd: vars.space['4'],
    insetInlineEnd: vars.space['4'],
    zIndex: 1000,
    display: 'flex',
    flexDirection: 'column-reverse',
    gap: vars.space['2'],
    maxWidth: 'min(400px, calc(100vw - 32px))',
    borderRadius: vars.radius.md,
  },
]);

const toneBorder = (tone: 'neutral' | 'positive' | 'critical') => ({
  borderInlineStart: `4px solid ${vars.color.tone[tone].solid}`,
});

export const toast = recipe({
  base: [
    focusRing,
    {
      display: 'flex',
      alignItems: 'flex-start',
      gap: vars.space['3'],
      padding: vars.space['3'],
      borderRadius: vars.radius.md,
      border: `1px solid ${vars.color.border.subtle}`,
      backgroundColor: vars.color.surface.overlay,
      color: vars.color.text.default,
      boxShadow: vars.shadow.overlay,
      fontFamily: vars.font.body,
    },
  ],
  variants: {
    tone: {
      neutral: toneBorder('neutral'),
      positive: toneBorder('positive'),
      critical: toneBorder('critical'),
    },
  },
});

export const content = style({ display: 'grid', gap: vars.space['1'], flex: 1, minWidth: 0 });

export const title = style({ fontWeight: vars.fontWeight.bold, fontSize: vars.fontSize.sm });

export const description = style({ fontSize: vars.fontSize.sm, color: vars.color.text.muted });
