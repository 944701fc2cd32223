// Security regression: the admin query console of the embedded graph, on PGlite and on
// PostgreSQL. The exact escapes the issue found (table_to_xml on auth tables, quoted function names,
// query_to_xml on mail_outbox, pg_read_file/pg_ls_dir, database_to_xml), role tricks inside the statement, writes
// in read mode and writes outside the graph in write mode: each refused with a message, nothing leaking. Graph
// reads and writes keep working. Besides the console's answers, the boundary itself (the restricted roles) is
// checked directly, without the friendly text checks in front of it.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { openDatabase } from '../../db/client.ts';
import type { RunningServer } from '../../server.ts';
import { lastMail, TestBrowser } from '../../test-support/accounts.ts';
import { consoleReady, type SignedInAdmin, signedInAdmin, signedInMember } from '../../test-support/admin.ts';
import { createTestServer, testDatabaseKind } from '../../test-support/test-server.ts';
import { boundaryProblems, CONSOLE_READER, CONSOLE_WRITER } from '../console-roles.ts';
import { EmbeddedKnowledgeGraph } from '../embedded-graph.ts';
import { QUERY_MAX_BYTES } from '../graph.port.ts';

let server: RunningServer;
let technical: SignedInAdmin;
let astrological: SignedInAdmin;
/** Values that must never appear in a console answer. */
let secrets: string[];
let resetToken: string;

beforeAll(async () => {
  server = await createTestServer();
  technical = await signedInAdmin(server, 'technical_admin');
  astrological = await signedInAdmin(server, 'astrological_admin');
  await consoleReady(technical);
  // A member with a live reset link in the outbox, a password hash and a session.
  const member = await signedInMember(server);
  const ask = await new TestBrowser(server.app).post('/api/auth/request-password-reset', {
    email: member.email,
    redirectTo: '/login',
  });
  expect(ask.statusCode).toBe(200);
  const mail = await lastMail(server, member.email);
  expect(mail?.kind).toBe('reset-password');
  resetToken = new URL(mail!.link!).pathname.split('/').pop()!;
  const sql = server.ctx.db.sql;
  const hashes = await sql.query<{ password: string }>('SELECT password FROM auth_accounts WHERE password IS NOT NULL');
  const tokens = await sql.query<{ token: string }>('SELECT token FROM auth_sessions');
  secrets = [resetToken, ...hashes.rows.map((r) => r.password), ...tokens.rows.map((r) => r.token)];
  expect(secrets.length).toBeGreaterThanOrEqual(4);
  expect(resetToken.length).toBeGreaterThanOrEqual(16);
}, 180_000);

afterAll(async () => {
  await server?.close();
});

type Route = 'graph' | 'cleanup';
async function consoleCall(admin: SignedInAdmin, query: string, options: { write?: boolean; route?: Route } = {}) {
  const route = options.route ?? (options.write ? 'cleanup' : 'graph');
  const body = route === 'cleanup' ? { query, write: options.write ?? false } : { query };
  return admin.browser.post(`/api/admin/${route}/query`, body);
}

/** The console refused the statement with a 422 and a sentence, and nothing secret is in the answer. */
async function expectRefused(query: string, message: RegExp, options: { write?: boolean; route?: Route } = {}) {
  const r = await consoleCall(technical, query, options);
  expect(r.statusCode, `${query}\n${r.body.slice(0, 300)}`).toBe(422);
  const error = r.json().error;
  expect(error.code).toBe('QUERY_FAILED');
  expect(error.message).toMatch(/^SQL query failed: /);
  expect(error.message, query).toMatch(message);
  for (const secret of secrets) expect(r.body).not.toContain(secret);
}

const notAllowed = /not allowed in the console|permission denied|only graph_nodes and graph_edges/;

describe('the issue’s escapes are refused and leak nothing', () => {
  test.each([
    ["SELECT table_to_xml('auth_accounts', true, false, '')", 'password hashes'],
    ["SELECT table_to_xml('auth_sessions', true, false, '')", 'session tokens'],
    [`SELECT "table_to_xml"('auth_accounts', true, false, '')`, 'quoted name'],
    [`SELECT "query_to_xml"('select link from mail_outbox', true, false, '')`, 'reset links'],
    [`SELECT "Query_To_Xml"('select * from mail_outbox', true, false, '')`, 'mixed-case quoted name'],
    [`SELECT pg_catalog."query_to_xml"('select token from auth_sessions', true, false, '')`, 'qualified'],
    ["SELECT pg_read_file('PG_VERSION')", 'data folder'],
    [`SELECT "pg_read_file"('PG_VERSION')`, 'data folder, quoted'],
    ["SELECT pg_ls_dir('.')", 'directory listing'],
    [`SELECT "pg_ls_dir"('.')`, 'directory listing, quoted'],
    [`SELECT * FROM "pg_ls_dir"('.') AS f`, 'directory listing as a table'],
    ["SELECT database_to_xml(true, true, '')", 'whole database'],
    [`SELECT length("database_to_xml"(true, true, ''))`, 'whole database, quoted'],
    [`SELECT "schema_to_xml"('public', true, true, '')`, 'whole schema'],
  ])('%s (%s)', async (query) => {
    await expectRefused(query, notAllowed);
  });

  test('plain reads of other tables and catalogs are refused', async () => {
    await expectRefused('SELECT * FROM auth_accounts', /only graph_nodes and graph_edges/);
    await expectRefused(
      'SELECT id, (SELECT token FROM auth_sessions LIMIT 1) AS t FROM graph_nodes LIMIT 1',
      /only graph_nodes and graph_edges/,
    );
    await expectRefused('SELECT link FROM mail_outbox', /only graph_nodes and graph_edges/);
    await expectRefused('SELECT rolname FROM pg_roles', /only graph_nodes and graph_edges/);
  });

  test('role and setting tricks inside the statement are refused', async () => {
    await expectRefused('SET ROLE postgres', /only SELECT, WITH, VALUES/);
    await expectRefused('RESET ROLE', /only SELECT, WITH, VALUES/);
    await expectRefused('SELECT 1; RESET ROLE', /one statement at a time/);
    await expectRefused(
      `SELECT "set_config"('role', session_user::text, true), "query_to_xml"('select link from mail_outbox', true, false, '')`,
      notAllowed,
    );
    await expectRefused(`SELECT "set_config"('session_authorization', session_user::text, true)`, notAllowed);
    await expectRefused(`SELECT "set_config"('statement_timeout', '0', true)`, notAllowed);
    await expectRefused(
      `UPDATE pg_settings SET setting = session_user::text WHERE name = 'role'`,
      /only graph_nodes|permission denied|not allowed/,
      { write: true },
    );
  });

  test('huge values are refused before they are built or sent', async () => {
    await expectRefused(`SELECT "repeat"('x', 1000000000)`, notAllowed);
    await expectRefused(`SELECT length("lpad"('', 1000000000, 'x'))`, notAllowed);
    // An aggregate over a cross join: refused by its plan on PGlite (whose memory never shrinks), stopped by the
    // database's own limits on PostgreSQL (a separate process); never sent.
    const cross = await consoleCall(
      technical,
      "SELECT string_agg(a.properties::text, '') FROM graph_nodes a, graph_nodes b",
    );
    expect(cross.statusCode, cross.body.slice(0, 300)).toBe(422);
    expect(cross.json().error.message).toMatch(/too expensive|too large|longer than/);
    expect(cross.body.length).toBeLessThan(2_000);
    // Over the console's byte cap: measured in the database, refused, never sent.
    const { rows } = await server.ctx.db.sql.query<{ bytes: string }>(
      'SELECT sum(pg_column_size(properties))::text AS bytes FROM graph_nodes',
    );
    const copies = Math.ceil((2 * QUERY_MAX_BYTES) / Number(rows[0]!.bytes));
    const r = await consoleCall(
      technical,
      `SELECT string_agg(a.properties::text, '') FROM graph_nodes a, (SELECT id FROM graph_nodes ORDER BY id LIMIT ${copies}) b`,
    );
    expect(r.statusCode, r.body.slice(0, 300)).toBe(422);
    expect(r.json().error.message).toMatch(/the result is too large|too expensive/);
    expect(r.body.length).toBeLessThan(2_000);
  });
});

describe('read mode cannot write, write mode cannot leave the graph', () => {
  const count = async (sql: string) => Number((await server.ctx.db.sql.query<{ n: string }>(sql)).rows[0]!.n);

  test('writes in read mode are refused, however they are phrased', async () => {
    const before = await count('SELECT count(*)::text AS n FROM graph_nodes');
    await expectRefused("DELETE FROM graph_nodes WHERE label = 'Sign'", /read-only/);
    await expectRefused("DELETE FROM graph_nodes WHERE label = 'Sign'", /read-only/, { route: 'cleanup' });
    await expectRefused(
      "WITH gone AS (DELETE FROM graph_nodes WHERE label = 'Sign' RETURNING id) SELECT count(*) FROM gone",
      /.+/,
    );
    await expectRefused("SELECT nextval('graph_nodes_id_seq')", /read-only|permission denied/);
    await expectRefused(`SELECT "lo_from_bytea"(0, '\\x00')`, /not allowed|permission denied|read-only/);
    expect(await count('SELECT count(*)::text AS n FROM graph_nodes')).toBe(before);
  });

  test('write mode reaches the graph tables only', async () => {
    const admins = await count('SELECT count(*)::text AS n FROM admin_users');
    await expectRefused(
      "INSERT INTO admin_users (email, name, role, is_active) VALUES ('intruder@example.com', 'X', 'technical_admin', true)",
      /only graph_nodes and graph_edges/,
      { write: true },
    );
    await expectRefused("UPDATE auth_accounts SET password = 'x'", /only graph_nodes and graph_edges/, {
      write: true,
    });
    await expectRefused('DELETE FROM mail_outbox', /only graph_nodes and graph_edges/, { write: true });
    await expectRefused(
      "INSERT INTO graph_nodes (label, key, properties) SELECT 'Topic', 'leak-' || id, to_jsonb(a) FROM auth_accounts a",
      /only graph_nodes and graph_edges/,
      { write: true },
    );
    await expectRefused(
      `INSERT INTO graph_nodes (label, key, properties) VALUES ('Topic', 'leak', jsonb_build_object('x', "query_to_xml"('select link from mail_outbox', true, false, '')))`,
      notAllowed,
      { write: true },
    );
    expect(await count('SELECT count(*)::text AS n FROM admin_users')).toBe(admins);
    expect(await count("SELECT count(*)::text AS n FROM graph_nodes WHERE key LIKE 'leak%'")).toBe(0);
    const outbox = await server.ctx.db.sql.query<{ link: string }>('SELECT link FROM mail_outbox');
    expect(outbox.rows.some((r) => r.link?.includes(resetToken))).toBe(true);
  });
});

describe('the graph itself stays fully usable', () => {
  test('reads: counts, joins, duplicate column names, empty results', async () => {
    const counts = await consoleCall(technical, 'SELECT label, count(*)::int AS n FROM graph_nodes GROUP BY label');
    expect(counts.statusCode, counts.body).toBe(200);
    expect(counts.json().result.records.find((r: { label: string }) => r.label === 'Sign')).toEqual({
      label: 'Sign',
      n: 12,
    });
    const joined = await consoleCall(
      technical,
      `SELECT s.properties->>'name' AS sign, e.type, n.properties->>'name' AS element
         FROM graph_nodes s JOIN graph_edges e ON e.from_id = s.id JOIN graph_nodes n ON n.id = e.to_id
        WHERE s.label = 'Sign' AND e.type = 'HAS_ELEMENT' ORDER BY s.properties->>'name' LIMIT 3`,
    );
    expect(joined.statusCode, joined.body).toBe(200);
    expect(joined.json().result.columns).toEqual(['sign', 'type', 'element']);
    expect(joined.json().result.records[0]).toEqual({ sign: 'Aquarius', type: 'HAS_ELEMENT', element: 'Air' });
    const twoIds = await consoleCall(
      technical,
      'SELECT n.id, e.id FROM graph_nodes n JOIN graph_edges e ON e.from_id = n.id LIMIT 2',
    );
    expect(twoIds.statusCode, twoIds.body).toBe(200);
    expect(twoIds.json().result.records).toHaveLength(2);
    const none = await consoleCall(technical, "SELECT id FROM graph_nodes WHERE label = 'Nothing'");
    expect(none.json().result).toMatchObject({ columns: [], records: [], truncated: false });
    const many = await consoleCall(technical, 'SELECT generate_series(1, 1500) AS n');
    expect(many.json().result).toMatchObject({ truncated: true });
    expect(many.json().result.records).toHaveLength(1_000);
  });

  test('writes in write mode: insert, update with RETURNING, delete', async () => {
    const insert = await consoleCall(
      technical,
      `INSERT INTO graph_nodes (label, key, properties) VALUES ('Topic', 'console-topic', '{"name": "Console Topic"}') RETURNING key, properties->>'name' AS name`,
      { write: true },
    );
    expect(insert.statusCode, insert.body).toBe(200);
    expect(insert.json().result.records).toEqual([{ key: 'console-topic', name: 'Console Topic' }]);
    const update = await consoleCall(
      technical,
      `UPDATE graph_nodes SET properties = properties || '{"keywords": ["console"]}' WHERE key = 'console-topic'`,
      { write: true },
    );
    expect(update.statusCode, update.body).toBe(200);
    const read = await consoleCall(
      technical,
      "SELECT properties->'keywords' AS k FROM graph_nodes WHERE key = 'console-topic'",
    );
    expect(read.json().result.records).toEqual([{ k: ['console'] }]);
    const remove = await consoleCall(technical, "DELETE FROM graph_nodes WHERE key = 'console-topic'", { write: true });
    expect(remove.statusCode, remove.body).toBe(200);
    expect(remove.json().result.records).toEqual([]);
    const gone = await consoleCall(technical, "SELECT id FROM graph_nodes WHERE key = 'console-topic'");
    expect(gone.json().result.records).toEqual([]);
  });
});

describe('end to end: an astrological admin cannot read a member’s reset link', () => {
  test.each([
    `SELECT "query_to_xml"('select link from mail_outbox', true, false, '')`,
    `SELECT "table_to_xml"('mail_outbox', true, false, '')`,
    'SELECT link FROM mail_outbox',
  ])('%s', async (query) => {
    for (const route of ['graph', 'cleanup'] as const) {
      const r = await consoleCall(astrological, query, { route });
      expect([403, 422], r.body).toContain(r.statusCode);
      expect(r.body).not.toContain(resetToken);
    }
  });
});

describe('the boundary holds without the text checks in front of it', () => {
  test('the roles exist as they should', async () => {
    // A write sets them up in the server's database (on PGlite reads run in the sandbox, which has its own).
    const noop = await consoleCall(technical, 'DELETE FROM graph_nodes WHERE false', { write: true });
    expect(noop.statusCode, noop.body).toBe(200);
    expect(await boundaryProblems(server.ctx.db.sql)).toEqual([]);
  });

  test.each([
    [CONSOLE_READER, "SELECT table_to_xml('auth_accounts', true, false, '')"],
    [CONSOLE_READER, "SELECT query_to_xml('select link from mail_outbox', true, false, '')"],
    [CONSOLE_READER, 'SELECT token FROM auth_sessions'],
    [CONSOLE_READER, "SELECT pg_read_file('PG_VERSION')"],
    [CONSOLE_READER, "SELECT pg_ls_dir('.')"],
    [CONSOLE_READER, "SELECT database_to_xml(true, true, '')::text"],
    [CONSOLE_READER, "SELECT set_config('role', session_user::text, true)"],
    [CONSOLE_READER, "SELECT repeat('x', 1000000000)"],
    [CONSOLE_READER, "UPDATE graph_nodes SET key = key WHERE label = 'Sign'"],
    [CONSOLE_WRITER, 'SELECT password FROM auth_accounts'],
    [CONSOLE_WRITER, "DELETE FROM mail_outbox WHERE kind = 'reset-password'"],
    [CONSOLE_WRITER, "SELECT set_config('role', session_user::text, true)"],
  ])('as %s: %s', async (role, statement) => {
    const attempt = server.ctx.db.transaction(async (tx) => {
      await tx.query(`SET LOCAL ROLE ${role}`);
      return tx.query(statement);
    });
    await expect(attempt).rejects.toThrow(/permission denied/);
  });
});

describe('a database user that cannot set the boundary up', () => {
  // PostgreSQL only: PGlite's user is always a superuser. A plain login role stands in for an operator who runs
  // the server as a database owner without superuser rights: the console stays off and says why.
  test.runIf(testDatabaseKind === 'postgres')(
    'switches the console off with a sentence, never runs unbounded',
    async () => {
      const plain = `plain_owner_${randomBytes(4).toString('hex')}`;
      await server.ctx.db.sql.query(`CREATE ROLE ${plain} LOGIN NOSUPERUSER NOCREATEROLE`);
      const url = new URL(server.ctx.config.DATABASE_URL!);
      url.username = plain;
      const db = await openDatabase({ kind: 'postgresql', url: url.toString(), poolMax: 1 });
      try {
        const answer = await new EmbeddedKnowledgeGraph(db).runQuery('SELECT count(*) FROM graph_nodes');
        expect(answer.ok).toBe(false);
        expect(answer.ok ? '' : answer.error).toMatch(
          /^SQL query failed: the query console is switched off: its restricted database role could not be set up/,
        );
      } finally {
        await db.close();
        await server.ctx.db.sql.query(`DROP ROLE ${plain}`);
      }
    },
  );
});
