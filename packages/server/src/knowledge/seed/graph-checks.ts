// Checks that the starter knowledge base's entities and relationships agree with each other and with the
// vocabulary: every node listed once with its facts right, every relationship between existing nodes and true to
// astrology (rulerships, exaltations, aspect geometry). checkSeed() in checks.ts runs them with the others.
import { ANGLE_NAMES } from '@stellara/contract';
import type { Relationship, SeedData, SeedIssue } from './schema.ts';
import {
  ASPECTS,
  BODIES,
  CLASSICAL_PLANETS,
  ELEMENTS,
  HOUSE_NUMBERS,
  HOUSE_SYSTEM_CODES,
  MAJOR_ASPECTS,
  type NodeLabel,
  POINTS,
  QUALITIES,
  RELATIONSHIP_ENDPOINTS,
  SIGNS,
  STYLES,
  SYMMETRIC_TYPES,
} from './vocabulary.ts';

const E = 'entities.json';
const R = 'relationships.json';

function duplicates<T>(items: T[], key: (item: T) => string): string[] {
  const seen = new Set<string>();
  const dups = new Set<string>();
  for (const item of items) {
    const k = key(item);
    if (seen.has(k)) dups.add(k);
    seen.add(k);
  }
  return [...dups];
}

function sameSet(actual: readonly string[], expected: readonly string[]): { missing: string[]; extra: string[] } {
  return {
    missing: expected.filter((e) => !actual.includes(e)),
    extra: actual.filter((a) => !expected.includes(a)),
  };
}

const ASPECT_GEOMETRY: Record<(typeof ASPECTS)[number], { angle: number; orb: number }> = {
  conjunction: { angle: 0, orb: 10 },
  opposition: { angle: 180, orb: 10 },
  trine: { angle: 120, orb: 8 },
  square: { angle: 90, orb: 5 },
  sextile: { angle: 60, orb: 6 },
  quintile: { angle: 72, orb: 1 },
  'semi-sextile': { angle: 30, orb: 1 },
  'semi-square': { angle: 45, orb: 1 },
  sesquiquadrate: { angle: 135, orb: 1 },
  biquintile: { angle: 144, orb: 1 },
  quincunx: { angle: 150, orb: 1 },
};

export function checkEntities(data: SeedData): SeedIssue[] {
  const issues: SeedIssue[] = [];
  const add = (message: string) => issues.push({ file: E, message });
  const e = data.entities;

  const setCheck = (what: string, actual: string[], expected: readonly string[]) => {
    const { missing, extra } = sameSet(actual, expected);
    if (missing.length > 0) add(`${what}: missing ${missing.join(', ')}`);
    if (extra.length > 0) add(`${what}: unexpected ${extra.join(', ')}`);
    for (const d of duplicates(actual, (x) => x)) add(`${what}: ${d} appears more than once`);
  };

  setCheck(
    'planets',
    e.planets.map((p) => p.name),
    POINTS,
  );
  setCheck(
    'signs',
    e.signs.map((s) => s.name),
    SIGNS,
  );
  setCheck(
    'houses',
    e.houses.map((h) => String(h.number)),
    HOUSE_NUMBERS.map(String),
  );
  setCheck(
    'aspects',
    e.aspects.map((a) => a.name),
    ASPECTS,
  );
  setCheck(
    'elements',
    e.elements.map((x) => x.name),
    ELEMENTS,
  );
  setCheck(
    'qualities',
    e.qualities.map((x) => x.name),
    QUALITIES,
  );
  setCheck(
    'interpretationStyles',
    e.interpretationStyles.map((x) => x.name),
    STYLES,
  );
  setCheck(
    'houseSystems',
    e.houseSystems.map((x) => x.code),
    HOUSE_SYSTEM_CODES,
  );
  for (const d of duplicates(e.energies, (x) => x.name.toLowerCase())) add(`energies: ${d} appears more than once`);
  for (const d of duplicates(e.topics, (x) => x.name.toLowerCase())) add(`topics: ${d} appears more than once`);
  for (const d of duplicates(e.houseSystems, (x) => x.name.toLowerCase())) add(`houseSystems: name ${d} repeated`);
  if (e.topics.length < 9) add(`topics: expected at least 9, found ${e.topics.length}`);
  if (e.energies.length < 3) add(`energies: expected at least 3, found ${e.energies.length}`);

  for (const sign of e.signs) {
    const i = SIGNS.indexOf(sign.name);
    if (sign.order !== i + 1) add(`sign ${sign.name}: order should be ${i + 1}`);
    if (sign.startDegree !== i * 30) add(`sign ${sign.name}: startDegree should be ${i * 30}`);
    if (sign.element !== ELEMENTS[i % 4]) add(`sign ${sign.name}: element should be ${ELEMENTS[i % 4]}`);
    if (sign.quality !== QUALITIES[i % 3]) add(`sign ${sign.name}: quality should be ${QUALITIES[i % 3]}`);
    const polarity = i % 2 === 0 ? 'yang' : 'yin';
    if (sign.polarity !== polarity) add(`sign ${sign.name}: polarity should be ${polarity}`);
  }
  for (const el of e.elements) {
    const polarity = el.name === 'Fire' || el.name === 'Air' ? 'yang' : 'yin';
    if (el.polarity !== polarity) add(`element ${el.name}: polarity should be ${polarity}`);
  }
  const angles = ['angular', 'succedent', 'cadent'] as const;
  const strengths = { angular: 'strong', succedent: 'moderate', cadent: 'weak' } as const;
  const axisPoints: Record<number, string> = Object.fromEntries(ANGLE_NAMES.map((name, i) => [i * 3 + 1, name]));
  for (const house of e.houses) {
    const angle = angles[(house.number - 1) % 3]!;
    if (house.angle !== angle) add(`house ${house.number}: should be ${angle}`);
    if (house.strength !== strengths[house.angle]) {
      add(`house ${house.number}: strength of a ${house.angle} house is ${strengths[house.angle]}`);
    }
    if ((house.axisPoint ?? undefined) !== axisPoints[house.number]) {
      add(`house ${house.number}: axisPoint should be ${axisPoints[house.number] ?? 'null'}`);
    }
    if (house.naturalSign !== SIGNS[house.number - 1]) {
      add(`house ${house.number}: naturalSign should be ${SIGNS[house.number - 1]}`);
    }
  }
  for (const d of duplicates(e.houses, (h) => h.name.toLowerCase())) add(`houses: name ${d} repeated`);
  for (const aspect of e.aspects) {
    const g = ASPECT_GEOMETRY[aspect.name];
    if (aspect.angle !== g.angle) add(`aspect ${aspect.name}: angle should be ${g.angle}`);
    if (aspect.orb !== g.orb) add(`aspect ${aspect.name}: default orb should be ${g.orb} (Kerykeion)`);
    const major = (MAJOR_ASPECTS as readonly string[]).includes(aspect.name);
    if (aspect.major !== major) add(`aspect ${aspect.name}: major should be ${major}`);
  }
  const defaults = e.interpretationStyles.filter((s) => s.isDefault).map((s) => s.name);
  if (defaults.length !== 1 || defaults[0] !== 'BALANCED')
    add('interpretationStyles: BALANCED must be the one default');
  for (const p of e.planets) {
    for (const d of duplicates(p.aliases, (a) => a.toLowerCase())) add(`planet ${p.name}: alias ${d} repeated`);
  }
  const aliasOwners = new Map<string, string>();
  for (const p of e.planets) {
    for (const name of [p.name, ...p.aliases]) {
      const owner = aliasOwners.get(name.toLowerCase());
      if (owner && owner !== p.name) add(`planet alias ${name} is used by both ${owner} and ${p.name}`);
      aliasOwners.set(name.toLowerCase(), p.name);
    }
  }
  return issues;
}

/** "Label:key" for messages and lookups. */
export function refKey(ref: { label: NodeLabel; key: string | number }): string {
  return `${ref.label}:${ref.key}`;
}

function nodeKeys(data: SeedData): Set<string> {
  const e = data.entities;
  return new Set([
    ...e.planets.map((x) => `Planet:${x.name}`),
    ...e.signs.map((x) => `Sign:${x.name}`),
    ...e.houses.map((x) => `House:${x.number}`),
    ...e.aspects.map((x) => `Aspect:${x.name}`),
    ...e.elements.map((x) => `Element:${x.name}`),
    ...e.qualities.map((x) => `Quality:${x.name}`),
    ...e.energies.map((x) => `Energy:${x.name}`),
    ...e.topics.map((x) => `Topic:${x.name}`),
    ...e.interpretationStyles.map((x) => `InterpretationStyle:${x.name}`),
    ...e.houseSystems.map((x) => `HouseSystem:${x.code}`),
  ]);
}

function signIndex(key: string | number): number {
  return SIGNS.indexOf(String(key) as (typeof SIGNS)[number]);
}

/** Distance between two signs (or houses) around the circle: 0..6. */
function circleDistance(a: number, b: number): number {
  const d = (((b - a) % 12) + 12) % 12;
  return Math.min(d, 12 - d);
}

export function checkRelationships(data: SeedData): SeedIssue[] {
  const issues: SeedIssue[] = [];
  const add = (message: string) => issues.push({ file: R, message });
  const nodes = nodeKeys(data);
  const rels = data.relationships;
  const show = (r: Relationship) => `${r.type} ${refKey(r.from)} -> ${refKey(r.to)}`;

  const seen = new Set<string>();
  for (const r of rels) {
    if (!nodes.has(refKey(r.from))) add(`${show(r)}: no node ${refKey(r.from)} in entities.json`);
    if (!nodes.has(refKey(r.to))) add(`${show(r)}: no node ${refKey(r.to)} in entities.json`);
    const allowed = RELATIONSHIP_ENDPOINTS[r.type];
    if (!allowed.some(([from, to]) => from === r.from.label && to === r.to.label)) {
      add(`${show(r)}: ${r.type} may connect only ${allowed.map(([f, t]) => `${f}->${t}`).join(', ')}`);
    }
    const key = `${r.type}|${refKey(r.from)}|${refKey(r.to)}`;
    if (seen.has(key)) add(`${show(r)}: duplicate relationship`);
    seen.add(key);
    if (SYMMETRIC_TYPES.includes(r.type)) {
      if (seen.has(`${r.type}|${refKey(r.to)}|${refKey(r.from)}`)) add(`${show(r)}: stored in both directions`);
      const order = (ref: Relationship['from']) => (ref.label === 'Sign' ? signIndex(ref.key) + 1 : Number(ref.key));
      if (order(r.from) >= order(r.to)) add(`${show(r)}: symmetric, so store it from the earlier to the later node`);
    }
    if (r.type === 'RULES' || r.type === 'DETRIMENT_IN') {
      const scheme = r.props?.scheme;
      if (scheme !== 'traditional' && scheme !== 'modern' && scheme !== 'both') {
        add(`${show(r)}: props.scheme must be traditional, modern or both`);
      }
    }
    if (r.type === 'RELATES_TO' && typeof r.props?.relation !== 'string') {
      add(`${show(r)}: props.relation (what kind of link) is required`);
    }
  }

  const of = (type: string) => rels.filter((r) => r.type === type);
  const inScheme = (r: Relationship, scheme: 'traditional' | 'modern') =>
    r.props?.scheme === scheme || r.props?.scheme === 'both';

  // Rulerships: every sign has exactly one ruler in each scheme.
  for (const sign of SIGNS) {
    for (const scheme of ['traditional', 'modern'] as const) {
      const rulers = of('RULES').filter((r) => r.to.key === sign && inScheme(r, scheme));
      if (rulers.length !== 1) {
        add(
          `${sign} must have exactly one ${scheme} ruler; found ${rulers.map((r) => r.from.key).join(', ') || 'none'}`,
        );
      }
    }
  }
  // Detriment is the sign opposite each sign a planet rules, in the same scheme, and nothing else.
  const expectedDetriments = of('RULES').map((r) => {
    const opposite = SIGNS[(signIndex(r.to.key) + 6) % 12];
    return `${r.from.key}|${opposite}|${r.props?.scheme}`;
  });
  const actualDetriments = of('DETRIMENT_IN').map((r) => `${r.from.key}|${r.to.key}|${r.props?.scheme}`);
  for (const d of expectedDetriments.filter((x) => !actualDetriments.includes(x))) {
    const [p, s, scheme] = d.split('|');
    add(`missing DETRIMENT_IN Planet:${p} -> Sign:${s} (${scheme}), opposite a sign it rules`);
  }
  for (const d of actualDetriments.filter((x) => !expectedDetriments.includes(x))) {
    const [p, s, scheme] = d.split('|');
    add(`DETRIMENT_IN Planet:${p} -> Sign:${s} (${scheme}) is not opposite any sign ${p} rules in that scheme`);
  }
  // Exaltation: at most one per planet and per sign; fall is the opposite sign.
  for (const d of duplicates(of('EXALTED_IN'), (r) => String(r.from.key))) add(`${d} has more than one exaltation`);
  for (const d of duplicates(of('EXALTED_IN'), (r) => String(r.to.key))) add(`${d} is the exaltation of two planets`);
  const expectedFalls = of('EXALTED_IN').map((r) => `${r.from.key}|${SIGNS[(signIndex(r.to.key) + 6) % 12]}`);
  const actualFalls = of('FALL_IN').map((r) => `${r.from.key}|${r.to.key}`);
  for (const f of expectedFalls.filter((x) => !actualFalls.includes(x))) {
    add(`missing FALL_IN ${f.replace('|', ' -> ')} (opposite its exaltation)`);
  }
  for (const f of actualFalls.filter((x) => !expectedFalls.includes(x))) {
    add(`FALL_IN ${f.replace('|', ' -> ')} is not opposite an exaltation`);
  }

  // Sign-to-sign geometry: each sign has one opposite, two trines, two squares, two sextiles.
  const geometry = [
    { type: 'OPPOSITE_TO', distance: 6, per: 1 },
    { type: 'OPPOSES', distance: 6, per: 1 },
    { type: 'TRINES', distance: 4, per: 2 },
    { type: 'SQUARES', distance: 3, per: 2 },
    { type: 'SEXTILES', distance: 2, per: 2 },
  ];
  const signs = new Map(data.entities.signs.map((s) => [s.name as string, s]));
  for (const g of geometry) {
    const edges = of(g.type).filter((r) => r.from.label === 'Sign');
    for (const r of edges) {
      const d = circleDistance(signIndex(r.from.key), signIndex(r.to.key));
      if (d !== g.distance) add(`${show(r)}: the signs are ${d} apart, ${g.type} needs ${g.distance}`);
      const a = signs.get(String(r.from.key));
      const b = signs.get(String(r.to.key));
      if (g.type === 'TRINES' && a && b && a.element !== b.element) add(`${show(r)}: trines share an element`);
      if (g.type === 'SQUARES' && a && b && a.quality !== b.quality) add(`${show(r)}: squares share a quality`);
    }
    for (const sign of SIGNS) {
      const n = edges.filter((r) => r.from.key === sign || r.to.key === sign).length;
      if (n !== g.per) add(`${sign} should have ${g.per} ${g.type} link(s); found ${n}`);
    }
  }
  const houseOpposites = of('OPPOSITE_TO').filter((r) => r.from.label === 'House');
  for (const r of houseOpposites) {
    if (circleDistance(Number(r.from.key), Number(r.to.key)) !== 6) add(`${show(r)}: houses are not opposite`);
  }
  for (const house of HOUSE_NUMBERS) {
    const n = houseOpposites.filter((r) => r.from.key === house || r.to.key === house).length;
    if (n !== 1) add(`house ${house} should have exactly one OPPOSITE_TO; found ${n}`);
  }

  // Natural friendships and enmities (Jyotish, Parashara's naisargika maitri): each is one planet's view of another,
  // so they are directed; only the seven classical planets take part, and no planet is both friend and enemy.
  const classical: readonly string[] = CLASSICAL_PLANETS;
  const views = [...of('FRIENDS_WITH'), ...of('ENEMIES_WITH')];
  for (const r of views) {
    if (!classical.includes(String(r.from.key)) || !classical.includes(String(r.to.key))) {
      add(`${show(r)}: natural friendship and enmity are among the seven classical planets only`);
    }
    if (r.from.key === r.to.key) add(`${show(r)}: a planet is not its own friend or enemy`);
    if (r.props?.tradition !== 'jyotish') add(`${show(r)}: props.tradition must name the source tradition (jyotish)`);
  }
  for (const d of duplicates(views, (r) => `${r.from.key}>${r.to.key}`)) {
    add(`${d.replace('>', ' -> ')} is listed as both friend and enemy`);
  }
  for (const planet of CLASSICAL_PLANETS) {
    if (!of('FRIENDS_WITH').some((r) => r.from.key === planet)) add(`Planet:${planet} has no natural friend`);
  }

  // Element and quality membership agrees with the sign and planet records.
  for (const sign of data.entities.signs) {
    const el = of('HAS_ELEMENT').filter((r) => r.from.label === 'Sign' && r.from.key === sign.name);
    if (el.length !== 1 || el[0]!.to.key !== sign.element) {
      add(`Sign:${sign.name} needs exactly one HAS_ELEMENT -> Element:${sign.element}`);
    }
    const q = of('HAS_QUALITY').filter((r) => r.from.key === sign.name);
    if (q.length !== 1 || q[0]!.to.key !== sign.quality) {
      add(`Sign:${sign.name} needs exactly one HAS_QUALITY -> Quality:${sign.quality}`);
    }
  }
  for (const planet of data.entities.planets) {
    const el = of('HAS_ELEMENT').filter((r) => r.from.label === 'Planet' && r.from.key === planet.name);
    const expected = planet.element === null ? [] : [planet.element];
    if (el.length !== expected.length || (expected[0] && el[0]?.to.key !== expected[0])) {
      add(`Planet:${planet.name} HAS_ELEMENT should match its element field (${planet.element ?? 'none'})`);
    }
  }

  // Topics: every topic reachable from a planet and a house; every body and house covers a topic.
  const cover = of('COVERS_TOPIC');
  for (const topic of data.entities.topics) {
    if (!cover.some((r) => r.from.label === 'Planet' && r.to.key === topic.name)) {
      add(`Topic:${topic.name} is covered by no planet`);
    }
    if (!cover.some((r) => r.from.label === 'House' && r.to.key === topic.name)) {
      add(`Topic:${topic.name} is covered by no house`);
    }
  }
  for (const body of BODIES) {
    if (!cover.some((r) => r.from.label === 'Planet' && r.from.key === body)) add(`Planet:${body} covers no topic`);
  }
  for (const house of HOUSE_NUMBERS) {
    if (!cover.some((r) => r.from.label === 'House' && r.from.key === house)) add(`House:${house} covers no topic`);
  }

  // Energies: every aspect creates one; every aspect-type energy is created by some aspect.
  for (const aspect of ASPECTS) {
    if (!of('CREATES_ENERGY').some((r) => r.from.key === aspect)) add(`Aspect:${aspect} creates no energy`);
  }
  for (const energy of data.entities.energies.filter((x) => x.type === 'aspect')) {
    if (!of('CREATES_ENERGY').some((r) => r.to.key === energy.name))
      add(`Energy:${energy.name} is created by no aspect`);
  }
  return issues;
}
