export * from './charts.ts';
export * from './errors.ts';
export * from './health.ts';
export * from './plans.ts';
