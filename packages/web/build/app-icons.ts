// The installed app's icons, drawn here as SVG in the default (moon) theme's colours and rasterised at build time, so
// the PNGs always match the favicon and the theme without a binary file to keep in step by hand.
import { Resvg } from '@resvg/resvg-js';
import type { Plugin } from 'vite';
import { defaultThemeId, themes } from '../src/themes/themes.ts';

export interface AppIcon {
  /** Path inside the build, also the manifest's `src` without the leading slash. */
  file: string;
  size: number;
  purpose: 'any' | 'maskable';
}

export const APP_ICONS: readonly AppIcon[] = [
  { file: 'icons/icon-192.png', size: 192, purpose: 'any' },
  { file: 'icons/icon-512.png', size: 512, purpose: 'any' },
  { file: 'icons/icon-maskable-512.png', size: 512, purpose: 'maskable' },
];

/**
 * The favicon's crescent and star on the theme's night sky, in a 32-unit box. A maskable icon is cut to a circle or
 * squircle by the phone, so its drawing shrinks into the middle 80 % (the safe zone) and the sky fills the square.
 */
export function appIconSvg(size: number, purpose: AppIcon['purpose']): string {
  const { background, primary, accent } = themes[defaultThemeId].colors;
  const scale = purpose === 'maskable' ? 0.7 : 1;
  const offset = (32 - 32 * scale) / 2;
  const corner = purpose === 'maskable' ? 0 : 7;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 32 32">`,
    `<rect width="32" height="32" rx="${corner}" fill="${background}"/>`,
    `<g transform="translate(${offset} ${offset}) scale(${scale})">`,
    `<path d="M20.5 6.5a10 10 0 1 0 5 17.3A8.2 8.2 0 0 1 20.5 6.5Z" fill="${primary}"/>`,
    `<path d="M13 9.5l1.2 3.3 3.3 1.2-3.3 1.2L13 18.5l-1.2-3.3-3.3-1.2 3.3-1.2Z" fill="${accent}"/>`,
    '</g></svg>',
  ].join('');
}

export const renderAppIcon = (icon: AppIcon): Buffer =>
  new Resvg(appIconSvg(icon.size, icon.purpose), { fitTo: { mode: 'width', value: icon.size } }).render().asPng();

/** Emits the icons into the build (before the service worker's precache list is made from the written files). */
export function appIcons(): Plugin {
  return {
    name: 'stellara-app-icons',
    apply: 'build',
    generateBundle() {
      for (const icon of APP_ICONS) {
        this.emitFile({ type: 'asset', fileName: icon.file, source: renderAppIcon(icon) });
      }
    },
  };
}
