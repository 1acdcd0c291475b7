import { createTheme, globalStyle } from '@vanilla-extract/css';
import { type ThemeValues, vars } from './contract.css';
import { scales } from './scales';

/** Dark theme values; every text/background pair meets WCAG AA (see theme.test.ts). */
export const darkThemeValues: ThemeValues = {
  ...scales,
  color: {
    surface: { page: '#121418', raised: '#1b1e24', sunken: '#0c0e11', overlay: '#24282f' },
    text: { default: '#e9ebef', muted: '#a7aeb9', inverse: '#121418', link: '#8ab4ff' },
    border: { subtle: '#343942', strong: '#7f8794' },
    focusRing: '#8ab4ff',
    tone: {
      neutral: { solid: '#c9ced6', onSolid: '#121418', soft: '#2a2e35', onSoft: '#dde1e7' },
      brand: { solid: '#9a91ff', onSolid: '#121418', soft: '#2a2650', onSoft: '#c3beff' },
      positive: { solid: '#4cc26f', onSolid: '#0b1a10', soft: '#15301e', onSoft: '#86dd9f' },
      caution: { solid: '#f5c542', onSolid: '#1a1400', soft: '#372c0c', onSoft: '#f7d06a' },
      critical: { solid: '#ff7070', onSolid: '#1f0808', soft: '#3b1616', onSoft: '#ffa3a3' },
    },
    rank: {
      blue: { background: '#5b9bff', foreground: '#0b1220' },
      yellow: { background: '#f5c518', foreground: '#1a1d23' },
      gray: { background: '#a3abb7', foreground: '#121418' },
      orange: { background: '#ff9447', foreground: '#1f0d00' },
    },
    buzz: '#f5c542',
    skeleton: { base: '#262a31', highlight: '#323741' },
    scrim: 'rgba(0, 0, 0, 0.65)',
  },
  shadow: { overlay: '0 4px 16px rgba(0, 0, 0, 0.5), 0 1px 3px rgba(0, 0, 0, 0.4)' },
};

/** Class that applies the dark theme to an element and its descendants. */
export const darkTheme = createTheme(vars, darkThemeValues, 'atelier-dark');
globalStyle(darkTheme, { colorScheme: 'dark' });
