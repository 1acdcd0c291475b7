import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** Selected (in the vault): the brand's solid colours; otherwise the secondary button look. */
export const selected = style({
  selectors: {
    '&[data-selected]': {
      backgroundColor: vars.color.tone.brand.solid,
      borderColor: vars.color.tone.brand.solid,
      color: vars.color.tone.brand.onSolid,
    },
  },
});
