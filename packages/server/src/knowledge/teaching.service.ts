// Teaching from conversation: facts an administrator states in Chat Training are written to the knowledge graph
// through its port (each write journalled in knowledge_updates as trainer_generated, with the spec's entity_data:
// name, cypherQuery, success, errorMessage, reasoning, affectedNodes, failedInTeachStellara), and the trainer chat
// is kept in teaching_sessions.
import { randomUUID } from 'node:crypto';
import type { LearnedFact, PersonalityId } from '@stellara/contract';
import type { Database } from '../db/client.ts';
import type { Logger } from '../logging/logger.ts';
import type { TaughtFact, TeachingRef } from './extract/teaching.ts';
import type { EntityDetail, KnowledgeGraph } from './graph.port.ts';

/** Facts the rules read from the trainer's own words. */
export const TEACHING_UPDATE_TYPE = 'trainer_generated';
/** Facts the language model extracted from the trainer's message. */
export const EXTRACT_UPDATE_TYPE = 'conversational_extract';
export type TeachingUpdateType = typeof TEACHING_UPDATE_TYPE | typeof EXTRACT_UPDATE_TYPE;

export interface TeachingAdmin {
  userId: string;
  email: string;
}

const quote = (v: string | number) => (typeof v === 'number' ? String(v) : `'${v.replace(/'/g, "\\'")}'`);
const strings = (v: unknown): string[] => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []);

function refText(ref: TeachingRef): string {
  return ref.label === 'House' ? `House ${ref.number}` : ref.name;
}

export class TeachingService {
  constructor(private readonly deps: { db: Database; graph: KnowledgeGraph; logger: Logger }) {}

  private async lookup(ref: TeachingRef): Promise<EntityDetail | null> {
    const g = this.deps.graph;
    switch (ref.label) {
      case 'Planet':
        return g.getPlanet(ref.name);
      case 'Sign':
        return g.getSign(ref.name);
      case 'Aspect':
        return g.getAspect(ref.name);
      case 'House':
        return g.getHouse(ref.number);
    }
  }

  /** Adds the spec's fields to the journal row(s) the port wrote for this fact, or writes one when it wrote none. */
  private async journal(
    marker: string,
    fact: TaughtFact,
    admin: TeachingAdmin,
    data: { cypherQuery: string | null; success: boolean; errorMessage: string | null; affectedNodes: string[] },
    entityType: string,
    sessionId: string,
    updateType: TeachingUpdateType,
  ): Promise<string | null> {
    const entityData = {
      name: fact.name,
      cypherQuery: data.cypherQuery,
      success: data.success,
      errorMessage: data.errorMessage,
      reasoning: fact.reasoning,
      affectedNodes: data.affectedNodes,
      failedInTeachStellara: !data.success,
      statement: fact.statement,
      teachingSessionId: sessionId,
    };
    const { journal } = this.deps.graph;
    return (
      (await journal.enrichBySource(marker, entityData)) ??
      (await journal.record({
        entityType,
        updateType,
        source: marker,
        entityData,
        success: data.success,
        errorMessage: data.errorMessage,
        createdBy: admin.email,
        userId: admin.userId,
      }))
    );
  }

  /** Writes one fact to the graph; never throws (a failure is reported and journalled). */
  async teachFact(
    fact: TaughtFact,
    admin: TeachingAdmin,
    sessionId: string,
    updateType: TeachingUpdateType = TEACHING_UPDATE_TYPE,
  ): Promise<LearnedFact> {
    const marker = `Chat Training (teaching session ${sessionId}, ${randomUUID().slice(0, 8)})`;
    const meta = { updateType, source: marker, createdBy: admin.email, userId: admin.userId };
    let cypherQuery: string | null = null;
    let affectedNodes: string[] = [];
    let alreadyKnown = false;
    let entityType = 'Concept';
    let errorMessage: string | null = null;
    try {
      switch (fact.kind) {
        case 'invalid':
          errorMessage = fact.error;
          entityType = 'House';
          break;
        case 'relationship': {
          entityType = 'Relationship';
          const [from, to] = await Promise.all([this.lookup(fact.from), this.lookup(fact.to)]);
          if (!from) throw new Error(`${refText(fact.from)} is not in the knowledge graph`);
          if (!to) throw new Error(`${refText(fact.to)} is not in the knowledge graph`);
          const fromName = String(from.node.properties.name);
          const toName = String(to.node.properties.name);
          affectedNodes = [`${from.node.label}:${fromName}`, `${to.node.label}:${toName}`];
          alreadyKnown = from.relationships.some(
            (r) => r.type === fact.type && r.direction === 'out' && r.node.id === to.node.id,
          );
          cypherQuery = `MATCH (a:${from.node.label} {name: ${quote(fromName)}}), (b:${to.node.label} {name: ${quote(toName)}}) MERGE (a)-[r:${fact.type}]->(b) SET r.taught_by = ${quote(admin.email)}`;
          await this.deps.graph.upsertRelationship(
            {
              type: fact.type,
              from: { label: from.node.label, key: fromName },
              to: { label: to.node.label, key: toName },
              properties: { taught_by: admin.email },
            },
            meta,
          );
          break;
        }
        case 'keywords': {
          entityType = fact.entity.label;
          const found = await this.lookup(fact.entity);
          if (!found) throw new Error(`${refText(fact.entity)} is not in the knowledge graph`);
          const existing = strings(found.node.properties.keywords);
          const lower = new Set(existing.map((k) => k.toLowerCase()));
          const added = fact.keywords.filter((k) => !lower.has(k.toLowerCase()));
          alreadyKnown = added.length === 0;
          const keywords = [...existing, ...added];
          if (fact.entity.label === 'House') {
            const n = Number(found.node.properties.number);
            affectedNodes = [`House:${n}`];
            cypherQuery = `MATCH (h:House {number: ${n}}) SET h.keywords = ${JSON.stringify(keywords)}`;
            await this.deps.graph.upsertHouse({ number: n, keywords }, meta);
          } else {
            const name = String(found.node.properties.name);
            affectedNodes = [`${found.node.label}:${name}`];
            cypherQuery = `MATCH (n:${found.node.label} {name: ${quote(name)}}) SET n.keywords = ${JSON.stringify(keywords)}`;
            if (found.node.label === 'Planet') await this.deps.graph.upsertPlanet({ name, keywords }, meta);
            else await this.deps.graph.upsertSign({ name, keywords }, meta);
          }
          break;
        }
        case 'aspect-nature': {
          entityType = 'Aspect';
          const found = await this.lookup(fact.entity);
          if (!found) throw new Error(`${fact.entity.name} is not in the knowledge graph`);
          const name = String(found.node.properties.name);
          affectedNodes = [`Aspect:${name}`];
          alreadyKnown = found.node.properties.nature === fact.nature;
          cypherQuery = `MATCH (a:Aspect {name: ${quote(name)}}) SET a.nature = ${quote(fact.nature)}`;
          await this.deps.graph.upsertAspect({ name, nature: fact.nature }, meta);
          break;
        }
      }
    } catch (error) {
      errorMessage = (error as Error).message;
    }
    const success = errorMessage === null;
    let updateId: string | null = null;
    try {
      updateId = await this.journal(
        marker,
        fact,
        admin,
        { cypherQuery, success, errorMessage, affectedNodes },
        entityType,
        sessionId,
        updateType,
      );
    } catch (error) {
      this.deps.logger.error({ err: error }, 'journalling a taught fact failed');
    }
    return {
      name: fact.name,
      kind: fact.kind,
      success,
      errorMessage,
      reasoning: fact.reasoning,
      affectedNodes,
      alreadyKnown,
      updateId,
    };
  }

  async teach(
    facts: TaughtFact[],
    admin: TeachingAdmin,
    sessionId: string,
    updateType: TeachingUpdateType = TEACHING_UPDATE_TYPE,
  ): Promise<LearnedFact[]> {
    const out: LearnedFact[] = [];
    for (const fact of facts) out.push(await this.teachFact(fact, admin, sessionId, updateType));
    return out;
  }

  /** The teaching_sessions row of this trainer chat: the admin's own one when given, else a new one. */
  async session(
    admin: TeachingAdmin,
    sessionId: string | null | undefined,
    personality: PersonalityId,
  ): Promise<string> {
    if (sessionId) {
      const { rows } = await this.deps.db.sql.query<{ id: string }>(
        'select id from teaching_sessions where id = $1 and admin_id = $2',
        [sessionId, admin.userId],
      );
      if (rows[0]) return rows[0].id;
    }
    const { rows } = await this.deps.db.sql.query<{ id: string }>(
      `insert into teaching_sessions (admin_id, personality_mode) values ($1, $2) returning id`,
      [admin.userId, personality],
    );
    return rows[0]!.id;
  }

  /** Appends one exchange to the session and touches updated_at. */
  async record(sessionId: string, entry: Record<string, unknown>): Promise<void> {
    try {
      await this.deps.db.sql.query(
        `update teaching_sessions set messages = messages || $2::jsonb, personality_mode = coalesce($3, personality_mode),
           updated_at = now() where id = $1`,
        [sessionId, JSON.stringify([entry]), typeof entry.personality === 'string' ? entry.personality : null],
      );
    } catch (error) {
      this.deps.logger.error({ err: error }, 'recording the teaching session failed');
    }
  }
}

/** The trainer's answer to a teaching message: what was learned, what was already known, what failed and why. */
export function teachingReply(learned: LearnedFact[]): string {
  const lines = learned.map((f) => {
    if (!f.success) return `- Could not learn "${f.name}": ${f.errorMessage}`;
    return f.alreadyKnown
      ? `- ${f.name}: already in my knowledge graph, confirmed.`
      : `- ${f.name}: learned and written to my knowledge graph.`;
  });
  const ok = learned.filter((f) => f.success).length;
  const head = ok
    ? `Thank you, I've taken that in. ${ok === 1 ? 'One fact' : `${ok} facts`} recorded:`
    : "I couldn't add that to my knowledge graph:";
  return `${head}\n${lines.join('\n')}`;
}
