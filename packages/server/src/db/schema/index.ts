// Every table, one file per capability. drizzle-kit reads this file to generate migrations.
export * from './accounts.ts';
export * from './auth.ts';
export * from './calendar.ts';
export * from './charts.ts';
export * from './conversation.ts';
export * from './ingest.ts';
export * from './knowledge.ts';
export * from './llm.ts';
export * from './logging.ts';
export * from './members.ts';
export * from './platform.ts';
