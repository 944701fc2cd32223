import type { EngagementAnalysis, Hook } from '@stellara/contract';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import type { GenerationRequest, LanguageModel } from '../llm/language-model.port.ts';
import { keywordEngagement } from './engagement.ts';
import { HookAnalyses } from './hook-analysis.ts';

const hook: Hook = {
  hook: 'Plain draft.',
  contradiction: { primary: 'closeness', secondary: 'control', tension: 'Venus square Pluto' },
  chartPatternType: 'tight_square',
  intensityLevel: 'gentle',
  meaning: 'Love and control were learned together.',
  permission: 'Tell me if it does not fit.',
};

/** A model that answers every request with `answer`, and keeps the requests it was sent. */
function modelAnswering(answer: string) {
  const requests: GenerationRequest[] = [];
  const model = {
    mode: 'openai-compatible',
    detail: 'test',
    answerer: async () => ({ kind: 'model', name: 'test/model' }),
    complete: async (request: GenerationRequest) => {
      requests.push(request);
      return answer;
    },
  } as unknown as LanguageModel;
  return { model, requests };
}

const logger = pino({ level: 'silent' });
const good: EngagementAnalysis = {
  comfortLevel: 'vulnerable',
  resonanceScore: 9,
  responseType: 'shares_more',
  intensitySuggestion: 'standard',
  keySignals: ['my mother'],
  userLanguagePatterns: ['holding on'],
};

describe('HookAnalyses', () => {
  it("sends the shown hook text and the fenced reply, and takes the model's valid answer", async () => {
    const { model, requests } = modelAnswering(`\`\`\`json\n${JSON.stringify(good)}\n\`\`\``);
    const shown = 'You hold on hardest to what you fear losing.';
    const result = await new HookAnalyses({ model, logger }).analyse(hook, 'Yes, with my mother.', shown);
    expect(result).toEqual(good);
    const user = requests[0]!.messages.find((m) => m.role === 'user')!.content;
    expect(user).toContain(shown);
    expect(user).toContain('<<<USER_DATA\nYes, with my mother.\nUSER_DATA>>>');
  });

  it.each([
    ['prose', 'They seem open to it.'],
    ['a value outside the contract', JSON.stringify({ ...good, comfortLevel: 'happy' })],
    ['a missing field', JSON.stringify({ ...good, keySignals: undefined })],
    ['a score out of range', JSON.stringify({ ...good, resonanceScore: 12 })],
  ])('falls back to the keyword analysis on %s', async (_what, answer) => {
    const { model } = modelAnswering(answer);
    const reply = "No, that's not me at all.";
    const result = await new HookAnalyses({ model, logger }).analyse(hook, reply, 'shown');
    expect(result).toEqual(keywordEngagement(reply));
  });
});
