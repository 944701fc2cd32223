// The production build the e2e and scale suites run: rebuilt only when a source is newer than its output.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..', '..');
export const serverMain = join(root, 'packages/server/dist/main.js');
const webIndex = join(root, 'packages/web/dist/index.html');
// The gazetteer's binary index, written by the server build (the server builds it in memory, slowly, without it).
const placeIndex = join(root, 'packages/server/dist/gazetteer/places-full.idx');
// The prebuilt embedded database a first start copies (without it a first start runs initdb, slowly).
const databaseImage = join(root, 'packages/server/dist/db-image');

/** Newest modification time under `path` (files only, skipping dist and node_modules). */
function newest(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let latest = 0;
  for (const entry of readdirSync(path)) {
    if (entry === 'dist' || entry === 'node_modules' || entry.startsWith('.')) continue;
    latest = Math.max(latest, newest(join(path, entry)));
  }
  return latest;
}

/** The built app is fresh when both outputs are newer than every source they are built from. */
function buildIsFresh(): boolean {
  if (!existsSync(webIndex) || !existsSync(serverMain) || !existsSync(placeIndex) || !existsSync(databaseImage))
    return false;
  const built = Math.min(statSync(webIndex).mtimeMs, statSync(serverMain).mtimeMs);
  const sources = [
    'packages/web',
    'packages/contract',
    'packages/astro/src',
    'packages/server/src',
    'packages/server/drizzle',
    'package-lock.json',
  ];
  return sources.every((source) => newest(join(root, source)) <= built);
}

/**
 * Runs `npm run build` unless packages/server/dist and packages/web/dist are newer than their sources.
 * E2E_SKIP_BUILD=1 keeps any existing build.
 */
export function ensureProductionBuild(suite: string): void {
  if (process.env.E2E_SKIP_BUILD === '1' && existsSync(webIndex) && existsSync(serverMain)) return;
  if (buildIsFresh()) return;
  console.log(`[${suite}] building the app (npm run build)...`);
  // Vitest sets NODE_ENV=test, which would make Vite bundle React's development build.
  const result = spawnSync('npm', ['run', 'build'], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'production' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  if (result.status !== 0) throw new Error(`npm run build failed with code ${result.status}`);
}
