// The embedded query console's boundary. A regex over SQL text cannot be made safe, so the
// console's statement runs under one of two NOLOGIN roles entered with SET LOCAL ROLE inside its transaction:
// the reader may only SELECT graph_nodes/graph_edges, the writer may also change them. Privileges, not text
// matching, keep every other table out of reach, on PostgreSQL and on PGlite alike (both enforce them).
//
// Two things a role alone does not stop, so they are taken from PUBLIC (the roles hold only what PUBLIC holds):
// - set_config('role', ...): SET ROLE is checked against the *session* user, so without this a statement could
//   switch back to the server's own role half-way through and read anything through query_to_xml;
// - functions that dump whole schemas, build huge values, sleep or hold session locks (PGlite runs one
//   statement at a time and cannot cancel it; its memory never shrinks once grown).
// The set-up needs a database user that may create roles and revoke function rights (a superuser, as the
// embedded PGlite user is). Without that the console stays off and says why; it never runs unbounded.
import type { Database, SqlClient } from '../db/client.ts';

export const CONSOLE_READER = 'stellara_graph_console';
export const CONSOLE_WRITER = 'stellara_graph_console_writer';
export const CONSOLE_TABLES = ['graph_nodes', 'graph_edges'] as const;

/** Functions neither console role may execute (every overload). Missing ones are skipped. */
export const REVOKED_FUNCTIONS = [
  'set_config',
  'pg_sleep',
  'pg_sleep_for',
  'pg_sleep_until',
  'pg_advisory_lock',
  'pg_advisory_lock_shared',
  'pg_try_advisory_lock',
  'pg_try_advisory_lock_shared',
  'pg_notify',
  'repeat',
  'lpad',
  'rpad',
  'array_fill',
  'cursor_to_xml',
  'cursor_to_xmlschema',
  'query_to_xml',
  'query_to_xmlschema',
  'query_to_xml_and_xmlschema',
  'table_to_xml',
  'table_to_xmlschema',
  'table_to_xml_and_xmlschema',
  'schema_to_xml',
  'schema_to_xmlschema',
  'schema_to_xml_and_xmlschema',
  'database_to_xml',
  'database_to_xmlschema',
  'database_to_xml_and_xmlschema',
  'lo_import',
  'lo_export',
  'lo_create',
  'lo_creat',
  'lo_from_bytea',
  'lo_put',
  'lo_get',
  'lo_open',
  'lo_unlink',
  'loread',
  'lowrite',
] as const;

/** Checked as well, though PostgreSQL already keeps them from PUBLIC: reading the server's files. */
const FILE_FUNCTIONS = ['pg_read_file', 'pg_read_binary_file', 'pg_ls_dir', 'pg_stat_file'];

/** Any constant; the same for every instance, so two starting at once set up the roles one after the other. */
const CONSOLE_ROLES_LOCK_KEY = 726_447_302;

/** Runs one step, ignoring a refusal for lack of rights: the check afterwards says what is missing. */
const tolerant = (sql: string) =>
  `DO $console$ BEGIN ${sql}; EXCEPTION WHEN insufficient_privilege OR duplicate_object OR unique_violation THEN NULL; END $console$`;

function setUpStatements(): string[] {
  const roleOptions = 'NOLOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE NOINHERIT NOREPLICATION NOBYPASSRLS';
  const createRole = (role: string) =>
    tolerant(
      `IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = '${role}') THEN CREATE ROLE ${role} ${roleOptions}; END IF`,
    );
  const tables = CONSOLE_TABLES.join(', ');
  const names = [...REVOKED_FUNCTIONS, ...FILE_FUNCTIONS].map((n) => `'${n}'`).join(', ');
  return [
    createRole(CONSOLE_READER),
    createRole(CONSOLE_WRITER),
    // Start from nothing, then grant exactly what each mode needs.
    tolerant(`REVOKE ALL ON ${tables} FROM ${CONSOLE_READER}, ${CONSOLE_WRITER}`),
    tolerant(`GRANT SELECT ON ${tables} TO ${CONSOLE_READER}`),
    tolerant(`GRANT SELECT, INSERT, UPDATE, DELETE ON ${tables} TO ${CONSOLE_WRITER}`),
    ...CONSOLE_TABLES.map((t) =>
      tolerant(
        `EXECUTE format('GRANT USAGE ON SEQUENCE %s TO ${CONSOLE_WRITER}', pg_get_serial_sequence('${t}', 'id'))`,
      ),
    ),
    // A server user that is not a superuser needs membership to SET ROLE (a superuser has it implicitly).
    tolerant(
      `IF NOT (SELECT rolsuper FROM pg_roles WHERE rolname = current_user) THEN GRANT ${CONSOLE_READER}, ${CONSOLE_WRITER} TO CURRENT_USER; END IF`,
    ),
    `DO $console$ DECLARE f regprocedure; BEGIN
       FOR f IN SELECT oid::regprocedure FROM pg_proc WHERE proname IN (${names}) LOOP
         BEGIN
           EXECUTE format('REVOKE EXECUTE ON FUNCTION %s FROM PUBLIC, ${CONSOLE_READER}, ${CONSOLE_WRITER}', f);
         EXCEPTION WHEN insufficient_privilege THEN NULL;
         END;
       END LOOP;
     END $console$`,
  ];
}

/**
 * What is wrong with the boundary as the database has it now (empty when it holds): roles with powers, roles
 * that inherit others, rights beyond the graph tables, dangerous functions still executable.
 */
export async function boundaryProblems(sql: SqlClient): Promise<string[]> {
  const roles = [CONSOLE_READER, CONSOLE_WRITER];
  const problems: string[] = [];
  const found = await sql.query<{ rolname: string; powerful: boolean; member: boolean; settable: boolean }>(
    `SELECT r.rolname,
            (r.rolsuper OR r.rolcanlogin OR r.rolcreaterole OR r.rolcreatedb OR r.rolreplication OR r.rolbypassrls) AS powerful,
            EXISTS (SELECT 1 FROM pg_auth_members m WHERE m.member = r.oid) AS member,
            pg_has_role(current_user, r.oid, 'MEMBER') AS settable
       FROM pg_roles r WHERE r.rolname = ANY($1::text[])`,
    [roles],
  );
  for (const role of roles) {
    const r = found.rows.find((x) => x.rolname === role);
    if (!r) problems.push(`role ${role} does not exist`);
    else {
      if (r.powerful) problems.push(`role ${role} can log in or has administrative powers`);
      if (r.member) problems.push(`role ${role} is a member of another role`);
      if (!r.settable) problems.push(`the server's database user cannot SET ROLE ${role}`);
    }
  }
  if (problems.length > 0) return problems;

  const graphRights = await sql.query<{ table_name: string; reader: string; writer: string }>(
    `SELECT t AS table_name,
            concat_ws(',', CASE WHEN has_table_privilege($1, t, 'SELECT') THEN 'SELECT' END,
                           CASE WHEN has_table_privilege($1, t, 'INSERT,UPDATE,DELETE,TRUNCATE') THEN 'WRITE' END) AS reader,
            concat_ws(',', CASE WHEN has_table_privilege($2, t, 'SELECT') THEN 'SELECT' END,
                           CASE WHEN has_table_privilege($2, t, 'INSERT') AND has_table_privilege($2, t, 'UPDATE')
                                 AND has_table_privilege($2, t, 'DELETE') THEN 'WRITE' END) AS writer
       FROM unnest($3::text[]) AS t`,
    [CONSOLE_READER, CONSOLE_WRITER, [...CONSOLE_TABLES]],
  );
  for (const t of graphRights.rows) {
    if (t.reader !== 'SELECT') problems.push(`${CONSOLE_READER} must have SELECT only on ${t.table_name}`);
    if (t.writer !== 'SELECT,WRITE')
      problems.push(`${CONSOLE_WRITER} lacks SELECT, INSERT, UPDATE or DELETE on ${t.table_name}`);
  }

  const otherTables = await sql.query<{ name: string }>(
    `SELECT DISTINCT n.nspname || '.' || c.relname AS name
       FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace, unnest($1::text[]) AS role
      WHERE c.relkind IN ('r', 'p', 'v', 'm', 'f')
        AND n.nspname NOT IN ('pg_catalog', 'information_schema') AND n.nspname NOT LIKE 'pg\\_toast%'
        AND NOT (n.nspname = current_schema() AND c.relname = ANY($2::text[]))
        AND has_table_privilege(role, c.oid, 'SELECT,INSERT,UPDATE,DELETE,TRUNCATE,REFERENCES,TRIGGER')
      ORDER BY 1 LIMIT 5`,
    [roles, [...CONSOLE_TABLES]],
  );
  if (otherTables.rows.length > 0) {
    problems.push(`the console roles can reach other tables (${otherTables.rows.map((r) => r.name).join(', ')})`);
  }

  const functions = await sql.query<{ proname: string }>(
    `SELECT DISTINCT p.proname FROM pg_proc p, unnest($1::text[]) AS role
      WHERE p.proname = ANY($2::text[]) AND has_function_privilege(role, p.oid, 'EXECUTE')
      ORDER BY 1`,
    [roles, [...REVOKED_FUNCTIONS, ...FILE_FUNCTIONS]],
  );
  if (functions.rows.length > 0) {
    problems.push(
      `the console roles may still execute ${functions.rows.map((r) => r.proname).join(', ')} (EXECUTE must be revoked from PUBLIC)`,
    );
  }
  return problems;
}

/** Raised when the boundary cannot be set up: the console refuses instead of running unbounded. */
export class ConsoleUnavailableError extends Error {}

/**
 * Sets the roles up once per process (idempotent, safe with several instances starting together) and checks
 * them; a failure is not remembered, so fixing the database's rights brings the console back without a restart.
 */
export class ConsoleRoles {
  private ready: Promise<void> | null = null;

  constructor(private readonly db: Pick<Database, 'kind' | 'transaction'>) {}

  ensure(): Promise<void> {
    if (!this.ready) {
      this.ready = this.setUp().catch((error) => {
        this.ready = null;
        throw error;
      });
    }
    return this.ready;
  }

  private async setUp(): Promise<void> {
    let problems: string[];
    try {
      problems = await this.db.transaction(async (tx) => {
        if (this.db.kind === 'postgresql') await tx.query('SELECT pg_advisory_xact_lock($1)', [CONSOLE_ROLES_LOCK_KEY]);
        for (const statement of setUpStatements()) await tx.query(statement);
        return boundaryProblems(tx);
      });
    } catch (error) {
      // Typically "permission denied to create role": the server's database user is not a superuser.
      problems = [(error as Error).message];
    }
    if (problems.length > 0) {
      throw new ConsoleUnavailableError(
        `the query console is switched off: its restricted database role could not be set up (${problems.join('; ')}). The server's database user must be allowed to create roles and revoke function rights (a superuser); see the README, Configuration.`,
      );
    }
  }
}
