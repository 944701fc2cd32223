// Bundles the server, the workspace packages and most third-party packages it imports into
// packages/server/dist/main.js: one file loads in 0.39 s where the modules one by one took 0.65 s.
// Packages that find their own files (wasm, data, native addons, worker scripts) stay external,
// loaded from node_modules at run time, and so do those the server loads only when configured.
// Then it writes what a start should not have to compute: the embedded database a first start copies
// and the place index (each skipped when current).
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';

const root = new URL('..', import.meta.url).pathname;
// What stays external, and why: scripts/server-bundle.json (bench/astro-api.ts bundles the same way).
const { external, requireBanner } = JSON.parse(readFileSync(join(root, 'scripts/server-bundle.json'), 'utf8'));

await build({
  // reader-child.js: the document reader process (PDF parsing, rendering, OCR) that the server forks;
  // console-sandbox-child.js: the embedded query console's process (knowledge/console-sandbox.ts).
  entryPoints: {
    main: join(root, 'packages/server/src/main.ts'),
    'reader-child': join(root, 'packages/server/src/ingest/reader-child.ts'),
    'console-sandbox-child': join(root, 'packages/server/src/knowledge/console-sandbox-child.ts'),
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
  external: Object.keys(external).flatMap((name) => [name, `${name}/*`]),
  // Bundled CommonJS packages call require(); in an ES module it has to be made.
  banner: { js: requireBanner },
  logLevel: 'warning',
});
console.log('Built packages/server/dist/main.js');
// The embedded database a first start copies (packages/server/src/database-image.ts).
execFileSync(process.execPath, [join(root, 'packages/server/dist/build-db-image.js')], { stdio: 'inherit' });
// The full gazetteer as a binary index: the server opens it in milliseconds instead of parsing the
// bundled file (seconds). Without it the server builds one in memory.
execFileSync(process.execPath, [join(root, 'packages/server/dist/write-place-index.js')], { stdio: 'inherit' });
