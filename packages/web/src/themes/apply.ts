import { type ThemeId, themeCssVariables, themes } from './themes.ts';

/** Puts a theme's colours on the document root as CSS variables. */
export function applyTheme(id: ThemeId, root: HTMLElement = document.documentElement): void {
  const theme = themes[id];
  for (const [name, value] of Object.entries(themeCssVariables(theme))) root.style.setProperty(name, value);
  root.dataset.theme = id;
  root.style.colorScheme = theme.scheme;
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', theme.colors.background);
}
