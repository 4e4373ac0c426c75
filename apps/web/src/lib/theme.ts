/** The theme cookie of spec section 3: 'light' or 'dark'; absent means follow the system. */
export const THEME_COOKIE = 'theme';
export type Theme = 'light' | 'dark';

export function isTheme(value: unknown): value is Theme {
  return value === 'light' || value === 'dark';
}

/**
 * Runs before first paint (inline in <head>), so the chosen theme applies without a flash and
 * pages stay static: the server never has to read the cookie.
 */
export const themeScript = `(function(){try{var m=document.cookie.match(/(?:^|; )${THEME_COOKIE}=(light|dark)/);if(m)document.documentElement.dataset.theme=m[1];}catch(e){}})();`;

export function writeThemeCookie(theme: Theme): void {
  const oneYear = 60 * 60 * 24 * 365;
  document.cookie = `${THEME_COOKIE}=${theme}; path=/; max-age=${oneYear}; samesite=lax`;
  document.documentElement.dataset.theme = theme;
}
