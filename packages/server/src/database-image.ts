import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { openDatabase } from './db/client.ts';
import { migrateDatabase } from './db/migrate.ts';
import { createKnowledgeGraph } from './knowledge/create-graph.ts';
import { defaultSeedDir } from './knowledge/seed/read-seed.ts';
import { ensureStarterKnowledge } from './knowledge/seed-graph.ts';
import { migrationsDir, serverRoot } from './paths.ts';

/**
 * A prebuilt embedded database: an empty PGlite cluster with every migration applied and the starter knowledge
 * base loaded, made by `npm run build`. A first start copies it into the data folder instead of running initdb,
 * the migrations and the seed (measured: 2.5 s of initdb alone). Without it (tests from source) the start does
 * that work itself, with the same result.
 */
export const databaseImageDir = join(serverRoot, 'dist', 'db-image');
const KEY_FILE = 'stellara-image-key';
/** Raise it when the way the image is made changes (what buildDatabaseImage does), so builds make a new one. */
const IMAGE_RECIPE = 2;

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

/**
 * What the image is made of: the PGlite build, the migrations and the starter knowledge base. A change to any of
 * them makes a new key, so `npm run build` makes a new image and a start never copies one made from others.
 */
export function databaseImageKey(): string {
  const hash = createHash('sha256').update(`recipe ${IMAGE_RECIPE}`);
  const pglite = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  hash.update(readFileSync(join(dirname(pglite), '..', 'package.json')));
  for (const file of [...filesUnder(migrationsDir), ...filesUnder(defaultSeedDir())]) {
    if (file.endsWith('.test.ts')) continue;
    hash.update(file.slice(serverRoot.length)).update(readFileSync(file));
  }
  return hash.digest('hex').slice(0, 32);
}

/** Whether `imageDir` holds an image made from exactly these migrations, seed and PGlite. */
export function hasCurrentImage(imageDir = databaseImageDir, key = databaseImageKey()): boolean {
  try {
    return readFileSync(join(imageDir, KEY_FILE), 'utf8') === key;
  } catch {
    return false;
  }
}

/** Builds the image into `imageDir` unless it is current. Returns whether it built one. */
export async function buildDatabaseImage(imageDir = databaseImageDir): Promise<boolean> {
  const key = databaseImageKey();
  if (hasCurrentImage(imageDir, key)) return false;
  const work = mkdtempSync(`${imageDir}.building-`);
  try {
    const db = await openDatabase({ kind: 'pglite', dataDir: join(work, 'db') });
    try {
      await migrateDatabase(db);
      // The embedded graph: its tables live in this database.
      const graph = createKnowledgeGraph({ GRAPH_URL: undefined, GRAPH_USER: 'neo4j', GRAPH_PASSWORD: undefined }, db);
      await graph.init();
      await ensureStarterKnowledge(graph);
      // The server uses the postgres database only; the two templates are only for CREATE DATABASE. Without them
      // a first start copies half as many files.
      await db.sql.query("UPDATE pg_database SET datistemplate = false WHERE datname IN ('template0', 'template1')");
      await db.sql.query('DROP DATABASE template0');
      await db.sql.query('DROP DATABASE template1');
    } finally {
      await db.close();
    }
    writeFileSync(join(work, 'db', KEY_FILE), key);
    rmSync(imageDir, { recursive: true, force: true });
    renameSync(join(work, 'db'), imageDir);
    return true;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/**
 * Gives a data folder that has no database yet a copy of the current image. The copy is made under another name
 * and renamed into place, so a start cut short never leaves half a database. Returns whether it copied one.
 */
export function copyImageIfFresh(dbDir: string, imageDir = databaseImageDir): boolean {
  if (existsSync(dbDir) || !hasCurrentImage(imageDir)) return false;
  const partial = `${dbDir}.partial`;
  rmSync(partial, { recursive: true, force: true });
  cpSync(imageDir, partial, { recursive: true, filter: (src) => !src.endsWith(KEY_FILE) });
  renameSync(partial, dbDir);
  return true;
}
