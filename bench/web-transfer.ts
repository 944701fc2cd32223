// Benchmark: bytes on the wire for a cold visit to / (budget ≤ 140 KB with accept-encoding: br, gzip;
// docs/limits.md#budgets). Starts the built server (run `npm run build` first) in production mode on a fresh data
// folder and a free port, then downloads what a browser with an empty cache downloads for /: the page, the scripts,
// module preloads and stylesheets it names, its icon and manifest, and every chunk those scripts import statically.
// Bodies are counted as received (node:http does not decode them); response header bytes are counted from the raw
// header lines (request headers are not counted). The same set is fetched with gzip only and with no accept-encoding to
// compare. Fonts the page preloads are listed apart (woff2 is compressed already). Then, when Chromium is installed, a
// real cold load of / as a cross-check: the sum of Chromium's encodedDataLength (headers and body) over every response.
// Run: npm run build && npx tsx bench/web-transfer.ts
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { get, type IncomingMessage } from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { freePort } from '@stellara/server/testing/free-port';
import { chromium } from 'playwright-core';
import { chromiumFlags, chromiumPath } from '../e2e/harness/chromium.ts';

const BUDGET_KB = 140;
const BROWSER_ACCEPT = 'br, gzip';
const root = join(import.meta.dirname, '..');

interface Fetched {
  status: number;
  encoding: string;
  type: string;
  /** Bytes of the body as they came over the socket (compressed when an encoding was used). */
  wire: number;
  /** Bytes of the status line and header lines, rebuilt from the raw headers. */
  head: number;
  /** The body once decoded. */
  body: Buffer;
}

function fetchRaw(url: string, acceptEncoding?: string): Promise<Fetched> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { accept: '*/*' };
    if (acceptEncoding) headers['accept-encoding'] = acceptEncoding;
    get(url, { headers }, (res: IncomingMessage) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('error', reject);
      res.on('end', () => {
        const raw = Buffer.concat(chunks);
        const encoding = String(res.headers['content-encoding'] ?? '');
        const body = encoding === 'br' ? brotliDecompressSync(raw) : encoding === 'gzip' ? gunzipSync(raw) : raw;
        let head = `HTTP/1.1 ${res.statusCode} ${res.statusMessage}\r\n`.length + 2;
        for (let i = 0; i < res.rawHeaders.length; i += 2) {
          head += `${res.rawHeaders[i]}: ${res.rawHeaders[i + 1]}\r\n`.length;
        }
        resolve({
          status: res.statusCode ?? 0,
          encoding: encoding || 'identity',
          type: String(res.headers['content-type'] ?? '').split(';')[0]!,
          wire: raw.length,
          head,
          body,
        });
      });
    }).on('error', reject);
  });
}

/** The attributes of every `<tag ...>` in the page. */
function tags(html: string, tag: string): Record<string, string>[] {
  return [...html.matchAll(new RegExp(`<${tag}\\b([^>]*)>`, 'gi'))].map(([, attributes]) =>
    Object.fromEntries(
      [...attributes!.matchAll(/([\w-]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g)].map((m) => [
        m[1]!.toLowerCase(),
        m[2] ?? m[3] ?? m[4] ?? '',
      ]),
    ),
  );
}

/** Static imports and re-exports of an ES module (not dynamic import(), which the page loads later if at all). */
const staticImports = (code: string) =>
  [...code.matchAll(/\b(?:import|export)\s*(?:[^"'();]*?\bfrom\s*)?["']([^"']+\.m?js)["']/g)].map((m) => m[1]!);

interface Planned {
  path: string;
  kind: string;
}

/** What a cold browser downloads for /, discovered from the page and the scripts themselves. */
async function plan(base: string): Promise<{ files: Planned[]; preloads: Planned[] }> {
  const page = await fetchRaw(`${base}/`, BROWSER_ACCEPT);
  if (page.status !== 200) throw new Error(`GET / answered ${page.status}: is the web app built?`);
  const html = page.body.toString();
  const files: Planned[] = [{ path: '/', kind: 'page' }];
  const preloads: Planned[] = [];
  const seen = new Set(['/']);
  const add = (list: Planned[], href: string | undefined, kind: string) => {
    if (!href) return;
    const path = new URL(href, `${base}/`).pathname;
    if (seen.has(path)) return;
    seen.add(path);
    list.push({ path, kind });
  };
  for (const script of tags(html, 'script')) add(files, script.src, 'script');
  for (const link of tags(html, 'link')) {
    const rel = (link.rel ?? '').toLowerCase().split(/\s+/);
    if (rel.includes('modulepreload')) add(files, link.href, 'modulepreload');
    else if (rel.includes('stylesheet')) add(files, link.href, 'stylesheet');
    else if (rel.includes('icon') || rel.includes('apple-touch-icon')) add(files, link.href, 'icon');
    else if (rel.includes('manifest')) add(files, link.href, 'manifest');
    else if (rel.includes('preload')) add(preloads, link.href, `preload ${link.as ?? ''}`.trim());
  }
  // Follow the static imports of every script: the browser needs all of them before the entry runs.
  for (let i = 0; i < files.length; i++) {
    const file = files[i]!;
    if (file.kind !== 'script' && file.kind !== 'modulepreload' && file.kind !== 'import') continue;
    const code = (await fetchRaw(base + file.path, BROWSER_ACCEPT)).body.toString();
    for (const specifier of staticImports(code)) {
      const path = new URL(specifier, base + file.path).pathname;
      if (!seen.has(path)) {
        seen.add(path);
        files.push({ path, kind: 'import' });
      }
    }
  }
  return { files, preloads };
}

async function startServer(): Promise<{ child: ChildProcess; base: string; dataDir: string }> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'stellara-web-transfer-'));
  const child = spawn(process.execPath, ['--expose-gc', 'packages/server/dist/main.js'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      SESSION_SECRET: randomBytes(24).toString('hex'),
      PLACES_GAZETTEER: 'sample',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  const exited = new Promise<never>((_, reject) =>
    child.once('exit', (code) => reject(new Error(`the server exited with code ${code} before answering`))),
  );
  exited.catch(() => {});
  // Ready when it answers its health check at all (the web files do not wait for the data to load).
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (Date.now() > deadline) throw new Error('the server did not answer within 180 s');
    try {
      await Promise.race([fetch(`${base}/api/health`), exited]);
      return { child, base, dataDir };
    } catch (error) {
      if (child.exitCode !== null) throw error;
      await Promise.race([new Promise((r) => setTimeout(r, 250)), exited]);
    }
  }
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const pad = (s: string, n: number) => s.padEnd(n);
const num = (s: string, n: number) => s.padStart(n);

/** A cold load of / in Chromium: every response's encodedDataLength (headers and body as received). */
async function chromiumLoad(base: string) {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumFlags });
  try {
    const context = await browser.newContext();
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    const responses = new Map<string, { url: string; encoding: string; head: number }>();
    const finished = new Map<string, number>();
    cdp.on('Network.responseReceived', (e) => {
      const headers = Object.fromEntries(Object.entries(e.response.headers).map(([k, v]) => [k.toLowerCase(), v]));
      responses.set(e.requestId, {
        url: e.response.url,
        encoding: String(headers['content-encoding'] ?? 'identity'),
        head: e.response.encodedDataLength,
      });
    });
    cdp.on('Network.loadingFinished', (e) => finished.set(e.requestId, e.encodedDataLength));
    await page.goto(`${base}/`, { waitUntil: 'networkidle' });
    await page.getByTestId('landing').waitFor();
    return [...responses].map(([id, r]) => ({ ...r, total: finished.get(id) ?? 0 }));
  } finally {
    await browser.close();
  }
}

const { child, base, dataDir } = await startServer();
try {
  const load = loadavg().map((x) => x.toFixed(2));
  const { files, preloads } = await plan(base);
  const measure = (accept?: string) => Promise.all(files.map((f) => fetchRaw(base + f.path, accept)));
  const [compressed, gzipOnly, identity] = [
    await measure(BROWSER_ACCEPT),
    await measure('gzip'),
    await measure(undefined),
  ];
  const fonts = await Promise.all(preloads.map((f) => fetchRaw(base + f.path, BROWSER_ACCEPT)));

  console.log(`cold GET / and what it loads, accept-encoding: ${BROWSER_ACCEPT} (load average ${load.join(' ')})`);
  console.log(
    `${pad('file', 48)} ${pad('kind', 14)} ${pad('enc', 8)} ${num('body', 9)} ${num('headers', 8)} ${num('decoded', 9)} ${num('gzip', 9)}`,
  );
  files.forEach((file, i) => {
    const c = compressed[i]!;
    if (c.status !== 200) throw new Error(`${file.path} answered ${c.status}`);
    console.log(
      `${pad(file.path, 48)} ${pad(file.kind, 14)} ${pad(c.encoding, 8)} ${num(c.wire.toLocaleString('en'), 9)} ${num(String(c.head), 8)} ${num(c.body.length.toLocaleString('en'), 9)} ${num(gzipOnly[i]!.wire.toLocaleString('en'), 9)}`,
    );
  });
  const sum = (list: Fetched[], pick: (f: Fetched) => number) => list.reduce((n, f) => n + pick(f), 0);
  const body = sum(compressed, (f) => f.wire);
  const onWire = body + sum(compressed, (f) => f.head);
  const ratio = (bytes: number) => (bytes / 1024 / BUDGET_KB).toFixed(2);
  console.log(`\n${files.length} files`);
  console.log(
    `  br/gzip:  ${kb(onWire)} KB on the wire (bodies ${kb(body)} KB + response headers ${kb(onWire - body)} KB)`,
  );
  console.log(`  budget ${BUDGET_KB} KB: ratio ${ratio(onWire)} (bodies alone ${ratio(body)})`);
  console.log(`  gzip only: ${kb(sum(gzipOnly, (f) => f.wire + f.head))} KB on the wire`);
  console.log(
    `  no accept-encoding: ${kb(sum(identity, (f) => f.wire + f.head))} KB on the wire ` +
      `(${(sum(identity, (f) => f.wire + f.head) / onWire).toFixed(1)}× br/gzip); decoded bodies ${kb(sum(compressed, (f) => f.body.length))} KB`,
  );
  if (preloads.length) {
    const fontBytes = sum(fonts, (f) => f.wire + f.head);
    console.log(`\npreloaded by the page besides (already compressed formats):`);
    preloads.forEach((file, i) => {
      const font = fonts[i]!;
      console.log(
        `  ${pad(file.path, 48)} ${pad(file.kind, 14)} ${pad(font.encoding, 8)} ${font.wire.toLocaleString('en')}`,
      );
    });
    console.log(`  with them: ${kb(onWire + fontBytes)} KB on the wire (ratio ${ratio(onWire + fontBytes)})`);
  }

  let chromiumPresent = true;
  try {
    chromiumPath();
  } catch {
    chromiumPresent = false;
  }
  if (chromiumPresent) {
    const seen = await chromiumLoad(base);
    console.log(
      '\nChromium, cold load of / until the network is idle (encodedDataLength: headers + body as received):',
    );
    for (const r of seen) {
      console.log(
        `  ${pad(new URL(r.url).pathname, 48)} ${pad(r.encoding, 8)} ${num(r.total.toLocaleString('en'), 9)}`,
      );
    }
    const isApi = (url: string) => new URL(url).pathname.startsWith('/api/');
    const files = seen.filter((r) => !isApi(r.url));
    const total = files.reduce((n, r) => n + r.total, 0);
    const api = seen.filter((r) => isApi(r.url));
    console.log(
      `  web files: ${files.length} responses, ${kb(total)} KB (ratio ${ratio(total)}); ` +
        `API calls: ${api.length}, ${kb(api.reduce((n, r) => n + r.total, 0))} KB`,
    );
  } else {
    console.log('\nChromium not found: the browser cross-check is skipped.');
  }
} finally {
  child.kill('SIGTERM');
  await new Promise((resolve) => (child.exitCode === null ? child.once('exit', resolve) : resolve(null)));
  rmSync(dataDir, { recursive: true, force: true });
}
