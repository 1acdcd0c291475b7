export { focusRing, themeRoot, visuallyHidden } from './base.css';
export { type ThemeValues, type Tone, tones, vars } from './contract.css';
export { darkTheme, darkThemeValues } from './dark.css';
export { lightTheme, lightThemeValues } from './light.css';
