import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { Accounts } from './accounts/accounts.ts';
import { buildApp } from './app.ts';
import type { Config } from './config.ts';
import type { AppContext } from './context.ts';
import { ConversationAccountData } from './conversation/account-data.ts';
import { ConversationService } from './conversation/conversation.service.ts';
import { SavedChatsService } from './conversation/saved-chats.service.ts';
import { copyImageIfFresh } from './database-image.ts';
import { type Database, openDatabase } from './db/client.ts';
import { type ClusterEvents, LocalClusterEvents, PostgresClusterEvents } from './db/cluster-events.ts';
import { acquireDataDirLock } from './db/data-dir-lock.ts';
import { migrateDatabase } from './db/migrate.ts';
import { databaseHealthCheck } from './health/database-health.ts';
import { HealthService } from './health/health.service.ts';
import { createIngestService, createOcrEngine, ocrHealthCheck } from './ingest/create-ingest.ts';
import { createKnowledgeGraph, graphHealthCheck, prepareKnowledgeGraph } from './knowledge/create-graph.ts';
import { createLanguageModel, llmHealthCheck } from './llm/create-model.ts';
import { DatabaseLogSink } from './logging/database-log-sink.ts';
import { createLogger } from './logging/logger.ts';
import { createMorningNotes } from './morning-note/create-morning-notes.ts';
import { repoRoot } from './paths.ts';
import { PlacesService } from './places/places.service.ts';

export const appVersion: string = JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8')).version;

export interface RunningServer {
  app: FastifyInstance;
  ctx: AppContext;
  /** Writes buffered log lines to the database now. */
  flushLogs(): Promise<void>;
  /** Stops accepting, lets in-flight requests finish, flushes logs, closes the database. */
  close(): Promise<void>;
}

/**
 * The one-time start-up work (gazetteer, knowledge base, search indexes) leaves ~100 MB of
 * garbage that an idle V8 would keep for a long time; `npm start` runs node with --expose-gc so a
 * single full collection can return it (measured: 409 -> 356 MB RSS after a restart).
 */
function releaseStartupMemory(): void {
  const gc = (globalThis as { gc?: () => void }).gc;
  if (!gc) return;
  gc();
  // A second collection a little later also returns the emptied heap pages to the system.
  setTimeout(gc, 5_000).unref();
}

export interface StartOptions {
  /** Log lines on stdout too (default true; test servers keep them in the database only). */
  logToStdout?: boolean;
  /**
   * Without SMTP, print each mail's link on stdout, outside the logger, marked DEVELOPMENT ONLY. Default: when the log
   * goes to stdout too. Never in production.
   */
  printMailLinks?: boolean;
  /**
   * The morning-note job's clock, and whether it runs on its own timer (default true). Tests give a clock and run it
   * by hand (`ctx.morningNotes.job.runOnce()`), so no note depends on the real time.
   */
  morningNotes?: { now?: () => Date; timer?: boolean };
}

export async function startServer(config: Config, options: StartOptions = {}): Promise<RunningServer> {
  const logToStdout = options.logToStdout ?? true;
  const { logger, streams } = createLogger(config.LOG_LEVEL, { stdout: logToStdout });
  // The embedded database must have exactly one process per data folder.
  const lock = config.DATABASE_URL ? undefined : acquireDataDirLock(config.DATA_DIR);
  let db: Database | undefined;
  try {
    if (config.DATABASE_URL) {
      db = await openDatabase({ kind: 'postgresql', url: config.DATABASE_URL, poolMax: config.DATABASE_POOL_MAX });
    } else {
      const dataDir = join(config.DATA_DIR, 'db');
      if (copyImageIfFresh(dataDir)) logger.info({ dataDir }, 'new data folder: started from the prebuilt database');
      db = await openDatabase({ kind: 'pglite', dataDir });
    }
    await migrateDatabase(db);
  } catch (error) {
    await db?.close().catch(() => {});
    lock?.release();
    throw error;
  }

  // Cache drops, job progress and live replies reach every instance on the database (one process on PGlite).
  const events: ClusterEvents = config.DATABASE_URL
    ? new PostgresClusterEvents(config.DATABASE_URL, db.sql, logger)
    : new LocalClusterEvents();
  const logSink = new DatabaseLogSink(db.sql, {
    retentionDays: config.LOG_RETENTION_DAYS,
    maxRows: config.LOG_MAX_ROWS,
  });
  streams.add({ stream: logSink, level: config.LOG_LEVEL as 'info' });

  const health = new HealthService(appVersion);
  health.register('database', databaseHealthCheck(db, config));
  // Place search (in memory) and time zones; the gazetteer opens as the app gets ready.
  const places = PlacesService.create(config, logger);
  health.register('places', places.healthCheck(config));
  const graph = createKnowledgeGraph(config, db);
  health.register('graph', graphHealthCheck(graph));
  // The embedded graph is ready before the first request; a remote Neo4j must not hold up the start.
  const graphReady = prepareKnowledgeGraph(graph, logger, db);
  if (graph.mode === 'embedded') await graphReady;
  // The built-in reader, or the OpenAI-compatible gateway when one is configured.
  const llm = createLanguageModel(config, db, logger);
  health.register('llm', llmHealthCheck(llm));
  // An administrator activated another model on some instance, or events may have been missed: read it again.
  events.subscribe('llm.active-model', () => {
    llm.clearModelCache();
    logger.info('an administrator activated another model: replies use it from now on');
  });
  events.subscribe('cluster.resync', () => llm.clearModelCache());
  const conversations = new ConversationService({
    db,
    logger,
    graph,
    model: llm,
    analysisTimeoutMs: config.LLM_ANALYSIS_TIMEOUT_MS,
    events,
    allowances: { anonymous: config.VISITOR_QUESTIONS_PER_DAY, free: config.FREE_QUESTIONS_PER_DAY },
    searchPlaces: (query) => places.search(query),
  });
  const savedChats = new SavedChatsService(db, logger);
  // Conversation's chats, hooks and allowance join the account's export, deletion and visitor sweep through accounts' ports.
  const conversationData = new ConversationAccountData(db, savedChats);
  const accounts = new Accounts(
    config,
    db,
    logger,
    { accountData: [conversationData], visitorData: [conversationData] },
    { printMailLinks: options.printMailLinks ?? logToStdout },
  );
  const ocr = createOcrEngine(config);
  health.register('ocr', ocrHealthCheck(ocr, config));
  const ingest = createIngestService({ config, db, graph, llm, logger, ocr, events });
  const morningNotes = createMorningNotes({
    config,
    accounts,
    ...(options.morningNotes?.now ? { now: options.morningNotes.now } : {}),
  });
  const ctx: AppContext = {
    config,
    db,
    logger,
    events,
    health,
    places,
    graph,
    accounts,
    llm,
    conversations,
    savedChats,
    ingest,
    morningNotes,
  };
  const app = await buildApp(ctx);
  // Background work begins once the app is ready to answer (the gazetteer yields to listen() first).
  app.addHook('onReady', async () => {
    void Promise.allSettled([places.start(), graphReady]).then(releaseStartupMemory);
    accounts.visitorRetention.start();
    if (options.morningNotes?.timer !== false) morningNotes.job.start();
  });
  ingest.start();

  let closing: Promise<void> | undefined;
  const close = () => {
    closing ??= (async () => {
      await app.close();
      await conversations.close();
      await ingest.close();
      await morningNotes.job.stop();
      await accounts.close();
      await places.close();
      await graphReady;
      await graph.close();
      await logSink.stop();
      await events.close();
      await db.close();
      lock?.release();
    })();
    return closing;
  };
  return { app, ctx, close, flushLogs: () => logSink.flush() };
}
