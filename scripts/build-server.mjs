// Bundles the server, the workspace packages and most third-party packages it imports into
// packages/server/dist/main.js: one file loads in 0.39 s where the modules one by one took 0.65 s.
// Packages that find their own files (wasm, data, native addons, worker scripts) stay external,
// loaded from node_modules at run time, and so do those the server loads only when configured.
// Then it writes what a start should not have to compute: the embedded database a first start copies
// and the place index (each skipped when current).
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { build } from 'esbuild';

const root = new URL('..', import.meta.url).pathname;
const external = [
  '@electric-sql/pglite', // its wasm and extension files
  'sweph', // native addon
  '@napi-rs/canvas', // native addon (document reader)
  'tesseract.js', // worker scripts (document reader)
  '@tesseract.js-data/eng',
  'pdfjs-dist', // worker and font files (document reader)
  'unpdf',
  'geo-tz', // time-zone boundary data files, loaded on first use
  'pino', // worker-thread transports
  'neo4j-driver', // loaded on first use (lazy-module.ts)
  'stripe',
  'nodemailer',
  'pg-native', // optional in pg, never installed
];

await build({
  // reader-child.js: the document reader process (PDF parsing, rendering, OCR) that the server forks.
  entryPoints: {
    main: join(root, 'packages/server/src/main.ts'),
    'reader-child': join(root, 'packages/server/src/ingest/reader-child.ts'),
    'build-db-image': join(root, 'packages/server/src/database-image.cli.ts'),
    'write-place-index': join(root, 'packages/server/src/places/gazetteer/write-place-index.cli.ts'),
  },
  outdir: join(root, 'packages/server/dist'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  // Subpath imports (e.g. @electric-sql/pglite/contrib/pg_trgm) must stay external too.
  external: external.flatMap((name) => [name, `${name}/*`]),
  // Bundled CommonJS packages call require(); in an ES module it has to be made.
  banner: {
    js: "import { createRequire as stellaraRequire } from 'node:module'; const require = stellaraRequire(import.meta.url);",
  },
  logLevel: 'warning',
});
console.log('Built packages/server/dist/main.js');
// The embedded database a first start copies (packages/server/src/database-image.ts).
execFileSync(process.execPath, [join(root, 'packages/server/dist/build-db-image.js')], { stdio: 'inherit' });
// The full gazetteer as a binary index: the server opens it in milliseconds instead of parsing the
// bundled file (seconds). Without it the server builds one in memory.
execFileSync(process.execPath, [join(root, 'packages/server/dist/write-place-index.js')], { stdio: 'inherit' });
