// Writes brotli (.br) and gzip (.gz) copies beside every compressible file of the build, so the server sends the
// smallest one a browser accepts without compressing anything per request (packages/server/src/http/spa.ts).
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { extname, join, relative, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Logger, Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Text formats worth compressing. Fonts (woff2), images and archives are compressed already; source maps are left
 * out because production refuses them anyway.
 */
export const COMPRESSIBLE = new Set([
  '.js',
  '.mjs',
  '.css',
  '.html',
  '.svg',
  '.json',
  '.txt',
  '.webmanifest',
  '.xml',
  '.ico',
]);

export const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;

export interface CompressedFile {
  file: string;
  size: number;
  /** Bytes of each written copy; an encoding is missing when its copy would not have been smaller. */
  br?: number;
  gzip?: number;
}

const compressors = {
  br: (data: Buffer) =>
    brotli(data, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    }),
  gzip: (data: Buffer) => gzipAsync(data, { level: constants.Z_BEST_COMPRESSION }),
};

/** Compresses one file in both encodings; a copy that is not smaller than the original is not kept. */
export async function precompressFile(path: string): Promise<CompressedFile> {
  const data = await readFile(path);
  const result: CompressedFile = { file: path, size: data.length };
  await Promise.all(
    ENCODINGS.map(async ({ name, suffix }) => {
      const packed = await compressors[name](data);
      if (packed.length < data.length) {
        await writeFile(path + suffix, packed);
        result[name] = packed.length;
      } else {
        // A copy left over from an earlier build into the same folder would be served instead of the new file.
        await rm(path + suffix, { force: true });
      }
    }),
  );
  return result;
}

/** Every compressible file under `dir`, compressed; the list is sorted by path. */
export async function precompressDir(dir: string): Promise<CompressedFile[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile() && COMPRESSIBLE.has(extname(entry.name).toLowerCase()))
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
  return Promise.all(files.map(precompressFile));
}

/** The Vite plugin: runs after the bundle and the public folder are written to the output folder. */
export function precompress(): Plugin {
  let outDir = '';
  let logger: Logger | undefined;
  return {
    name: 'stellara-precompress',
    apply: 'build',
    configResolved(config) {
      logger = config.logger;
      outDir = resolve(config.root, config.build.outDir);
    },
    async writeBundle(options) {
      const dir = options.dir ?? outDir;
      const done = await precompressDir(dir);
      const sum = (key: 'size' | 'br' | 'gzip') => done.reduce((total, f) => total + (f[key] ?? f.size), 0);
      logger?.info(
        `pre-compressed ${done.length} files in ${relative(process.cwd(), dir) || '.'}: ` +
          `${(sum('size') / 1024).toFixed(0)} KB → br ${(sum('br') / 1024).toFixed(0)} KB, gzip ${(sum('gzip') / 1024).toFixed(0)} KB`,
      );
    },
  };
}
