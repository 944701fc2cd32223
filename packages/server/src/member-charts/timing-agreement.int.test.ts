// One truth about time (docs/charts.md#passages): one Pro member's timing rendered four ways at one instant (the
// Current Transits answer, the Today card, the built-in reader's chat replies, and the model request the test gateway
// receives for the same messages), every passage each names read back with its dates, and every passage named in more
// than one place checked to carry the same start, end and exact days in all.
import {
  type MemberTransit,
  type TodayResponse,
  type TransitsResponse,
  todayResponseSchema,
  transitsResponseSchema,
} from '@stellara/contract';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import type { RunningServer } from '../server.ts';
import { signedInMember, type TestBrowser } from '../test-support/accounts.ts';
import { type FakeOpenAiServer, startFakeOpenAiServer } from '../test-support/fake-openai-server.ts';
import { sampleBirthData } from '../test-support/fixtures.ts';
import { parseSse } from '../test-support/sse.ts';
import { createTestServer } from '../test-support/test-server.ts';
import {
  agreement,
  chatPassages,
  datesIn,
  descriptionDates,
  modelRequestPassages,
  type NamedPassage,
  utDay,
} from '../test-support/timing-text.ts';

/**
 * The one instant every rendering reads: on the hour, so the chat's hourly timing, the Today card's ten-minute step
 * and the page's own reading are all this instant.
 */
const AT = new Date('2026-11-28T12:00:00Z');

/** Timing questions, and "Ask about this" on two of the page's passages (added once the page is read). */
const QUESTIONS = ["what's happening in my chart right now?", 'what does next month hold for me?'];

const ASK_WORD: Record<string, string> = { conjunction: 'conjunct', opposition: 'opposite' };
/** The message the page's "Ask about this" sends (web AskInChat `transitAsk`). */
const askAbout = (t: Pick<MemberTransit, 'planet' | 'aspect' | 'target'>) => ({
  content: `Tell me about transiting ${t.planet} ${ASK_WORD[t.aspect] ?? t.aspect} my ${t.planet === t.target ? 'natal ' : ''}${t.target}`,
  about: { kind: 'transit', planet: t.planet, aspect: t.aspect, target: t.target },
});

let builtin: RunningServer;
let modelled: RunningServer;
let gateway: FakeOpenAiServer;
beforeAll(async () => {
  gateway = await startFakeOpenAiServer();
  builtin = await createTestServer();
  modelled = await createTestServer({
    LLM_BASE_URL: gateway.baseUrl,
    LLM_API_KEY: 'test-key',
    LLM_DEFAULT_MODEL: 'test/model',
  });
  // Only the clock is faked (timers run as ever): every `new Date()` and `Date.now()` of the servers reads AT.
  vi.useFakeTimers({ toFake: ['Date'], now: AT });
});
afterAll(async () => {
  vi.useRealTimers();
  await builtin?.close();
  await modelled?.close();
  await gateway?.close();
});

/** A Pro member whose main chart is the sample birth data, and a chat of theirs from the same birth data. */
async function proMember(server: RunningServer) {
  const { browser } = await signedInMember(server, 'pro');
  expect((await browser.put('/api/profile', { birthData: sampleBirthData })).statusCode).toBe(200);
  const created = await browser.post('/api/conversations', { birthData: sampleBirthData });
  expect(created.statusCode).toBe(201);
  return { browser, conversationId: created.json().session.id as string };
}

async function send(browser: TestBrowser, conversationId: string, message: { content: string; about?: unknown }) {
  const events = parseSse((await browser.post(`/api/conversations/${conversationId}/messages`, message)).body);
  const done = events.find((e) => e.event === 'done');
  expect(done, JSON.stringify(events)).toBeDefined();
  return (done!.data as { message: { content: string } }).message.content;
}

/** The page's passages as it shows them: its dates (UT days), and what each description says of them. */
function pagePassages(page: TransitsResponse): NamedPassage[] {
  const out: NamedPassage[] = [];
  for (const t of [...page.active, ...page.coming]) {
    const contact = { planet: t.planet, aspect: t.aspect, target: t.target };
    out.push({
      source: 'page',
      ...contact,
      start: t.start && utDay(t.start),
      end: t.end && utDay(t.end),
      exact: t.exact.map(utDay),
      allExact: true,
      said: `${t.id} card`,
    });
    out.push({ source: 'page description', ...contact, ...descriptionDates(t.description), said: t.description });
  }
  // Pro's year view: every passage of each contact that overlaps the year.
  for (const t of page.timing?.year.transits ?? []) {
    for (const p of t.passes) {
      out.push({
        source: 'page year',
        planet: t.planet,
        aspect: t.aspect,
        target: t.target,
        start: p.start && utDay(p.start),
        end: p.end && utDay(p.end),
        exact: p.exact.map((h) => utDay(h.at)),
        allExact: true,
        said: `${t.id} year pass`,
      });
    }
  }
  return out;
}

/** The Today card's passages: the background passage (its dates and its meaning) and any slow exact hit today. */
function todayPassages(today: TodayResponse): NamedPassage[] {
  const out: NamedPassage[] = [];
  const b = today.background;
  if (b) {
    const contact = { planet: b.planet, aspect: b.aspect, target: b.target };
    out.push({
      source: 'today',
      ...contact,
      start: b.start && utDay(b.start),
      end: b.end && utDay(b.end),
      said: 'background',
    });
    out.push({ source: 'today meaning', ...contact, ...descriptionDates(b.meaning), said: b.meaning });
  }
  for (const item of [today.lead, ...today.more]) {
    if (item.kind !== 'exact' || !item.about || !item.at) continue;
    const span = /a passage from (.+? \d{4}) to (.+? \d{4})/.exec(item.detail);
    const [start, end] = span ? datesIn(`${span[1]} to ${span[2]}`) : [undefined, undefined];
    out.push({
      source: 'today exact',
      ...item.about,
      exact: [utDay(item.at)],
      ...(start ? { start, end } : {}),
      said: item.detail,
    });
  }
  return out;
}

describe('one member, one instant, four renderings of their timing', () => {
  test('every passage named in more than one place has the same start, end and exact days in all', async () => {
    // 1. Current Transits and 2. the Today card, over HTTP.
    const member = await proMember(builtin);
    const page = transitsResponseSchema.parse((await member.browser.get('/api/transits')).json());
    expect(page.calculatedAt).toBe(AT.toISOString());
    const today = todayResponseSchema.parse((await member.browser.get('/api/today?tz=UTC')).json());
    expect(today.at).toBe(AT.toISOString());

    // The page's lead passage (first of "Now") and the first of "This year": asked about from the page.
    const listed = new Map([...page.active, ...page.coming].map((t) => [t.id, t]));
    const groups = page.groups!;
    const lead = listed.get(groups.now[0]!)!;
    const yearLead = listed.get(groups.year[0]!)!;
    const messages = [...QUESTIONS.map((content) => ({ content })), askAbout(lead), askAbout(yearLead)];

    // 3. The built-in reader's replies.
    const replies: string[] = [];
    for (const message of messages) replies.push(await send(member.browser, member.conversationId, message));

    // 4. The model request for the same messages (the gateway answers each with its default words).
    const modelMember = await proMember(modelled);
    gateway.requests.length = 0;
    for (const message of messages) await send(modelMember.browser, modelMember.conversationId, message);
    // The reply requests (analysis runs at temperature 0.3): the system prompt carries the passage table.
    const requests = gateway.requests.filter(
      (r) => r.path.endsWith('/chat/completions') && r.body?.temperature !== 0.3,
    );
    expect(requests).toHaveLength(messages.length);
    const prompts = requests.map((r) => (r.body?.messages ?? []).map((m) => m.content).join('\n'));

    const named = [
      ...pagePassages(page),
      ...todayPassages(today),
      ...replies.flatMap((reply) => chatPassages(reply)),
      ...prompts.flatMap((prompt) => modelRequestPassages(prompt)),
    ];
    const { shared, disagreements } = agreement(named);
    expect(disagreements).toEqual([]);

    // Not vacuous: the chat and the model request name passages with dates, and the page's lead passage is named,
    // with its dates, by the page, the Today card, a chat reply and the model request.
    const from = (source: string) => named.filter((n) => n.source === source);
    expect(from('chat').length).toBeGreaterThanOrEqual(messages.length);
    expect(from('model request').length).toBeGreaterThanOrEqual(messages.length);
    const leadContact = `${lead.planet} ${lead.aspect} ${lead.target}`;
    expect(shared.find((s) => s.contact === leadContact)?.sources).toEqual(
      expect.arrayContaining(['page', 'today', 'chat', 'model request']),
    );
    // The passage asked about from "This year" is dated in full by the reply and the request, as on the page.
    for (const source of ['chat', 'model request']) {
      const said = from(source).filter(
        (n) => n.planet === yearLead.planet && n.aspect === yearLead.aspect && n.target === yearLead.target,
      );
      expect(
        said.some((n) => n.exact !== undefined && n.end !== undefined),
        source,
      ).toBe(true);
    }
    // Most passages are named in two places or more (the page, its descriptions and the year view among them).
    expect(shared.length).toBeGreaterThanOrEqual(5);
  });
});
