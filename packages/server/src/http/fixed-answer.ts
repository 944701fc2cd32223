// An answer whose content is fixed while the server runs (the API docs): compressed once, kept in memory in each
// encoding, sent as the one the request accepts, with a strong ETag per encoding so a browser revalidates cheaply.
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export type Encoding = 'br' | 'gzip';

/** Ours, best first: on equal q the smaller one wins. */
const OURS: readonly Encoding[] = ['br', 'gzip'];

/**
 * The content coding to send for an accept-encoding header (RFC 9110 §12.5.3), or undefined for the original.
 * A coding not listed is not acceptable unless `*` is; q=0 refuses; x-gzip is gzip; ties go to brotli.
 */
export function preferredEncoding(header: string | string[] | undefined): Encoding | undefined {
  if (header === undefined) return undefined;
  const quality = new Map<string, number>();
  for (const part of (Array.isArray(header) ? header.join(',') : header).split(',')) {
    const [name, ...params] = part.split(';').map((s) => s.trim().toLowerCase());
    if (!name) continue;
    const q = params.find((p) => p.startsWith('q='));
    const value = q === undefined ? 1 : Number(q.slice(2));
    // A malformed q is not a preference we can honour: treat it as a refusal rather than as 1.
    quality.set(name === 'x-gzip' ? 'gzip' : name, Number.isFinite(value) ? value : 0);
  }
  let best: Encoding | undefined;
  let bestQ = 0;
  for (const coding of OURS) {
    const q = quality.get(coding) ?? quality.get('*') ?? 0;
    if (q > bestQ) {
      best = coding;
      bestQ = q;
    }
  }
  return best;
}

export interface FixedAnswer {
  type: string;
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
  /** Of the content: the ETag of each encoding is made from it. */
  hash: string;
}

/** Compresses `content` at the highest levels, off the event loop (zlib runs on libuv's thread pool). */
export async function fixedAnswer(content: string | Buffer, type: string): Promise<FixedAnswer> {
  const identity = typeof content === 'string' ? Buffer.from(content) : content;
  const [br, gz] = await Promise.all([
    brotli(identity, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
      },
    }),
    gzipAsync(identity, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  const hash = createHash('sha256').update(identity).digest('base64url').slice(0, 22);
  return { type, identity, br, gzip: gz, hash };
}

const matches = (ifNoneMatch: string, etag: string) =>
  ifNoneMatch.trim() === '*' || ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);

/**
 * Sends the answer in the encoding the request prefers (304 when its If-None-Match holds that encoding's ETag).
 * `cacheControl`: no-cache for a URL whose content changes between builds, immutable for a fingerprinted one.
 */
export function sendFixed(request: FastifyRequest, reply: FastifyReply, answer: FixedAnswer, cacheControl: string) {
  const encoding = preferredEncoding(request.headers['accept-encoding']);
  const body = encoding ? answer[encoding] : answer.identity;
  // The encodings are different representations: each has its own tag, or a cache could mix them up.
  const etag = `"${answer.hash}${encoding ? `-${encoding}` : ''}"`;
  reply.header('cache-control', cacheControl).header('etag', etag).header('vary', 'accept-encoding');
  const ifNoneMatch = request.headers['if-none-match'];
  if (ifNoneMatch && matches(ifNoneMatch, etag)) return reply.code(304).send();
  if (encoding) reply.header('content-encoding', encoding);
  return reply.type(answer.type).send(body);
}
