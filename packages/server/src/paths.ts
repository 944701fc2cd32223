import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The server package's folder, found by walking up from this module. The same code runs from
 * src/ (tests, tsx) and bundled into dist/, so fixed relative paths would differ between the two.
 */
function findServerRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const manifest = join(dir, 'package.json');
    if (existsSync(manifest) && JSON.parse(readFileSync(manifest, 'utf8')).name === '@stellara/server') return dir;
    const parent = dirname(dir);
    if (parent === dir) throw new Error('Cannot find the @stellara/server package folder');
    dir = parent;
  }
}

export const serverRoot = findServerRoot();
export const repoRoot = join(serverRoot, '..', '..');
export const migrationsDir = join(serverRoot, 'drizzle');
export const webDistDir = join(repoRoot, 'packages', 'web', 'dist');
