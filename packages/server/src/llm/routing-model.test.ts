import { describe, expect, it } from 'vitest';
import { BuiltinModel } from './builtin-model.ts';
import type { GenerationRequest } from './language-model.port.ts';
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
  const router = new RoutingModel(gateway, source, initial);
  return { router, state, calls };
}

const request: GenerationRequest = { messages: [{ role: 'user', content: 'x' }], temperature: 0.7, maxTokens: 100 };

describe('RoutingModel', () => {
  it('names the built-in reader as the answerer while its name is active, and the gateway model otherwise', async () => {
    const { router, state, calls } = setup(BUILTIN_MODEL_NAME);
    expect(await router.answerer()).toEqual({ kind: 'builtin', name: BUILTIN_MODEL_NAME });
    expect(router.mode).toBe('embedded');
    expect(calls).toEqual([]);

    state.name = 'acme/model';
    expect(await router.answerer()).toEqual({ kind: 'model', name: 'acme/model' });
    expect(await router.complete(request)).toBe('gateway:acme/model');
    expect(calls).toEqual([{ model: 'acme/model' }]);
    expect(router.mode).toBe('openai-compatible');
    expect(router.detail).toContain('acme/model');
  });

  it('clearModelCache re-reads the active model at once, so the mode is right for the next reply', async () => {
    const { router, state } = setup(BUILTIN_MODEL_NAME);
    state.name = 'acme/model';
    await router.answerer();
    state.name = BUILTIN_MODEL_NAME;
    expect(router.mode).toBe('openai-compatible');
    router.clearModelCache();
    await new Promise((r) => setTimeout(r, 0));
    expect(router.mode).toBe('embedded');
  });

  it('the name is matched without regard to case or spaces', async () => {
    const { router } = setup(` ${BUILTIN_MODEL_NAME.toUpperCase()} `);
    expect((await router.answerer()).kind).toBe('builtin');
  });
});

describe('BuiltinModel (no gateway)', () => {
  it('always names the built-in reader, and is never a source of text', async () => {
    const model = new BuiltinModel();
    expect(await model.answerer()).toEqual({ kind: 'builtin', name: BUILTIN_MODEL_NAME });
    await expect(model.complete()).rejects.toThrow(/No language model/);
  });
});
