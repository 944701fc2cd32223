// A compatibility reading in words, pure (no I/O): the label, the one-line explanation, the highlights and the
// relationship dynamics, all from one compatibilityScale over the reading's stored synastry (so the ring, its
// label and the dynamics agree), and what stands out in the pair's composite chart.
import {
  type AreaKey,
  type CompositeChart,
  type ContactAspect,
  type ContactStrength,
  calculateAspects,
  compatibilityScale,
  type PointName,
  type SynastryAspectInput,
  type SynastryContact,
} from '@stellara/astro';
import {
  type CompatibilityDynamic,
  type CompositePosition,
  compatibilityLabel,
  ordinal,
  TEN_PLANETS,
} from '@stellara/contract';
import { displayPointName, lookup, THEME } from '../conversation/index.ts';

/** What a stored compatibility reading's result holds (members.service createReading). */
export interface StoredCompatibilityResult {
  score: number;
  description: string;
  isDestinySign: boolean;
  scoredAspects: { p1: string; p2: string; aspect: string; orbit: number; points: number }[];
  synastry: {
    aspects: SynastryAspectInput[];
    firstInSecondHouses: { point: string; house: number }[];
    secondInFirstHouses: { point: string; house: number }[];
  };
}

const PAIR_GLOSS: Record<ContactAspect, string> = {
  conjunction: 'a strong, immediate bond in this area',
  opposition: 'a magnetic pull with some push and pull in it',
  square: 'spark and friction that keeps things alive but needs care',
  trine: 'an easy, natural understanding',
  sextile: 'a friendly ease that grows when you both work at it',
};
/** How a contact's weight reads: its strength in words, never a bare number. */
const STRENGTH_WORDS: Record<ContactStrength, string> = {
  strong: 'a strong contact',
  clear: 'a clear contact',
  light: 'a light contact',
};
const HOUSE_MEANING: Partial<Record<number, string>> = {
  1: 'how they see you at first sight',
  4: 'home and belonging',
  5: 'romance, play and delight',
  7: 'partnership and commitment',
  8: 'intimacy and shared depths',
  10: 'ambition and public life',
};
const OVERLAY_POINTS = ['Sun', 'Moon', 'Venus', 'Mars'];
const AREA_LABEL: Record<AreaKey, string> = {
  communication: 'Communication',
  emotion: 'Emotional bond',
  attraction: 'Attraction',
  stability: 'Stability',
  growth: 'Growth',
};
const AREA_PLANETS: Record<AreaKey, string> = {
  communication: 'Mercury',
  emotion: 'Moon',
  attraction: 'Venus or Mars',
  stability: 'Saturn',
  growth: 'Jupiter',
};

/** The default name of a member's own chart (members.service ensureMainChart): read as "you". */
const isOwn = (name: string) => name === 'My Chart';
const possessive = (name: string) => (isOwn(name) ? 'your' : `${name}'s`);
const sentence = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const degrees = (orb: number) => `${orb < 0.1 ? 'under 0.1' : orb.toFixed(1)}°`;

/** "your Moon trine Ben's Venus" */
export function contactName(c: SynastryContact, [a, b]: [string, string]): string {
  return `${possessive(a)} ${displayPointName(c.p1)} ${c.aspect} ${possessive(b)} ${displayPointName(c.p2)}`;
}

export interface CompatibilityWords {
  percentage: number;
  /** The percentage's band in words (compatibilityLabel: the same scale as its colour). */
  label: string;
  /** One sentence on what the percentage is made of. */
  summary: string;
  highlights: string[];
  dynamics: CompatibilityDynamic[];
}

/** The reading in words, from one scale over its synastry. */
export function compatibilityWords(result: StoredCompatibilityResult, names: [string, string]): CompatibilityWords {
  const scale = compatibilityScale(result.synastry.aspects, { sameTempo: result.isDestinySign });
  const [a, b] = names;
  const { contacts } = scale;

  const highlights: string[] = [];
  if (result.isDestinySign) {
    const pair = isOwn(a) ? `you and ${b}` : isOwn(b) ? `you and ${a}` : `${a} and ${b}`;
    highlights.push(
      `Both Suns are in signs of the same quality, so ${pair} tend to move through life at a similar tempo.`,
    );
  }
  for (const c of contacts.slice(0, 3)) {
    highlights.push(
      `${sentence(contactName(c, names))}, ${degrees(c.orb)} from exact: ${STRENGTH_WORDS[c.strength]}, ${PAIR_GLOSS[c.aspect]}.`,
    );
  }
  const overlays = [
    ...result.synastry.secondInFirstHouses.map((o) => ({ who: b, whose: a, ...o })),
    ...result.synastry.firstInSecondHouses.map((o) => ({ who: a, whose: b, ...o })),
  ].filter((o) => OVERLAY_POINTS.includes(o.point) && HOUSE_MEANING[o.house]);
  for (const o of overlays) {
    if (highlights.length >= 5) break;
    highlights.push(
      `${sentence(possessive(o.who))} ${o.point} falls in ${possessive(o.whose)} ${ordinal(o.house)} house, touching ${HOUSE_MEANING[o.house]}.`,
    );
  }

  const dynamics = scale.areas.map(({ key, dots, contacts: touching }): CompatibilityDynamic => {
    const label = AREA_LABEL[key];
    if (!touching.length) {
      return {
        key,
        label,
        dots,
        summary: `No contact within 5° involves either ${AREA_PLANETS[key]}: this area asks for conscious effort.`,
      };
    }
    const [top] = touching as [SynastryContact];
    const flowing = touching.filter((c) => c.tone === 'flowing').length;
    const more = touching.length - 1;
    const rest = more
      ? ` ${more} more contact${more === 1 ? '' : 's'} here; ${flowing} of ${touching.length} flowing.`
      : '';
    return {
      key,
      label,
      dots,
      summary: `${sentence(contactName(top, names))} (${degrees(top.orb)}): ${STRENGTH_WORDS[top.strength]}, ${top.tone}.${rest}`,
    };
  });

  const count = (s: ContactStrength) => contacts.filter((c) => c.strength === s).length;
  const flowing = contacts.filter((c) => c.tone === 'flowing').length;
  const summary = contacts.length
    ? `${contacts.length} contact${contacts.length === 1 ? '' : 's'} within 5° between the charts (${count('strong')} strong, ${count('clear')} clear, ${count('light')} light), ${flowing} of them flowing; the strongest is ${contactName(contacts[0]!, names)}.`
    : 'No planet of one chart is within 5° of an aspect to the other: a connection built by choice more than by pull.';
  return {
    percentage: scale.percentage,
    label: compatibilityLabel(scale.percentage),
    summary,
    highlights,
    dynamics,
  };
}

// --------------------------------------------------------------------------------------------- composite

const COMPOSITE_POINTS: readonly PointName[] = [...TEN_PLANETS, 'Ascendant', 'Medium_Coeli'];
const theme = (name: string) => lookup(THEME, name) ?? name.toLowerCase();
const HOUSE_AREA: Record<number, string> = {
  1: 'how the pair meets the world',
  2: 'what the two of you build and value together',
  3: 'talk, ideas and everyday contact',
  4: 'home, roots and private life',
  5: 'play, romance and creativity',
  6: 'daily routines and care for each other',
  7: 'partnership itself',
  8: 'intimacy, trust and what you share',
  9: 'travel, beliefs and learning together',
  10: 'shared aims and how others see you as a pair',
  11: 'friends, causes and hopes',
  12: 'what stays private, even between you',
};
const COMPOSITE_ASPECT: Record<ContactAspect, string> = {
  conjunction: 'fused',
  opposition: 'in a tug that asks for balance',
  square: 'in friction that asks for adjustments',
  trine: 'in easy flow',
  sextile: 'in friendly support',
};

/**
 * A composite chart as the member sees it: midpoints have no motion of their own, so no point is marked retrograde
 * (the engine's averaged speed can be negative, which says nothing about the pair).
 */
export function withoutMotion(composite: CompositeChart): CompositeChart {
  const points = Object.fromEntries(
    Object.entries(composite.points).map(([name, p]) => [name, { ...p, retrograde: false }]),
  ) as CompositeChart['points'];
  return { ...composite, points };
}

/** The composite chart's positions, in planet order (never retrograde: see withoutMotion). */
export function compositePositions(composite: CompositeChart, timed = true): CompositePosition[] {
  return COMPOSITE_POINTS.filter((name) => timed || (name !== 'Ascendant' && name !== 'Medium_Coeli')).map((name) => {
    const p = composite.points[name];
    return {
      point: displayPointName(name),
      sign: p.signName,
      degree: Math.floor(p.position),
      minute: Math.floor((p.position % 1) * 60),
      house: name === 'Ascendant' || name === 'Medium_Coeli' || !timed ? null : p.house,
      retrograde: false,
    };
  });
}

/**
 * What stands out in a composite chart, in up to four lines: the pair's Sun (its purpose) and Moon (its feelings)
 * by sign and house, the most crowded house, and the tightest aspect among the personal planets.
 */
export function compositeHighlights(composite: CompositeChart, timed = true): string[] {
  const out: string[] = [];
  const sun = composite.points.Sun;
  const moon = composite.points.Moon;
  // Without both birth times the composite has no houses: the signs alone are read.
  out.push(
    timed
      ? `The composite Sun in ${sun.signName} in the ${ordinal(sun.house)} house: as a pair your shared purpose runs through ${HOUSE_AREA[sun.house]}.`
      : `The composite Sun in ${sun.signName}: the sign of the purpose you share as a pair.`,
  );
  out.push(
    timed
      ? `The composite Moon in ${moon.signName} in the ${ordinal(moon.house)} house: what the relationship needs to feel safe is found in ${HOUSE_AREA[moon.house]}.`
      : `The composite Moon in ${moon.signName}: the sign of what the relationship needs to feel safe.`,
  );
  const planets = TEN_PLANETS.map((n) => composite.points[n]);
  const byHouse = new Map<number, string[]>();
  for (const p of planets) byHouse.set(p.house, [...(byHouse.get(p.house) ?? []), displayPointName(p.name)]);
  const [house, crowd] = [...byHouse.entries()].sort((x, y) => y[1].length - x[1].length || x[0] - y[0])[0]!;
  if (timed && crowd.length >= 3) {
    out.push(
      `${crowd.length} planets (${crowd.join(', ')}) gather in the ${ordinal(house)} house: much of the relationship's energy goes into ${HOUSE_AREA[house]}.`,
    );
  }
  const personal: PointName[] = ['Sun', 'Moon', 'Mercury', 'Venus', 'Mars'];
  const [tightest] = calculateAspects(composite.points, { activePoints: [...TEN_PLANETS] })
    .filter(
      (x): x is typeof x & { aspect: ContactAspect } =>
        x.aspect in COMPOSITE_ASPECT && (personal.includes(x.p1) || personal.includes(x.p2)),
    )
    .sort((x, y) => Math.abs(x.orbit) - Math.abs(y.orbit));
  if (tightest) {
    out.push(
      `The tightest contact: composite ${displayPointName(tightest.p1)} ${tightest.aspect} ${displayPointName(tightest.p2)} (${degrees(Math.abs(tightest.orbit))}), the pair's ${theme(tightest.p1)} with its ${theme(tightest.p2)}, ${COMPOSITE_ASPECT[tightest.aspect]}.`,
    );
  }
  return out;
}
