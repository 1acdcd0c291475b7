import { globalStyle, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const root = style({ display: 'grid', justifyItems: 'start', gap: vars.space['2'], minWidth: 0 });

// A mask: only the alpha matters, so this is not a colour of the theme.
const fade = 'linear-gradient(to bottom, #000 calc(100% - 64px), transparent)';

export const content = recipe({
  base: {
    width: '100%',
    minWidth: 0,
    color: vars.color.text.default,
    fontFamily: vars.font.body,
    fontSize: vars.fontSize.sm,
    lineHeight: vars.lineHeight.normal,
    overflowWrap: 'anywhere',
  },
  variants: {
    // The two preview heights of spec §9: 200 in the version panel, 460 in the main column.
    clamp: {
      none: {},
      '200': { maxHeight: '200px', overflow: 'hidden', maskImage: fade },
      '460': { maxHeight: '460px', overflow: 'hidden', maskImage: fade },
    },
  },
  defaultVariants: { clamp: 'none' },
});

const prose = content.classNames.base;
globalStyle(`${prose} > :first-child`, { marginTop: 0 });
globalStyle(`${prose} > :last-child`, { marginBottom: 0 });
globalStyle(`${prose} a`, { color: vars.color.text.link });
globalStyle(`${prose} img`, { maxWidth: '100%', height: 'auto' });
globalStyle(`${prose} pre, ${prose} code`, { fontFamily: vars.font.mono, fontSize: '0.95em' });
