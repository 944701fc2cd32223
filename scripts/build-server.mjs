// Bundles the server and the workspace packages it imports into packages/server/dist/main.js.
// Third-party packages stay external (loaded from node_modules at run time), so native modules
// and packages that locate their own data files (PGlite's wasm, Swiss Ephemeris files) keep working.
// Then it writes what a start should not have to compute: the embedded database a first start copies
// and the place index (each skipped when current).
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';

const root = new URL('..', import.meta.url).pathname;
const external = new Set();
for (const dir of readdirSync(join(root, 'packages'))) {
  const manifest = JSON.parse(readFileSync(join(root, 'packages', dir, 'package.json'), 'utf8'));
  for (const name of Object.keys({ ...manifest.dependencies, ...manifest.devDependencies })) {
    if (!name.startsWith('@stellara/')) external.add(name);
  }
}

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
  // Subpath imports (e.g. drizzle-orm/pg-core) must stay external too.
  external: [...external].flatMap((name) => [name, `${name}/*`]),
  logLevel: 'warning',
});
console.log('Built packages/server/dist/main.js');
// The embedded database a first start copies (packages/server/src/database-image.ts).
execFileSync(process.execPath, [join(root, 'packages/server/dist/build-db-image.js')], { stdio: 'inherit' });
// The full gazetteer as a binary index: the server opens it in milliseconds instead of parsing the
// bundled file (seconds). Without it the server builds one in memory.
execFileSync(process.execPath, [join(root, 'packages/server/dist/write-place-index.js')], { stdio: 'inherit' });
