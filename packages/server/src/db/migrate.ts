import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { migrationsDir } from '../paths.ts';
import type { Database } from './client.ts';

// Any constant works; it only has to be the same for every instance of this app.
const MIGRATION_LOCK_KEY = 726_447_301;

interface JournalEntry {
  idx: number;
  when: number;
  tag: string;
}

/**
 * Applies drizzle-kit's pending migrations (packages/server/drizzle) in one transaction, all or
 * nothing, and records them by tag. On PostgreSQL several instances may start at once, so the run
 * holds an advisory lock; PGlite has a single process (the data-folder lock sees to that).
 */
export async function migrateDatabase(db: Database): Promise<string[]> {
  const journal: { entries: JournalEntry[] } = JSON.parse(
    readFileSync(join(migrationsDir, 'meta', '_journal.json'), 'utf8'),
  );
  return db.transaction(async (tx) => {
    // Held until this transaction ends: a second instance waits here, then finds nothing to do.
    if (db.kind === 'postgresql') await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
    await tx.query(`CREATE TABLE IF NOT EXISTS stellara_migrations (
      tag text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`);
    const { rows } = await tx.query<{ tag: string }>('SELECT tag FROM stellara_migrations');
    const applied = new Set(rows.map((r) => r.tag));
    const pending = journal.entries.filter((e) => !applied.has(e.tag)).sort((a, b) => a.idx - b.idx);
    for (const entry of pending) {
      const statements = readFileSync(join(migrationsDir, `${entry.tag}.sql`), 'utf8')
        .split('--> statement-breakpoint')
        .map((s) => s.trim())
        .filter(Boolean);
      for (const statement of statements) await tx.query(statement);
      await tx.query('INSERT INTO stellara_migrations (tag) VALUES ($1)', [entry.tag]);
    }
    return pending.map((e) => e.tag);
  });
}
