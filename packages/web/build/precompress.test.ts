import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { build } from 'vite';
import { afterAll, describe, expect, test } from 'vitest';
import { precompress, precompressDir } from './precompress.ts';

const roots: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'stellara-precompress-'));
  roots.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of roots) rmSync(dir, { recursive: true, force: true });
});

// Text that compresses well, as a bundle does.
const script = Array.from(
  { length: 400 },
  (_, i) => `export const value${i} = ${i} * 2; // the ${i}th constant\n`,
).join('');

describe('precompressDir', () => {
  test('writes .br and .gz copies that decode to the original, only where they are smaller', async () => {
    const dir = tempDir();
    mkdirSync(join(dir, 'assets', 'deep'), { recursive: true });
    writeFileSync(join(dir, 'index.html'), `<!doctype html>${'<p>Stellara</p>'.repeat(50)}`);
    writeFileSync(join(dir, 'assets', 'deep', 'app-1234.js'), script);
    writeFileSync(join(dir, 'assets', 'app-1234.js.map'), JSON.stringify({ sources: [script] }));
    writeFileSync(join(dir, 'assets', 'face-abcd.woff2'), randomBytes(4096));
    // One byte: every compressed form is bigger, and a copy left by an earlier build must go.
    writeFileSync(join(dir, 'tiny.txt'), 'a');
    writeFileSync(join(dir, 'tiny.txt.br'), 'stale');

    const report = await precompressDir(dir);

    expect(report.map((f) => f.file.slice(dir.length + 1))).toEqual([
      'assets/deep/app-1234.js',
      'index.html',
      'tiny.txt',
    ]);
    for (const name of ['index.html', 'assets/deep/app-1234.js']) {
      const original = readFileSync(join(dir, name));
      const br = readFileSync(join(dir, `${name}.br`));
      const gz = readFileSync(join(dir, `${name}.gz`));
      expect(brotliDecompressSync(br).equals(original), name).toBe(true);
      expect(gunzipSync(gz).equals(original), name).toBe(true);
      expect(br.length).toBeLessThan(gz.length);
      expect(gz.length).toBeLessThan(original.length);
      expect(report.find((f) => f.file.endsWith(name))).toMatchObject({
        size: original.length,
        br: br.length,
        gzip: gz.length,
      });
    }
    const tiny = report.find((f) => f.file.endsWith('tiny.txt'));
    expect(tiny).toEqual({ file: join(dir, 'tiny.txt'), size: 1 });
    expect(existsSync(join(dir, 'tiny.txt.br'))).toBe(false);
    expect(existsSync(join(dir, 'tiny.txt.gz'))).toBe(false);
    // Already compressed formats and source maps are left alone.
    expect(readdirSync(join(dir, 'assets')).sort()).toEqual(['app-1234.js.map', 'deep', 'face-abcd.woff2']);
  });
});

describe('the Vite plugin', () => {
  test('a production build leaves compressed copies of the page, the bundle and the public files', async () => {
    const root = tempDir();
    mkdirSync(join(root, 'public'));
    writeFileSync(
      join(root, 'index.html'),
      `<!doctype html><title>t</title><script type="module" src="/main.js"></script>${'<p>Stellara</p>'.repeat(20)}`,
    );
    writeFileSync(join(root, 'main.js'), `${script}\ndocument.title = String(value7);`);
    writeFileSync(join(root, 'public', 'robots.txt'), 'User-agent: *\nDisallow: /api/\n'.repeat(20));

    await build({ root, configFile: false, logLevel: 'silent', plugins: [precompress()], build: { outDir: 'dist' } });

    const dist = join(root, 'dist');
    const assets = readdirSync(join(dist, 'assets'));
    const bundle = assets.find((name) => name.endsWith('.js'));
    expect(bundle).toBeDefined();
    expect(assets).toEqual(expect.arrayContaining([`${bundle}.br`, `${bundle}.gz`]));
    for (const name of ['index.html', 'robots.txt', `assets/${bundle}`]) {
      const original = readFileSync(join(dist, name));
      expect(brotliDecompressSync(readFileSync(join(dist, `${name}.br`))).equals(original), name).toBe(true);
      expect(gunzipSync(readFileSync(join(dist, `${name}.gz`))).equals(original), name).toBe(true);
    }
  });
});
