import { recipe } from '@vanilla-extract/recipes';
import { type Tone, vars } from '../../theme/contract.css';

const toned = (tone: Tone) => ({
  backgroundColor: vars.color.tone[tone].soft,
  color: vars.color.tone[tone].onSoft,
});

export const badge = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space['1'],
    padding: `0 ${vars.space['2']}`,
    minHeight: '20px',
    borderRadius: vars.radius.full,
    fontFamily: vars.font.body,
    fontSize: vars.fontSize.xs,
    fontWeight: vars.fontWeight.medium,
    lineHeight: vars.lineHeight.tight,
    whiteSpace: 'nowrap',
  },
  variants: {
    tone: {
      neutral: toned('neutral'),
      brand: toned('brand'),
      positive: toned('positive'),
      caution: toned('caution'),
      critical: toned('critical'),
    },
  },
  defaultVariants: { tone: 'neutral' },
});
