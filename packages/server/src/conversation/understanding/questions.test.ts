import { describe, expect, it } from 'vitest';
import { planReply } from '../reply/plan.ts';
import { asksSeveral, couldAskSeveral, followsUp, questionsIn, shapedAsSeveral } from './questions.ts';
import { understandingReader } from './reader.ts';

const sent = new Date('2026-11-28T12:00:00Z');

// Two questions joined in one message: the splitter finds both, the understanding step hears "asks two things".
const JOINED: [string, string[]][] = [
  ['what does my moon mean, and what about my career?', ['what does my moon mean', 'what about my career?']],
  ['what does my moon mean? and what about my career?', ['what does my moon mean?', 'what about my career?']],
  ['tell me about my venus, also, how about my love life?', ['tell me about my venus', 'how about my love life?']],
  ['what does my rising sign say? and how about money?', ['what does my rising sign say?', 'how about money?']],
  [
    'what does my mars in aries mean, plus what about my career?',
    ['what does my mars in aries mean', 'what about my career?'],
  ],
  ['how is my career looking, and what about love?', ['how is my career looking', 'what about love?']],
];

describe('questions joined in one message', () => {
  it.each(JOINED)('%s', (message, pieces) => {
    expect(questionsIn(message)).toEqual(pieces);
    expect(asksSeveral(message)).toBe(true);
    expect(understandingReader().understand(message, { sent }).acts).toContain('ask-several');
  });

  it('keeps a statement and one question, or one question, as one ask', () => {
    for (const message of [
      "i'm so tired lately; what does my moon say?",
      'what do sun and moon mean together',
      "who's my chart ruler and where is it sitting",
    ]) {
      expect(asksSeveral(message), message).toBe(false);
    }
    expect(understandingReader().understand('what does my moon mean?', { sent }).acts).not.toContain('ask-several');
  });

  it('answers both, in order', async () => {
    const { calculateNatalChart } = await import('@stellara/astro');
    const { contextAt } = await import('../session-chart.ts');
    const natal = calculateNatalChart({ ut: '1990-07-15T12:30:00Z', latitude: 51.5, longitude: -0.12 });
    const chart = contextAt(natal, new Date('2026-03-01T12:00:00Z'));
    const p = planReply({
      message: 'what does my moon mean, and what about my career?',
      chart,
      tier: 'plus',
      level: 'basic',
      earlierQuestions: [],
      used: [],
      hook: null,
    });
    expect(p.parts?.map((part) => [part.topic, part.theme])).toEqual([
      ['your Moon', 'planet'],
      ['career', 'career'],
    ]);
  });
});

describe('the shape of a question', () => {
  it('reads two questions from their shape', () => {
    for (const message of [
      "what's my midheaven and what careers fit it?",
      '1) what is my rising 2) what does it say about me',
      'cuál es mi luna; y qué fase tenía al nacer',
      'trígono é bom ou ruim? nem sei o que é?',
    ]) {
      expect(shapedAsSeveral(message), message).toBe(true);
    }
    expect(shapedAsSeveral('what are my strengths and weaknesses')).toBe(false);
  });

  it('needs a second question mark or a join before it can ask several', () => {
    expect(couldAskSeveral('what are my strengths, my weaknesses')).toBe(false);
    expect(couldAskSeveral('what is my moon? my venus?')).toBe(true);
    expect(couldAskSeveral('my moon and my venus')).toBe(true);
  });

  it('hears a short why as one step further', () => {
    for (const message of ['how so?', 'y por qué saturno?', 'et pourquoi saturne ?', 'and why is that']) {
      expect(followsUp(message), message).toBe(true);
    }
    expect(followsUp('why do i always ghost the people i like the most?')).toBe(false);
    expect(followsUp('what does my moon mean')).toBe(false);
  });
});
