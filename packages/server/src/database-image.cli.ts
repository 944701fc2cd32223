// `node packages/server/dist/build-db-image.js`: scripts/build-server.mjs runs it after bundling (see database-image.ts).
import { buildDatabaseImage, databaseImageDir } from './database-image.ts';

const started = performance.now();
const built = await buildDatabaseImage();
const ms = Math.round(performance.now() - started);
console.log(
  built ? `Built the prebuilt database in ${databaseImageDir} (${ms} ms)` : 'The prebuilt database is current',
);
