// Test Stellara (graph-only): answers a test message from the knowledge graph alone. Steps (docs/admin.md):
// extract concepts (the active model at 0.1, or the built-in extractor when the built-in reader answers),
// query the graph through its port, build a prompt restricted to what was found, answer (0.7, pro tier), store the
// session in llm_test_sessions. With nothing found, the answer is the refusal the prompt asks for; the built-in
// reader gives it word for word (llm/builtin/graph-only.ts).
import {
  errorCodes,
  GRAPH_TEST_MESSAGES,
  type GraphTestConnection,
  type GraphTestInput,
  type GraphTestResult,
  type GraphTestSession,
} from '@stellara/contract';
import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { llmTestSessions } from '../../db/schema/index.ts';
import { HttpError } from '../../http/errors.ts';
import type { EntityDetail, KnowledgeGraph, Placement } from '../../knowledge/index.ts';
import { methodsNamed } from '../../knowledge/index.ts';
import { type LanguageModel, LlmError, MAX_TOKENS } from '../../llm/index.ts';
import type { Logger } from '../../logging/logger.ts';
import { builtinSections, personalityNames } from './catalogue.ts';
import {
  extractConcepts,
  type GraphConcepts,
  type GraphFact,
  graphOnlyAnswer,
  NO_KNOWLEDGE_ANSWER,
  parseConceptAnswer,
  searchTerms,
  statedPlacements,
} from './graph-only.ts';

export const CONCEPT_TEMPERATURE = 0.1;
export const ANSWER_TEMPERATURE = 0.7;
/** Sessions returned to the tab (it shows five). */
export const SESSIONS_FETCHED = 10;
/** At most this many facts go into the prompt. */
const MAX_FACTS = 12;

type SessionRow = typeof llmTestSessions.$inferSelect;

const sessionJson = (r: SessionRow): GraphTestSession => ({
  id: r.id,
  testMessage: r.testMessage,
  personalityMode: r.personalityMode,
  technicalLevel: r.technicalLevel,
  environment: r.environment,
  responseStaging: r.responseStaging,
  notes: r.notes,
  createdAt: r.createdAt.toISOString(),
});

const strings = (v: unknown): string[] => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []);

function factOf(label: string, title: string, props: Record<string, unknown>): GraphFact | null {
  const text = [props.summary, props.content, props.signifies].find((v) => typeof v === 'string' && v.trim());
  if (typeof text !== 'string') return null;
  return { label, title, text: text.trim(), keywords: strings(props.keywords).slice(0, 8) };
}

const CONCEPT_SYSTEM = [
  'You extract the astrological concepts a message names, for a look-up in a knowledge database.',
  'Answer with one JSON object and nothing else:',
  '{"planets": [], "signs": [], "houses": [], "aspects": [], "topics": []}',
  'planets: English names (Sun, Moon, Mercury ... Pluto, Chiron, North Node, Ascendant, Midheaven);',
  'signs: English zodiac sign names; houses: integers from 1 to 12; aspects: conjunction, opposition, trine,',
  'square, sextile, quincunx...; topics: life areas such as Love, Career, Money, Family.',
  'Only what the message itself names; empty lists when it names nothing.',
].join('\n');

/**
 * The level's line for a graph-only answer. There is no chart in this test, so nothing asks for degrees, orbs or a
 * house system, and no plan line: the answer is about the knowledge, not about anyone's chart or subscription.
 */
export function graphOnlyLevelLine(level: 'basic' | 'technical'): string {
  return level === 'technical'
    ? 'Level: technical. Keep the astrological terms the knowledge uses. Length: up to about 400 words.'
    : 'Level: basic. Plain words; explain any astrological term the first time you use it. Length: up to about 250 words.';
}

export function graphOnlySystemPrompt(input: {
  personality: keyof typeof personalityNames;
  level: 'basic' | 'technical';
  facts: GraphFact[];
}): string {
  const knowledge =
    input.facts.length > 0
      ? input.facts.map((f, i) => `${i + 1}. [${f.label}] ${f.title}: ${f.text}`).join('\n')
      : '(nothing was found in the knowledge database for this question)';
  return [
    `You are Stellara, the ${personalityNames[input.personality]}. This is a graph-only test of your knowledge database.`,
    'Answer ONLY from the knowledge listed below, which was retrieved from the knowledge database for this question.',
    'Do not add any astrological meaning, fact or claim that is not in it, and do not draw on general knowledge.',
    "No birth chart is part of this test: explain what the knowledge says in general terms, never as a reading of someone's chart.",
    `If the knowledge below does not answer the question, reply exactly: "${NO_KNOWLEDGE_ANSWER}"`,
    `Style: ${builtinSections[input.personality].style}`,
    graphOnlyLevelLine(input.level),
    '',
    'KNOWLEDGE FROM THE DATABASE:',
    knowledge,
  ].join('\n');
}

export class GraphTestService {
  constructor(private readonly deps: { db: Database; graph: KnowledgeGraph; llm: LanguageModel; logger: Logger }) {}

  async connection(): Promise<GraphTestConnection> {
    const t = await this.deps.graph.testConnection();
    return { connected: t.ok, mode: t.mode, latencyMs: t.latencyMs, message: t.message };
  }

  /** Who answers now: the built-in reader or the gateway (and which model). */
  private async route(): Promise<{ answeredBy: 'builtin' | 'gateway'; model: string }> {
    const a = await this.deps.llm.answerer();
    return { answeredBy: a.kind === 'builtin' ? 'builtin' : 'gateway', model: a.name };
  }

  private async extract(message: string, builtin: boolean): Promise<{ concepts: GraphConcepts; error: string | null }> {
    if (builtin) return { concepts: extractConcepts(message), error: null };
    try {
      const text = await this.deps.llm.complete({
        messages: [
          { role: 'system', content: CONCEPT_SYSTEM },
          { role: 'user', content: message },
        ],
        temperature: CONCEPT_TEMPERATURE,
        maxTokens: 400,
      });
      return parseConceptAnswer(text);
    } catch (error) {
      // A failed extraction gives empty concept lists (docs/admin.md).
      const r = parseConceptAnswer('');
      return { concepts: r.concepts, error: (error as Error).message };
    }
  }

  /** The graph look-ups for the concepts, through the port. */
  private async lookUp(
    message: string,
    c: GraphConcepts,
  ): Promise<{ facts: GraphFact[]; queries: { call: string; found: number }[] }> {
    const { graph } = this.deps;
    const facts: GraphFact[] = [];
    const queries: { call: string; found: number }[] = [];
    const seen = new Set<string>();
    const add = (f: GraphFact | null) => {
      if (!f) return 0;
      const key = `${f.label}:${f.title}`;
      if (seen.has(key)) return 0;
      seen.add(key);
      facts.push(f);
      return 1;
    };
    const run = async (call: string, work: () => Promise<number>) => {
      try {
        queries.push({ call, found: await work() });
      } catch (error) {
        queries.push({ call: `${call} failed: ${(error as Error).message}`, found: 0 });
      }
    };
    const entity = (label: string, title: string) => (d: EntityDetail | null) =>
      d ? add(factOf(label, title, d.node.properties)) : 0;

    // Interpretations of the placements the message states come first: they answer the question most directly.
    // Only the pairs it states ("Venus in my 7th house"), never every named planet with every named house; when it
    // names one planet and no pairing (a message the text scan cannot read), that planet goes with each sign and house.
    const bodies = c.planets.filter((p) => p !== 'Ascendant' && p !== 'Midheaven');
    // Stated in the text and among the concepts extracted (a failed extraction leaves nothing to pair).
    const named = (p: Placement) => {
      switch (p.kind) {
        case 'planet-in-sign':
          return c.planets.includes(p.planet) && c.signs.includes(p.sign);
        case 'planet-in-house':
          return c.planets.includes(p.planet) && c.houses.includes(p.house);
        case 'aspect':
          return c.planets.includes(p.planet1) && c.planets.includes(p.planet2) && c.aspects.includes(p.aspect);
        case 'ascendant-in-sign':
          return c.planets.includes('Ascendant') && c.signs.includes(p.sign);
      }
    };
    let placements: Placement[] = statedPlacements(message).filter(named);
    if (placements.length === 0) {
      if (bodies.length === 1) {
        const planet = bodies[0]!;
        for (const sign of c.signs) placements.push({ kind: 'planet-in-sign', planet, sign });
        for (const house of c.houses) placements.push({ kind: 'planet-in-house', planet, house });
      } else if (bodies.length === 0 && c.planets.includes('Ascendant')) {
        for (const sign of c.signs) placements.push({ kind: 'ascendant-in-sign', sign });
      }
      if (bodies.length === 2 && c.aspects.length === 1)
        placements.push({ kind: 'aspect', planet1: bodies[0]!, planet2: bodies[1]!, aspect: c.aspects[0]! });
    }
    placements = placements.slice(0, 12);
    for (const p of placements) {
      const label = JSON.stringify(p);
      let text: string | null = p.kind === 'planet-in-sign' ? `${p.planet} in ${p.sign}` : null;
      await run(`getInterpretation(${label})`, async () => {
        const r = await graph.getInterpretation(p);
        if (r) text = r.placement;
        return r ? add(factOf('Interpretation', r.placement, r.node.properties)) : 0;
      });
      // What uploaded documents said about the same placement lives on a placement concept of its own.
      const placement = text;
      if (placement) {
        await run(`search(${JSON.stringify(placement)})`, async () => {
          const hits = (await graph.search(placement)).hits.filter(
            (h) =>
              h.node.label === 'Concept' &&
              h.node.properties.type === 'Interpretation' &&
              String(h.node.properties.name).toLowerCase() === placement.toLowerCase(),
          );
          return hits.reduce((n, h) => n + add(factOf('Concept', placement, h.node.properties)), 0);
        });
      }
    }
    // A method the question names (planetary hours, a Saturn return) is a Technique concept, as uploads write it.
    let methodFacts = 0;
    for (const method of methodsNamed(message)) {
      await run(`search(${JSON.stringify(method)})`, async () => {
        const hits = (await graph.search(method)).hits.filter(
          (h) =>
            h.node.label === 'Concept' &&
            h.node.properties.type === 'Technique' &&
            String(h.node.properties.name).toLowerCase() === method.toLowerCase(),
        );
        const found = hits.reduce((n, h) => n + add(factOf('Technique', method, h.node.properties)), 0);
        methodFacts += found;
        return found;
      });
    }

    for (const p of c.planets)
      await run(`getPlanet("${p}")`, async () => entity('Planet', p)(await graph.getPlanet(p)));
    for (const s of c.signs) await run(`getSign("${s}")`, async () => entity('Sign', s)(await graph.getSign(s)));
    for (const h of c.houses) {
      await run(`getHouse(${h})`, async () => entity('House', `House ${h}`)(await graph.getHouse(h)));
    }
    for (const a of c.aspects)
      await run(`getAspect("${a}")`, async () => entity('Aspect', a)(await graph.getAspect(a)));
    for (const t of c.topics) await run(`getTopic("${t}")`, async () => entity('Topic', t)(await graph.getTopic(t)));

    // Nothing named, nor a method found: the graph's own search (full text, then contains) over the words that name
    // the subject, not over the whole question.
    const conceptCount = c.planets.length + c.signs.length + c.houses.length + c.aspects.length + c.topics.length;
    const terms = searchTerms(message);
    if (conceptCount === 0 && methodFacts === 0 && terms) {
      await run(`search(${JSON.stringify(terms.slice(0, 80))})`, async () => {
        const r = await graph.search(terms);
        let n = 0;
        for (const hit of r.hits.slice(0, 5)) {
          const p = hit.node.properties;
          const title =
            typeof p.placement === 'string'
              ? p.placement
              : typeof p.name === 'string'
                ? p.name
                : typeof p.number === 'number'
                  ? `House ${p.number}`
                  : hit.node.label;
          n += add(factOf(hit.node.label, title, p));
        }
        return n;
      });
    }
    return { facts: facts.slice(0, MAX_FACTS), queries };
  }

  async run(admin: { userId: string }, input: GraphTestInput): Promise<GraphTestResult> {
    const started = performance.now();
    const connection = await this.deps.graph.testConnection();
    if (!connection.ok) throw new HttpError(503, errorCodes.unavailable, GRAPH_TEST_MESSAGES.notConnected);

    const route = await this.route();
    const extraction = await this.extract(input.message, route.answeredBy === 'builtin');
    const { facts, queries } = await this.lookUp(input.message, extraction.concepts);
    const systemPrompt = graphOnlySystemPrompt({ personality: input.personality, level: input.level, facts });

    let response: string;
    try {
      // Nothing found: the plain answer the spec gives, without asking a model to improvise around an empty list.
      response =
        facts.length === 0
          ? NO_KNOWLEDGE_ANSWER
          : route.answeredBy === 'builtin'
            ? graphOnlyAnswer({ message: input.message, personality: input.personality, level: input.level, facts })
            : await this.deps.llm.complete({
                messages: [
                  { role: 'system', content: systemPrompt },
                  { role: 'user', content: input.message },
                ],
                temperature: ANSWER_TEMPERATURE,
                maxTokens: MAX_TOKENS,
              });
    } catch (error) {
      const message = error instanceof LlmError ? error.message : (error as Error).message;
      this.deps.logger.warn({ err: message }, 'graph-only test: the answer failed');
      throw new HttpError(502, errorCodes.unavailable, message);
    }

    const notes = [
      `Answered by ${route.answeredBy === 'builtin' ? 'the built-in reader' : `${route.model} through the gateway`}`,
      `${facts.length} fact${facts.length === 1 ? '' : 's'} from the ${connection.mode} graph`,
      `concepts by ${route.answeredBy === 'builtin' ? 'the built-in extractor' : 'the model at 0.1'}`,
      ...(extraction.error ? [`concept extraction failed: ${extraction.error}`] : []),
    ].join('; ');
    const [row] = await this.deps.db.orm
      .insert(llmTestSessions)
      .values({
        adminId: admin.userId,
        testMessage: input.message,
        personalityMode: input.personality,
        technicalLevel: input.level,
        environment: 'staging',
        responseStaging: response,
        foundKnowledge: { concepts: extraction.concepts, facts, queries },
        notes,
      })
      .returning();
    if (!row) throw new Error('insert returned no row');

    return {
      session: sessionJson(row),
      concepts: extraction.concepts,
      extractedBy: route.answeredBy === 'builtin' ? 'builtin' : 'model',
      extractionError: extraction.error,
      facts,
      queries,
      systemPrompt,
      response,
      answeredBy: route.answeredBy,
      model: route.model,
      graphMode: connection.mode,
      durationMs: Math.round(performance.now() - started),
    };
  }

  async sessions(adminId: string): Promise<GraphTestSession[]> {
    const rows = await this.deps.db.orm
      .select()
      .from(llmTestSessions)
      .where(and(eq(llmTestSessions.adminId, adminId), eq(llmTestSessions.environment, 'staging')))
      .orderBy(desc(llmTestSessions.createdAt))
      .limit(SESSIONS_FETCHED);
    return rows.map(sessionJson);
  }
}
