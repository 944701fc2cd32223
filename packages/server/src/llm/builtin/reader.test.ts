import { calculateNatalChart, calculateTransits } from '@stellara/astro';
import { personalityIds } from '@stellara/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { type ChartContext, chartContextFrom, transitList } from '../../conversation/chart-context.ts';
import { selectHook } from '../../conversation/hook-select.ts';
import { BuiltinModel } from '../builtin-model.ts';
import type { ReplyTask } from '../language-model.port.ts';
import { seedKnowledge } from './knowledge.ts';
import { BuiltinReader } from './reader.ts';

let chart: ChartContext;
let reader: BuiltinReader;
const words = (t: string) => t.split(/\s+/).filter(Boolean).length;

beforeAll(() => {
  // 1990-07-15 12:30 UT, London: Sun Cancer 9th, Moon Aries 7th, Libra rising, Sun square Moon 0.8°.
  const natal = calculateNatalChart({ ut: '1990-07-15T12:30:00Z', latitude: 51.5, longitude: -0.12 });
  const now = '2026-03-01T12:00:00Z';
  chart = chartContextFrom(natal, {
    transits: transitList(calculateTransits(natal, now).aspects),
    sky: calculateNatalChart({ ut: now, latitude: 51.5, longitude: -0.12 }),
  });
  reader = new BuiltinReader(seedKnowledge());
});

const task = (message: string, over: Partial<ReplyTask> = {}): ReplyTask => ({
  kind: 'reply',
  message,
  personality: 'guide',
  level: 'basic',
  plan: 'plus',
  chart,
  validationFailed: false,
  history: [],
  hook: null,
  ...over,
});

describe('built-in reader', () => {
  it('reads the Big Three from the knowledge base and names the placements', async () => {
    const r = await reader.reply(task('Tell me about my chart!'));
    expect(r.placements).toEqual([
      'Sun in Cancer in the 9th house',
      'Moon in Aries in the 7th house',
      'Ascendant in Libra',
    ]);
    expect(r.text).toContain('Purpose for a Cancer Sun is tied up with the people and places you belong to');
    expect(r.text).toContain(
      'Placements used: Sun in Cancer in the 9th house; Moon in Aries in the 7th house; Ascendant in Libra.',
    );
    expect(r.text).toMatch(/your Moon carries the most weight, because it sits in an angular house \(the 7th\)/);
    expect(r.text.trim().split('\n').at(-3)).toMatch(/\?$/); // ends with a question before the placements line
    expect(words(r.text)).toBeLessThanOrEqual(280);
  });

  it('technical level adds degrees, orbs, rulers, dignities and the house system', async () => {
    const r = await reader.reply(task('Tell me about my Venus', { level: 'technical' }));
    expect(r.text).toMatch(
      /Venus 24°26' Gemini, 9th house \(Placidus\); peregrine by sign; Gemini is ruled by Mercury/,
    );
    expect(r.text).toMatch(/orb \d\.\d°/);
    const basic = await reader.reply(task('Tell me about my Venus'));
    expect(basic.text).not.toMatch(/Technical notes/);
  });

  it('reads an aspect the person names, with its interpretation', async () => {
    const r = await reader.reply(task('What does Sun square Moon mean?'));
    expect(r.placements).toEqual(['Sun square Moon']);
    expect(r.text).toMatch(/Your Sun and Moon form a square, almost exact at 0\.8°/);
  });

  it('love reads Venus, the Moon and the 7th house; career the Midheaven, 10th house and Saturn', async () => {
    expect((await reader.reply(task('Will I find love?'))).placements).toEqual([
      'Venus in Gemini in the 9th house',
      'Moon in Aries in the 7th house',
      '7th house in Aries',
    ]);
    const career = await reader.reply(task('What about my career?'));
    expect(career.placements[0]).toBe('Midheaven in Cancer');
    expect(career.placements).toContain('Mercury in the 10th house');
  });

  it('transits: plus gets personal transits with dates; free gets a general taste and the upsell', async () => {
    const plus = await reader.reply(task("What's coming for me?"));
    expect(plus.text).toMatch(/Transiting Chiron conjunction your natal Moon \(intensity 10\/10, exact now\)/);
    expect(plus.text).toMatch(/It runs from \d{4}-\d{2}-\d{2} to \d{4}-\d{2}-\d{2}\./);
    const free = await reader.reply(task("What's coming for me?", { plan: 'free' }));
    expect(free.text).toMatch(/Right now the Moon is in its/);
    expect(free.text).toMatch(/Stellara\+ \(\$25\/month\)/);
    expect(free.text).not.toMatch(/Transiting/);
    expect(free.placements).toEqual([]);
  });

  it('the five voices change the tone and the suggestion, never the facts', async () => {
    const replies = await Promise.all(
      personalityIds.map((p) => reader.reply(task('Tell me about my Venus', { personality: p }))),
    );
    const texts = replies.map((r) => r.text);
    expect(new Set(texts).size).toBe(5);
    for (const r of replies) expect(r.placements).toEqual(replies[0]!.placements);
    expect(texts[1]).toMatch(/candle|brew|cauldron|ritual/i); // witchy
    expect(texts[4]).toMatch(/Three moves|assignment/); // coach
  });

  it('follow-ups go one layer deeper instead of repeating', async () => {
    const history = [
      { role: 'user' as const, content: 'Tell me about my Venus' },
      { role: 'assistant' as const, content: 'x' },
    ];
    const first = await reader.reply(task('Tell me about my Venus'));
    const more = await reader.reply(task('tell me more', { history }));
    expect(more.placements).not.toEqual(first.placements);
    expect(more.placements[0]).toMatch(/Venus/);
  });

  it('refuses to read a chart that failed validation', async () => {
    const r = await reader.reply(task('Tell me about my chart', { validationFailed: true }));
    expect(r.text).toMatch(/can't read your chart yet/);
    expect(r.placements).toEqual([]);
  });

  it('a reply that doubts the hook is met gently', async () => {
    const hook = selectHook(chart)!.hook;
    const r = await reader.reply(
      task("No, that's not me", { hook: { hook, state: 'presented', intensity: 'gentle' } }),
    );
    expect(r.text).toMatch(/^Fair enough/);
  });

  // Its speed is measured by bench/conversation.ts.
  it('is deterministic', async () => {
    const a = await reader.reply(task('What about love?', { personality: 'mystical' }));
    const b = await reader.reply(task('What about love?', { personality: 'mystical' }));
    expect(a).toEqual(b);
  });

  it('phrases the hook with its question and permission', () => {
    const hook = selectHook(chart)!.hook;
    const r = reader.phraseHook({ kind: 'hook', hook, personality: 'coach', level: 'basic', chart });
    expect(r.text).toContain(hook.hook);
    expect(r.text).toContain(hook.permission);
    expect(r.placements).toContain('Sun square Moon (0.8°)');
  });

  it('streams its reply in chunks that add up to the whole text', async () => {
    const model = new BuiltinModel(seedKnowledge());
    const request = { messages: [], task: task('Tell me about my chart'), temperature: 0.7, maxTokens: 4096 };
    const chunks: string[] = [];
    for await (const c of model.stream(request)) chunks.push(c);
    expect(chunks.length).toBeGreaterThan(20);
    expect(chunks.join('')).toBe(await model.complete(request));
  });
});
