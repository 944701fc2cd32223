// With a language model configured, a message that speaks of wanting to die still gets our own fixed words
// (reply/safety.ts), never the model's: the model is not asked at all on that turn, and is asked again on the next
// ordinary question. The person's message is stored either way.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GenerationRequest, LanguageModel } from '../llm/language-model.port.ts';
import type { RunningServer } from '../server.ts';
import { adaBirthData as birthData } from '../test-support/fixtures.ts';
import { parseSse } from '../test-support/sse.ts';
import { createTestServer } from '../test-support/test-server.ts';
import { CONVERSATION_TOKEN_HEADER } from './conversation.routes.ts';

const MODEL_REPLY = 'A reply the model wrote.';

/** A model that counts the replies it is asked for. */
class CountingModel implements LanguageModel {
  readonly mode = 'openai-compatible' as const;
  readonly detail = 'counting test model';
  streams = 0;
  async answerer() {
    return { kind: 'model' as const, name: 'test/counting' };
  }
  async *stream(_request: GenerationRequest) {
    this.streams++;
    yield MODEL_REPLY;
  }
  async complete() {
    return '{}';
  }
  async probe() {
    return { message: 'counting' };
  }
  clearModelCache() {}
}

let server: RunningServer;
const model = new CountingModel();

beforeAll(async () => {
  server = await createTestServer({ RATE_LIMIT_PER_MINUTE: '100000' });
  (server.ctx.conversations as unknown as { deps: { model: LanguageModel } }).deps.model = model;
});
afterAll(async () => {
  await server?.close();
});

describe('a message that speaks of wanting to die, with a model configured', () => {
  it('gets the fixed safety reply without asking the model; the next question goes to the model', async () => {
    const start = await server.app.inject({ method: 'POST', url: '/api/conversations', payload: { birthData } });
    expect(start.statusCode).toBe(201);
    const { session, token } = start.json();
    const send = (content: string, clientMessageId: string) =>
      server.app.inject({
        method: 'POST',
        url: `/api/conversations/${session.id}/messages`,
        headers: { [CONVERSATION_TOKEN_HEADER]: token },
        payload: { content, clientMessageId },
      });

    const before = model.streams;
    const danger = await send("honestly i don't want to be here anymore", 'danger');
    expect(danger.statusCode).toBe(200);
    const reply = parseSse(danger.body).at(-1)!;
    expect(reply.event).toBe('done');
    expect(reply.data.message.content).toContain('116 123');
    expect(reply.data.message.content).not.toContain(MODEL_REPLY);
    expect(model.streams).toBe(before);

    const question = await send('What does my Moon sign say about my feelings?', 'question');
    expect(parseSse(question.body).at(-1)!.data.message.content).toBe(MODEL_REPLY);
    expect(model.streams).toBe(before + 1);

    const { rows } = await server.ctx.db.sql.query<{ sender: string; content: string }>(
      'select sender, content from conversation_messages where conversation_id = $1 order by seq',
      [session.id],
    );
    expect(rows.filter((r) => r.sender === 'user').map((r) => r.content)).toEqual([
      "honestly i don't want to be here anymore",
      'What does my Moon sign say about my feelings?',
    ]);
  });
});
