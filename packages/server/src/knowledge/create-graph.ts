// Chooses and prepares the knowledge graph adapter: Neo4j when GRAPH_URL is set, else the embedded graph.
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import type { HealthCheck } from '../health/index.ts';
import type { Logger } from '../logging/logger.ts';
import { EmbeddedKnowledgeGraph } from './embedded-graph.ts';
import type { KnowledgeGraph } from './graph.port.ts';
import { Neo4jKnowledgeGraph } from './neo4j-graph.ts';
import { ensureStarterKnowledge } from './seed-graph.ts';

export function createKnowledgeGraph(
  config: Pick<Config, 'GRAPH_URL' | 'GRAPH_USER' | 'GRAPH_PASSWORD'>,
  db: Database,
): KnowledgeGraph {
  if (config.GRAPH_URL) {
    return new Neo4jKnowledgeGraph(db, {
      url: config.GRAPH_URL,
      user: config.GRAPH_USER,
      password: config.GRAPH_PASSWORD ?? '',
    });
  }
  return new EmbeddedKnowledgeGraph(db);
}

/** Health: the graph answers (latency measured by the health service); down does not stop the app. */
export function graphHealthCheck(graph: KnowledgeGraph): HealthCheck {
  return {
    mode: graph.mode,
    detail: graph.detail,
    async probe() {
      const result = await graph.testConnection();
      if (!result.ok) throw new Error(result.message);
      return { message: result.message };
    },
  };
}

// Any constant works; it only has to be the same for every instance (db/migrate.ts holds another).
const SEED_LOCK_KEY = 726_447_302;

/**
 * Constraints and indexes, then the starter knowledge base on first start. Never throws: a graph that is down is
 * logged and reported by the health check; the app keeps chatting from the chart alone. Instances starting together
 * on one database take turns (an advisory lock), so exactly one loads the starter knowledge and the others find it.
 */
export async function prepareKnowledgeGraph(graph: KnowledgeGraph, logger: Logger, db: Database): Promise<void> {
  try {
    const seeded = await db.exclusive(SEED_LOCK_KEY, async () => {
      await graph.init();
      return ensureStarterKnowledge(graph);
    });
    if (seeded.loaded) {
      logger.info(
        { nodes: seeded.nodes, relationships: seeded.relationships, ms: seeded.ms, mode: graph.mode },
        'starter knowledge base loaded into the graph',
      );
    } else {
      logger.info({ mode: graph.mode }, 'knowledge graph ready (starter knowledge base already loaded)');
    }
  } catch (error) {
    logger.error({ err: error, mode: graph.mode }, `knowledge graph not ready: ${(error as Error).message}`);
  }
}
