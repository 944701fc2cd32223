// The chat and the Today card sit on one screen, so they must name the same Moon phase: at the exact full and new
// moons of April 2024 the chat's sky (built-in reply and model prompt) and the Today answer, both reading the sky
// now, agree. Kerykeion's
// naming (kept by /api/v4) calls the exact opposition "Waning Gibbous"; the chat must not.
import { calculateNatalChart } from '@stellara/astro';
import { describe, expect, it } from 'vitest';
import type { Accounts } from '../../accounts/accounts.ts';
import { anonymousRequestViewer } from '../../accounts/viewer.ts';
import { seedKnowledge } from '../../knowledge/meanings.ts';
import type { MemberChartsService } from '../../member-charts/member-charts.service.ts';
import { TodayService } from '../../member-charts/today.service.ts';
import { type ChatTurn, runChat } from '../../test-support/chat.ts';
import { chartContextFrom } from '../chart-context.ts';
import { builtinSections } from '../personalities/catalogue.ts';
import { contextAt } from '../session-chart.ts';
import { systemPrompt } from './model-writer.ts';
import { skyAt } from './sky.ts';

const visitor = anonymousRequestViewer;
// A visitor without birth data: the Today answer is the sky alone, so no database is needed.
const noVisitor = { visitors: { load: async () => null } } as unknown as Accounts;

/** The Today endpoint's answer at `now` in a zone: the phase it names and the instant it read the sky at. */
async function todayAt(now: Date, zone: string): Promise<{ phase: string; at: string }> {
  const today = await new TodayService(noVisitor, {} as MemberChartsService, () => now).today(visitor, undefined, zone);
  return { phase: today.moon.phase, at: today.at };
}

const natal = calculateNatalChart({ ut: '1990-07-15T12:30:00Z', latitude: 51.5, longitude: -0.12 });
const knowledge = seedKnowledge();

/** What the chat says of the sky at `at`: the built-in reply's sky line and the model writer's "Sky now" line. */
async function chatSky(at: Date): Promise<{ reply: string; prompt: string }> {
  const chart = contextAt(natal, at);
  const message = 'What is coming up for me this year?';
  // The chat as it stood at `at`: its message sent then, read against the sky then.
  const setup = { chart, knowledge, personality: 'guide', level: 'basic', tier: 'free', sent: at } as const;
  const [{ plan, reading: reply }] = (await runChat([message], setup)) as [ChatTurn];
  const prompt = systemPrompt({
    plan,
    chart,
    personality: 'guide',
    level: 'basic',
    tier: 'free',
    sections: builtinSections.guide,
    birth: { name: null, date: '1990-07-15', time: '13:30', place: 'London, UK', timezone: 'Europe/London' },
    knowledge: [],
    history: [],
    message,
    hook: null,
  });
  return { reply: reply.text, prompt };
}

describe('the chat and the Today card name the same Moon phase', () => {
  // Full Moon 2024-04-23 23:49 UT: now is 23:53:20, the card reads its ten-minute step from 23:50 (a minute after
  // the opposition), the chat reads now. New Moon 2024-04-08 18:21 UT: now is 18:19:30, the card reads 18:10 (eleven
  // minutes before the conjunction). The zone sets the card's date, not the instant: UTC and zones either side of it.
  for (const c of [
    { name: 'Full Moon', now: '2024-04-23T23:53:20Z', step: '2024-04-23T23:50:00.000Z', kerykeion: 'Waning Gibbous' },
    { name: 'New Moon', now: '2024-04-08T18:19:30Z', step: '2024-04-08T18:10:00.000Z', kerykeion: 'Waning Crescent' },
  ]) {
    it(`${c.name} (${c.now})`, async () => {
      const now = new Date(c.now);
      // The case is the one this guards: Kerykeion's name differs from the calendar's at both instants read.
      for (const at of [now, new Date(c.step)]) {
        expect(calculateNatalChart({ ut: at, latitude: 0, longitude: 0 }).lunarPhase.name).toBe(c.kerykeion);
      }

      for (const zone of ['UTC', 'Etc/GMT-12', 'Etc/GMT+6']) {
        expect(await todayAt(now, zone)).toEqual({ phase: c.name, at: c.step });
      }
      expect(skyAt(now).moonPhase).toBe(c.name);
      const { reply, prompt } = await chatSky(now);
      expect(reply).toContain(`the Moon is in its ${c.name} phase`);
      expect(prompt).toContain(`Sky now (${now.getUTCDate()} April 2024): ${c.name};`);
      expect(`${reply}\n${prompt}`).not.toContain(c.kerykeion);
    });
  }

  it("the natal phase the model reads is named the same way (born at an exact full moon: 'Full Moon')", () => {
    const born = calculateNatalChart({ ut: '2024-04-23T23:49:00Z', latitude: 51.5, longitude: -0.12 });
    expect(born.lunarPhase.name).toBe('Waning Gibbous');
    expect(chartContextFrom(born, { transits: [] }).moonPhase.name).toBe('Full Moon');
  });
});
