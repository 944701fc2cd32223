import type { RecordedRequest } from '@stellara/server/testing/fake-openai-server';
import { estimateTokens, type KnowledgeFit, knowledgeFit, knowledgeItems } from './checks.ts';
import { chartOf, type Metric } from './runner.ts';
import type { Scenario } from './scenarios.ts';

/**
 * The request size a model is sent, in tokens (characters / 4). Set for the request audit
 * (docs/conversation.md#model-request): several thousand fits today's models, now that the last six messages go
 * verbatim and knowledge texts whole.
 */
export const PROMPT_TOKEN_BUDGET = 4000;

export interface PromptRecord {
  scenario: Scenario;
  requests: RecordedRequest[];
}

export interface KnowledgeResult {
  scenario: Scenario;
  question: string;
  title: string;
  fit: KnowledgeFit;
}

export interface PromptSize {
  scenario: Scenario;
  question: string;
  /** Estimated tokens (characters / 4) of the whole request: system prompt, history and question. */
  tokens: number;
  /** Estimated tokens of the system prompt alone. */
  system: number;
}

export interface PromptEvaluation {
  items: KnowledgeResult[];
  misfits: KnowledgeResult[];
  general: KnowledgeResult[];
  /** Every request, largest first. */
  sizes: PromptSize[];
  metrics: Metric[];
}

export function evaluatePrompts(records: readonly PromptRecord[]): PromptEvaluation {
  const items: KnowledgeResult[] = [];
  const sizes: PromptSize[] = [];
  for (const { scenario, requests } of records) {
    const chart = chartOf(scenario.person);
    for (const req of requests) {
      const messages = req.body?.messages;
      if (!Array.isArray(messages)) continue;
      const system = messages.find((x) => x.role === 'system')?.content ?? '';
      // The last user turn, without the delimiter lines around user-typed text ("<<<USER_DATA").
      const question = ([...messages].reverse().find((x) => x.role === 'user')?.content ?? '')
        .split('\n')
        .filter((line) => !/^\s*(?:<<<\w+|\w+>>>)\s*$/.test(line))
        .join(' ');
      sizes.push({
        scenario,
        question,
        tokens: estimateTokens(messages.map((x) => x.content).join('\n')),
        system: estimateTokens(system),
      });
      for (const item of knowledgeItems(system)) {
        items.push({ scenario, question, title: item.title, fit: knowledgeFit(item.title, chart) });
      }
    }
  }
  sizes.sort((a, b) => b.tokens - a.tokens);
  const misfits = items.filter((i) => i.fit.fit === 'misfit');
  const maxSystem = Math.max(0, ...sizes.map((x) => x.system));
  const maxTotal = sizes[0]?.tokens ?? 0;
  return {
    items,
    misfits,
    general: items.filter((i) => i.fit.fit === 'general'),
    sizes,
    metrics: [
      {
        name: 'knowledge items about a placement the person does not have',
        value: `${misfits.length} of ${items.length}`,
        target: '0',
        pass: misfits.length === 0,
      },
      {
        name: 'largest system prompt (tokens, characters / 4)',
        value: String(maxSystem),
        target: `< ${PROMPT_TOKEN_BUDGET}`,
        pass: sizes.length > 0 && maxSystem < PROMPT_TOKEN_BUDGET,
      },
      {
        name: 'largest request: system, last 6 messages, question',
        value: `${maxTotal} (${sizes.filter((x) => x.tokens >= PROMPT_TOKEN_BUDGET).length} of ${sizes.length} over)`,
        target: `< ${PROMPT_TOKEN_BUDGET}`,
        pass: sizes.length > 0 && maxTotal < PROMPT_TOKEN_BUDGET,
      },
    ],
  };
}
