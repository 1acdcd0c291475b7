import { recipe } from '@vanilla-extract/recipes';
import { focusRing } from '../../theme/base.css';
import { vars } from '../../theme/contract.css';

const colour = (name: keyof typeof vars.color.rank) => ({
  backgroundColor: vars.color.rank[name].background,
  color: vars.color.rank[name].foreground,
});

export const badge = recipe({
  base: [
    focusRing,
    {
      display: 'inline-flex',
      alignItems: 'center',
      gap: vars.space['1'],
      padding: `0 ${vars.space['2']}`,
      minHeight: '20px',
      borderRadius: vars.radius.full,
      fontSize: vars.fontSize.xs,
      fontWeight: vars.fontWeight.bold,
      lineHeight: vars.lineHeight.tight,
      textDecoration: 'none',
      whiteSpace: 'nowrap',
      selectors: { 'a&[data-hovered]': { textDecoration: 'underline' } },
    },
  ],
  variants: {
    colour: {
      blue: colour('blue'),
      yellow: colour('yellow'),
      gray: colour('gray'),
      orange: colour('orange'),
    },
  },
});
