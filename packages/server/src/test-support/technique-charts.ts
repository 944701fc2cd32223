// Charts cast by the engine for the technique-answer tests, with the birth as typed, and one helper that asks a
// question and checks the shape every answer keeps (one first sentence, no ISO dates, 1-4 details).
import { calculateNatalChart, type NatalChart } from '@stellara/astro';
import { expect } from 'vitest';
import { type ChartContext, chartContextFrom } from '../conversation/chart-context.ts';
import { humanDate, isoDatesIn } from '../conversation/reply/dates.ts';
import { momentIn } from '../conversation/reply/local-day.ts';
import { answerTechnique, type TechniqueAnswer } from '../conversation/reply/technique-answers.ts';
import type { Technique, Understanding } from '../conversation/understanding/understanding.ts';

export const now = new Date('2026-11-28T12:00:00Z');

/** A chart cast by the engine for an instant in London or New York, with the local date and time it was typed as. */
export function cast(ut: string, place: 'london' | 'new-york'): { natal: NatalChart; ctx: ChartContext } {
  const [latitude, longitude, timezone] =
    place === 'london' ? [51.5, -0.12, 'Europe/London'] : [40.7, -74, 'America/New_York'];
  const natal = calculateNatalChart({ ut, latitude, longitude });
  const { date, time } = momentIn(ut, timezone);
  const ctx = chartContextFrom(natal, { local: { date, time, timezone } });
  return { natal, ctx };
}

export function heard(about: Partial<Understanding['about']> = {}, time: Understanding['time'] = null): Understanding {
  return {
    acts: ['ask'],
    about: { topics: [], points: [], houses: [], signs: [], aspects: [], aspectNames: [], techniques: [], ...about },
    time,
    situation: null,
    language: 'en',
  };
}

export function answer(
  technique: Technique,
  ctx: ChartContext,
  message: string,
  about: Partial<Understanding['about']> = {},
  time: Understanding['time'] = null,
  sent: Date = now,
): TechniqueAnswer {
  const a = answerTechnique(technique, ctx, heard(about, time), sent, message);
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
export function localDay(iso: string, timezone: string): string {
  const d = new Intl.DateTimeFormat('en-CA', { timeZone: timezone, year: 'numeric', month: '2-digit', day: '2-digit' });
  return humanDate(d.format(new Date(iso)));
}

// London, 15 July 1990, 13:30 BST: Libra rising, a Sun–Moon–Saturn T-square (Jupiter beside the Sun), a Capricorn
// stellium, a Last Quarter Moon, no final dispositor.
export const A = cast('1990-07-15T12:30:00Z', 'london');
