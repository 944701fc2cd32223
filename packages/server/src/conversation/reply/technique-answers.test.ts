import {
  birthMoonPhase,
  calculateNatalChart,
  compareHouseSystems,
  elementBalance,
  findAspectPatterns,
  findDispositors,
  jupiterReturns,
  type NatalChart,
  nodalReturns,
  saturnReturns,
  signEdges,
  solarReturn,
} from '@stellara/astro';
import { SIGN_NAME_BY_CODE } from '@stellara/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { type ChartContext, chartContextFrom } from '../chart-context.ts';
import { CORPUS_DAY, loadCorpusSplit } from '../understanding/corpus.ts';
import { UnderstandingReader } from '../understanding/understand.ts';
import { TECHNIQUES, type Technique, type Understanding } from '../understanding/understanding.ts';
import { humanDate, isoDatesIn } from './dates.ts';
import { answerTechnique, COMPUTED_TECHNIQUES, type TechniqueAnswer } from './technique-answers.ts';

const now = new Date('2026-11-28T12:00:00Z');

/** A chart cast by the engine, with the birth as typed (the zone is UTC's twin London in winter, or New York). */
function cast(ut: string, place: 'london' | 'new-york'): { natal: NatalChart; ctx: ChartContext } {
  const [latitude, longitude, timezone] =
    place === 'london' ? [51.5, -0.12, 'Europe/London'] : [40.7, -74, 'America/New_York'];
  const natal = calculateNatalChart({ ut, latitude, longitude });
  const local = new Intl.DateTimeFormat('en-CA', {
    timeZone: timezone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(ut));
  const part = (t: string) => local.find((p) => p.type === t)?.value ?? '';
  const ctx = chartContextFrom(natal, {
    local: {
      date: `${part('year')}-${part('month')}-${part('day')}`,
      time: `${part('hour')}:${part('minute')}`,
      timezone,
    },
  });
  return { natal, ctx };
}

function heard(about: Partial<Understanding['about']> = {}, time: Understanding['time'] = null): Understanding {
  return {
    acts: ['ask'],
    about: { topics: [], points: [], houses: [], signs: [], aspects: [], aspectNames: [], techniques: [], ...about },
    time,
    situation: null,
    language: 'en',
  };
}

function answer(
  technique: Technique,
  ctx: ChartContext,
  message: string,
  about: Partial<Understanding['about']> = {},
  time: Understanding['time'] = null,
): TechniqueAnswer {
  const a = answerTechnique(technique, ctx, heard(about, time), now, message);
  if (!a) throw new Error(`no answer for ${technique}: ${message}`);
  // The shape every answer keeps: one first sentence, dates in words, the technique named back.
  expect(a.technique).toBe(technique);
  expect(a.answer).toMatch(/[.]$/);
  expect(a.answer.slice(0, -1)).not.toMatch(/[.!?] [A-Z]/);
  for (const line of [a.answer, ...a.details]) expect(isoDatesIn(line)).toEqual([]);
  expect(a.details.length).toBeGreaterThanOrEqual(1);
  expect(a.details.length).toBeLessThanOrEqual(4);
  expect(a.technical.length).toBeGreaterThan(0);
  expect(a.ids.length).toBeGreaterThan(0);
  return a;
}

/** The date of an engine instant as the birth zone's calendar reads it, in words. */
function localDay(iso: string, timezone: string): string {
  const d = new Intl.DateTimeFormat('en-CA', { timeZone: timezone, year: 'numeric', month: '2-digit', day: '2-digit' });
  return humanDate(d.format(new Date(iso)));
}

// London, 15 July 1990, 13:30 BST: Libra rising, a Sun–Moon–Saturn T-square (Jupiter beside the Sun), a Capricorn
// stellium, a Last Quarter Moon, no final dispositor.
const A = cast('1990-07-15T12:30:00Z', 'london');

describe('answerTechnique', () => {
  it('leaves the techniques answered elsewhere to others', () => {
    for (const t of TECHNIQUES.filter((t) => !(COMPUTED_TECHNIQUES as readonly string[]).includes(t))) {
      expect(answerTechnique(t, A.ctx, heard(), now, 'anything')).toBeNull();
    }
  });

  it('needs the cast chart for returns, house systems and birth times, and says nothing without it', () => {
    const { birth: _, ...bare } = A.ctx;
    expect(answerTechnique('return', bare, heard(), now, 'when is my saturn return')).toBeNull();
    expect(answerTechnique('house-system', bare, heard(), now, 'whole sign?')).toBeNull();
    expect(answerTechnique('birth-time', bare, heard(), now, 'does my birth time matter')).toBeNull();
    // The rest compute from the context's own positions, and agree with the cast chart.
    expect(answerTechnique('moon-phase', bare, heard(), now, '')?.answer).toBe(
      answerTechnique('moon-phase', A.ctx, heard(), now, '')?.answer,
    );
    expect(answerTechnique('aspect-pattern', bare, heard(), now, '')?.answer).toBe(
      answerTechnique('aspect-pattern', A.ctx, heard(), now, '')?.answer,
    );
  });
});

describe('the Moon phase at birth', () => {
  it('names the phase first, with the days since the New Moon', () => {
    const phase = birthMoonPhase(A.natal);
    expect(phase.phase).toBe('Last Quarter');
    const a = answer('moon-phase', A.ctx, 'what moon phase was i born under', { points: ['Moon'] });
    expect(a.answer).toMatch(/^You were born under a Last Quarter Moon, about 22 days after the New Moon/);
    expect(a.answer).toContain(`${Math.round(phase.illumination * 100)}%`);
    expect(a.details.join(' ')).toContain('shrinking');
    expect(a.technical[0]).toContain(`${phase.elongation.toFixed(1)}°`);
  });

  it('answers a yes/no question with yes or no', () => {
    expect(answer('moon-phase', A.ctx, 'was i born under a full moon?').answer).toMatch(
      /^No, not a Full Moon: you were born under a Last Quarter Moon/,
    );
    expect(answer('moon-phase', A.ctx, 'was the moon waning when i was born?').answer).toMatch(/^Yes: /);
    // The total lunar eclipse of 21 January 2000: a Full Moon birth.
    const full = cast('2000-01-21T04:40:00Z', 'london');
    expect(birthMoonPhase(full.natal).phase).toBe('Full Moon');
    expect(answer('moon-phase', full.ctx, 'nasci em lua cheia?').answer).toMatch(
      /^Yes: you were born under a Full Moon/,
    );
  });
});

describe('the element balance', () => {
  const b = elementBalance(A.natal);

  it('names the leading element, or the tie, first', () => {
    expect(b.elements.dominant).toEqual(['Earth', 'Water']);
    const a = answer('balance', A.ctx, "what's my element balance?");
    expect(a.answer).toBe('Your chart is split evenly between earth and water, with 4 placements each.');
    expect(a.details.join(' ')).toContain('Your lightest element is fire, with only the Moon and Mercury there');
    expect(a.technical.join(' ')).toContain('Fire 2 (17%: Moon, Mercury)');
  });

  it('says yes or no to an element asked about, with the count', () => {
    expect(answer('balance', A.ctx, 'no fire planets at all??').answer).toBe(
      'No: you do have fire, 2 of your 12 placements, though it is your lightest element.',
    );
    expect(answer('balance', A.ctx, 'do i have a lot of water?').answer).toBe(
      'Yes: water is your strongest element, with 4 of your 12 placements.',
    );
    const noWater = cast('1983-06-17T12:00:00Z', 'new-york');
    const count = elementBalance(noWater.natal).elements.groups.find((g) => g.key === 'Water')?.score ?? 0;
    const a = answer('balance', noWater.ctx, 'do i lack water?');
    expect(a.answer).toMatch(
      count === 0 ? /^Yes: you have nothing in water/ : new RegExp(`^No: you do have water, ${count} of`),
    );
  });

  it('answers the modality question when asked for modes', () => {
    expect(b.modalities.dominant).toEqual(['Cardinal']);
    const a = answer('balance', A.ctx, 'cardinal fixed or mutable, which do i have the most of');
    expect(a.answer).toBe('Your chart leans most on cardinal: 8 of your 12 placements are in cardinal signs.');
    expect(a.ids).toEqual(['Modality balance']);
  });
});

describe('aspect patterns', () => {
  it('says yes and names the T-square with its point', () => {
    const found = findAspectPatterns({ points: A.natal.points, cusps: A.natal.cusps });
    expect(found.tSquares.map((t) => t.apex)).toEqual(['Moon', 'Moon']);
    const a = answer('aspect-pattern', A.ctx, 'do i have a T-square?');
    expect(a.answer).toBe(
      'Yes: you have a T-square: the Sun in Cancer and Saturn in Capricorn pull against each other, and both press on the Moon in Aries.',
    );
    // Jupiter beside the Sun makes a second T-square: told as part of the same figure.
    expect(a.details).toContain('Jupiter stands beside the Sun in Cancer, so it is part of the same T-square too.');
    expect(a.ids).toEqual(['T-square Sun Moon Saturn', 'T-square Moon Jupiter Saturn']);
    expect(a.technical[0]).toMatch(/^T-square \(cardinal\): Sun square Moon 0\.8°/);
  });

  it('says whether a named planet is the point of the figure', () => {
    const a = answer('aspect-pattern', A.ctx, 'is my moon the apex of a t-square?', { points: ['Moon'] });
    expect(a.answer).toMatch(/^Yes: your Moon is the point of a T-square/);
    const b = answer('aspect-pattern', A.ctx, 'is my saturn the apex of a t-square?', { points: ['Saturn'] });
    expect(b.answer).toMatch(/^Not quite: your Saturn is part of a T-square.*not at its point\.$/);
  });

  it('gives the figure there is when the one asked for is not', () => {
    const B = cast('1975-09-17T12:00:00Z', 'new-york');
    const found = findAspectPatterns({ points: B.natal.points, cusps: B.natal.cusps });
    expect(found.tSquares).toEqual([]);
    expect(found.kites.length).toBeGreaterThan(0);
    const a = answer('aspect-pattern', B.ctx, 'do i have a T-square?');
    expect(a.answer).toMatch(/^No T-square, but you do have a kite: the grand trine of /);
    const kite = found.kites[0];
    for (const p of kite?.planets ?? []) expect(a.answer).toContain(p);
  });

  it('says no plainly when there is no figure at all', () => {
    const C = cast('1975-07-03T12:00:00Z', 'new-york');
    expect(findAspectPatterns({ points: C.natal.points, cusps: C.natal.cusps }).found).toEqual([]);
    const a = answer('aspect-pattern', C.ctx, 'any patterns in my chart?');
    expect(a.answer).toMatch(/^No: there's no T-square, grand trine, grand cross, yod, kite or stellium in your chart/);
    expect(a.ids).toEqual(['Aspect patterns']);
  });

  it('counts the planets in a sign asked about for a stellium', () => {
    const a = answer('aspect-pattern', A.ctx, 'i have like 5 planets in cancer. is that a stellium', {
      signs: ['Cancer'],
    });
    expect(a.answer).toBe('No: you have 2 planets in Cancer, the Sun and Jupiter, and a stellium takes three or more.');
    expect(answer('aspect-pattern', A.ctx, 'tengo un stellium en capricornio?', { signs: ['Capricorn'] }).answer).toBe(
      'Yes: you have a stellium in Capricorn: Saturn, Uranus and Neptune gather in one sign.',
    );
  });
});

describe('house systems', () => {
  const cmp = compareHouseSystems(A.natal);

  it('lists what moves in whole sign houses by default', () => {
    const a = answer('house-system', A.ctx, 'what changes with whole sign houses?');
    expect(cmp.wholeSign.moves.length).toBe(10);
    expect(a.answer).toMatch(
      /^In whole sign houses, 10 placements change house: the Sun moves from the 9th house to the 10th/,
    );
    expect(a.details[0]).toContain('starting with your rising sign, Libra, as the 1st');
    expect(a.technical.filter((l) => l.includes('→'))).toHaveLength(cmp.wholeSign.moves.length);
  });

  it('compares equal houses when asked, with yes first', () => {
    const a = answer('house-system', A.ctx, 'do any of my planets change house if you use equal house?');
    const moved = cmp.equal.moves.map((m) => m.point);
    expect(moved).toEqual(['Sun', 'Jupiter', 'Saturn']);
    expect(a.answer).toMatch(/^Yes: in equal houses, 3 placements change house: the Sun moves/);
    expect(a.ids).toEqual(['Equal houses']);
  });

  it('answers for one planet, and names the system used', () => {
    expect(
      answer('house-system', A.ctx, 'does my saturn move houses in whole sign', { points: ['Saturn'] }).answer,
    ).toBe('Yes: in whole sign houses Saturn moves from the 3rd house to the 4th.');
    expect(answer('house-system', A.ctx, 'does my venus move in whole sign?', { points: ['Venus'] }).answer).toBe(
      'No: in whole sign houses Venus stays in the 9th house.',
    );
    expect(answer('house-system', A.ctx, 'which house system do you use??').answer).toMatch(
      /^I read your chart in Placidus houses/,
    );
  });
});

describe('rulers and dispositors', () => {
  it('names the chart ruler from the rising sign, and checks a claimed one', () => {
    expect(answer('rulership', A.ctx, 'who rules my chart').answer).toBe(
      'Your chart ruler is Venus, because your rising sign is Libra.',
    );
    expect(
      answer('rulership', A.ctx, 'my rising is libra so my chart ruler is venus right?', {
        points: ['Ascendant', 'Venus'],
        signs: ['Libra'],
      }).answer,
    ).toBe('Yes: Venus rules your chart, because your rising sign is Libra.');
    expect(
      answer('rulership', A.ctx, 'mars rules my ascendant, is that why', { points: ['Mars', 'Ascendant'] }).answer,
    ).toBe('No: Venus rules your chart, because your rising sign is Libra, not Mars.');
  });

  it("names a house's ruler and where it sits", () => {
    const a = answer('rulership', A.ctx, 'where does the ruler of my 7th end up?', { houses: [7] });
    expect(a.answer).toBe('Mars rules your 7th house, which opens in Aries, and it sits in Taurus in your 7th house.');
    expect(a.ids).toEqual(['Ruler of the 7th house Mars']);
  });

  it('names the final dispositor when there is one, and mutual receptions', () => {
    const d = findDispositors(A.natal);
    expect(d.finalDispositor).toBeNull();
    expect(answer('rulership', A.ctx, 'do i have a final dispositor?').answer).toMatch(
      /^No: you have no single final dispositor: your chains of rulers end at Saturn in Capricorn or in a loop of the Sun, the Moon, Mars, Venus and Mercury\.$/,
    );
    const D = cast('1975-01-17T12:00:00Z', 'new-york');
    expect(findDispositors(D.natal).finalDispositor).toBe('Jupiter');
    expect(answer('rulership', D.ctx, 'do i have a final dispositor?').answer).toMatch(
      /^Yes: Jupiter is your final dispositor: every planet's chain of rulers ends with it in (Sagittarius|Pisces)\.$/,
    );
    const E = cast('1975-04-03T12:00:00Z', 'new-york');
    const [reception] = findDispositors(E.natal).mutualReceptions;
    const a = answer('rulership', E.ctx, 'any mutual reception in my chart?');
    expect(a.answer).toMatch(/^Yes: /);
    for (const p of reception?.planets ?? []) expect(a.answer).toContain(p);
  });

  it('follows one planet’s chain', () => {
    expect(answer('rulership', A.ctx, 'dispositor chain for my sun please', { points: ['Sun'] }).answer).toBe(
      'The Sun in Cancer answers to the Moon in Aries, then Mars in Taurus, then Venus in Gemini, then Mercury in Leo, which answers to the Sun again and closes the loop.',
    );
  });
});

describe('returns', () => {
  const zone = 'Europe/London';

  it('gives the next Saturn return with every pass, and the last one', () => {
    const r = saturnReturns(A.natal, { orb: 5, now });
    const next = r.next;
    const [first, ...loop] = next?.hits ?? [];
    expect(loop).toHaveLength(2);
    const a = answer('return', A.ctx, 'when is my saturn return', { points: ['Saturn'] }, { kind: 'when' });
    expect(a.answer).toBe(
      `Your next Saturn return is exact on ${localDay(first?.at ?? '', zone)}, when you'll be 58, and again on ${loop.map((h) => localDay(h.at, zone)).join(' and ')} as it loops back and forth.`,
    );
    expect(a.details.join(' ')).toContain(
      `Your last one was exact on ${localDay(r.returns[0]?.hits[0]?.at ?? '', zone)}, at 29.`,
    );
    expect(a.ids).toEqual(['Saturn return']);
  });

  it('says whether they are in it now', () => {
    expect(
      answer('return', A.ctx, 'am i in my saturn return right now?', { points: ['Saturn'] }, { kind: 'now' }).answer,
    ).toMatch(/^No: you are not in your Saturn return now; the next one is exact on 8 February 2049/);
    // Born March 1997, Saturn at 8° Aries: back there from March 2026 to March 2027.
    const H = cast('1997-03-15T12:00:00Z', 'london');
    const active = saturnReturns(H.natal, { orb: 5, now }).returns.find((x) => x.status === 'active');
    expect(active).toBeDefined();
    const a = answer('return', H.ctx, 'am i in my saturn return right now?', { points: ['Saturn'] }, { kind: 'now' });
    expect(a.answer).toMatch(
      new RegExp(`^Yes: you are in your Saturn return now, exact on ${localDay(active?.hits[0]?.at ?? '', zone)}`),
    );
    // Born July 1996, Saturn at 7°24' Aries: exact once in April 2026, past by the engine's passage, yet Saturn
    // stations back within a degree of it in November 2026.
    const J = cast('1996-07-15T12:00:00Z', 'london');
    expect(saturnReturns(J.natal, { orb: 5, now }).returns[0]?.status).toBe('past');
    expect(
      answer('return', J.ctx, 'am i in my saturn return right now?', { points: ['Saturn'] }, { kind: 'now' }).answer,
    ).toMatch(
      /^Yes: Saturn is back within 1° of where it stood when you were born, the tail of the Saturn return that was exact on 16 April 2026\.$/,
    );
  });

  it('takes Jupiter, the nodes and the past from the question', () => {
    const jupiter = jupiterReturns(A.natal, { orb: 5, now }).next?.hits[0]?.at ?? '';
    expect(
      answer('return', A.ctx, 'when does my jupiter return happen', { points: ['Jupiter'] }, { kind: 'when' }).answer,
    ).toMatch(new RegExp(`^Your next Jupiter return is exact on ${localDay(jupiter, zone)}, when you'll be 47`));
    const node = nodalReturns(A.natal, { orb: 3, now }).next?.hits[0]?.at ?? '';
    expect(
      answer('return', A.ctx, 'when do my nodes come back', { points: ['North Node', 'South Node'] }, { kind: 'when' })
        .answer,
    ).toBe(`Your next nodal return is exact on ${localDay(node, zone)}, when you'll be 37.`);
    expect(
      answer('return', A.ctx, 'when was my saturn return', { points: ['Saturn'] }, { kind: 'past', year: null }).answer,
    ).toBe('Your last Saturn return was exact on 5 January 2020, when you were 29.');
    expect(
      answer('return', A.ctx, 'is my saturn return in 2049?', { points: ['Saturn'] }, { kind: 'year', year: 2049 })
        .answer,
    ).toMatch(/^Yes: your Saturn return falls in 2049, exact on 8 February 2049/);
  });

  it('gives the solar return moment of the year asked for, and its chart', () => {
    const sr = solarReturn(A.natal, 2027);
    const a = answer(
      'return',
      A.ctx,
      "what's my solar return chart saying for this coming year",
      {},
      { kind: 'next-year' },
    );
    expect(a.answer).toBe(
      `Your solar return in 2027 falls on ${localDay(sr.at, zone)} at 12:04, London time, the moment the Sun comes back to exactly where it was when you were born.`,
    );
    expect(a.details[1]).toMatch(
      /^Cast for your birth place, that chart has Libra rising and puts the Sun in its 10th house/,
    );
    expect(a.ids).toEqual(['Solar return 2027']);
  });
});

describe('birth time', () => {
  it('says no when no angle or light is near a sign edge, with the rising sign’s margin', () => {
    expect(signEdges(A.natal).birthTimeMatters).toBe(false);
    const a = answer('birth-time', A.ctx, 'does my birth time matter?');
    expect(a.answer).toMatch(/^No: none of your Ascendant, Midheaven, Sun or Moon sits within 1° of a sign edge/);
    expect(a.details[0]).toBe(
      'Your rising sign is the most time-sensitive: yours, Libra, would change with a birth about 2 hours earlier or about 49 minutes later.',
    );
    expect(
      answer('birth-time', A.ctx, 'if i was born 15 minutes earlier would my rising change?', { points: ['Ascendant'] })
        .answer,
    ).toMatch(/^No: your rising sign is safely inside Libra/);
  });

  it('says yes, and which sign is across the edge, when the rising sign sits on one', () => {
    const F = cast('1976-02-17T12:00:00Z', 'new-york');
    const edge = signEdges(F.natal).edges.find((e) => e.point === 'Ascendant');
    expect(edge).toBeDefined();
    const neighbour = SIGN_NAME_BY_CODE[edge?.neighbour ?? 'Ari'];
    const a = answer('birth-time', F.ctx, 'is my rising sign sensitive to birth time?', { points: ['Ascendant'] });
    expect(a.answer).toMatch(
      new RegExp(`^Yes: your rising sign is in ${F.natal.points.Ascendant.signName}, but only just`),
    );
    expect(a.answer).toContain(`would put it in ${neighbour}`);
    expect(a.answer).toContain((edge?.minutesToEdge ?? 0) < 0 ? 'earlier' : 'later');
  });

  it('says what holds over the day when the time is unknown', () => {
    const a = answer('birth-time', A.ctx, 'i have no clue what time i was born, adopted :/');
    expect(a.answer).toBe(
      "Without a sure birth time your Sun and Moon signs still hold, Cancer and Aries, but your rising sign and houses don't.",
    );
  });

  it('gives a leap-day birthday its date in the sky each year', () => {
    const G = cast('2000-02-29T10:00:00Z', 'london');
    const next = solarReturn(G.natal, 2027);
    const a = answer('birth-time', G.ctx, 'leap day baby here, feb 29 2000. how do solar returns even work for me');
    expect(a.answer).toBe(
      `Your birthday in the sky comes every year, leap year or not: it is the moment the Sun returns to 10°07' Pisces, and next it falls on ${localDay(next.at, 'Europe/London')}.`,
    );
    expect(a.details[1]).toContain('29 February 2028');
    expect(a.ids).toEqual(['Leap-day birthday']);
    // The same birth asked as a return gets the solar return, with the leap-day note.
    const r = answer('return', G.ctx, 'when is my birthday solar return');
    expect(r.details.join(' ')).toContain('Because you were born on 29 February');
  });
});

describe('on messages as the understanding step reads them', () => {
  let reader: UnderstandingReader;
  beforeAll(() => {
    reader = new UnderstandingReader(loadCorpusSplit('train'));
  }, 60_000);

  const cases: [string, Technique, RegExp][] = [
    [
      'do i have a grand trine? someone mentioned it in a group chat',
      'aspect-pattern',
      /^No grand trine, but you do have a T-square/,
    ],
    ['how balanced are my elements', 'balance', /^Your chart is split evenly between earth and water/],
    ['when does my jupiter return happen this time', 'return', /^Your next Jupiter return is exact on/],
    ['which lunar phase was i born under', 'moon-phase', /^You were born under a Last Quarter Moon/],
    ["who's my chart ruler and where is it sitting", 'rulership', /^Your chart ruler is Venus/],
  ];
  it.each(cases)('%s', (text, technique, expected) => {
    const understood = reader.understand(text, { sent: CORPUS_DAY });
    expect(understood.about.techniques).toContain(technique);
    expect(answerTechnique(technique, A.ctx, understood, now, text)?.answer).toMatch(expected);
  });
});
