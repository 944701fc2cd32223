import { jupiterReturns, nodalReturns, saturnReturns, solarReturn } from '@stellara/astro';
import { describe, expect, it } from 'vitest';
import { A, answer, cast, localDay, now } from '../../../test-support/technique-charts.ts';

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
    // Asked when, the return still within its orb comes first (not the one 29 years on), the next after it.
    const when = answer('return', J.ctx, 'when is my saturn return', { points: ['Saturn'] }, { kind: 'when' });
    expect(when.answer).toMatch(
      /^Saturn is back within 1° of where it stood when you were born, the tail of the Saturn return that was exact on 16 April 2026\.$/,
    );
    expect(when.details.join(' ')).toMatch(/The next one is exact on 29 May 2055.*, at 58\./);
    expect(when.details.join(' ')).not.toMatch(/Right now/);
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
      `Your solar return in 2027 falls on ${localDay(sr.at, zone)} at 12:04 London time, the moment the Sun comes back to exactly where it was when you were born.`,
    );
    expect(a.details[1]).toMatch(
      /^Cast for your birth place, that chart has Libra rising and puts the Sun in its 10th house/,
    );
    expect(a.ids).toEqual(['Solar return 2027']);
  });

  it('with no year named: the one in effect, the coming one a month before the birthday or when named', () => {
    // Ada's birthday is 15 July. In late November the year's chart is July 2026's, with the next date after it.
    const nov = answer('return', A.ctx, 'can you do my solar return?', {}, null, new Date('2026-11-28T12:00:00Z'));
    expect(nov.answer).toMatch(/^Your solar return in 2026 fell on 15 July 2026/);
    expect(nov.details.at(-1)).toMatch(/^Your next one falls on 15 July 2027/);
    const named = answer('return', A.ctx, 'my next solar return?', {}, null, new Date('2026-11-28T12:00:00Z'));
    expect(named.answer).toMatch(/^Your solar return in 2027 falls on 15 July 2027/);
    const june = answer('return', A.ctx, 'solar return please', {}, null, new Date('2027-06-20T12:00:00Z'));
    expect(june.answer).toMatch(/^Your solar return in 2027 falls on 15 July 2027/);
  });
});
