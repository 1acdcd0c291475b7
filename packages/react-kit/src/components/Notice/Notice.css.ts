import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { focusRing } from '../../theme/base.css';
import { type Tone, vars } from '../../theme/contract.css';

const toned = (tone: Tone) => ({
  backgroundColor: vars.color.tone[tone].soft,
  color: vars.color.tone[tone].onSoft,
  borderInlineStart: `4px solid ${vars.color.tone[tone].solid}`,
});

export const notice = recipe({
  base: {
    display: 'grid',
    gridTemplateColumns: 'auto 1fr',
    gap: `${vars.space['1']} ${vars.space['3']}`,
    padding: vars.space['3'],
    borderRadius: vars.radius.md,
    fontFamily: vars.font.body,
    fontSize: vars.fontSize.sm,
    lineHeight: vars.lineHeight.normal,
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

export const icon = style({
  display: 'inline-flex',
  fontSize: vars.fontSize.lg,
  lineHeight: 1,
  paddingTop: '1px',
});

export const content = style({ display: 'grid', gap: vars.space['1'], minWidth: 0 });

export const title = style({ margin: 0, fontWeight: vars.fontWeight.bold });

export const body = style({ margin: 0 });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['3'],
  alignItems: 'center',
});

export const link = style([
  focusRing,
  {
    color: 'inherit',
    fontWeight: vars.fontWeight.bold,
    textDecoration: 'underline',
    borderRadius: vars.radius.sm,
  },
]);
