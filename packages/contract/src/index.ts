export * from './accounts.ts';
export * from './charts.ts';
export * from './chat.ts';
export * from './errors.ts';
export * from './health.ts';
export * from './ingest.ts';
export * from './places.ts';
export * from './plans.ts';
