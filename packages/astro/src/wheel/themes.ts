// Colour themes for the chart wheel. Plain colours (no CSS variables) so the SVG renders the same
// inline, as an <img>, or converted to PNG.
import type { AspectName, Element } from '../constants.ts';

export type WheelThemeName = 'classic' | 'light' | 'dark';

export interface WheelTheme {
  background: string;
  paper: string;
  line: string;
  faint: string;
  text: string;
  muted: string;
  axis: string;
  element: Record<Element, { fill: string; glyph: string }>;
  aspect: Partial<Record<AspectName, string>> & { default: string };
  planet: string;
  outerPlanet: string;
  retrograde: string;
}

export const WHEEL_THEMES: Record<WheelThemeName, WheelTheme> = {
  classic: {
    background: '#fdfbf6',
    paper: '#ffffff',
    line: '#3b3b4f',
    faint: '#c9c6bd',
    text: '#1f1d2b',
    muted: '#6b6878',
    axis: '#8a1c1c',
    element: {
      Fire: { fill: '#f8ded6', glyph: '#c0392b' },
      Earth: { fill: '#e4eed8', glyph: '#4d7a2a' },
      Air: { fill: '#f6f0d2', glyph: '#a07d12' },
      Water: { fill: '#dbe8f5', glyph: '#2a5d9f' },
    },
    aspect: {
      conjunction: '#b8860b',
      opposition: '#c0392b',
      square: '#e0533f',
      trine: '#2a7fbf',
      sextile: '#3aa0a0',
      quintile: '#8e5fc2',
      default: '#9a96a8',
    },
    planet: '#1f1d2b',
    outerPlanet: '#7a3e9d',
    retrograde: '#c0392b',
  },
  light: {
    background: '#ffffff',
    paper: '#ffffff',
    line: '#9aa3b5',
    faint: '#e3e7ef',
    text: '#2d3748',
    muted: '#8190a5',
    axis: '#5a67d8',
    element: {
      Fire: { fill: '#fff1ee', glyph: '#e5735c' },
      Earth: { fill: '#f0f7ec', glyph: '#6aa84f' },
      Air: { fill: '#fffae8', glyph: '#c9a227' },
      Water: { fill: '#edf4fc', glyph: '#5b8fd6' },
    },
    aspect: {
      conjunction: '#d69e2e',
      opposition: '#e57373',
      square: '#f08a6c',
      trine: '#63a4e0',
      sextile: '#5cc2c2',
      quintile: '#a78bdb',
      default: '#b7bfcc',
    },
    planet: '#2d3748',
    outerPlanet: '#8b5cf6',
    retrograde: '#e53e3e',
  },
  dark: {
    background: '#0f1226',
    paper: '#161a33',
    line: '#8f98c7',
    faint: '#2c3257',
    text: '#eef0ff',
    muted: '#9aa1c9',
    axis: '#f6c85f',
    element: {
      Fire: { fill: '#3a1f2b', glyph: '#ff8a70' },
      Earth: { fill: '#1e3128', glyph: '#8fd17a' },
      Air: { fill: '#35311f', glyph: '#f2d16b' },
      Water: { fill: '#1d2a45', glyph: '#7fb2ff' },
    },
    aspect: {
      conjunction: '#f6c85f',
      opposition: '#ff6b6b',
      square: '#ff8f6b',
      trine: '#6fb6ff',
      sextile: '#5fe0d0',
      quintile: '#c49bff',
      default: '#6c7399',
    },
    planet: '#eef0ff',
    outerPlanet: '#d6a4ff',
    retrograde: '#ff8a8a',
  },
};
