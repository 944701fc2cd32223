import { describe, expect, it } from 'vitest';
import { seedKnowledge } from './builtin/knowledge.ts';
import { BuiltinModel } from './builtin-model.ts';
import type { GenerationRequest, GenerationTask } from './language-model.port.ts';
import type { ActiveModel } from './model-config.ts';
import { OpenAiGateway } from './openai-gateway.ts';
import { BUILTIN_MODEL_NAME, RoutingModel } from './routing-model.ts';

/** An active-model source whose name the test sets. */
function activeModel(initial: string) {
  const state = { name: initial, reads: 0 };
  const source = {
    async get() {
      state.reads++;
      return state.name;
    },
    clear() {},
  } as unknown as ActiveModel;
  return { state, source };
}

function setup(initial: string) {
  const calls: { model: string }[] = [];
  const fetchStub: typeof fetch = async (_url, init) => {
    const body = JSON.parse(String(init?.body)) as { model: string };
    calls.push({ model: body.model });
    return new Response(JSON.stringify({ choices: [{ message: { content: `gateway:${body.model}` } }] }), {
      headers: { 'content-type': 'application/json' },
    });
  };
  const { state, source } = activeModel(initial);
  const gateway = new OpenAiGateway({ baseUrl: 'http://127.0.0.1:9/v1', model: source, fetch: fetchStub, retries: 0 });
  const router = new RoutingModel(new BuiltinModel(seedKnowledge()), gateway, source, initial);
  return { router, state, calls };
}

const request = (task: GenerationTask): GenerationRequest => ({
  messages: [{ role: 'user', content: 'x' }],
  task,
  temperature: 0.7,
  maxTokens: 100,
});

const answerTask: GenerationTask = {
  kind: 'graph-answer',
  message: 'x',
  personality: 'guide',
  level: 'basic',
  facts: [],
};

describe('RoutingModel', () => {
  it('sends requests to the built-in reader while its name is active, and to the gateway otherwise', async () => {
    const { router, state, calls } = setup(BUILTIN_MODEL_NAME);
    expect(router.mode).toBe('embedded');
    expect(await router.complete(request(answerTask))).toBe("I don't have that information in my knowledge database.");
    expect(calls).toEqual([]);

    state.name = 'acme/model';
    expect(await router.complete(request(answerTask))).toBe('gateway:acme/model');
    expect(calls).toEqual([{ model: 'acme/model' }]);
    expect(router.mode).toBe('openai-compatible');
    expect(router.detail).toContain('acme/model');
  });

  it('tasks the built-in reader cannot do go to the gateway even when it is active', async () => {
    const { router, calls } = setup(BUILTIN_MODEL_NAME);
    const extraction = { kind: 'extraction' } as unknown as GenerationTask;
    expect(await router.complete(request(extraction))).toBe(`gateway:${BUILTIN_MODEL_NAME}`);
    expect(calls).toHaveLength(1);
  });

  it('clearModelCache re-reads the active model at once, so the mode is right for the next reply', async () => {
    const { router, state } = setup(BUILTIN_MODEL_NAME);
    state.name = 'acme/model';
    expect(router.mode).toBe('embedded');
    router.clearModelCache();
    await new Promise((r) => setTimeout(r, 0));
    expect(router.mode).toBe('openai-compatible');
  });

  it('the name is matched without regard to case or spaces', async () => {
    const { router, calls } = setup(` ${BUILTIN_MODEL_NAME.toUpperCase()} `);
    await router.complete(request(answerTask));
    expect(calls).toEqual([]);
  });
});
