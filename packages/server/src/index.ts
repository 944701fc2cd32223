export { buildApp } from './app.ts';
export { type Config, loadConfig } from './config.ts';
export type { AppContext } from './context.ts';
export { type RunningServer, startServer } from './server.ts';
