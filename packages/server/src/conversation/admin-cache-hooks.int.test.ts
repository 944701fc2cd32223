// What the admin side does after a save: the 'llm.active-model' cluster event (llm_configurations changed), which
// makes every instance call `llm.clearModelCache()`, and `ctx.conversations.clearPersonalityCache()`
// (personality_prompts changed, sent the same way). Without them the next reply keeps the cached model and prompt
// (for up to a minute); with them it uses the new ones at once. Across instances: instances.int.test.ts, scale/.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../server.ts';
import { type FakeOpenAiServer, startFakeOpenAiServer } from '../test-support/fake-openai-server.ts';
import { adaBirthData as birthData } from '../test-support/fixtures.ts';
import { createTestServer } from '../test-support/test-server.ts';
import { CONVERSATION_TOKEN_HEADER } from './conversation.routes.ts';

describe('admin cache hooks', () => {
  let fake: FakeOpenAiServer;
  let server: RunningServer;
  let conversation: { id: string; headers: Record<string, string> };

  beforeAll(async () => {
    fake = await startFakeOpenAiServer();
    fake.fallback = () => ({ kind: 'text', chunks: ['Noted.'] });
    server = await createTestServer({
      LLM_BASE_URL: fake.baseUrl,
      LLM_API_KEY: 'k',
      LLM_DEFAULT_MODEL: 'test/default',
    });
    const res = await server.app.inject({ method: 'POST', url: '/api/conversations', payload: { birthData } });
    expect(res.statusCode).toBe(201);
    conversation = { id: res.json().session.id, headers: { [CONVERSATION_TOKEN_HEADER]: res.json().token } };
  });
  afterAll(async () => {
    await server.close();
    await fake.close();
  });

  /** Sends a message; returns the request the gateway received for the reply. */
  async function reply(content: string) {
    fake.requests.length = 0;
    const res = await server.app.inject({
      method: 'POST',
      url: `/api/conversations/${conversation.id}/messages`,
      headers: conversation.headers,
      payload: { content },
    });
    expect(res.body).toContain('event: done');
    const sent = fake.requests.filter((r) => r.path.endsWith('/chat/completions'));
    expect(sent).toHaveLength(1);
    const body = sent[0]!.body;
    if (!body) throw new Error('the gateway received no JSON body');
    return body;
  }

  it('both hooks exist where the admin side reaches them', () => {
    expect(typeof server.ctx.llm.clearModelCache).toBe('function');
    expect(typeof server.ctx.conversations.clearPersonalityCache).toBe('function');
  });

  it('clearModelCache: the active llm_configurations row is used from the next reply on', async () => {
    expect((await reply('Tell me about my Sun')).model).toBe('test/default');
    await server.ctx.db.sql.query(
      "insert into llm_configurations (model_name, provider, is_active) values ('acme/new-model', 'acme', true)",
    );
    expect((await reply('And my Moon?')).model).toBe('test/default'); // still cached
    server.ctx.llm.clearModelCache();
    expect((await reply('And my Venus?')).model).toBe('acme/new-model');
  });

  it('clearPersonalityCache: an edited system prompt is used from the next reply on', async () => {
    const system = (body: Awaited<ReturnType<typeof reply>>) =>
      body.messages?.find((m) => m.role === 'system')?.content;
    const marker = 'ADMIN-EDITED-SYSTEM-BASE you are the guide, speak plainly';
    expect(system(await reply('What about love?'))).not.toContain(marker);
    await server.ctx.db.sql.query(
      `insert into personality_prompts (personality_mode, prompt_section, content, is_active)
       values ('guide', 'system_base', $1, true)`,
      [marker],
    );
    expect(system(await reply('What about career?'))).not.toContain(marker); // still cached
    server.ctx.conversations.clearPersonalityCache();
    expect(system(await reply('What about my houses?'))).toContain(marker);
  });
});
