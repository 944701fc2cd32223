// One console statement inside its restricted transaction: the role, the plan checks, the sized result. Shared by
// the server (PostgreSQL, and console writes applied to PGlite) and the console sandbox process
// (console-sandbox-child.ts), so a statement is judged the same way wherever it runs.
import type { Database } from '../db/client.ts';
import { CONSOLE_READER, CONSOLE_TABLES, CONSOLE_WRITER } from './console-roles.ts';
import { QUERY_MAX_BYTES, QUERY_MAX_RECORDS } from './graph.port.ts';
import { GraphInputError } from './graph-values.ts';

/** What the console runs: one statement, already checked for its verb and mode. */
export interface ConsoleStatement {
  text: string;
  params: unknown[];
  isWrite: boolean;
  timeoutMs: number;
}

export interface ConsoleRows {
  rows: Record<string, unknown>[];
  /** Rows changed by a write without RETURNING. */
  affectedRows?: number;
  /** The rows carry SIZE_COLUMN (see sizedStatement). */
  sized: boolean;
}

/** Plans above this cost are refused on PGlite, which cannot cancel a running statement. */
const PGLITE_MAX_PLAN_COST = 2_000_000;
/**
 * ...and plans where one step would carry more than this (estimated rows x width): PGlite's memory never shrinks
 * once grown, so an aggregate over a cross join (measured: 320 MB to 2 GB RSS) must be refused before it runs.
 */
const PGLITE_MAX_PLAN_BYTES = 64 * 2 ** 20;

const RETURNING = /\bRETURNING\b/i;
export const SIZE_COLUMN = '__stellara_console_bytes';

/** Thrown to roll a transaction back while keeping what it computed. */
class RolledBack {
  constructor(readonly outcome: ConsoleRows) {}
}

/**
 * Runs the statement under the console role in a transaction of its own. `rollback` undoes a write after it ran:
 * the sandbox tries writes that way and keeps its copy equal to the real graph.
 */
export async function executeConsoleStatement(
  db: Pick<Database, 'kind' | 'transaction'>,
  statement: ConsoleStatement,
  options: { rollback?: boolean } = {},
): Promise<ConsoleRows> {
  const { text, params, isWrite, timeoutMs } = statement;
  const role = isWrite ? CONSOLE_WRITER : CONSOLE_READER;
  try {
    return await db.transaction(async (tx) => {
      if (!isWrite) await tx.query('SET TRANSACTION READ ONLY');
      // On PostgreSQL this is the time bound. Its memory is bounded by the server process running the statement:
      // work_mem per sort, hash or recursive worktable (they spill to temporary files beyond it) and 1 GB per value
      // (MaxAllocSize: `s||s` fails past it), all given back when the statement ends. PGlite ignores the timeout
      // (no signals in WebAssembly): there the sandbox process's deadline and memory watch bound it.
      await tx.query(`SET LOCAL statement_timeout = ${Math.round(timeoutMs)}`);
      // From here on only the graph tables exist; even planning (which folds constant expressions) runs as the role.
      await tx.query(`SET LOCAL ROLE ${role}`);
      const plan = await tx.query<{ 'QUERY PLAN': unknown }>(`EXPLAIN (FORMAT JSON) ${text}`, params);
      const planJson = plan.rows[0]?.['QUERY PLAN'];
      const relations = new Set<string>();
      collectRelations(planJson, relations);
      const outside = [...relations].filter((r) => !(CONSOLE_TABLES as readonly string[]).includes(r));
      if (outside.length > 0) {
        throw new GraphInputError(`the console may use only graph_nodes and graph_edges (not ${outside.join(', ')})`);
      }
      const cost = planCost(planJson);
      const volume = planVolume(planJson);
      if (db.kind === 'pglite' && (cost > PGLITE_MAX_PLAN_COST || volume > PGLITE_MAX_PLAN_BYTES)) {
        throw new GraphInputError(
          `the plan is too expensive for the embedded console (cost ${Math.round(cost)}, about ${Math.ceil(volume / 2 ** 20)} MB through one step); add a WHERE or LIMIT`,
        );
      }
      const sized = !isWrite || RETURNING.test(text);
      const result = await tx.query<Record<string, unknown>>(sized ? sizedStatement(text, !isWrite) : text, params);
      // Belt and braces: the statement must not have left the role (set_config is revoked from it).
      const who = await tx.query<{ role: string }>('SELECT current_user AS role');
      if (who.rows[0]?.role !== role) throw new GraphInputError('the statement tried to change the database role');
      const outcome: ConsoleRows = {
        rows: result.rows,
        affectedRows: (result as { affectedRows?: number }).affectedRows,
        sized,
      };
      if (options.rollback) throw new RolledBack(outcome);
      return outcome;
    });
  } catch (error) {
    if (error instanceof RolledBack) return error.outcome;
    throw error;
  }
}

/**
 * The statement wrapped so the database measures the result before sending it: at most QUERY_MAX_RECORDS + 1
 * rows, each row carrying the total size; above QUERY_MAX_BYTES a single row with only the size comes back.
 */
export function sizedStatement(text: string, isRead: boolean): string {
  const rows = isRead
    ? `console_rows AS MATERIALIZED (SELECT * FROM (${text}) AS console_query LIMIT ${QUERY_MAX_RECORDS + 1})`
    : `console_write AS (${text}),
       console_rows AS MATERIALIZED (SELECT * FROM console_write LIMIT ${QUERY_MAX_RECORDS + 1})`;
  return `WITH ${rows},
       console_size AS (SELECT coalesce(sum(pg_column_size(r)), 0)::bigint AS bytes FROM console_rows r)
     SELECT console_size.bytes AS "${SIZE_COLUMN}", console_rows.*
       FROM console_size LEFT JOIN console_rows ON console_size.bytes <= ${QUERY_MAX_BYTES}`;
}

function collectRelations(plan: unknown, out: Set<string>): void {
  if (Array.isArray(plan)) for (const p of plan) collectRelations(p, out);
  else if (plan && typeof plan === 'object') {
    for (const [key, value] of Object.entries(plan)) {
      if (key === 'Relation Name' && typeof value === 'string') out.add(value);
      else if (key === 'Function Name' && typeof value === 'string') out.add(`function ${value}`);
      else collectRelations(value, out);
    }
  }
}

/** The largest estimated rows x width of any step of the plan. */
export function planVolume(plan: unknown): number {
  if (Array.isArray(plan)) return Math.max(0, ...plan.map(planVolume));
  if (!plan || typeof plan !== 'object') return 0;
  const node = plan as Record<string, unknown>;
  const own =
    typeof node['Plan Rows'] === 'number' && typeof node['Plan Width'] === 'number'
      ? node['Plan Rows'] * node['Plan Width']
      : 0;
  return Math.max(own, ...Object.values(node).map(planVolume));
}

function planCost(plan: unknown): number {
  const first = Array.isArray(plan) ? plan[0] : undefined;
  const cost = (first as { Plan?: { 'Total Cost'?: number } } | undefined)?.Plan?.['Total Cost'];
  return typeof cost === 'number' ? cost : 0;
}
