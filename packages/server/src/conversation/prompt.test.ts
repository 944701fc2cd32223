import { calculateNatalChart, calculateTransits } from '@stellara/astro';
import { describe, expect, it } from 'vitest';
import { type ChartContext, chartContextFrom, transitList } from './chart-context.ts';
import { selectHook } from './hook-select.ts';
import { builtinSections } from './personalities.ts';
import {
  API_VALIDATION_FAILED,
  buildMessages,
  buildSystemPrompt,
  type PromptInput,
  resolveSections,
} from './prompt.ts';

const natal = calculateNatalChart({ ut: '1990-07-15T12:30:00Z', latitude: 51.5, longitude: -0.12 });
const transits = transitList(calculateTransits(natal, '2026-03-01T12:00:00Z').aspects);
const ctx: ChartContext = chartContextFrom(natal, { transits, name: 'Ada' });

const input = (over: Partial<PromptInput> = {}): PromptInput => ({
  personality: 'guide',
  level: 'basic',
  plan: 'plus',
  sections: builtinSections.guide,
  chart: ctx,
  history: [],
  message: 'What is coming up for me?',
  ...over,
});

describe('prompt assembly', () => {
  it('caps the chart context at 15 major aspects with orbs to one decimal, and 5 transits', () => {
    expect(ctx.aspects.length).toBeGreaterThan(15);
    expect(ctx.transits.length).toBeGreaterThan(5);
    const system = buildSystemPrompt(input());
    const aspectLine = system.split('\n').find((l) => l.startsWith('natalAspects'))!;
    expect(aspectLine).toMatch(/^natalAspects \(15 major/);
    expect(aspectLine.match(/\(orb \d+\.\d°\)/g)).toHaveLength(15);
    expect(aspectLine).not.toMatch(/quincunx|semi-sextile|quintile/);
    const transitLine = system.split('\n').find((l) => l.startsWith('currentTransits'))!;
    expect(transitLine.match(/transiting /g)).toHaveLength(5);
    expect(system).toMatch(/moonPhase \(natal\): /);
    expect(system).toMatch(/retrogradeStatus \(natal\): /);
  });

  it('free and anonymous get the upsell framing and no personal transits; plus and pro do not', () => {
    for (const plan of ['free', 'anonymous'] as const) {
      const s = buildSystemPrompt(input({ plan }));
      expect(s).toMatch(/general taste/);
      expect(s).toMatch(/NO personalised timing/);
      expect(s).toMatch(/Stellara\+ \(\$25\/month\)/);
      expect(s).not.toMatch(/currentTransits/);
    }
    const plus = buildSystemPrompt(input({ plan: 'plus' }));
    expect(plus).toMatch(/full personalised readings, including transit forecasts/);
    expect(plus).not.toMatch(/general taste/);
    const pro = buildSystemPrompt(input({ plan: 'pro' }));
    expect(pro).toMatch(/compatibility and synastry, family and composite charts/);
    expect(pro).toMatch(/currentTransits/);
  });

  it('puts the API_VALIDATION_FAILED marker and its instruction instead of the chart', () => {
    const s = buildSystemPrompt(input({ validationFailed: true }));
    expect(s).toContain(`Chart data: ${API_VALIDATION_FAILED}`);
    expect(s).toMatch(/cannot read their chart until the chart data matches their birth information/);
    expect(s).not.toMatch(/natalAspects/);
  });

  it('sends the last 6 messages, then the new one', () => {
    const history = Array.from({ length: 10 }, (_, i) => ({
      role: i % 2 ? ('assistant' as const) : ('user' as const),
      content: `m${i}`,
    }));
    const msgs = buildMessages(input({ history }));
    expect(msgs.map((m) => m.content).slice(1)).toEqual([
      'm4',
      'm5',
      'm6',
      'm7',
      'm8',
      'm9',
      'What is coming up for me?',
    ]);
    expect(msgs[0]!.role).toBe('system');
  });

  it('adds the hook context only when given (until integrated)', () => {
    const hook = selectHook(ctx)!.hook;
    const withHook = buildSystemPrompt(input({ hook: { hook, state: 'exploring', intensity: 'gentle' } }));
    expect(withHook).toContain(hook.hook);
    expect(withHook).toMatch(/did not recognise the observation/);
    expect(buildSystemPrompt(input())).not.toContain('Opening observation');
  });

  it('technical level asks for degrees, orbs, rulers and dignities', () => {
    expect(buildSystemPrompt(input({ level: 'technical' }))).toMatch(/degrees, orbs, house positions, sign rulers/);
    expect(buildSystemPrompt(input())).toMatch(/120 to 250 words/);
  });

  it('table sections replace the built-ins; graph patterns are added; inactive rows are ignored', () => {
    const s = resolveSections(
      'coach',
      [
        { section: 'style', content: 'Blunt. Bullet points.', isActive: true },
        { section: 'greeting', content: 'IGNORED', isActive: false },
      ],
      [{ section: 'response_pattern', content: 'Always end with a deadline.', is_active: true }],
    );
    expect(s.style).toBe('Blunt. Bullet points.');
    expect(s.greeting).toBe(builtinSections.coach.greeting);
    expect(s.response_pattern).toBe(`${builtinSections.coach.response_pattern}\nAlways end with a deadline.`);
    expect(s.system_base).toBe(builtinSections.coach.system_base);
  });

  it('includes the knowledge found for the question', () => {
    const s = buildSystemPrompt(input({ knowledge: [{ title: 'Venus in Scorpio', text: 'Deep loyalty.' }] }));
    expect(s).toMatch(/Knowledge:\n- Venus in Scorpio: Deep loyalty\./);
  });
});
