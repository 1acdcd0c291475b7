import { createGlobalThemeContract } from '@vanilla-extract/css';

/** The tones every toned component accepts; a closed union instead of free-form colours. */
export type Tone = 'neutral' | 'brand' | 'positive' | 'caution' | 'critical';
export const tones: readonly Tone[] = ['neutral', 'brand', 'positive', 'caution', 'critical'];

const tone = { solid: '', onSolid: '', soft: '', onSoft: '' };
const rankColour = { background: '', foreground: '' };

/**
 * The theme contract. Variable names are stable (`--atelier-color-text-default`, …) so an embedding site can read or
 * override them; this is vanilla-extract's global flavour of `createThemeContract`, whose names would be hashed.
 */
export const vars = createGlobalThemeContract(
  {
    color: {
      surface: { page: '', raised: '', sunken: '', overlay: '' },
      text: { default: '', muted: '', inverse: '', link: '' },
      border: { subtle: '', strong: '' },
      focusRing: '',
      tone: { neutral: tone, brand: tone, positive: tone, caution: tone, critical: tone },
      rank: { blue: rankColour, yellow: rankColour, gray: rankColour, orange: rankColour },
      buzz: '',
      skeleton: { base: '', highlight: '' },
      /** Backdrop behind modals. */
      scrim: '',
    },
    radius: { sm: '', md: '', lg: '', full: '' },
    space: { '0': '', '1': '', '2': '', '3': '', '4': '', '5': '', '6': '', '8': '' },
    font: { body: '', mono: '' },
    fontSize: { xs: '', sm: '', md: '', lg: '', xl: '' },
    fontWeight: { regular: '', medium: '', bold: '' },
    lineHeight: { tight: '', normal: '' },
    shadow: { overlay: '' },
  },
  (_value, path) => `atelier-${path.join('-')}`,
);

/** The plain values a theme fills the contract with (the type of `lightThemeValues` and `darkThemeValues`). */
export type ThemeValues = {
  [K in keyof typeof vars]: DeepStrings<(typeof vars)[K]>;
};
type DeepStrings<T> = { [K in keyof T]: T[K] extends string ? string : DeepStrings<T[K]> };
