// The chat and the Today card sit on one screen, so they must name the same Moon phase: at the exact full and new
// moons of April 2024 the chat's sky (built-in reply and model prompt) and the Today answer agree. Kerykeion's
// naming (kept by /api/v4) calls the exact opposition "Waning Gibbous"; the chat must not.
import { calculateNatalChart, calculateTransits } from '@stellara/astro';
import { describe, expect, it } from 'vitest';
import type { Accounts } from '../../accounts/accounts.ts';
import type { MemberChartsService } from '../../charts/member-charts/member-charts.service.ts';
import { TodayService } from '../../charts/member-charts/today.service.ts';
import type { RequestViewer } from '../../http/guards.ts';
import { seedKnowledge } from '../../knowledge/meanings.ts';
import { chartContextFrom, transitList } from '../chart-context.ts';
import { builtinSections } from '../personalities/catalogue.ts';
import { writeReply } from './builtin-writer.ts';
import { systemPrompt } from './model-writer.ts';
import { planReply } from './plan.ts';
import { skyAt, slowTransitsAhead } from './sky.ts';

const visitor: RequestViewer = {
  signedIn: false,
  plan: 'anonymous',
  isAdmin: false,
  user: null,
  sessionId: null,
  adminRole: null,
  tier: null,
  extraCharts: 0,
};
// A visitor without birth data: the Today answer is the sky alone, so no database is needed.
const noVisitor = { visitors: { load: async () => null } } as unknown as Accounts;

/** The Today endpoint's answer for a zone whose local noon (the instant the card reads) is `noonUt`. */
async function todayPhase(now: Date, zone: string, noonUt: string): Promise<string> {
  const today = await new TodayService(noVisitor, {} as MemberChartsService, () => now).today(visitor, undefined, zone);
  expect(today.at).toBe(noonUt);
  return today.moon.phase;
}

const natal = calculateNatalChart({ ut: '1990-07-15T12:30:00Z', latitude: 51.5, longitude: -0.12 });
const knowledge = seedKnowledge();

/** What the chat says of the sky at `at`: the built-in reply's sky line and the model writer's "Sky now" line. */
async function chatSky(at: Date): Promise<{ reply: string; prompt: string }> {
  const base = chartContextFrom(natal, { transits: transitList(calculateTransits(natal, at).aspects), sky: skyAt(at) });
  const chart = { ...base, yearAhead: slowTransitsAhead(base, at, 28) };
  const message = 'What is coming up for me this year?';
  const plan = planReply({ message, chart, plan: 'free', level: 'basic', earlierQuestions: [], used: [], hook: null });
  const reply = await writeReply({ plan, chart, personality: 'guide', level: 'basic', earlier: [] }, knowledge);
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
  // Full Moon 2024-04-23 23:49 UT: read at 00:00 UT the 24th, local noon at UTC+12 (11 minutes after opposition).
  // New Moon 2024-04-08 18:21 UT: read at 18:00 UT, local noon at UTC-6 (21 minutes before conjunction).
  for (const c of [
    { name: 'Full Moon', at: '2024-04-24T00:00:00.000Z', zone: 'Etc/GMT-12', kerykeion: 'Waning Gibbous' },
    { name: 'New Moon', at: '2024-04-08T18:00:00.000Z', zone: 'Etc/GMT+6', kerykeion: 'Waning Crescent' },
  ]) {
    it(`${c.name} (${c.at})`, async () => {
      const at = new Date(c.at);
      const sky = calculateNatalChart({ ut: at, latitude: 0, longitude: 0 });
      // The case is the one this guards: Kerykeion's name differs from the calendar's at this instant.
      expect(sky.lunarPhase.name).toBe(c.kerykeion);

      expect(await todayPhase(at, c.zone, c.at)).toBe(c.name);
      expect(skyAt(at).moonPhase).toBe(c.name);
      const { reply, prompt } = await chatSky(at);
      expect(reply).toContain(`the Moon is in its ${c.name} phase`);
      expect(prompt).toContain(`Sky now (${at.getUTCDate()} April 2024): ${c.name};`);
      expect(`${reply}\n${prompt}`).not.toContain(c.kerykeion);
    });
  }

  it("the natal phase the model reads is named the same way (born at an exact full moon: 'Full Moon')", () => {
    const born = calculateNatalChart({ ut: '2024-04-23T23:49:00Z', latitude: 51.5, longitude: -0.12 });
    expect(born.lunarPhase.name).toBe('Waning Gibbous');
    expect(chartContextFrom(born, { transits: [] }).moonPhase.name).toBe('Full Moon');
  });
});
