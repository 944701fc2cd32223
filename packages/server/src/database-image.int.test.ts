import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildDatabaseImage, copyImageIfFresh, databaseImageKey, hasCurrentImage } from './database-image.ts';
import { openDatabase } from './db/client.ts';
import { migrateDatabase } from './db/migrate.ts';
import { migrationsDir } from './paths.ts';
import { testDatabaseKind } from './test-support/test-server.ts';

const root = mkdtempSync(join(tmpdir(), 'stellara-image-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const imageDir = join(root, 'image');

describe.runIf(testDatabaseKind === 'pglite')('the prebuilt embedded database', () => {
  it('is built once for a key, and a fresh data folder starts from a copy with nothing left to do', async () => {
    expect(await buildDatabaseImage(imageDir)).toBe(true);
    expect(hasCurrentImage(imageDir)).toBe(true);
    // Building again with the same migrations and seed is skipped.
    expect(await buildDatabaseImage(imageDir)).toBe(false);
    expect(readdirSync(root)).toEqual(['image']);

    const dbDir = join(root, 'data', 'db');
    expect(copyImageIfFresh(dbDir, imageDir)).toBe(true);
    expect(existsSync(`${dbDir}.partial`)).toBe(false);
    // A folder that has a database keeps it.
    expect(copyImageIfFresh(dbDir, imageDir)).toBe(false);

    const db = await openDatabase({ kind: 'pglite', dataDir: dbDir });
    try {
      expect(await migrateDatabase(db)).toEqual([]);
      const journal = JSON.parse(readFileSync(join(migrationsDir, 'meta', '_journal.json'), 'utf8'));
      const applied = await db.sql.query<{ n: number }>('SELECT count(*)::int AS n FROM stellara_migrations');
      expect(applied.rows[0]?.n).toBe(journal.entries.length);
      const nodes = await db.sql.query<{ n: number }>('SELECT count(*)::int AS n FROM graph_nodes');
      expect(nodes.rows[0]?.n).toBeGreaterThan(600);
      const seeds = await db.sql.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM knowledge_updates WHERE update_type = 'seed'",
      );
      expect(seeds.rows[0]?.n).toBe(1);
      const databases = await db.sql.query<{ datname: string }>('SELECT datname FROM pg_database');
      expect(databases.rows.map((r) => r.datname)).toEqual(['postgres']);
    } finally {
      await db.close();
    }
  });

  it('is not copied when it was made from other migrations, seed or PGlite', () => {
    writeFileSync(join(imageDir, 'stellara-image-key'), `not-${databaseImageKey()}`);
    expect(hasCurrentImage(imageDir)).toBe(false);
    const dbDir = join(root, 'other', 'db');
    expect(copyImageIfFresh(dbDir, imageDir)).toBe(false);
    expect(existsSync(dbDir)).toBe(false);
  });
});
