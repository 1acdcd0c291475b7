import { vars } from '@atelier/react-kit';
import { style } from '@vanilla-extract/css';

/** Lined up with the page's main column. */
export const banner = style({
  maxWidth: '1280px',
  margin: '0 auto',
  padding: `${vars.space['3']} ${vars.space['5']} 0`,
});
