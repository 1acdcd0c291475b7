import { createVar, keyframes, style } from '@vanilla-extract/css';
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { focusRing } from '../../theme/base.css';
import { type Tone, vars } from '../../theme/contract.css';

// A tone sets these four; a variant decides which of them paint the button.
const solid = createVar();
const onSolid = createVar();
const soft = createVar();
const onSoft = createVar();

const toneVars = (tone: Tone) => ({
  vars: {
    [solid]: vars.color.tone[tone].solid,
    [onSolid]: vars.color.tone[tone].onSolid,
    [soft]: vars.color.tone[tone].soft,
    [onSoft]: vars.color.tone[tone].onSoft,
  },
});

export const button = recipe({
  base: [
    focusRing,
    {
      position: 'relative',
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      gap: vars.space['2'],
      border: '1px solid transparent',
      borderRadius: vars.radius.md,
      fontFamily: vars.font.body,
      fontWeight: vars.fontWeight.medium,
      lineHeight: vars.lineHeight.tight,
      whiteSpace: 'nowrap',
      textDecoration: 'none',
      cursor: 'pointer',
      userSelect: 'none',
      transition: 'background-color 120ms, border-color 120ms, filter 120ms',
      selectors: {
        '&[data-hovered]': { filter: 'brightness(0.95)' },
        '&[data-pressed]': { filter: 'brightness(0.88)' },
        '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.55, filter: 'none' },
        '&[data-pending]': { cursor: 'progress' },
      },
    },
  ],
  variants: {
    variant: {
      primary: { backgroundColor: solid, color: onSolid },
      secondary: { backgroundColor: soft, color: onSoft, borderColor: vars.color.border.strong },
      subtle: {
        backgroundColor: 'transparent',
        color: onSoft,
        selectors: { '&[data-hovered], &[data-pressed]': { backgroundColor: soft, filter: 'none' } },
      },
    },
    tone: {
      neutral: toneVars('neutral'),
      brand: toneVars('brand'),
      positive: toneVars('positive'),
      caution: toneVars('caution'),
      critical: toneVars('critical'),
    },
    size: {
      sm: { minHeight: '28px', padding: `0 ${vars.space['2']}`, fontSize: vars.fontSize.sm },
      md: { minHeight: '36px', padding: `0 ${vars.space['3']}`, fontSize: vars.fontSize.sm },
      lg: { minHeight: '44px', padding: `0 ${vars.space['4']}`, fontSize: vars.fontSize.md },
    },
    iconOnly: {
      true: { padding: 0, aspectRatio: '1 / 1' },
      false: {},
    },
  },
  defaultVariants: { variant: 'primary', tone: 'brand', size: 'md', iconOnly: false },
});

export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>;

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

/** Keeps the label's width while pending so the button does not jump; the spinner sits on top. */
export const hiddenLabel = style({
  visibility: 'hidden',
  display: 'inline-flex',
  alignItems: 'center',
  gap: 'inherit',
});

export const icon = style({ display: 'inline-flex', fontSize: '1.1em' });

export const label = style({ display: 'inline-flex', alignItems: 'center', gap: 'inherit' });

export const spinner = style({
  position: 'absolute',
  inset: 0,
  margin: 'auto',
  width: '1em',
  height: '1em',
  borderRadius: vars.radius.full,
  border: '2px solid currentColor',
  borderRightColor: 'transparent',
  animation: `${spin} 700ms linear infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animationDuration: '2s' } },
});
