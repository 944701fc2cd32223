import { findChromium } from '../../scripts/services.mjs';

/** How every Chromium of the tests and benchmarks runs: Debian's build, headless, nothing phoning home. */
export const chromiumFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export const viewports = {
  desktop: { width: 1280, height: 800 },
  mobile: { width: 390, height: 844 },
} as const;
export type ViewportName = keyof typeof viewports;

export function chromiumPath(): string {
  const path = findChromium();
  if (!path) throw new Error('Chromium not found at /usr/bin/chromium (apt-get install chromium)');
  return path;
}
