// The KnowledgeGraph contract: one suite, run against the embedded adapter (embedded-graph.int.test.ts, on PGlite
// and on PostgreSQL) and against a real Neo4j (neo4j-graph.neo4j.test.ts). Each run starts from an empty graph,
// loads the starter knowledge base through the port, then checks every capability of the port.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.ts';
import type { GraphNeighbour, KnowledgeGraph } from './graph.port.ts';
import { loadSeed } from './seed/load.ts';
import { allInterpretations } from './seed/schema.ts';
import { loadStarterKnowledge } from './seed-graph.ts';

export interface ContractTarget {
  graph: KnowledgeGraph;
  db: Database;
  /** Adapter-specific console statements. */
  console: {
    countPlanets: string;
    /** A write that creates a second House node with this number (stored differently, as bad imports do). */
    duplicateHouse: (number: number) => string;
    /** A read that runs far longer than 300 ms. */
    slow: string;
    syntaxError: string;
  };
  close(): Promise<void>;
}

const seed = loadSeed();
const expectedNodes =
  Object.values(seed.entities).reduce((n, list) => n + list.length, 0) + allInterpretations(seed).length;
const interpretsEdges = allInterpretations(seed).reduce((n, i) => n + (i.kind === 'aspect' ? 3 : 2), 0);
const expectedRelationships = seed.relationships.length + interpretsEdges;

const edgeKey = (r: GraphNeighbour) => `${r.type}|${r.direction}|${r.node.id}`;

async function updates(db: Database, since: Date) {
  const { rows } = await db.sql.query<{
    entity_type: string;
    update_type: string;
    source: string;
    success: boolean;
    error_message: string | null;
    created_by: string | null;
    entity_data: Record<string, unknown>;
  }>('SELECT * FROM knowledge_updates WHERE created_at >= $1 ORDER BY created_at', [since]);
  return rows;
}

export function describeGraphContract(name: string, open: () => Promise<ContractTarget>, skip?: string): void {
  describe.skipIf(Boolean(skip))(`KnowledgeGraph contract: ${name}${skip ? ` (skipped: ${skip})` : ''}`, () => {
    let t: ContractTarget;
    let graph: KnowledgeGraph;

    beforeAll(async () => {
      t = await open();
      graph = t.graph;
      await graph.init();
      // On PGlite the console's sandbox starts on first use (seconds, more on a busy machine), and until then a
      // query answers that it is still starting: wait for a plain read before the tests time their queries.
      for (let attempt = 1; ; attempt += 1) {
        const read = await graph.runQuery(t.console.countPlanets);
        if (read.ok) break;
        if (attempt === 10 || !/still starting/.test(read.error))
          throw new Error(`the console is not ready: ${read.error}`);
      }
    });
    afterAll(async () => {
      await t?.close();
    });

    it('loads the starter knowledge base, idempotently', async () => {
      const first = await loadStarterKnowledge(graph);
      expect(first.nodes).toBe(expectedNodes);
      expect(await graph.totals()).toEqual({ nodes: expectedNodes, relationships: expectedRelationships });
      await loadStarterKnowledge(graph);
      expect(await graph.totals()).toEqual({ nodes: expectedNodes, relationships: expectedRelationships });
      const overview = await graph.schemaOverview();
      expect(overview.labels).toContainEqual({ label: 'Interpretation', count: 501 });
      expect(overview.labels).toContainEqual({ label: 'Planet', count: 14 });
      expect(overview.relationshipTypes).toContainEqual({ type: 'INTERPRETS', count: interpretsEdges });
      expect(overview.relationshipTypes.reduce((n, r) => n + r.count, 0)).toBe(expectedRelationships);
    });

    it('tests the connection with a latency', async () => {
      const result = await graph.testConnection();
      expect(result.ok).toBe(true);
      expect(result.mode).toBe(graph.mode);
      expect(result.latencyMs).toBeGreaterThanOrEqual(0);
    });

    it('looks up planets, signs, houses, aspects and topics with their relationships', async () => {
      const venus = await graph.getPlanet('venus');
      expect(venus?.node.properties.name).toBe('Venus');
      const rules = venus?.relationships.filter((r) => r.type === 'RULES').map((r) => r.node.properties.name);
      expect(rules?.sort()).toEqual(['Libra', 'Taurus']);
      expect(venus?.relationships.filter((r) => r.type === 'INTERPRETS' && r.direction === 'in').length).toBe(
        12 + 12 + 9 * 5,
      );
      const scorpio = await graph.getSign('Scorpio');
      expect(scorpio?.relationships.some((r) => r.type === 'OPPOSITE_TO' && r.node.properties.name === 'Taurus')).toBe(
        true,
      );
      expect(scorpio?.relationships).toContainEqual(
        expect.objectContaining({ type: 'OPPOSES', direction: 'in', node: expect.objectContaining({ label: 'Sign' }) }),
      );
      // Natural friendships and enmities (Jyotish): one planet's view of another.
      const mercury = await graph.getPlanet('Mercury');
      const view = (type: string, direction: 'in' | 'out') =>
        mercury?.relationships
          .filter((r) => r.type === type && r.direction === direction)
          .map((r) => r.node.properties.name)
          .sort();
      expect(view('FRIENDS_WITH', 'out')).toEqual(['Sun', 'Venus']);
      expect(view('ENEMIES_WITH', 'out')).toEqual(['Moon']);
      expect(view('ENEMIES_WITH', 'in')).toEqual(['Jupiter', 'Mars']);
      const seventh = await graph.getHouse(7);
      expect(seventh?.node.properties.number).toBe(7);
      expect(await graph.getHouse(13)).toBeNull();
      const trine = await graph.getAspect('Trine');
      expect(trine?.node.properties).toMatchObject({ name: 'trine', nature: 'harmonious', angle: 120 });
      const love = await graph.getTopic('love');
      expect(love?.relationships.some((r) => r.type === 'COVERS_TOPIC' && r.direction === 'in')).toBe(true);
      expect(await graph.getPlanet('Vulcan')).toBeNull();
    });

    it('finds interpretations by placement and style', async () => {
      const venusScorpio = await graph.getInterpretation({ kind: 'planet-in-sign', planet: 'venus', sign: 'SCORPIO' });
      expect(venusScorpio?.placement).toBe('Venus in Scorpio');
      expect(venusScorpio?.style).toBe('BALANCED');
      const expected = seed.planetInSign.find((i) => i.planet === 'Venus' && i.sign === 'Scorpio');
      expect(venusScorpio?.node.properties.summary).toBe(expected?.summary);
      expect(venusScorpio?.node.properties.content).toBe(expected?.summary);
      const moon4 = await graph.getInterpretation({ kind: 'planet-in-house', planet: 'Moon', house: 4 });
      expect(moon4?.placement).toBe('Moon in the 4th house');
      const aspect = await graph.getInterpretation({
        kind: 'aspect',
        planet1: 'Moon',
        planet2: 'Sun',
        aspect: 'Trine',
      });
      expect(aspect?.placement).toBe('Sun trine Moon');
      const asc = await graph.getInterpretation({ kind: 'ascendant-in-sign', sign: 'Leo' }, 'PSYCH_LEAN');
      expect(asc).toMatchObject({ placement: 'Ascendant in Leo', style: 'BALANCED', requestedStyle: 'PSYCH_LEAN' });
      expect(await graph.getInterpretation({ kind: 'planet-in-sign', planet: 'Lilith', sign: 'Leo' })).toBeNull();
    });

    it('searches full-text (score above 0.5, at most 10), else falls back to contains', async () => {
      const venus = await graph.search('Venus');
      expect(venus.method).toBe('fulltext');
      expect(venus.hits.length).toBeLessThanOrEqual(10);
      expect(venus.hits.length).toBeGreaterThan(1);
      expect(venus.hits[0]?.node).toMatchObject({ label: 'Planet', properties: { name: 'Venus' } });
      for (const hit of venus.hits) expect(hit.score).toBeGreaterThan(0.5);

      const placement = await graph.search('Venus in Scorpio');
      expect(placement.hits.slice(0, 3).map((h) => h.node.properties.name)).toContain('Venus in Scorpio');

      // A keyword only: "jealousy" appears in interpretations' text, not in names.
      const jealousy = await graph.search('jealousy');
      expect(jealousy.method).toBe('fulltext');
      expect(jealousy.hits.length).toBeGreaterThan(0);

      const fragment = await graph.search('enus in Scorp');
      expect(fragment.method).toBe('contains');
      expect(fragment.hits.map((h) => h.node.properties.name)).toContain('Venus in Scorpio');
      expect(fragment.hits.every((h) => h.score === null)).toBe(true);

      const nothing = await graph.search('qqzxv');
      expect(nothing).toEqual({ method: 'contains', hits: [] });
      expect((await graph.search('   ')).hits).toEqual([]);
      // Query syntax characters are text, not syntax.
      expect((await graph.search('Venus AND (Mars OR "')).method).toBeDefined();
    });

    it('upserts planets, signs, aspects, houses and concepts with the shared fields, and records each write', async () => {
      const since = new Date(Date.now() - 1000);
      const meta = { updateType: 'trainer_generated', source: 'contract test', createdBy: 'admin@example.com' };
      const planet = await graph.upsertPlanet(
        { name: 'Vesta', keywords: ['hearth', 'devotion'], summary: 'An asteroid.', confidence: 0.7 },
        meta,
      );
      expect(planet.node.properties).toMatchObject({
        name: 'Vesta',
        normalized_name: 'vesta',
        keywords: ['hearth', 'devotion'],
        confidence: 0.7,
      });
      const again = await graph.upsertPlanet({ name: 'Vesta', notes: 'keeps earlier fields' }, meta);
      expect(again.node.id).toBe(planet.node.id);
      expect(again.node.properties).toMatchObject({ keywords: ['hearth', 'devotion'], notes: 'keeps earlier fields' });
      expect(typeof again.node.properties.updated_at).toBe('string');

      const aspect = await graph.upsertAspect({ name: 'novile', nature: 'spiritual', orb: 1.5 }, meta);
      expect(aspect.node.properties).toMatchObject({ name: 'novile', nature: 'spiritual', orb: 1.5 });
      const house = await graph.upsertHouse({ number: 12, name: 'House of Retreat', gifts: ['solitude'] }, meta);
      expect((await graph.getHouse(12))?.node.id).toBe(house.node.id);
      expect(house.node.properties).toMatchObject({ number: 12, name: 'House of Retreat', gifts: ['solitude'] });
      await expect(graph.upsertHouse({ number: 13 }, meta)).rejects.toThrow(/outside 1-12/);
      await expect(graph.upsertHouse({ number: 0 }, meta)).rejects.toThrow(/outside 1-12/);

      const technique = await graph.upsertConcept(
        { name: 'Solar Return', type: 'Technique', summary: 'A yearly chart.' },
        meta,
      );
      const other = await graph.upsertConcept({ name: 'Solar Return', type: 'GeneralNote' }, meta);
      expect(other.node.id).not.toBe(technique.node.id);
      await graph.upsertRelationship(
        {
          type: 'RELATES_TO',
          from: { label: 'Concept', key: 'Solar Return', type: 'Technique' },
          to: { label: 'Planet', key: 'Sun' },
          properties: { relation: 'uses' },
        },
        meta,
      );
      const sun = await graph.getPlanet('Sun');
      expect(sun?.relationships).toContainEqual(
        expect.objectContaining({ type: 'RELATES_TO', direction: 'in', properties: { relation: 'uses' } }),
      );
      await expect(
        graph.upsertRelationship(
          { type: 'RELATES_TO', from: { label: 'Planet', key: 'Sun' }, to: { label: 'Planet', key: 'Nibiru' } },
          meta,
        ),
      ).rejects.toThrow(/Nibiru/);

      const rows = await updates(t.db, since);
      const ours = rows.filter((r) => r.source === 'contract test');
      expect(ours.length).toBe(8);
      expect(ours.every((r) => r.update_type === 'trainer_generated' && r.created_by === 'admin@example.com')).toBe(
        true,
      );
      expect(ours.filter((r) => !r.success).map((r) => r.entity_type)).toEqual(['Relationship']);
      expect(ours.find((r) => r.entity_type === 'Planet')?.entity_data).toMatchObject({ name: 'Vesta' });
      // 13 and 0 were refused before any write: nothing to record.
    });

    it('batch-upserts extracted concepts in serial batches of 50, rejecting malformed items one by one', async () => {
      const since = new Date(Date.now() - 1000);
      const concepts: unknown[] = [];
      for (let i = 0; i < 117; i++) {
        concepts.push({
          concept_type: 'Technique',
          name: `Technique ${i}`,
          short_summary: `Technique number ${i}.`,
          traits: ['a', 'b'],
          themes: ['c'],
          confidence: 0.8,
        });
      }
      concepts.splice(10, 0, { concept_type: 'Technique', short_summary: 'no name' });
      concepts.splice(60, 0, { concept_type: 'House', name: '13th House' });
      concepts.splice(100, 0, { concept_type: 'Dragon', name: 'Smaug' });
      concepts.push({
        concept_type: 'Planet',
        name: 'mars',
        traits: ['valour from the notes'],
        related: [{ type: 'Sign', name: 'aries', relation: 'rules' }],
      });
      // The reviewer chose to replace the 10th house's description; Mars's own is kept.
      concepts.push({
        concept_type: 'House',
        name: 'Tenth house',
        properties: { number: 10 },
        themes: ['vocation'],
        replace_description: true,
      });
      concepts.push('not an object');
      const result = await graph.batchUpsert(concepts, {
        file_name: 'notes.md',
        file_id: 'f1',
        createdBy: 'admin@example.com',
      });
      expect(result).toMatchObject({ batches: 3, total: 123, committedOperations: 119, failedOperations: 4 });
      expect(result.errorMessages).toHaveLength(4);
      expect(result.errorMessages.join('\n')).toMatch(/item 11.*name/);
      expect(result.errorMessages.join('\n')).toMatch(/item 61 '13th House'.*13 is outside 1-12/);
      expect(result.errorMessages.join('\n')).toMatch(/item 101 'Smaug'.*unknown concept_type 'Dragon'/);
      expect(result.errorMessages.join('\n')).toMatch(/item 123.*not an object/);

      const mars = await graph.getPlanet('Mars');
      expect(mars?.node.properties.keywords).not.toContain('valour from the notes');
      expect(mars?.node.properties.source_file).toBe('starter-knowledge-base');
      const tenth = await graph.getHouse(10);
      expect(tenth?.node.properties.keywords).toEqual(['vocation']);
      expect(tenth?.node.properties.source_file).toBe('notes.md');
      const technique = (await graph.search('Technique 42')).hits.find(
        (h) => h.node.properties.name === 'Technique 42',
      );
      expect(technique?.node.properties).toMatchObject({
        type: 'Technique',
        keywords: ['a', 'b', 'c'],
        source_file: 'notes.md',
      });

      const rows = (await updates(t.db, since)).filter((r) => r.update_type === 'document_extract');
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        entity_type: 'Concept',
        success: false,
        source: 'notes.md',
        created_by: 'admin@example.com',
      });
      expect(rows[0]?.entity_data).toMatchObject({
        committedOperations: 119,
        failedOperations: 4,
        file_name: 'notes.md',
      });
    });

    it('previews where extracted concepts land, then names the nodes the upload wrote', async () => {
      const technique = {
        concept_type: 'Technique',
        name: 'Planetary Hours',
        short_summary: 'Planetary hours give each hour of the day to one of the seven classical planets.',
        related: [
          { type: 'Planet', name: 'Venus', relation: 'MENTIONED_WITH' },
          { type: 'Planet', name: 'Vulcan', relation: 'MENTIONED_WITH' },
        ],
        confidence: 0.8,
      };
      const venus = { concept_type: 'Planet', name: 'Venus', short_summary: 'Venus loves.', confidence: 0.5 };
      const [hours, planet, broken] = await graph.previewLanding([technique, venus, { concept_type: 'House' }]);
      expect(hours).toEqual({
        name: 'Planetary Hours',
        conceptType: 'Technique',
        outcome: 'new',
        node: { label: 'Concept', name: 'Planetary Hours', type: 'Technique' },
        keepsDescription: false,
        relations: [
          { type: 'RELATES_TO', relation: 'MENTIONED_WITH', to: { label: 'Planet', name: 'Venus' }, exists: true },
          { type: 'RELATES_TO', relation: 'MENTIONED_WITH', to: { label: 'Planet', name: 'Vulcan' }, exists: false },
        ],
      });
      const existingVenus = await graph.getPlanet('Venus');
      expect(planet).toMatchObject({
        outcome: 'merge',
        node: { label: 'Planet', name: 'Venus', id: existingVenus?.node.id },
        keepsDescription: true,
      });
      expect(broken).toMatchObject({ outcome: 'invalid', reason: expect.stringContaining('name') });
      // Nothing was written by the preview.
      expect((await graph.search('Planetary Hours')).hits.filter((h) => h.node.label === 'Concept')).toEqual([]);

      const result = await graph.batchUpsert([technique], { file_name: 'hours.txt', file_id: 'hours' });
      const written = (await graph.search('Planetary Hours')).hits.find((h) => h.node.properties.type === 'Technique');
      expect(result.nodes).toEqual([
        { id: written?.node.id, label: 'Concept', name: 'Planetary Hours', type: 'Technique' },
      ]);
      expect((await graph.previewLanding([technique]))[0]).toMatchObject({
        outcome: 'merge',
        node: { id: written?.node.id },
      });
      const line = (await graph.journal.recent(5)).find((r) => r.source === 'hours.txt');
      expect(line?.entity_data?.nodes).toEqual(result.nodes);
    });

    it('merges and reads personality patterns by personality', async () => {
      await graph.upsertResponsePattern({ personality: 'witchy', section: 'greeting', content: 'Blessings, seeker.' });
      await graph.upsertResponsePattern({ personality: 'witchy', section: 'style', content: 'Earthy images.' });
      await graph.upsertResponsePattern({
        personality: 'witchy',
        section: 'closing',
        content: 'Old one.',
        isActive: false,
      });
      await graph.upsertResponsePattern({ personality: 'coach', section: 'greeting', content: 'Ready?' });
      await graph.upsertResponsePattern({ personality: 'witchy', section: 'greeting', content: 'Well met.' });
      const witchy = await graph.getResponsePatterns('witchy');
      expect(witchy.map((p) => [p.section, p.content])).toEqual([
        ['greeting', 'Well met.'],
        ['style', 'Earthy images.'],
      ]);
      expect(witchy[0]).toMatchObject({ personality: 'witchy', is_active: true });
      expect(await graph.getResponsePatterns('witchy', { includeInactive: true })).toHaveLength(3);
      expect(await graph.getResponsePatterns('mystical')).toEqual([]);
      const overview = await graph.schemaOverview();
      expect(overview.labels).toContainEqual({ label: 'PersonalityMode', count: 2 });
      expect(overview.relationshipTypes).toContainEqual({ type: 'HAS_PATTERN', count: 4 });
    });

    it('finds duplicate groups and merges them without losing a relationship or a property', async () => {
      // A lower-case duplicate of Venus with its own relationships, one of them also on Venus.
      await graph.upsertPlanet({ name: 'venus', keywords: ['charm', 'love'], notes: 'from an upload' });
      await graph.upsertRelationship({
        type: 'RULES',
        from: { label: 'Planet', key: 'venus' },
        to: { label: 'Sign', key: 'Taurus' },
        properties: { source: 'upload' },
      });
      await graph.upsertRelationship({
        type: 'RELATES_TO',
        from: { label: 'Planet', key: 'venus' },
        to: { label: 'Sign', key: 'Pisces' },
        properties: { relation: 'exaltation' },
      });
      await graph.upsertRelationship({
        type: 'RELATES_TO',
        from: { label: 'Concept', key: 'Solar Return', type: 'Technique' },
        to: { label: 'Planet', key: 'venus' },
      });
      await graph.upsertRelationship({
        type: 'RELATES_TO',
        from: { label: 'Planet', key: 'Venus' },
        to: { label: 'Planet', key: 'venus' },
      });
      // A second House 7, stored as bad imports do (through the console in write mode).
      const write = await graph.runQuery(t.console.duplicateHouse(7), { write: true });
      expect(write.ok, write.ok ? '' : write.error).toBe(true);

      const groups = await graph.scanDuplicates();
      const planetGroup = groups.find((g) => g.entityType === 'Planet' && g.identifier === 'venus');
      const houseGroup = groups.find((g) => g.entityType === 'House' && g.identifier === '7');
      expect(groups).toHaveLength(2);
      expect(planetGroup?.count).toBe(2);
      expect(houseGroup?.count).toBe(2);
      expect(planetGroup?.suggestedAction).toMatch(/Merge/);
      const before = (await graph.getPlanet('Venus'))!;
      const dup = planetGroup!.nodes.find((n) => n.properties.name === 'venus')!;
      expect(dup.relationshipCount).toBe(4);
      expect(planetGroup!.nodes.find((n) => n.id === before.node.id)?.relationshipCount).toBe(
        before.relationships.length,
      );

      const preview = await graph.previewMerge({ entityType: 'Planet', identifier: 'venus' });
      expect(preview.keep.id).toBe(before.node.id);
      expect(preview.remove.map((n) => n.id)).toEqual([dup.id]);
      expect(preview.relationshipsToMove).toHaveLength(3);
      expect(preview.alreadyOnKept).toBe(1);
      expect(preview.internalRelationships).toBe(1);
      expect(preview.combinedProperties.keywords).toEqual(expect.arrayContaining(['love', 'charm', 'beauty']));
      // A preview changes nothing.
      expect((await graph.scanDuplicates()).length).toBe(2);

      // Every (type, direction, other node) either node had, apart from the link between them.
      const expectedKeys = new Set(before.relationships.filter((r) => r.node.id !== dup.id).map(edgeKey));
      const solar = (await graph.search('Solar Return')).hits.find((h) => h.node.properties.type === 'Technique')!;
      const pisces = (await graph.getSign('Pisces'))!;
      const taurus = (await graph.getSign('Taurus'))!;
      expectedKeys.add(`RELATES_TO|out|${pisces.node.id}`);
      expectedKeys.add(`RULES|out|${taurus.node.id}`);
      expectedKeys.add(`RELATES_TO|in|${solar.node.id}`);

      const operation = await graph.mergeDuplicates(
        { entityType: 'Planet', identifier: 'venus' },
        { createdBy: 'admin@example.com' },
      );
      expect(operation).toMatchObject({
        type: 'merge_duplicates',
        entityType: 'Planet',
        status: 'completed',
        error: null,
      });
      expect(operation.affectedNodes).toEqual([before.node.id, dup.id]);
      expect(operation.result).toMatchObject({
        keptNodeId: before.node.id,
        relationshipsMoved: 2,
        relationshipsCombined: 1,
      });

      const after = (await graph.getPlanet('Venus'))!;
      expect(after.node.id).toBe(before.node.id);
      expect(new Set(after.relationships.map(edgeKey))).toEqual(expectedKeys);
      expect(after.node.properties.keywords).toEqual(expect.arrayContaining(['love', 'beauty', 'charm']));
      expect(after.node.properties.notes).toBe('from an upload');
      const history = after.node.properties.merged_from as string[];
      expect(history).toHaveLength(1);
      expect(JSON.parse(history[0]!)).toMatchObject({ name: 'venus', notes: 'from an upload' });
      expect(
        after.relationships.find((r) => r.type === 'RULES' && r.node.id === taurus.node.id)?.properties,
      ).toMatchObject({ scheme: 'both', source: 'upload' });

      const houseBefore = (await graph.getHouse(7))!;
      const houseOperation = await graph.mergeDuplicates({ entityType: 'House', identifier: '7' });
      expect(houseOperation.status).toBe('completed');
      const houseAfter = (await graph.getHouse(7))!;
      expect(new Set(houseAfter.relationships.map(edgeKey))).toEqual(new Set(houseBefore.relationships.map(edgeKey)));

      expect(await graph.scanDuplicates()).toEqual([]);
      const operations = await graph.listCleanupOperations();
      expect(operations.slice(0, 2).map((o) => o.status)).toEqual(['completed', 'completed']);
      await expect(graph.mergeDuplicates({ entityType: 'Sign', identifier: 'nowhere' })).rejects.toThrow(
        /no duplicate/,
      );
      const merges = (await updates(t.db, new Date(0))).filter((r) => r.update_type === 'merge');
      expect(merges).toHaveLength(2);
      expect(merges.every((r) => r.success)).toBe(true);
    });

    it('runs console queries read-only by default, with a time limit, returning errors as text', async () => {
      const read = await graph.runQuery(t.console.countPlanets);
      expect(read.ok).toBe(true);
      if (read.ok) {
        expect(read.records).toHaveLength(1);
        expect(Number(Object.values(read.records[0]!)[0])).toBeGreaterThanOrEqual(14);
      }
      const refused = await graph.runQuery(t.console.duplicateHouse(3));
      expect(refused.ok).toBe(false);
      if (!refused.ok) expect(refused.error).toMatch(/read-only|read access mode/i);
      expect((await graph.scanDuplicates()).length).toBe(0);

      const bad = await graph.runQuery(t.console.syntaxError);
      expect(bad.ok).toBe(false);
      if (!bad.ok) expect(bad.error).toMatch(graph.mode === 'neo4j' ? /^Neo4j query failed: \S+ - / : /query failed/);

      const slow = await graph.runQuery(t.console.slow, { timeoutMs: 300 });
      expect(slow.ok).toBe(false);
      expect(slow.elapsedMs).toBeLessThan(10_000);

      expect((await graph.runQuery('  ')).ok).toBe(false);
    });
  });
}
