// docs/admin.md#knowledge-and-documents: an upload's effect is visible. A .txt on planetary hours becomes a Technique
// concept holding its sentences; the review says where each concept lands; after the upload the graph-only test answers
// from it, and the journal line of the load names the nodes it wrote. Embedded graph on PGlite, built-in extractor and
// reader.
import type { ConceptLanding, WrittenNode } from '@stellara/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONVERSATION_TOKEN_HEADER } from '../conversation/conversation.routes.ts';
import type { RunningServer } from '../server.ts';
import { makeAdmin, signedInMember, TEST_ORIGIN, type TestBrowser } from '../test-support/accounts.ts';
import { adaBirthData } from '../test-support/fixtures.ts';
import { parseSse } from '../test-support/sse.ts';
import { createTestServer } from '../test-support/test-server.ts';

const DOCUMENT = `Planetary Hours

Planetary hours are an old timing technique. The day from sunrise to sunset is cut into twelve hours, and so is the night.
Each hour is given to one of the seven classical planets in the Chaldean order: Saturn, Jupiter, Mars, the Sun, Venus, Mercury and the Moon.
An hour of Venus suits a love letter, and an hour of Mars suits hard physical work.`;

let server: RunningServer;
let admin: TestBrowser;

beforeAll(async () => {
  server = await createTestServer();
  const a = await signedInMember(server);
  await makeAdmin(server, a.email, 'astrological_admin');
  admin = a.browser;
}, 120_000);
afterAll(async () => {
  await server?.close();
});

async function settle(id: string, statuses: string[]) {
  for (let i = 0; i < 600; i++) {
    const r = await admin.get(`/api/admin/documents/${id}`);
    if (statuses.includes(r.json().document.status)) return r.json();
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('document did not settle');
}

/** A visitor's chat: asks one question and gives back the built-in reader's whole reply. */
async function chatAsker() {
  const created = await server.app.inject({
    method: 'POST',
    url: '/api/conversations',
    payload: { birthData: adaBirthData },
  });
  const { session, token } = created.json();
  const headers = { [CONVERSATION_TOKEN_HEADER]: token as string };
  await server.app.inject({ method: 'POST', url: `/api/conversations/${session.id}/open`, headers });
  return async (content: string): Promise<string> => {
    const r = await server.app.inject({
      method: 'POST',
      url: `/api/conversations/${session.id}/messages`,
      headers,
      payload: { content },
    });
    return parseSse(r.body).at(-1)?.data.message.content ?? '';
  };
}

describe('an uploaded technique', () => {
  it('is reviewed as a new Technique node, found by the graph-only test and named in the journal', async () => {
    const before = await admin.post('/api/admin/graph-test', { message: 'What are planetary hours?' });
    expect(before.statusCode).toBe(200);
    expect(before.json().facts).toEqual([]);
    // The chat's reader says it has no notes on the technique rather than guessing or reading the Big Three.
    const ask = await chatAsker();
    const unknown = await ask('What are planetary hours?');
    expect(unknown).toContain("I don't have notes on planetary hours");
    expect(unknown).not.toContain('old timing technique');

    const sent = await server.app.inject({
      method: 'POST',
      url: '/api/admin/documents',
      headers: {
        origin: TEST_ORIGIN,
        cookie: admin.cookieHeader() ?? '',
        'content-type': 'application/octet-stream',
        'x-file-name': encodeURIComponent('planetary-hours.txt'),
      },
      payload: Buffer.from(DOCUMENT),
    });
    expect(sent.statusCode).toBe(201);
    const id: string = sent.json().document.id;
    const ready = await settle(id, ['review_ready', 'error']);
    expect(ready.document.status).toBe('review_ready');
    const concepts = ready.extraction.extraction.concepts;
    expect(concepts.map((c: { concept_type: string; name: string }) => [c.concept_type, c.name])).toEqual([
      ['Technique', 'Planetary Hours'],
    ]);

    // Review: where it lands, and the planets it is linked to (the starter graph has them).
    const landing = await admin.post(`/api/admin/documents/${id}/landing`, { concepts });
    expect(landing.statusCode).toBe(200);
    const [technique] = landing.json().landings as ConceptLanding[];
    expect(technique).toMatchObject({
      outcome: 'new',
      node: { label: 'Concept', name: 'Planetary Hours', type: 'Technique' },
    });
    expect(technique?.relations).toContainEqual({
      type: 'RELATES_TO',
      relation: 'MENTIONED_WITH',
      to: { label: 'Planet', name: 'Venus' },
      exists: true,
    });
    const venus = await admin.post(`/api/admin/documents/${id}/landing`, {
      concepts: [{ ...concepts[0], concept_type: 'Planet', name: 'Venus', normalized_name: 'venus' }],
    });
    expect(venus.json().landings[0]).toMatchObject({
      outcome: 'merge',
      node: { label: 'Planet', name: 'Venus' },
      keepsDescription: true,
    });
    const bad = await admin.post(`/api/admin/documents/${id}/landing`, { concepts: [{ name: 'x' }] });
    expect(bad.statusCode).toBe(400);

    expect((await admin.post(`/api/admin/documents/${id}/load`)).statusCode).toBe(202);
    const done = await settle(id, ['completed', 'error']);
    expect(done.document.status).toBe('completed');
    const written: WrittenNode[] = done.uploadResult.nodes;
    expect(written).toEqual([
      expect.objectContaining({ label: 'Concept', name: 'Planetary Hours', type: 'Technique' }),
    ]);

    // The graph-only test (built-in reader) now answers from the uploaded text.
    const after = await admin.post('/api/admin/graph-test', { message: 'What are planetary hours?' });
    expect(after.statusCode).toBe(200);
    expect(after.json().facts).toEqual([expect.objectContaining({ label: 'Technique', title: 'Planetary Hours' })]);
    expect(after.json().response).toContain('Planetary hours are an old timing technique.');
    // ...also when the question names a planet as well.
    const withPlanet = await admin.post('/api/admin/graph-test', {
      message: 'Is an hour of Venus in planetary hours good for love letters?',
    });
    expect(withPlanet.json().response).toContain('An hour of Venus suits a love letter');

    // ...and so does the chat's reader, in the same chat, at once.
    expect(await ask('So how do planetary hours work?')).toContain('Planetary hours are an old timing technique.');

    // The journal line of the load names the node it wrote, with the node's id.
    const journal = await admin.get('/api/admin/knowledge-updates?limit=20');
    const line = journal
      .json()
      .updates.find((u: { updateType: string; source: string }) => u.updateType === 'document_extract');
    expect(line.source).toBe('planetary-hours.txt');
    expect(line.entityData.nodes).toEqual(written);
    const { rows } = await server.ctx.db.sql.query<{ id: string }>(
      "SELECT id::text FROM graph_nodes WHERE label = 'Concept' AND properties->>'name' = 'Planetary Hours'",
    );
    expect(line.entityData.nodes[0].id).toBe(rows[0]?.id);
  }, 120_000);
});
