import { calculateNatalChart } from '@stellara/astro';
import { planInfo } from '@stellara/contract';
import { describe, expect, it } from 'vitest';
import { contextAt } from '../session-chart.ts';
import { languageNotice } from './acts.ts';
import { MEDICATION_FIRST } from './care.ts';
import { careOpening, compatibilityTaste, directReply } from './care-replies.ts';
import { LANGUAGE_WELCOME } from './language-lines.ts';
import { planReply } from './plan.ts';
import { languageLine } from './their-language.ts';

const sent = new Date('2026-11-28T12:00:00Z');
const chart = contextAt(calculateNatalChart({ ut: '1990-07-15T12:30:00Z', latitude: 51.5, longitude: -0.12 }), sent);
const plan = (message: string, earlierQuestions: string[] = [], tier: 'free' | 'pro' = 'free') =>
  planReply({ message, chart, tier, level: 'basic', earlierQuestions, used: [], hook: null, sent });

describe('directReply', () => {
  it('answers a medication question with the doctor first and no chart', () => {
    const text = directReply(plan('should i stop taking my meds? does my chart say'), 'coach', 0) ?? '';
    expect(text.startsWith(MEDICATION_FIRST)).toBe(true);
    expect(text).not.toMatch(/###/);
  });
  it('answers a price question and an apology, and leaves a chart question to the reading', () => {
    expect(directReply(plan('how much is the pro plan'), 'guide', 0)).toContain(`$${planInfo.pro.priceUsdPerMonth}`);
    expect(directReply(plan('sorry for dumping all this on you'), 'guide', 0)).toMatch(/nothing to be sorry for/);
    expect(directReply(plan("what's my moon sign"), 'guide', 0)).toBeNull();
  });
});

describe('careOpening', () => {
  it('puts the honest line first for an outcome asked outside a hard chat', () => {
    expect(careOpening(plan('will i die young'), 'guide')).toMatch(/how long anyone will live/);
    expect(careOpening(plan("what's my moon sign"), 'guide')).toBeNull();
  });
});

describe('languageLine', () => {
  it('welcomes in Spanish, gives the full notice once, then a short line', () => {
    expect(languageLine(plan('hola! acabo de descargar la app'), '')).toBe(LANGUAGE_WELCOME.es);
    const full = languageNotice('es')!;
    // The first question is named, with the honest part about English (turn-leads.ts).
    expect(languageLine(plan('cuál es mi signo lunar?', ['hola']), '')).toMatch(
      /^Vamos con tu pregunta sobre tu Luna; por ahora escribo solo en inglés/,
    );
    // A later question names the area it answers (answer-line.ts), with a short "in English".
    expect(languageLine(plan('y en el amor?', ['hola']), full.toLowerCase())).toMatch(/el amor; sigo en inglés:$/);
  });
});

describe('compatibilityTaste', () => {
  it('reads a named Leo Sun against the chart and names Pro once per chat', () => {
    const p = plan("he's a leo, are we compatible");
    const first = compatibilityTaste(p, chart, '') ?? '';
    expect(first).toMatch(/^### Leo and your signs\nA Leo Sun is a fire sign/);
    expect(first).toContain(`$${planInfo.pro.priceUsdPerMonth}/month`);
    const again = compatibilityTaste(p, chart, first.toLowerCase()) ?? '';
    expect(again).not.toContain('/month');
  });
});
