// Type-checks every workspace with its own tsconfig (the web needs DOM types, the server must not).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const projects = [
  'packages/contract',
  'packages/astro',
  'packages/server',
  'packages/web',
  'e2e',
  'scale',
  'bench',
  'evals/readings',
].filter((dir) => existsSync(`${dir}/tsconfig.json`));
let failed = false;
for (const dir of projects) {
  const result = spawnSync('npx', ['tsc', '--noEmit', '-p', dir], { stdio: 'inherit' });
  console.log(`typecheck ${dir}: ${result.status === 0 ? 'ok' : 'FAILED'}`);
  failed ||= result.status !== 0;
}
process.exit(failed ? 1 : 0);
