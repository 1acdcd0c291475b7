import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { focusRing } from '../../theme/base.css';
import { type Tone, vars } from '../../theme/contract.css';

const toned = (tone: Tone) => ({ color: vars.color.tone[tone].onSoft });

export const label = recipe({
  base: [
    focusRing,
    {
      display: 'inline-flex',
      alignItems: 'baseline',
      gap: vars.space['1'],
      borderRadius: vars.radius.sm,
      fontFamily: vars.font.body,
      fontSize: vars.fontSize.sm,
      fontWeight: vars.fontWeight.bold,
      textDecoration: 'none',
      selectors: { 'a&[data-hovered]': { textDecoration: 'underline' } },
    },
  ],
  variants: {
    tone: {
      positive: toned('positive'),
      caution: toned('caution'),
      critical: toned('critical'),
      neutral: { color: vars.color.text.muted },
    },
  },
});

export const count = style({
  color: vars.color.text.muted,
  fontWeight: vars.fontWeight.regular,
  fontVariantNumeric: 'tabular-nums',
});
