// The share card: a 1200x630 picture (the size link previews use) of a chart's Big Three and its wheel, with the first
// name or no name, drawn as SVG over the engine's own wheel and rasterised with resvg. Pure but for the rasteriser.

import { Resvg } from '@resvg/resvg-js';
import { type NatalChart, renderChartWheel } from '@stellara/astro';

export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;

/** The card's colours: the app's default (moon) theme, so a shared link looks like Stellara. */
const INK = { background: '#0b1226', surface: '#151e3b', text: '#eaeef9', muted: '#a9b4d2', accent: '#f0dfae' };
const FONT = "'DejaVu Sans', sans-serif";

export interface BigThree {
  sun: string;
  moon: string;
  /** Null when the chart has no Ascendant (cast without a birth time). */
  rising: string | null;
}

export function bigThreeOf(chart: Pick<NatalChart, 'points'>): BigThree {
  const sign = (name: 'Sun' | 'Moon' | 'Ascendant') => chart.points[name]?.signName ?? null;
  return { sun: sign('Sun') ?? 'unknown', moon: sign('Moon') ?? 'unknown', rising: sign('Ascendant') };
}

/** One line per Big Three placement, as the card and the page both word them. */
export function bigThreeLines(b: BigThree): string[] {
  return [
    `Sun in ${b.sun}`,
    `Moon in ${b.moon}`,
    b.rising ? `Rising in ${b.rising}` : 'Rising unknown (no birth time)',
  ];
}

export const cardTitle = (firstName: string | null) => (firstName ? `${firstName}’s Big Three` : 'A Big Three');

export interface ShareCardInput {
  chart: Parameters<typeof renderChartWheel>[0] & Pick<NatalChart, 'points'>;
  firstName: string | null;
  /** The birth details the member chose to show, already worded (date, time, place); empty for none. */
  birthDetails: string[];
}

const esc = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/** The engine's wheel, nested at (x, y) in a square of `size`: its own width and height give way to ours. */
function nestedWheel(chart: ShareCardInput['chart'], x: number, y: number, size: number): string {
  const wheel = renderChartWheel(chart, { theme: 'dark', wheelOnly: true, title: 'Chart wheel' });
  return wheel.replace(
    /^<svg\b([^>]*?)\swidth="[^"]*"\sheight="[^"]*"/,
    `<svg$1 x="${x}" y="${y}" width="${size}" height="${size}"`,
  );
}

export function shareCardSvg(input: ShareCardInput): string {
  const lines = bigThreeLines(bigThreeOf(input.chart));
  const glyphs = ['☉', '☽', '↑'];
  const text = (x: number, y: number, size: number, fill: string, body: string, weight = 'normal') =>
    `<text x="${x}" y="${y}" font-size="${size}" font-weight="${weight}" fill="${fill}" font-family="${FONT}">${esc(body)}</text>`;
  const parts = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${CARD_WIDTH}" height="${CARD_HEIGHT}" viewBox="0 0 ${CARD_WIDTH} ${CARD_HEIGHT}">`,
    `<rect width="${CARD_WIDTH}" height="${CARD_HEIGHT}" fill="${INK.background}"/>`,
    `<rect x="28" y="28" width="${CARD_WIDTH - 56}" height="${CARD_HEIGHT - 56}" rx="28" fill="${INK.surface}"/>`,
    text(76, 104, 26, INK.accent, 'Stellara', 'bold'),
    text(76, 176, 52, INK.text, cardTitle(input.firstName), 'bold'),
    ...lines.map(
      (line, i) =>
        `${text(80, 268 + i * 70, 40, INK.accent, glyphs[i]!)}${text(136, 268 + i * 70, 38, INK.text, line)}`,
    ),
    input.birthDetails.length > 0 ? text(80, 500, 24, INK.muted, input.birthDetails.join(' · ')) : '',
    text(76, 566, 22, INK.muted, 'Cast your own chart with Stellara'),
    nestedWheel(input.chart, 636, 51, 528),
    '</svg>',
  ];
  return parts.join('');
}

/** The card as PNG. DejaVu Sans carries the planet glyphs; resvg finds it among the system fonts. */
export function rasteriseCard(svg: string): Buffer {
  return new Resvg(svg, {
    fitTo: { mode: 'width', value: CARD_WIDTH },
    font: { loadSystemFonts: true, defaultFontFamily: 'DejaVu Sans' },
  })
    .render()
    .asPng();
}
