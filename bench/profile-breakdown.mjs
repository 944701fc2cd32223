// Where a chart API request's server CPU goes, from a --cpu-prof profile of bench/astro-api.ts's server:
//
//   BENCH_BASELINE=none BENCH_FRESH_ONLY=1 BENCH_KEEP_BUNDLE=1 \
//     BENCH_NODE_ARGS="--expose-gc --max-semi-space-size=4 --cpu-prof --cpu-prof-dir=/tmp/prof" \
//     npx tsx bench/astro-api.ts 10 16 1
//   node bench/profile-breakdown.mjs /tmp/prof/<file>.cpuprofile packages/server/.bench-dist/current.mjs [µs/request]
//
// It takes the busiest 8 s of the profile (the load) and gives each busy sample to the first frame, from the leaf
// up, that names a category; Node's own frames (setHeader, buffers, streams) go to the app, plugin or Fastify
// frame that called them. The hooks are anonymous in the bundle, so they are found by their text in it.
import { readFileSync } from 'node:fs';

const [profilePath, bundlePath, usPerRequest = '0'] = process.argv.slice(2);
if (!profilePath || !bundlePath) throw new Error('usage: profile-breakdown.mjs <profile> <bundle> [µs/request]');
const profile = JSON.parse(readFileSync(profilePath, 'utf8'));
const source = readFileSync(bundlePath, 'utf8').split('\n');

/** Bundle lines (1-based) of functions whose first lines match `text`, named `hook`. */
const hookAt = new Map();
function markHook(hook, text, lines) {
  source.forEach((line, i) => {
    if (/addHook\(|=> \{$/.test(line) && text.test(source.slice(i, i + lines).join('\n'))) hookAt.set(i + 1, hook);
  });
}
markHook('helmet', /for \(const step of steps\)|apply\(request\.raw/, 4);
markHook('textguard', /unsafeRequestField\(request\)/, 3);
markHook('csrf', /checkCsrf\(/, 4);
markHook('reqid', /x-request-id|x-served-by/, 3);
markHook('stats', /stats\.record/, 4);
markHook('cache', /cache\.get\(key\)|cache\.offer/, 6);
markHook('closing', /if \(closing\)|request completed/, 5);

const NODE = 'Node HTTP (parse, headers, streams, ticks)';
const FASTIFY = 'Fastify (routing, hook runner, reply)';
const categories = [
  ['Swiss Ephemeris calls', (f) => /^(calcRaw|calculateHouses|trueObliquity)$/.test(f.fn)],
  ['local time -> UT', (f) => f.fn === 'wallClockToUtc'],
  ['rest of the engine', (f) => /^(castBirthChart|calculateNatalChart|chartForSubject|chartOrHttpError)$/.test(f.fn)],
  ['writing the answer', (f) => /^(natalAnswer|write(Subject|Point|Aspects))/.test(f.fn) || /ascii-writer/.test(f.url)],
  ['socket write (writev)', (f) => /^(writevGeneric|writev|Socket\._writev)$/.test(f.fn)],
  ['JSON parse', (f) => /secure-json-parse|content-type-parser/.test(f.url)],
  ['validation (zod)', (f) => f.fn === 'parseInput' || /zod/.test(f.url)],
  ['hook: security headers', (f) => /helmet/.test(f.url) || f.hook === 'helmet'],
  ['hook: CORS', (f) => /@fastify\/cors/.test(f.url)],
  ['hook: rate limit', (f) => /rate-limit/.test(f.url)],
  ['hook: request logger', (f) => /pino|logger-factory|lazy-child/.test(f.url) || /LazyChild/.test(f.fn)],
  ['hook: text guard', (f) => /^unsafe(RequestField|TextPath)$/.test(f.fn) || f.hook === 'textguard'],
  ['hook: CSRF', (f) => f.fn === 'checkCsrf' || f.hook === 'csrf'],
  ['hook: request id', (f) => /^(genReqId|randomUUID|getBufferedUUID)$/.test(f.fn) || f.hook === 'reqid'],
  ['hook: API call stats', (f) => f.fn === 'record' || f.hook === 'stats'],
  ['hook: answer cache (miss)', (f) => f.hook === 'cache'],
  ['hook: closing, debug line', (f) => f.hook === 'closing'],
  ['garbage collector', (f) => f.fn === '(garbage collector)'],
  [FASTIFY, (f) => /fastify\/lib|find-my-way/.test(f.url)],
  [
    NODE,
    (f) =>
      /^node:(_http|net|events|buffer|internal\/(streams|stream_base|process|timers))/.test(f.url) ||
      /^(processTicksAndRejections|runMicrotasks)$/.test(f.fn),
  ],
];

const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const parent = new Map();
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
let clock = profile.startTime;
const times = profile.timeDeltas.map((d) => {
  clock += d;
  return clock;
});
const idle = profile.samples.map((id) => byId.get(id).callFrame.functionName === '(idle)');
// The busiest 8 s, in 1 s buckets.
const buckets = new Array(Math.ceil((times.at(-1) - profile.startTime) / 1e6) + 1).fill(0);
times.forEach((t, i) => {
  if (!idle[i]) buckets[Math.floor((t - profile.startTime) / 1e6)]++;
});
let best = 0;
let bestBusy = -1;
for (let b = 0; b + 8 <= buckets.length; b++) {
  const busy = buckets.slice(b, b + 8).reduce((a, x) => a + x, 0);
  if (busy > bestBusy) [best, bestBusy] = [b, busy];
}
const start = profile.startTime + best * 1e6;
const end = start + 8e6;

const frame = (n) => {
  const { functionName, url, lineNumber } = n.callFrame;
  return { fn: functionName || '(anon)', url, hook: url.endsWith('.mjs') ? hookAt.get(lineNumber + 1) : undefined };
};
const tally = new Map();
let total = 0;
for (let i = 0; i < profile.samples.length; i++) {
  if (times[i] < start || times[i] > end || idle[i]) continue;
  total++;
  let category = 'other';
  let nodeFrame = null;
  for (let id = profile.samples[i]; id !== undefined; id = parent.get(id)) {
    const f = frame(byId.get(id));
    const hit = categories.find(([, test]) => test(f))?.[0];
    if (!hit) continue;
    if (hit === NODE) {
      nodeFrame ??= hit;
      continue;
    }
    category = hit === FASTIFY && nodeFrame ? nodeFrame : hit;
    break;
  }
  if (category === 'other' && nodeFrame) category = nodeFrame;
  tally.set(category, (tally.get(category) ?? 0) + 1);
}
const us = Number(usPerRequest);
console.log(`${total} busy samples in the busiest 8 s`);
console.log(`| where | share |${us ? ' µs per request |' : ''}\n| --- | ---: |${us ? ' ---: |' : ''}`);
for (const [name, n] of [...tally].sort((a, b) => b[1] - a[1])) {
  console.log(`| ${name} | ${((100 * n) / total).toFixed(1)} % |${us ? ` ${Math.round((us * n) / total)} |` : ''}`);
}
