import { darkTheme, lightTheme } from '@atelier/react-kit';

import { THEME_COOKIE, type ThemeName, themeFromCookie } from './theme-cookie';

export { THEME_COOKIE, type ThemeName, themeFromCookie };

export const themeClass = (theme: ThemeName) => (theme === 'dark' ? darkTheme : lightTheme);

/**
 * Runs before the first paint when no theme was chosen: picks the system's, so a dark-mode visitor never sees a
 * light flash. It only swaps the theme class on <html>.
 */
export const systemThemeScript = `(function(){var d=window.matchMedia('(prefers-color-scheme: dark)').matches;var h=document.documentElement;h.classList.remove(${JSON.stringify(lightTheme)},${JSON.stringify(darkTheme)});h.classList.add(d?${JSON.stringify(darkTheme)}:${JSON.stringify(lightTheme)});h.dataset.theme=d?'dark':'light';})();`;

/** Switches the page's theme and remembers the choice for a year. */
export const applyTheme = (theme: ThemeName) => {
  const html = document.documentElement;
  html.classList.remove(lightTheme, darkTheme);
  html.classList.add(themeClass(theme));
  html.dataset.theme = theme;
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser we serve
  document.cookie = `${THEME_COOKIE}=${theme}; Path=/; Max-Age=31536000; SameSite=Lax`;
  window.dispatchEvent(new Event(THEME_CHANGED));
};

/** Dispatched on `window` whenever the page's theme changes, so every control showing it can follow. */
export const THEME_CHANGED = 'atelier:theme-changed';

/** The visitor's choice: a theme, or `system` (no cookie: the page follows the system setting). */
export type ThemeChoice = ThemeName | 'system';

/** The choice the theme cookie holds in this browser. */
export const chosenTheme = (): ThemeChoice => themeFromCookie(document.cookie) ?? 'system';

/** Forgets the chosen theme and follows the system again, as before any choice. */
export const followSystemTheme = () => {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser we serve
  document.cookie = `${THEME_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;
  const dark = window.matchMedia('(prefers-color-scheme: dark)').matches;
  const html = document.documentElement;
  html.classList.remove(lightTheme, darkTheme);
  html.classList.add(themeClass(dark ? 'dark' : 'light'));
  html.dataset.theme = dark ? 'dark' : 'light';
  window.dispatchEvent(new Event(THEME_CHANGED));
};

/** Applies a choice made on the account page: the same cookie the header's switch sets. */
export const applyThemeChoice = (choice: ThemeChoice) =>
  choice === 'system' ? followSystemTheme() : applyTheme(choice);
