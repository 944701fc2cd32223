/**
 * The eight themes (docs/plans.md#voices-and-levels: default moon). Each has a
 * name, an icon, a description and the five spec colours; `ink` adds the text colours chosen so
 * that every pairing the interface uses passes WCAG AA (checked by themes.test.ts).
 */

export const themeIds = ['cosmic', 'mystic', 'nature', 'sunset', 'ocean', 'galaxy', 'sun', 'moon'] as const;
export type ThemeId = (typeof themeIds)[number];
export const defaultThemeId: ThemeId = 'moon';

export interface ThemeColors {
  primary: string;
  secondary: string;
  accent: string;
  background: string;
  surface: string;
}

export interface Theme {
  id: ThemeId;
  name: string;
  /** Icon key, drawn by components/icons.tsx. */
  icon: ThemeId;
  description: string;
  colors: ThemeColors;
  ink: {
    /** Body text on background and surface. */
    text: string;
    /** Secondary text on background and surface. */
    muted: string;
    /** Text on a primary-coloured button. */
    onPrimary: string;
  };
  scheme: 'dark' | 'light';
  /** Opacity of the starfield, 0 to 1. */
  stars: number;
}

export const themes: Record<ThemeId, Theme> = {
  moon: {
    id: 'moon',
    name: 'Moon',
    icon: 'moon',
    description: 'Pearl light on a deep night sky, quiet and reflective.',
    colors: { primary: '#c7d2f5', secondary: '#7f95d1', accent: '#f0dfae', background: '#0b1226', surface: '#151e3b' },
    ink: { text: '#eaeef9', muted: '#a9b4d2', onPrimary: '#0b1226' },
    scheme: 'dark',
    stars: 0.9,
  },
  cosmic: {
    id: 'cosmic',
    name: 'Cosmic',
    icon: 'cosmic',
    description: 'Indigo depths with cool cyan starlight.',
    colors: { primary: '#9aa8ff', secondary: '#5eead4', accent: '#7fe3d4', background: '#0a0b1e', surface: '#17193d' },
    ink: { text: '#ecebff', muted: '#abacd9', onPrimary: '#0a0b1e' },
    scheme: 'dark',
    stars: 1,
  },
  mystic: {
    id: 'mystic',
    name: 'Mystic',
    icon: 'mystic',
    description: 'Plum and violet with a glint of candle gold.',
    colors: { primary: '#cdb0ff', secondary: '#e58af5', accent: '#f5c96a', background: '#150a24', surface: '#24143d' },
    ink: { text: '#f4ecff', muted: '#bfaedb', onPrimary: '#150a24' },
    scheme: 'dark',
    stars: 0.7,
  },
  nature: {
    id: 'nature',
    name: 'Nature',
    icon: 'nature',
    description: 'Forest green and sage, grounded like the earth signs.',
    colors: { primary: '#8fd1a4', secondary: '#c2d88a', accent: '#e9c46a', background: '#0c1913', surface: '#17291f' },
    ink: { text: '#e8f3ec', muted: '#a6c2b0', onPrimary: '#0c1913' },
    scheme: 'dark',
    stars: 0.45,
  },
  sunset: {
    id: 'sunset',
    name: 'Sunset',
    icon: 'sunset',
    description: 'Coral and amber fading into a warm dusk.',
    colors: { primary: '#ffa585', secondary: '#f6c177', accent: '#ff8fb1', background: '#1d0e1b', surface: '#2e1729' },
    ink: { text: '#fdf0ea', muted: '#d6b5b5', onPrimary: '#1d0e1b' },
    scheme: 'dark',
    stars: 0.55,
  },
  ocean: {
    id: 'ocean',
    name: 'Ocean',
    icon: 'ocean',
    description: 'Teal tides and sea glass under a calm sky.',
    colors: { primary: '#67d4ea', secondary: '#7aa7ff', accent: '#9be7c4', background: '#061a26', surface: '#0e2a3b' },
    ink: { text: '#e4f6fb', muted: '#a0c4d1', onPrimary: '#061a26' },
    scheme: 'dark',
    stars: 0.6,
  },
  galaxy: {
    id: 'galaxy',
    name: 'Galaxy',
    icon: 'galaxy',
    description: 'Nebula pink and violet across the deepest black.',
    colors: { primary: '#f2adff', secondary: '#8f7dff', accent: '#7ee0ff', background: '#07050f', surface: '#151129' },
    ink: { text: '#f2eeff', muted: '#aea7cc', onPrimary: '#07050f' },
    scheme: 'dark',
    stars: 1,
  },
  sun: {
    id: 'sun',
    name: 'Sun',
    icon: 'sun',
    description: 'Bright daylight: warm cream, honey and amber.',
    colors: { primary: '#a8500a', secondary: '#e0a43a', accent: '#b33c0c', background: '#fdf6e7', surface: '#fffdf8' },
    ink: { text: '#2b1d0e', muted: '#6a5236', onPrimary: '#ffffff' },
    scheme: 'light',
    stars: 0,
  },
};

export const themeList: Theme[] = themeIds.map((id) => themes[id]);

export function isThemeId(value: unknown): value is ThemeId {
  return typeof value === 'string' && (themeIds as readonly string[]).includes(value);
}

/** The CSS custom properties a theme sets on the document root. */
export function themeCssVariables(theme: Theme): Record<string, string> {
  const { colors, ink } = theme;
  return {
    '--primary': colors.primary,
    '--secondary': colors.secondary,
    '--accent': colors.accent,
    '--bg': colors.background,
    '--surface': colors.surface,
    '--text': ink.text,
    '--text-muted': ink.muted,
    '--on-primary': ink.onPrimary,
    '--stars': String(theme.stars),
  };
}
