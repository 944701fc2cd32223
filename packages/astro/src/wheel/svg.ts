// The chart wheel, drawn by our code as SVG: natal wheel or bi-wheel (transits or a partner outside the natal).

import { BODY_NAMES, formatDegree } from '@stellara/contract/vocabulary';
import { type Aspect, calculateAspects, calculateInterAspects } from '../aspects.ts';
import { ASPECTS, HOUSE_SYSTEMS, POINT_GLYPHS, type PointName, SIGNS } from '../constants.ts';
import type { ChartPoint, NatalChart } from '../natal.ts';
import { norm360 } from '../zodiac.ts';
import { polar, spreadLabels } from './geometry.ts';
import { WHEEL_THEMES, type WheelTheme, type WheelThemeName } from './themes.ts';

/** The parts of a chart the wheel draws (a NatalChart or a CompositeChart fits). */
export interface WheelChart {
  points: Partial<Record<PointName, ChartPoint>>;
  cusps: number[];
  houseSystem?: NatalChart['houseSystem'];
  zodiac?: NatalChart['zodiac'];
  ayanamsa?: NatalChart['ayanamsa'];
  perspective?: NatalChart['perspective'];
  utc?: string;
  latitude?: number;
  longitude?: number;
  /** Cast for noon without a known birth time: no cusps, no axes, 0° Aries on the left. */
  timeUnknown?: boolean;
}

export interface WheelOptions {
  theme?: WheelThemeName;
  /** Only the wheel, without the title and the tables around it. */
  wheelOnly?: boolean;
  title?: string;
  subtitle?: string;
  /** A second chart drawn outside the first (transits, or a partner): makes a bi-wheel. */
  outer?: WheelChart;
  outerTitle?: string;
  /** Aspect lines to draw; by default the chart's own aspects, or the inter-aspects in a bi-wheel. */
  aspects?: Aspect[];
  /** Points to draw; the axes are always drawn as lines. */
  points?: readonly PointName[];
}

export const WHEEL_POINTS: readonly PointName[] = [...BODY_NAMES, 'Mean_Node', 'Mean_South_Node', 'Mean_Lilith'];

const TABLE_LABELS: Partial<Record<PointName, string>> = {
  Mean_Node: 'North Node',
  True_Node: 'True Node',
  Mean_South_Node: 'South Node',
  True_South_Node: 'True S. Node',
  Mean_Lilith: 'Lilith',
  Medium_Coeli: 'Midheaven',
};
const AXES_IN_TABLE: PointName[] = ['Ascendant', 'Medium_Coeli'];
const W = 540;
const C = W / 2;
const FONT = "'DejaVu Sans', 'Noto Sans Symbols', 'Segoe UI Symbol', 'Apple Symbols', sans-serif";
const TEXT = '\uFE0E'; // text (not emoji) presentation of a symbol

const esc = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
const f = (n: number) => (Math.round(n * 100) / 100).toString();

interface Radii {
  zodiacOuter: number;
  zodiacInner: number;
  outerGlyph?: number;
  outerLabel?: number;
  ringDivider?: number;
  glyph: number;
  label: number;
  houseNumber: number;
  aspect: number;
  glyphSize: number;
  minGap: number;
}

const SINGLE: Radii = {
  zodiacOuter: 236,
  zodiacInner: 204,
  glyph: 178,
  label: 154,
  houseNumber: 122,
  aspect: 110,
  glyphSize: 21,
  minGap: 7.5,
};
const DOUBLE: Radii = {
  zodiacOuter: 236,
  zodiacInner: 204,
  outerGlyph: 186,
  outerLabel: 166,
  ringDivider: 155,
  glyph: 138,
  label: 118,
  houseNumber: 102,
  aspect: 92,
  glyphSize: 18,
  minGap: 8.5,
};

function line(a: { x: number; y: number }, b: { x: number; y: number }, stroke: string, width: number, extra = '') {
  return `<line x1="${f(a.x)}" y1="${f(a.y)}" x2="${f(b.x)}" y2="${f(b.y)}" stroke="${stroke}" stroke-width="${width}"${extra}/>`;
}

function text(x: number, y: number, s: string, size: number, fill: string, extra = '') {
  return `<text x="${f(x)}" y="${f(y)}" font-size="${size}" fill="${fill}" text-anchor="middle" dominant-baseline="central"${extra}>${s}</text>`;
}

/** Annular sector between two longitudes (counter-clockwise on screen from a to b). */
function sector(r0: number, r1: number, a: number, b: number, asc: number, cy: number, fill: string) {
  const p1 = polar(C, cy, r0, a, asc);
  const p2 = polar(C, cy, r0, b, asc);
  const p3 = polar(C, cy, r1, b, asc);
  const p4 = polar(C, cy, r1, a, asc);
  // Longitude grows counter-clockwise on screen: SVG sweep-flag 0 for the outer arc.
  return `<path d="M${f(p1.x)} ${f(p1.y)} A${r0} ${r0} 0 0 0 ${f(p2.x)} ${f(p2.y)} L${f(p3.x)} ${f(p3.y)} A${r1} ${r1} 0 0 1 ${f(p4.x)} ${f(p4.y)} Z" fill="${fill}"/>`;
}

function zodiacRing(r: Radii, asc: number, cy: number, t: WheelTheme): string {
  const out: string[] = [];
  for (const s of SIGNS) {
    const start = s.num * 30;
    out.push(sector(r.zodiacOuter, r.zodiacInner, start, start + 30, asc, cy, t.element[s.element].fill));
    out.push(line(polar(C, cy, r.zodiacOuter, start, asc), polar(C, cy, r.zodiacInner, start, asc), t.line, 0.8));
    const g = polar(C, cy, (r.zodiacOuter + r.zodiacInner) / 2, start + 15, asc);
    out.push(text(g.x, g.y, s.glyph + TEXT, 19, t.element[s.element].glyph, ` font-family="${FONT}"`));
  }
  for (let d = 0; d < 360; d++) {
    const len = d % 10 === 0 ? 7 : d % 5 === 0 ? 5 : 2.5;
    out.push(
      line(polar(C, cy, r.zodiacInner, d, asc), polar(C, cy, r.zodiacInner - len, d, asc), t.line, d % 5 ? 0.4 : 0.7),
    );
  }
  out.push(`<circle cx="${C}" cy="${cy}" r="${r.zodiacOuter}" fill="none" stroke="${t.line}" stroke-width="1.2"/>`);
  out.push(`<circle cx="${C}" cy="${cy}" r="${r.zodiacInner}" fill="none" stroke="${t.line}" stroke-width="1"/>`);
  return out.join('');
}

function houses(chart: WheelChart, r: Radii, asc: number, cy: number, t: WheelTheme): string {
  const out: string[] = [];
  const inner = r.aspect;
  chart.cusps.forEach((cusp, i) => {
    const angular = i % 3 === 0;
    out.push(
      line(
        polar(C, cy, r.zodiacInner, cusp, asc),
        polar(C, cy, inner, cusp, asc),
        angular ? t.axis : t.faint,
        angular ? 1.4 : 0.9,
      ),
    );
    const next = chart.cusps[(i + 1) % 12]!;
    const mid = cusp + norm360(next - cusp) / 2;
    const p = polar(C, cy, r.houseNumber, mid, asc);
    out.push(text(p.x, p.y, String(i + 1), 12, t.muted, ` font-family="${FONT}"`));
  });
  return out.join('');
}

/** Axis labels outside the wheel: AC and MC, and their opposites, in the margin. */
function axes(chart: WheelChart, r: Radii, asc: number, cy: number, t: WheelTheme): string {
  const out: string[] = [];
  const pts = chart.points;
  const labels: [PointName, string][] = [
    ['Ascendant', 'AC'],
    ['Descendant', 'DC'],
    ['Medium_Coeli', 'MC'],
    ['Imum_Coeli', 'IC'],
  ];
  for (const [name, label] of labels) {
    const p = pts[name];
    if (!p) continue;
    out.push(
      line(
        polar(C, cy, r.zodiacOuter, p.longitude, asc),
        polar(C, cy, r.zodiacOuter + 8, p.longitude, asc),
        t.axis,
        1.6,
      ),
    );
    const at = polar(C, cy, r.zodiacOuter + 16, p.longitude, asc);
    out.push(text(at.x, at.y, label, 12, t.axis, ` font-family="${FONT}" font-weight="bold"`));
  }
  return out.join('');
}

interface Placed {
  point: ChartPoint;
  display: number;
}

function placePoints(chart: WheelChart, names: readonly PointName[], minGap: number): Placed[] {
  const list = names.map((n) => chart.points[n]).filter((p): p is ChartPoint => Boolean(p));
  const display = spreadLabels(
    list.map((p) => p.longitude),
    minGap,
  );
  return list.map((point, i) => ({ point, display: display[i]! }));
}

function planetRing(
  placed: Placed[],
  glyphR: number,
  labelR: number,
  tickFrom: number,
  tickTo: number,
  size: number,
  colour: string,
  asc: number,
  cy: number,
  t: WheelTheme,
  retroMark = true,
): string {
  const out: string[] = [];
  for (const { point, display } of placed) {
    // A tick at the true longitude, and a thin leader to the glyph when it had to move aside.
    out.push(
      line(polar(C, cy, tickFrom, point.longitude, asc), polar(C, cy, tickTo, point.longitude, asc), colour, 1.3),
    );
    if (Math.abs(norm360(display - point.longitude + 180) - 180) > 0.3) {
      out.push(
        line(
          polar(C, cy, tickTo, point.longitude, asc),
          polar(C, cy, glyphR + size * 0.55, display, asc),
          t.faint,
          0.7,
        ),
      );
    }
    const g = polar(C, cy, glyphR, display, asc);
    const glyph = esc(POINT_GLYPHS[point.name]);
    out.push(
      `<g><title>${esc(`${point.name.replace(/_/g, ' ')} ${formatDegree(point.position)} ${point.signName}${point.retrograde ? ' R' : ''}`)}</title>${text(g.x, g.y, glyph + TEXT, size, colour, ` font-family="${FONT}"`)}</g>`,
    );
    const l = polar(C, cy, labelR, display, asc);
    // Retrograde labels are coloured; the ℞ sign is dropped where the ring is too tight for it.
    const deg = `${Math.floor(point.position)}°${point.retrograde && retroMark ? '℞' : ''}`;
    out.push(text(l.x, l.y, deg, 12, point.retrograde ? t.retrograde : t.muted, ` font-family="${FONT}"`));
  }
  return out.join('');
}

function aspectLines(
  aspects: Aspect[],
  first: WheelChart,
  second: WheelChart,
  r: Radii,
  asc: number,
  cy: number,
  t: WheelTheme,
) {
  const out: string[] = [];
  const major = new Set(ASPECTS.filter((a) => a.major).map((a) => a.name));
  for (const a of aspects) {
    const p1 = first.points[a.p1];
    const p2 = second.points[a.p2];
    if (!p1 || !p2 || a.aspect === 'conjunction') continue; // conjunctions would be dots on the rim
    const colour = t.aspect[a.aspect] ?? t.aspect.default;
    const tight = Math.abs(a.orbit) < 2;
    const dash = major.has(a.aspect) ? '' : ' stroke-dasharray="4 3"';
    out.push(
      line(
        polar(C, cy, r.aspect, p1.longitude, asc),
        polar(C, cy, r.aspect, p2.longitude, asc),
        colour,
        tight ? 1.6 : 1,
        `${dash} stroke-opacity="${tight ? 0.95 : 0.7}"`,
      ),
    );
  }
  return out.join('');
}

function wheel(chart: WheelChart, o: WheelOptions, cy: number, t: WheelTheme): string {
  const r = o.outer ? DOUBLE : SINGLE;
  const asc = chart.points.Ascendant?.longitude ?? chart.cusps[0] ?? 0;
  const names = o.points ?? WHEEL_POINTS;
  const out: string[] = [];
  out.push(`<circle cx="${C}" cy="${cy}" r="${r.zodiacOuter}" fill="${t.paper}"/>`);
  out.push(zodiacRing(r, asc, cy, t));
  out.push(
    `<circle cx="${C}" cy="${cy}" r="${r.aspect}" fill="${t.background}" stroke="${t.line}" stroke-width="0.8"/>`,
  );
  out.push(houses(chart, r, asc, cy, t));
  if (r.ringDivider) {
    out.push(`<circle cx="${C}" cy="${cy}" r="${r.ringDivider}" fill="none" stroke="${t.faint}" stroke-width="1"/>`);
  }
  // A bi-wheel shows only the tight major inter-aspects by default; all of them would hide the wheel.
  const aspects =
    o.aspects ??
    (o.outer
      ? calculateInterAspects(chart.points, o.outer.points).filter(
          (a) => Math.abs(a.orbit) <= 3 && ASPECTS.find((d) => d.name === a.aspect)?.major,
        )
      : calculateAspects(chart.points));
  out.push(aspectLines(aspects, chart, o.outer ?? chart, r, asc, cy, t));
  out.push(axes(chart, r, asc, cy, t));
  if (o.outer && r.outerGlyph && r.outerLabel && r.ringDivider) {
    const outerPlaced = placePoints(o.outer, names, 6.5);
    out.push(
      planetRing(
        outerPlaced,
        r.outerGlyph,
        r.outerLabel,
        r.zodiacInner,
        r.zodiacInner - 8,
        r.glyphSize,
        t.outerPlanet,
        asc,
        cy,
        t,
      ),
    );
    const placed = placePoints(chart, names, r.minGap);
    out.push(planetRing(placed, r.glyph, r.label, r.aspect, r.aspect + 8, r.glyphSize, t.planet, asc, cy, t, false));
  } else {
    const placed = placePoints(chart, names, r.minGap);
    out.push(planetRing(placed, r.glyph, r.label, r.zodiacInner, r.zodiacInner - 9, r.glyphSize, t.planet, asc, cy, t));
  }
  return out.join('');
}

function positionsTable(
  chart: WheelChart,
  names: readonly PointName[],
  x: number,
  y: number,
  heading: string,
  t: WheelTheme,
) {
  const out: string[] = [];
  out.push(
    `<text x="${x}" y="${y}" font-size="13" font-weight="bold" fill="${t.text}" font-family="${FONT}">${esc(heading)}</text>`,
  );
  let row = y + 20;
  for (const name of names) {
    const p = chart.points[name];
    if (!p) continue;
    const sign = SIGNS[p.signNum]!;
    out.push(
      `<text x="${x}" y="${row}" font-size="12" fill="${t.text}" font-family="${FONT}">` +
        `<tspan>${esc(POINT_GLYPHS[name])}${TEXT}</tspan>` +
        `<tspan x="${x + 24}">${esc(TABLE_LABELS[name] ?? name)}</tspan>` +
        `<tspan x="${x + 122}" fill="${t.element[sign.element].glyph}">${sign.glyph}${TEXT}</tspan>` +
        `<tspan x="${x + 142}">${esc(formatDegree(p.position))}</tspan>` +
        `<tspan x="${x + 196}" fill="${t.muted}">${p.pointType === 'Planet' && !chart.timeUnknown ? `H${p.house}` : ''}</tspan>` +
        `<tspan x="${x + 230}" fill="${t.retrograde}">${p.retrograde ? '℞' : ''}</tspan></text>`,
    );
    row += 18;
  }
  return { svg: out.join(''), bottom: row };
}

/** The points only a known birth time gives: a chart without one draws none of them, nor any cusp. */
const TIMED_POINTS: readonly PointName[] = ['Ascendant', 'Medium_Coeli', 'Descendant', 'Imum_Coeli'];

function timeless(chart: WheelChart): WheelChart {
  if (!chart.timeUnknown) return chart;
  const points = Object.fromEntries(
    Object.entries(chart.points).filter(([name]) => !TIMED_POINTS.includes(name as PointName)),
  ) as WheelChart['points'];
  return { ...chart, points, cusps: [] };
}

function settingsLine(chart: WheelChart): string {
  const parts: string[] = [];
  if (chart.timeUnknown) parts.push('Birth time unknown: cast for noon, no houses');
  else if (chart.houseSystem) parts.push(HOUSE_SYSTEMS[chart.houseSystem.used]);
  if (chart.houseSystem?.fallback && !chart.timeUnknown)
    parts.push(`(${HOUSE_SYSTEMS[chart.houseSystem.requested]} undefined here)`);
  if (chart.zodiac) parts.push(chart.zodiac === 'Sidereal' ? `Sidereal ${chart.ayanamsa ?? ''}`.trim() : 'Tropical');
  if (chart.perspective) parts.push(chart.perspective);
  return parts.join(' · ');
}

/**
 * Renders a natal wheel, or a bi-wheel when `outer` is given. The SVG scales to any width (viewBox); text and
 * glyph sizes are chosen to stay legible at 320 px wide.
 */
export function renderChartWheel(wheelChart: WheelChart, wheelOptions: WheelOptions = {}): string {
  const t = WHEEL_THEMES[wheelOptions.theme ?? 'classic'];
  if (!t) throw new Error(`unknown wheel theme "${wheelOptions.theme}"`);
  const chart = timeless(wheelChart);
  const outer = wheelOptions.outer && timeless(wheelOptions.outer);
  const options: WheelOptions = {
    ...wheelOptions,
    ...(outer ? { outer } : {}),
    // Lines to an angle of a chart without a birth time are not drawn (the angle is not there).
    ...(wheelOptions.aspects
      ? {
          aspects: wheelOptions.aspects.filter(
            (a) => chart.points[a.p1] !== undefined && (outer ?? chart).points[a.p2] !== undefined,
          ),
        }
      : {}),
  };
  const head = options.wheelOnly ? 0 : 64;
  const cy = head + C;
  const body: string[] = [wheel(chart, options, cy, t)];
  let height = cy + C;
  if (!options.wheelOnly) {
    const title = options.title ?? 'Natal chart';
    body.push(
      `<text x="${C}" y="28" font-size="20" font-weight="bold" fill="${t.text}" text-anchor="middle" font-family="${FONT}">${esc(title)}</text>`,
    );
    const sub =
      options.subtitle ??
      [chart.utc ? `${chart.utc.slice(0, 16).replace('T', ' ')} UT` : '', settingsLine(chart)]
        .filter(Boolean)
        .join(' · ');
    body.push(
      `<text x="${C}" y="50" font-size="12" fill="${t.muted}" text-anchor="middle" font-family="${FONT}">${esc(sub)}</text>`,
    );
    const names = options.points ?? WHEEL_POINTS;
    const top = cy + C + 20;
    if (options.outer) {
      const all = [...names, ...AXES_IN_TABLE];
      const a = positionsTable(chart, all, 14, top, options.title ?? 'Inner chart', t);
      const b = positionsTable(options.outer, all, 282, top, options.outerTitle ?? 'Outer chart', t);
      height = Math.max(a.bottom, b.bottom) + 10;
      body.push(a.svg, b.svg);
    } else {
      const half = Math.ceil(names.length / 2);
      const a = positionsTable(chart, names.slice(0, half), 14, top, 'Planets', t);
      const b = positionsTable(chart, [...names.slice(half), ...AXES_IN_TABLE], 282, top, 'Points', t);
      height = Math.max(a.bottom, b.bottom) + 10;
      body.push(a.svg, b.svg);
    }
  }
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${f(height)}" width="${W}" height="${f(height)}" role="img" aria-label="${esc(options.title ?? 'Chart wheel')}">` +
    `<rect width="${W}" height="${f(height)}" fill="${t.background}"/>${body.join('')}</svg>`
  );
}
