/** The theme cookie alone, free of the kit's styles, so the server's page cache can read it too (server/pages.ts). */
export type ThemeName = 'light' | 'dark';

export const THEME_COOKIE = 'atelier_theme';

/** The theme the visitor chose, from the request's cookie; null follows the system setting. */
export const themeFromCookie = (cookieHeader: string | null): ThemeName | null => {
  const match = /(?:^|;\s*)atelier_theme=(light|dark)(?:;|$)/.exec(cookieHeader ?? '');
  return (match?.[1] as ThemeName | undefined) ?? null;
};
