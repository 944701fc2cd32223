// Completeness and quality of the starter knowledge base. Each failing test lists exactly what to fix, file by
// file (missing combinations, duplicates, out-of-range fields, banned phrases, repeated prose), so writers can use
// `npx vitest run --project unit packages/server/src/knowledge/seed` as a checklist.
import { describe, expect, it } from 'vitest';
import { checkEntities, checkRelationships } from './graph-checks.ts';
import {
  checkAscendant,
  checkAspects,
  checkPlanetInHouse,
  checkPlanetInSign,
  checkProse,
} from './interpretation-checks.ts';
import { loadSeed } from './load.ts';
import { readSeed } from './read-seed.ts';
import {
  allInterpretations,
  aspectInterpretationSchema,
  interpretsTargets,
  placementOf,
  planetInSignSchema,
  type SeedData,
  type SeedIssue,
  SeedValidationError,
  SIGNS,
} from './schema.ts';

const { data, issues: readIssues } = readSeed();

function report(issues: SeedIssue[]): string {
  const byFile = new Map<string, string[]>();
  for (const i of issues) byFile.set(i.file, [...(byFile.get(i.file) ?? []), i.message]);
  return [...byFile].map(([file, messages]) => `\n${file}:\n${messages.map((m) => `  - ${m}`).join('\n')}`).join('');
}

function expectNoIssues(issues: SeedIssue[]): void {
  if (issues.length > 0) throw new Error(`${issues.length} problem(s) to fix:${report(issues)}`);
}

const inFolder = (prefix: string) => (i: SeedIssue) => i.file.startsWith(prefix);

describe('interpretations: every required combination, valid and unique', () => {
  const prose = checkProse(data);

  it('planet-in-sign: 11 bodies x 12 signs (interpretations/planet-in-sign/*.json)', () => {
    const prefix = 'interpretations/planet-in-sign';
    expectNoIssues([
      ...readIssues.filter(inFolder(prefix)),
      ...checkPlanetInSign(data.planetInSign),
      ...prose.filter(inFolder(prefix)),
    ]);
    expect(data.planetInSign).toHaveLength(132);
  });

  it('planet-in-house: 11 bodies x 12 houses (interpretations/planet-in-house/*.json)', () => {
    const prefix = 'interpretations/planet-in-house';
    expectNoIssues([
      ...readIssues.filter(inFolder(prefix)),
      ...checkPlanetInHouse(data.planetInHouse),
      ...prose.filter(inFolder(prefix)),
    ]);
    expect(data.planetInHouse).toHaveLength(132);
  });

  it('aspects: 45 planet pairs x 5 major aspects (interpretations/aspects/*.json)', () => {
    const prefix = 'interpretations/aspects';
    expectNoIssues([
      ...readIssues.filter(inFolder(prefix)),
      ...checkAspects(data.aspects),
      ...prose.filter(inFolder(prefix)),
    ]);
    expect(data.aspects).toHaveLength(225);
  });

  it('ascendant-in-sign: 12 signs (interpretations/ascendant-in-sign.json)', () => {
    const prefix = 'interpretations/ascendant-in-sign.json';
    expectNoIssues([
      ...readIssues.filter(inFolder(prefix)),
      ...checkAscendant(data.ascendantInSign),
      ...prose.filter(inFolder(prefix)),
    ]);
    expect(data.ascendantInSign).toHaveLength(12);
  });

  it('every placement label is unique across all kinds', () => {
    const labels = allInterpretations(data).map((i) => `${placementOf(i)}|${i.style}`);
    expect(new Set(labels).size).toBe(labels.length);
  });
});

describe('entities and relationships', () => {
  it('entities.json and relationships.json are valid and consistent', () => {
    expectNoIssues([
      ...readIssues.filter((i) => i.file === 'entities.json' || i.file === 'relationships.json'),
      ...checkEntities(data),
      ...checkRelationships(data),
    ]);
  });

  const rel = (type: string, scheme?: string) =>
    data.relationships
      .filter(
        (r) => r.type === type && (scheme === undefined || r.props?.scheme === scheme || r.props?.scheme === 'both'),
      )
      .map((r) => `${r.from.key}>${r.to.key}`)
      .sort();

  it('opposes: the six sign oppositions, once per pair', () => {
    expect(rel('OPPOSES')).toEqual(
      [
        'Aries>Libra',
        'Taurus>Scorpio',
        'Gemini>Sagittarius',
        'Cancer>Capricorn',
        'Leo>Aquarius',
        'Virgo>Pisces',
      ].sort(),
    );
  });

  it('natural friendships and enmities follow the Jyotish table (Parashara), one planet towards another', () => {
    // Each planet's friends and enemies; the rest are neutral to it. Not symmetric: the Moon has no enemies,
    // yet Mercury counts the Moon among its enemies.
    const friends: Record<string, string[]> = {
      Sun: ['Moon', 'Mars', 'Jupiter'],
      Moon: ['Sun', 'Mercury'],
      Mars: ['Sun', 'Moon', 'Jupiter'],
      Mercury: ['Sun', 'Venus'],
      Jupiter: ['Sun', 'Moon', 'Mars'],
      Venus: ['Mercury', 'Saturn'],
      Saturn: ['Mercury', 'Venus'],
    };
    const enemies: Record<string, string[]> = {
      Sun: ['Venus', 'Saturn'],
      Mars: ['Mercury'],
      Mercury: ['Moon'],
      Jupiter: ['Mercury', 'Venus'],
      Venus: ['Sun', 'Moon'],
      Saturn: ['Sun', 'Moon', 'Mars'],
    };
    const pairs = (table: Record<string, string[]>) =>
      Object.entries(table)
        .flatMap(([a, list]) => list.map((b) => `${a}>${b}`))
        .sort();
    expect(rel('FRIENDS_WITH')).toEqual(pairs(friends));
    expect(rel('ENEMIES_WITH')).toEqual(pairs(enemies));
  });

  it('rulerships match the traditional and modern tables', () => {
    const traditional = {
      Aries: 'Mars',
      Taurus: 'Venus',
      Gemini: 'Mercury',
      Cancer: 'Moon',
      Leo: 'Sun',
      Virgo: 'Mercury',
      Libra: 'Venus',
      Scorpio: 'Mars',
      Sagittarius: 'Jupiter',
      Capricorn: 'Saturn',
      Aquarius: 'Saturn',
      Pisces: 'Jupiter',
    };
    const modern = { ...traditional, Scorpio: 'Pluto', Aquarius: 'Uranus', Pisces: 'Neptune' };
    expect(rel('RULES', 'traditional')).toEqual(
      Object.entries(traditional)
        .map(([s, p]) => `${p}>${s}`)
        .sort(),
    );
    expect(rel('RULES', 'modern')).toEqual(
      Object.entries(modern)
        .map(([s, p]) => `${p}>${s}`)
        .sort(),
    );
  });

  it('exaltations and falls match the traditional table', () => {
    const exalted = ['Sun>Aries', 'Moon>Taurus', 'Mercury>Virgo', 'Venus>Pisces', 'Mars>Capricorn'];
    exalted.push('Jupiter>Cancer', 'Saturn>Libra');
    const falls = ['Sun>Libra', 'Moon>Scorpio', 'Mercury>Pisces', 'Venus>Virgo', 'Mars>Cancer'];
    falls.push('Jupiter>Capricorn', 'Saturn>Aries');
    expect(rel('EXALTED_IN')).toEqual(exalted.sort());
    expect(rel('FALL_IN')).toEqual(falls.sort());
  });

  it('detriments include the classic pairs', () => {
    const detriments = rel('DETRIMENT_IN');
    for (const d of ['Mars>Libra', 'Venus>Aries', 'Sun>Aquarius', 'Moon>Capricorn', 'Saturn>Cancer', 'Pluto>Taurus']) {
      expect(detriments).toContain(d);
    }
  });

  it('house systems carry the Swiss Ephemeris names for the common letters', () => {
    const names = Object.fromEntries(data.entities.houseSystems.map((h) => [h.code, h.name]));
    expect(names.P).toBe('Placidus');
    expect(names.K).toBe('Koch');
    expect(names.O).toBe('Porphyry');
    expect(names.R).toBe('Regiomontanus');
    expect(names.C).toBe('Campanus');
    expect(names.W).toMatch(/whole sign/i);
    expect(names.A).toMatch(/equal/i);
  });

  it('aspect orbs are the Kerykeion defaults', () => {
    const orbs = Object.fromEntries(data.entities.aspects.map((a) => [a.name, a.orb]));
    expect(orbs).toEqual({
      conjunction: 10,
      opposition: 10,
      trine: 8,
      sextile: 6,
      square: 5,
      quintile: 1,
      'semi-sextile': 1,
      'semi-square': 1,
      sesquiquadrate: 1,
      biquintile: 1,
      quincunx: 1,
    });
  });
});

describe('the whole seed', () => {
  it('loadSeed() returns the complete, validated knowledge base', () => {
    let seed: SeedData;
    try {
      seed = loadSeed();
    } catch (error) {
      if (error instanceof SeedValidationError) throw new Error(`loadSeed() failed:${report(error.issues)}`);
      throw error;
    }
    expect(seed.planetInSign).toHaveLength(132);
    expect(seed.planetInHouse).toHaveLength(132);
    expect(seed.aspects).toHaveLength(225);
    expect(seed.ascendantInSign).toHaveLength(12);
    const interpretation = allInterpretations(seed).find((i) => i.kind === 'aspect');
    expect(interpretation && interpretsTargets(interpretation).map((t) => t.label)).toEqual([
      'Planet',
      'Planet',
      'Aspect',
    ]);
  });
});

// The checks themselves must be able to fail: feed them known-bad input.
describe('the checks reject bad content', () => {
  const good = {
    planet: 'Sun',
    sign: 'Aries',
    style: 'BALANCED',
    keywords: ['initiative', 'courage', 'impatience'],
    gifts: ['starts things', 'direct'],
    shadow: ['rushes', 'bristles at waiting'],
    summary:
      'A first sentence that is long enough to count as a sentence in a summary of a placement. ' +
      'A second sentence that names the tension plainly, then what grows when it is met with some care and patience.',
  };

  it('accepts a well-formed entry', () => {
    expect(planetInSignSchema.safeParse(good).success).toBe(true);
  });

  it.each([
    ['a banned phrase', { summary: `${good.summary} It's all good in the end, so there is nothing to fear here.` }],
    ['a curly-apostrophe banned phrase', { summary: `${good.summary} It\u2019s all good in the end, truly it is.` }],
    [
      'one sentence only',
      { summary: 'Only one sentence here, and it goes on for a while but never stops to breathe at all.' },
    ],
    ['too many words', { summary: `${good.summary} ${'word '.repeat(80)}ends here.` }],
    [
      'five sentences',
      { summary: 'One is here. Two is here. Three is here. Four is here. Five is here, and that is too many now.' },
    ],
    ['too few keywords', { keywords: ['one', 'two'] }],
    ['a repeated gift', { gifts: ['direct', 'Direct'] }],
    ['an overlong shadow', { shadow: ['x'.repeat(81), 'fine'] }],
    ['an unknown field', { notes: 'extra' }],
    ['an unknown sign', { sign: 'Ophiuchus' }],
    ['an unknown style', { style: 'POETIC' }],
  ])('rejects %s', (_name, patch) => {
    expect(planetInSignSchema.safeParse({ ...good, ...patch }).success).toBe(false);
  });

  it('rejects an aspect pair in the wrong order', () => {
    const { planet: _p, sign: _s, ...common } = good;
    const wrong = { ...common, planet1: 'Moon', planet2: 'Sun', aspect: 'trine' };
    expect(aspectInterpretationSchema.safeParse(wrong).success).toBe(false);
    expect(aspectInterpretationSchema.safeParse({ ...wrong, planet1: 'Sun', planet2: 'Moon' }).success).toBe(true);
  });

  it('lists missing and duplicate combinations by file', () => {
    const item = planetInSignSchema.parse(good);
    const issues = checkPlanetInSign([item, item]);
    const sun = issues.find(
      (i) => i.file === 'interpretations/planet-in-sign/sun.json' && i.message.startsWith('missing'),
    );
    expect(sun?.message).toContain('missing 11 combination(s)');
    expect(sun?.message).toContain('Sun in Taurus');
    expect(sun?.message).not.toContain('Sun in Aries');
    expect(issues.some((i) => i.message.includes('duplicate: Sun in Aries'))).toBe(true);
    expect(issues.filter((i) => i.message.startsWith('missing'))).toHaveLength(11);
  });

  it('flags identical summaries and reused sentences', () => {
    const a = planetInSignSchema.parse(good);
    const b = { ...a, sign: 'Taurus' as const };
    const c = {
      ...a,
      sign: 'Gemini' as const,
      summary: `A first sentence that is long enough to count as a sentence in a summary of a placement. Then ${SIGNS[2]} goes its own way with a quite different second sentence.`,
    };
    const seed: SeedData = { ...data, planetInSign: [a, b, c], planetInHouse: [], aspects: [], ascendantInSign: [] };
    const messages = checkProse(seed).map((i) => i.message);
    expect(messages.some((m) => m.startsWith('identical summaries: Sun in Aries'))).toBe(true);
    expect(messages.some((m) => m.startsWith('the sentence') && m.includes('Sun in Gemini'))).toBe(true);
  });

  it('flags an inconsistent relationship set', () => {
    const broken: SeedData = {
      ...data,
      relationships: [
        ...data.relationships.filter((r) => !(r.type === 'FALL_IN' && r.from.key === 'Sun')),
        {
          type: 'RULES',
          from: { label: 'Planet', key: 'Vulcan' },
          to: { label: 'Sign', key: 'Virgo' },
          props: { scheme: 'traditional' },
        },
        { type: 'TRINES', from: { label: 'Sign', key: 'Aries' }, to: { label: 'Sign', key: 'Taurus' } },
      ],
    };
    const messages = checkRelationships(broken).map((i) => i.message);
    expect(messages.some((m) => m.includes('no node Planet:Vulcan'))).toBe(true);
    expect(messages.some((m) => m.includes('Virgo must have exactly one traditional ruler'))).toBe(true);
    expect(messages.some((m) => m.includes('missing FALL_IN Sun -> Libra'))).toBe(true);
    expect(messages.some((m) => m.includes('TRINES Sign:Aries -> Sign:Taurus: the signs are 1 apart'))).toBe(true);
  });
});
