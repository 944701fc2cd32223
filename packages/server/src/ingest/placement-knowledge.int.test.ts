// docs/admin.md#knowledge-and-documents: a document about a placement must not rewrite general concepts. "Venus in
// Scorpio loves intensely" once became the summary of Venus and of Scorpio; it belongs to the placement Venus in
// Scorpio, linked to both. Both extractors are covered (the built-in one, and a model through a local OpenAI-compatible
// server that puts the sentence on Venus and on Scorpio, as a careless model does), and the reviewer's explicit choice
// still works.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BuiltinExtractor } from '../knowledge/extract/extractor.ts';
import { ModelExtractor } from '../knowledge/extract/model.ts';
import type { DocumentExtractor } from '../knowledge/extract/port.ts';
import type { GraphNode } from '../knowledge/graph.port.ts';
import { ActiveModel } from '../llm/model-config.ts';
import { OpenAiGateway } from '../llm/openai-gateway.ts';
import type { RunningServer } from '../server.ts';
import { signedInAdmin } from '../test-support/admin.ts';
import { type FakeOpenAiServer, startFakeOpenAiServer } from '../test-support/fake-openai-server.ts';
import { createTestServer } from '../test-support/test-server.ts';
import { IngestService } from './ingest-service.ts';
import type { OcrEngine } from './tesseract-ocr.ts';

const SENTENCE = 'Venus in Scorpio loves intensely.';
const DOCUMENT = `# Notes on love\n\n${SENTENCE} It wants all or nothing.`;

let server: RunningServer;
let fake: FakeOpenAiServer;
const services: IngestService[] = [];
const noOcr: OcrEngine = {
  recognize: async () => {
    throw new Error('no OCR in this test');
  },
  close: async () => {},
} as unknown as OcrEngine;

/** One worker at a time: the one with the extractor under test. */
async function ingest(extractor: DocumentExtractor) {
  for (const earlier of services) await earlier.stop();
  const s = new IngestService({
    db: server.ctx.db,
    graph: server.ctx.graph,
    extractor,
    ocr: noOcr,
    leaseMs: 10 * 60_000,
    pollMs: 50,
    recoverOnStart: false,
  });
  services.push(s);
  s.start();
  return s;
}

async function settle(s: IngestService, id: string, statuses: string[]) {
  for (let i = 0; i < 1200; i++) {
    const job = await s.get(id);
    if (statuses.includes(job.status)) return job;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('the document did not settle');
}

/** Uploads a text, waits for review, loads it into the graph and waits until it is there. */
async function uploadAndLoad(s: IngestService, name: string, text: string) {
  const [job] = await s.submit([{ name, bytes: new TextEncoder().encode(text) }]);
  const ready = await settle(s, job!.id, ['review_ready', 'error']);
  expect(ready.error).toBeNull();
  const { extraction } = await s.getExtraction(job!.id);
  await s.requestLoad(job!.id);
  const done = await settle(s, job!.id, ['completed', 'error']);
  expect(done.error).toBeNull();
  return { id: job!.id, extraction: extraction! };
}

/** What a general concept says about itself. */
const description = (node: GraphNode | undefined) => {
  const { summary, keywords, gifts, shadow, signifies, source_file, notes } = node?.properties ?? {};
  return { summary, keywords, gifts, shadow, signifies, source_file, notes };
};

async function placementNode(name: string) {
  const { rows } = await server.ctx.db.sql.query<{ id: number; properties: Record<string, unknown> }>(
    "SELECT id, properties FROM graph_nodes WHERE label = 'Concept' AND properties->>'name' = $1 AND properties->>'type' = 'Interpretation'",
    [name],
  );
  return rows[0];
}

async function interpretsOf(id: number) {
  const { rows } = await server.ctx.db.sql.query<{ label: string; name: string }>(
    `SELECT n.label, n.properties->>'name' AS name FROM graph_edges e JOIN graph_nodes n ON n.id = e.to_id
      WHERE e.from_id = $1 AND e.type = 'INTERPRETS' ORDER BY 1, 2`,
    [id],
  );
  return rows.map((r) => `${r.label}:${r.name}`);
}

beforeAll(async () => {
  server = await createTestServer();
  await server.ctx.ingest.stop();
  fake = await startFakeOpenAiServer();
}, 120_000);

afterAll(async () => {
  for (const s of services) await s.stop();
  await server?.close();
  await fake?.close();
});

describe('a placement sentence in an uploaded document', () => {
  it('built-in extractor: leaves Venus and Scorpio as they were and lands on Venus in Scorpio', async () => {
    const venus = description((await server.ctx.graph.getPlanet('Venus'))?.node);
    const scorpio = description((await server.ctx.graph.getSign('Scorpio'))?.node);
    expect(venus.summary).toEqual(expect.any(String));

    const { extraction } = await uploadAndLoad(await ingest(new BuiltinExtractor()), 'venus-notes.md', DOCUMENT);
    const names = extraction.extraction.concepts.map((c) => `${c.concept_type}:${c.name}`);
    expect(names).toContain('Interpretation:Venus in Scorpio');
    expect(names).not.toContain('Planet:Venus');
    expect(names).not.toContain('Sign:Scorpio');

    expect(description((await server.ctx.graph.getPlanet('Venus'))?.node)).toEqual(venus);
    expect(description((await server.ctx.graph.getSign('Scorpio'))?.node)).toEqual(scorpio);
    const placement = await placementNode('Venus in Scorpio');
    expect(placement?.properties.summary).toContain(SENTENCE);
    expect(placement?.properties.source_file).toBe('venus-notes.md');
    expect(await interpretsOf(placement!.id)).toEqual(['Planet:Venus', 'Sign:Scorpio']);

    // The graph-only test finds the sentence on Venus in Scorpio, and Venus's own text without it.
    const admin = await signedInAdmin(server, 'astrological_admin');
    const test = await admin.browser.post('/api/admin/graph-test', { message: 'Tell me about Venus in Scorpio' });
    expect(test.statusCode).toBe(200);
    const facts = test.json().facts as { label: string; title: string; text: string }[];
    expect(facts).toContainEqual(
      // The sentence after it is about the same placement, so the placement holds both.
      expect.objectContaining({
        label: 'Concept',
        title: 'Venus in Scorpio',
        text: `${SENTENCE} It wants all or nothing.`,
      }),
    );
    expect(facts.find((f) => f.label === 'Planet' && f.title === 'Venus')?.text).toBe(venus.summary);
    expect(facts.filter((f) => f.text.includes(SENTENCE))).toHaveLength(1);
  }, 60_000);

  it('model extractor: the sentence the model put on Venus and Scorpio moves to Venus in Scorpio', async () => {
    const venus = description((await server.ctx.graph.getPlanet('Venus'))?.node);
    const scorpio = description((await server.ctx.graph.getSign('Scorpio'))?.node);
    const careless = (type: string, name: string) => ({
      concept_type: type,
      name,
      normalized_name: name.toLowerCase(),
      short_summary: `${SENTENCE} Mars in Aries acts first.`,
      traits: ['intense'],
      evidence: [{ quote: 'Venus in Scorpio loves intensely', pointer: 'doc#1' }],
      confidence: 0.8,
    });
    fake.enqueue({
      kind: 'text',
      chunks: [
        JSON.stringify({
          doc_meta: { file_id: 'x', file_name: 'x', file_size: 1, processed_at: '2026-01-01T00:00:00Z' },
          extraction: {
            concepts: [careless('Planet', 'Venus'), careless('Sign', 'Scorpio')],
            suggested_import: {},
            follow_ups: [],
            confidence: 'high',
          },
        }),
      ],
    });
    const gateway = new OpenAiGateway({
      baseUrl: fake.baseUrl,
      apiKey: 'test-key',
      model: new ActiveModel(null, 'openai/gpt-4o'),
      retries: 0,
      requestTimeoutMs: 10_000,
    });
    const { extraction } = await uploadAndLoad(
      await ingest(new ModelExtractor(gateway)),
      'model-notes.txt',
      `${SENTENCE} Mars in Aries acts first.`,
    );
    const names = extraction.extraction.concepts.map((c) => `${c.concept_type}:${c.name}`).sort();
    expect(names).toEqual(['Interpretation:Mars in Aries', 'Interpretation:Venus in Scorpio']);
    // The system prompt tells the model where placement sentences go.
    expect(fake.requests.at(-1)?.body?.messages?.[0]?.content).toContain('named after the placement');

    expect(description((await server.ctx.graph.getPlanet('Venus'))?.node)).toEqual(venus);
    expect(description((await server.ctx.graph.getSign('Scorpio'))?.node)).toEqual(scorpio);
    const placement = await placementNode('Venus in Scorpio');
    expect(placement?.properties.summary).toBe(SENTENCE);
    expect(placement?.properties.source_file).toBe('model-notes.txt');
    expect(await interpretsOf(placement!.id)).toEqual(['Planet:Venus', 'Sign:Scorpio']);
    const mars = await placementNode('Mars in Aries');
    expect(await interpretsOf(mars!.id)).toEqual(['Planet:Mars', 'Sign:Aries']);
  }, 60_000);

  it("changes a planet's own description only when the reviewer chooses to replace it", async () => {
    const before = description((await server.ctx.graph.getPlanet('Saturn'))?.node);
    const s = await ingest(new BuiltinExtractor());
    const text = 'Saturn teaches patience through slow, steady effort.';
    const [job] = await s.submit([{ name: 'saturn.txt', bytes: new TextEncoder().encode(text) }]);
    await settle(s, job!.id, ['review_ready']);
    const { extraction } = await s.getExtraction(job!.id);
    const saturn = extraction!.extraction.concepts.find((c) => c.name === 'Saturn');
    expect(saturn?.short_summary).toBe(text);

    // Loaded as extracted: Saturn keeps its own description.
    await s.requestLoad(job!.id);
    await settle(s, job!.id, ['completed']);
    expect(description((await server.ctx.graph.getPlanet('Saturn'))?.node)).toEqual(before);

    // The reviewer ticks "replace the description" and loads it again: now it is replaced.
    const [again] = await s.submit([{ name: 'saturn-reviewed.txt', bytes: new TextEncoder().encode(text) }]);
    await settle(s, again!.id, ['review_ready']);
    const reviewed = (await s.getExtraction(again!.id)).extraction!;
    for (const c of reviewed.extraction.concepts) if (c.name === 'Saturn') c.replace_description = true;
    await s.updateExtraction(again!.id, reviewed);
    await s.requestLoad(again!.id);
    await settle(s, again!.id, ['completed']);
    const after = (await server.ctx.graph.getPlanet('Saturn'))?.node.properties;
    expect(after?.summary).toBe(text);
    expect(after?.source_file).toBe('saturn-reviewed.txt');
  }, 60_000);
});
