// A copy of the graph tables (graph_nodes, graph_edges) for the console sandbox: their definitions as the database
// has them (columns, generated expressions, constraints, indexes, sequences), read from the catalog so the copy
// follows the migrations, and their rows as JSON. The sandbox loads it into a PGlite of its own.
import type { Database, SqlClient } from '../db/client.ts';
import { CONSOLE_TABLES } from './console-roles.ts';

export interface GraphSnapshot {
  /** graphVersion() when the rows were read. */
  version: string;
  extensions: string[];
  /** In order: tables, keys and checks, foreign keys, indexes, then the rows. */
  tables: TableCopy[];
}

export interface TableDefinition {
  name: string;
  create: string;
  constraints: string[];
  foreignKeys: string[];
  indexes: string[];
  /** Columns the rows carry (generated ones are computed again on load). */
  columns: string[];
  /** The sequences behind column defaults (serial ids). */
  serials: { name: string; column: string }[];
}

interface TableCopy extends TableDefinition {
  rowsJson: string;
  sequences: { name: string; column: string; lastValue: string; isCalled: boolean }[];
}

const ident = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * Changes whenever a row of either table is inserted, updated or deleted: the row count and the newest writing
 * transaction (xmin). One scan of each table without reading the values (a few ms for the starter graph).
 */
export async function graphVersion(sql: SqlClient): Promise<string> {
  const part = (t: string) => `(SELECT count(*) || '/' || coalesce(max(xmin::text::bigint), 0) FROM ${t})`;
  const { rows } = await sql.query<{ v: string }>(`SELECT ${CONSOLE_TABLES.map(part).join(" || ':' || ")} AS v`);
  return rows[0]?.v ?? '';
}

/**
 * The tables' definitions, rows and sequences. `definitions` (the catalog reads, most of the cost) may come from an
 * earlier call: the schema only changes with the migrations, before the server starts.
 */
export function readGraphSnapshot(
  db: Pick<Database, 'transaction'>,
  definitions?: TableDefinition[],
): Promise<GraphSnapshot> {
  // One transaction, so the version matches the rows.
  return db.transaction(async (tx) => {
    const version = await graphVersion(tx);
    const extensions = await tx.query<{ extname: string }>(
      "SELECT extname FROM pg_extension WHERE extname <> 'plpgsql' ORDER BY extname",
    );
    const tables: TableCopy[] = [];
    for (const [i, name] of CONSOLE_TABLES.entries()) {
      const definition = definitions?.[i] ?? (await readDefinition(tx, name));
      tables.push({ ...definition, ...(await readContent(tx, definition)) });
    }
    return { version, extensions: extensions.rows.map((r) => r.extname), tables };
  });
}

async function readDefinition(tx: SqlClient, name: string): Promise<TableDefinition> {
  const columns = await tx.query<{
    name: string;
    type: string;
    not_null: boolean;
    generated: string;
    expr: string | null;
    seq: string | null;
  }>(
    `SELECT a.attname AS name, format_type(a.atttypid, a.atttypmod) AS type, a.attnotnull AS not_null,
            a.attgenerated AS generated, pg_get_expr(d.adbin, d.adrelid) AS expr,
            pg_get_serial_sequence($1, a.attname) AS seq
       FROM pg_attribute a LEFT JOIN pg_attrdef d ON d.adrelid = a.attrelid AND d.adnum = a.attnum
      WHERE a.attrelid = $1::regclass AND a.attnum > 0 AND NOT a.attisdropped ORDER BY a.attnum`,
    [name],
  );
  const definitions = columns.rows.map((c) => {
    const value =
      c.expr === null ? '' : c.generated === 's' ? ` GENERATED ALWAYS AS (${c.expr}) STORED` : ` DEFAULT ${c.expr}`;
    return `${ident(c.name)} ${c.type}${value}${c.not_null ? ' NOT NULL' : ''}`;
  });
  const constraints = await tx.query<{ name: string; type: string; def: string }>(
    `SELECT conname AS name, contype AS type, pg_get_constraintdef(oid) AS def
       FROM pg_constraint WHERE conrelid = $1::regclass AND contype IN ('p', 'u', 'c', 'f', 'x') ORDER BY conname`,
    [name],
  );
  const addConstraint = (c: { name: string; def: string }) =>
    `ALTER TABLE ${ident(name)} ADD CONSTRAINT ${ident(c.name)} ${c.def}`;
  // Indexes of their own (those behind a key come with its constraint).
  const indexes = await tx.query<{ def: string }>(
    `SELECT pg_get_indexdef(i.indexrelid) AS def FROM pg_index i
      WHERE i.indrelid = $1::regclass
        AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conrelid = i.indrelid AND c.conindid = i.indexrelid)
      ORDER BY i.indexrelid`,
    [name],
  );
  const stored = columns.rows.filter((c) => c.generated === '').map((c) => ident(c.name));
  return {
    name,
    create: `CREATE TABLE ${ident(name)} (${definitions.join(', ')})`,
    constraints: constraints.rows.filter((c) => c.type !== 'f').map(addConstraint),
    foreignKeys: constraints.rows.filter((c) => c.type === 'f').map(addConstraint),
    indexes: indexes.rows.map((r) => r.def),
    columns: stored,
    serials: columns.rows.flatMap((c) => (c.seq === null ? [] : [{ name: c.seq, column: c.name }])),
  };
}

async function readContent(tx: SqlClient, table: TableDefinition): Promise<Pick<TableCopy, 'rowsJson' | 'sequences'>> {
  const rows = await tx.query<{ json: string }>(
    `SELECT coalesce(json_agg(t), '[]')::text AS json FROM (SELECT ${table.columns.join(', ')} FROM ${ident(table.name)}) t`,
  );
  const sequences: TableCopy['sequences'] = [];
  for (const serial of table.serials) {
    const state = await tx.query<{ last_value: string; is_called: boolean }>(
      `SELECT last_value::text, is_called FROM ${serial.name}`,
    );
    const s = state.rows[0];
    if (s) sequences.push({ ...serial, lastValue: s.last_value, isCalled: s.is_called });
  }
  return { rowsJson: rows.rows[0]?.json ?? '[]', sequences };
}

/**
 * Replaces everything in the (sandbox's) database with the snapshot: a fresh public schema, the sequences the
 * column defaults name, the tables, their rows, then statistics so plans (and the plan checks) match the server's.
 */
export async function loadGraphSnapshot(db: Pick<Database, 'transaction' | 'sql'>, snapshot: GraphSnapshot) {
  await db.transaction(async (tx) => {
    await tx.query('DROP SCHEMA IF EXISTS public CASCADE');
    await tx.query('CREATE SCHEMA public');
    await tx.query('GRANT USAGE ON SCHEMA public TO PUBLIC');
    for (const extension of snapshot.extensions) await tx.query(`CREATE EXTENSION IF NOT EXISTS ${ident(extension)}`);
    for (const t of snapshot.tables) {
      for (const s of t.sequences) await tx.query(`CREATE SEQUENCE IF NOT EXISTS ${s.name}`);
      await tx.query(t.create);
      for (const c of t.constraints) await tx.query(c);
    }
    for (const t of snapshot.tables) for (const f of t.foreignKeys) await tx.query(f);
    for (const t of snapshot.tables) {
      for (const index of t.indexes) await tx.query(index);
      const columns = t.columns.join(', ');
      await tx.query(
        `INSERT INTO ${ident(t.name)} (${columns}) SELECT ${columns} FROM json_populate_recordset(null::${ident(t.name)}, $1::json)`,
        [t.rowsJson],
      );
      for (const s of t.sequences) {
        // Owned by its column, as a serial's is: the console roles' set-up finds it through the column.
        await tx.query(`ALTER SEQUENCE ${s.name} OWNED BY ${ident(t.name)}.${ident(s.column)}`);
        await tx.query('SELECT setval($1, $2::bigint, $3)', [s.name, s.lastValue, s.isCalled]);
      }
    }
  });
  await db.sql.query('ANALYZE');
}
