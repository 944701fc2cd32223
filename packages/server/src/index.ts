export { type AppContext, buildApp } from './app.ts';
export { type Config, loadConfig } from './config.ts';
export { type RunningServer, startServer } from './server.ts';
