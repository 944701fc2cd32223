#!/usr/bin/env node
// Fails when a source file in packages/ is longer than 500 lines: past that a file holds several jobs, and a
// newcomer cannot read it in one sitting. Split it along the seams it has (query builders, mappers, the job loop).
// Not counted: generated files (*.generated.*) and test code (*.test.*, test-support/, and the shared suites that
// test files run, which import vitest). A file that is mostly a literal table of data or prose may stay longer,
// but only when it is named in DATA_TABLES below with the reason. Part of `npm run lint`; Node's standard library.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const MAX_LINES = 500;

/** Files allowed past the limit because they are data, not logic: path from the repository root -> why. */
const DATA_TABLES = new Map([
  // None today: every file over the limit was split. Add an entry only for a file that is mostly a table.
]);

const root = fileURLToPath(new URL('..', import.meta.url));
const skippedFolders = new Set(['node_modules', 'dist', 'build', 'coverage', '.vite', 'test-results', 'test-support']);
const sourceEndings = /\.(ts|tsx|mts|cts|js|jsx|mjs|cjs)$/;
const isGenerated = (name) => name.includes('.generated.');
const isTest = (name, text) => name.includes('.test.') || /from ['"]vitest['"]/.test(text);

function* sources(folder) {
  for (const entry of readdirSync(folder)) {
    // Hidden folders hold local build output (.bench-dist, .vite), never sources.
    if (skippedFolders.has(entry) || entry.startsWith('.')) continue;
    const path = join(folder, entry);
    if (statSync(path).isDirectory()) yield* sources(path);
    else if (sourceEndings.test(entry) && !entry.endsWith('.d.ts') && !isGenerated(entry)) yield path;
  }
}

const lineCount = (text) => text.split('\n').length - (text.endsWith('\n') ? 1 : 0);

const problems = [];
const long = new Set();
for (const path of sources(join(root, 'packages'))) {
  const text = readFileSync(path, 'utf8');
  if (isTest(path.split(sep).pop(), text)) continue;
  const lines = lineCount(text);
  if (lines <= MAX_LINES) continue;
  const name = relative(root, path).split(sep).join('/');
  long.add(name);
  if (DATA_TABLES.has(name)) continue;
  problems.push(
    `${name}: ${lines} lines (limit ${MAX_LINES}); split it along its seams, or if it is mostly a table of data name it in DATA_TABLES with the reason`,
  );
}
// An entry that no longer applies goes, so the lists say only what is true.
for (const name of DATA_TABLES.keys()) {
  if (long.has(name)) continue;
  const why = existsSync(join(root, name)) ? `is ${MAX_LINES} lines or fewer now` : 'does not exist';
  problems.push(`scripts/check-file-size.mjs: ${name} ${why}; remove it from DATA_TABLES`);
}

if (problems.length > 0) {
  console.error(`Source files over ${MAX_LINES} lines:\n${problems.map((p) => `  ${p}`).join('\n')}`);
  process.exit(1);
}
console.log(`File size: every source file in packages/ is ${MAX_LINES} lines or fewer, data tables aside.`);
