// Runs the Schemathesis CLI (installed in .venv by scripts/ci/python-oracles.sh) against a running server and
// reduces its NDJSON event report to counts: operations, cases, 5xx answers, answers outside the documented
// status codes. The reduction (summariseEvents) is pure; runSchemathesis does the process and file work.
import { spawn } from 'node:child_process';
import { createReadStream, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';

/** The checks the fuzz suite runs (names as Schemathesis 4.32 spells them). */
export const FUZZ_CHECKS = ['not_a_server_error', 'status_code_conformance'] as const;

export interface FuzzFinding {
  /** "POST /api/charts" as the document names the operation. */
  operation: string;
  status: number;
  /** What the check is about: a 5xx, or a status the document does not list. */
  kind: '5xx' | 'undocumented';
  /** The request as sent (method, URL with its generated values, start of the body) and the start of the answer. */
  request: string;
  body: string;
}

export interface FuzzSummary {
  operations: number;
  cases: number;
  serverErrors: number;
  undocumented: number;
  /** Answers per status code, over every case. */
  statuses: Record<number, number>;
  /** One example per operation, status and kind (the counts above count every case). */
  findings: FuzzFinding[];
  /** Errors Schemathesis reported instead of a result (a schema it could not use, a network error). */
  errors: string[];
  /** Seconds spent per operation, over its phases (to see where the time goes). */
  seconds: Record<string, number>;
}

interface Interaction {
  request?: { method?: string; uri?: string; body?: { $base64?: string } | string | null };
  response?: { status_code?: number; content?: { $base64?: string } | string | null } | null;
}
interface ScenarioFinished {
  elapsed_time?: number;
  recorder?: {
    label?: string;
    cases?: Record<string, unknown>;
    checks?: Record<string, { name: string; status: string }[]>;
    interactions?: Record<string, Interaction>;
  };
}

const bodyText = (content: { $base64?: string } | string | null | undefined): string => {
  if (!content) return '';
  const text = typeof content === 'string' ? content : Buffer.from(content.$base64 ?? '', 'base64').toString('utf8');
  return text.slice(0, 300);
};

export function emptySummary(): FuzzSummary {
  return {
    operations: 0,
    cases: 0,
    serverErrors: 0,
    undocumented: 0,
    statuses: {},
    findings: [],
    errors: [],
    seconds: {},
  };
}

/** Folds one Schemathesis NDJSON event (a parsed line) into the summary; one example is kept per finding. */
export function addEvent(summary: FuzzSummary, event: Record<string, unknown>, operations: Set<string>): void {
  const error = event.NonFatalError ?? event.FatalError;
  if (error) summary.errors.push(JSON.stringify(error).slice(0, 500));
  const scenario = event.ScenarioFinished as ScenarioFinished | undefined;
  const recorder = scenario?.recorder;
  if (!recorder?.cases) return;
  const label = recorder.label ?? '?';
  operations.add(label);
  summary.seconds[label] = (summary.seconds[label] ?? 0) + (scenario?.elapsed_time ?? 0);
  summary.operations = operations.size;
  summary.cases += Object.keys(recorder.cases).length;
  for (const [id, interaction] of Object.entries(recorder.interactions ?? {})) {
    const status = interaction.response?.status_code;
    if (status === undefined) continue;
    summary.statuses[status] = (summary.statuses[status] ?? 0) + 1;
    const undocumented = (recorder.checks?.[id] ?? []).some(
      (check) => check.name === 'status_code_conformance' && check.status === 'failure',
    );
    const kinds: FuzzFinding['kind'][] = [];
    if (status >= 500) {
      summary.serverErrors++;
      kinds.push('5xx');
    }
    if (undocumented) {
      summary.undocumented++;
      kinds.push('undocumented');
    }
    for (const kind of kinds) {
      if (summary.findings.some((f) => f.operation === label && f.status === status && f.kind === kind)) continue;
      summary.findings.push({
        operation: label,
        status,
        kind,
        request: `${interaction.request?.method ?? ''} ${(interaction.request?.uri ?? '').slice(0, 300)} ${JSON.stringify(bodyText(interaction.request?.body))}`,
        body: bodyText(interaction.response?.content),
      });
    }
  }
}

/** Folds a whole list of events (see addEvent). */
export function summariseEvents(events: Iterable<Record<string, unknown>>): FuzzSummary {
  const summary = emptySummary();
  const operations = new Set<string>();
  for (const event of events) addEvent(summary, event, operations);
  return summary;
}

async function* ndjsonEvents(file: string): AsyncGenerator<Record<string, unknown>> {
  const lines = createInterface({ input: createReadStream(file, 'utf8'), crlfDelay: Number.POSITIVE_INFINITY });
  for await (const line of lines) if (line.trim()) yield JSON.parse(line);
}

export interface SchemathesisRun {
  /** The schema's URL: http://127.0.0.1:<port>/api/docs/openapi.json */
  schemaUrl: string;
  headers: Record<string, string>;
  /** Fuzzing examples per operation (the coverage phase adds its own boundary cases, bounded by the schema). */
  maxExamples: number;
  /** Operations to leave out, or to keep only, as "METHOD /path" (exact, as the document names them). */
  excludeOperations?: readonly string[];
  includeOperations?: readonly string[];
  seed?: string;
  /** Per request: only a hang reaches it. */
  requestTimeoutSeconds: number;
}

/** Runs `schemathesis run` to completion and summarises its NDJSON report. Its exit code is not the verdict. */
export async function runSchemathesis(bin: string, run: SchemathesisRun): Promise<FuzzSummary & { output: string }> {
  const dir = mkdtempSync(join(tmpdir(), 'stellara-fuzz-'));
  const args = [
    'run',
    run.schemaUrl,
    '--checks',
    FUZZ_CHECKS.join(','),
    '--phases',
    'examples,coverage,fuzzing',
    '--max-examples',
    String(run.maxExamples),
    // Every failing case counts, not only the first of each operation; shrinking would only add requests.
    '--continue-on-failure',
    '--no-shrink',
    '--request-timeout',
    String(run.requestTimeoutSeconds),
    '--report',
    'ndjson',
    '--report-ndjson-path',
    join(dir, 'events.ndjson'),
    '--warnings',
    'off',
    ...(run.seed ? ['--seed', run.seed] : []),
    ...Object.entries(run.headers).flatMap(([name, value]) => ['--header', `${name}: ${value}`]),
    ...(run.excludeOperations ?? []).flatMap((name) => ['--exclude-name', name]),
    ...(run.includeOperations ?? []).flatMap((name) => ['--include-name', name]),
  ];
  try {
    const output = await new Promise<string>((resolve, reject) => {
      // Asynchronous on purpose: the server under test answers from this same process.
      // In the temporary folder: Schemathesis and Hypothesis keep their caches in the working directory.
      const child = spawn(bin, args, {
        cwd: dir,
        stdio: ['ignore', 'pipe', 'pipe'],
        env: { ...process.env, NO_COLOR: '1' },
      });
      let text = '';
      child.stdout.on('data', (chunk) => {
        text += chunk;
      });
      child.stderr.on('data', (chunk) => {
        text += chunk;
      });
      child.on('error', reject);
      child.on('close', () => resolve(text));
    });
    const file = readdirSync(dir).includes('events.ndjson') ? join(dir, 'events.ndjson') : null;
    if (!file) throw new Error(`schemathesis wrote no report:\n${output.slice(-3000)}`);
    // Line by line: the report of a run holds every request and answer (hundreds of MB).
    const summary = emptySummary();
    const operations = new Set<string>();
    for await (const event of ndjsonEvents(file)) addEvent(summary, event, operations);
    return { ...summary, output };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
