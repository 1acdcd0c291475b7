import { recipe } from '@vanilla-extract/recipes';
import { popover } from './overlay.css';

export const infoPopover = recipe({
  base: [popover],
  variants: {
    // 350 is the scan popover's width (spec §9).
    width: { '280': { width: '280px' }, '350': { width: '350px' } },
  },
  defaultVariants: { width: '280' },
});
