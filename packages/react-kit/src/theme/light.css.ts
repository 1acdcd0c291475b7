import { createTheme, globalStyle } from '@vanilla-extract/css';
import { type ThemeValues, vars } from './contract.css';
import { scales } from './scales';

/** Light theme values; every text/background pair meets WCAG AA (see theme.test.ts). */
export const lightThemeValues: ThemeValues = {
  ...scales,
  color: {
    surface: { page: '#ffffff', raised: '#f5f6f8', sunken: '#e9ecf0', overlay: '#ffffff' },
    text: { default: '#1a1d23', muted: '#515864', inverse: '#ffffff', link: '#1d5bc4' },
    border: { subtle: '#d5d9e0', strong: '#737b87' },
    focusRing: '#1d5bc4',
    tone: {
      neutral: { solid: '#3b414b', onSolid: '#ffffff', soft: '#e9ecf0', onSoft: '#2a2f37' },
      brand: { solid: '#4c3fcf', onSolid: '#ffffff', soft: '#ebe9fb', onSoft: '#3b2fb0' },
      positive: { solid: '#1b7a38', onSolid: '#ffffff', soft: '#e2f3e7', onSoft: '#14622c' },
      caution: { solid: '#f2b705', onSolid: '#1a1d23', soft: '#fdf2d3', onSoft: '#6b4b00' },
      critical: { solid: '#c42525', onSolid: '#ffffff', soft: '#fde7e7', onSoft: '#a11c1c' },
    },
    rank: {
      blue: { background: '#1c64d1', foreground: '#ffffff' },
      yellow: { background: '#f5c518', foreground: '#1a1d23' },
      gray: { background: '#626a76', foreground: '#ffffff' },
      orange: { background: '#b94a05', foreground: '#ffffff' },
    },
    buzz: '#8a5a00',
    skeleton: { base: '#e4e7ec', highlight: '#f3f4f7' },
    scrim: 'rgba(16, 24, 40, 0.5)',
  },
  shadow: { overlay: '0 4px 16px rgba(16, 24, 40, 0.16), 0 1px 3px rgba(16, 24, 40, 0.12)' },
};

/** Class that applies the light theme to an element and its descendants. */
export const lightTheme = createTheme(vars, lightThemeValues, 'atelier-light');
globalStyle(lightTheme, { colorScheme: 'light' });
