import { existsSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import fastifyStatic from '@fastify/static';
import { errorCodes } from '@stellara/contract';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import { errorBody } from './errors.ts';

const isSourceMap = (path: string) => path.endsWith('.map');

/** What the web build writes beside a compressible file (packages/web/build/precompress.ts). */
const COPY_SUFFIXES = ['.br', '.gz'];

/**
 * The build's compressed copies (paths relative to `dir`) and the files they are copies of (absolute paths). Read once
 * at start: the build does not change while the server runs, and @fastify/static lists its routes at start too.
 */
function compressedCopies(dir: string): { copies: string[]; originals: Set<string> } {
  const files = new Set(
    readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => join(entry.parentPath, entry.name)),
  );
  const copies: string[] = [];
  const originals = new Set<string>();
  for (const file of files) {
    const suffix = COPY_SUFFIXES.find((s) => file.endsWith(s));
    const original = suffix && file.slice(0, -suffix.length);
    if (original && files.has(original)) {
      copies.push(relative(dir, file));
      originals.add(original);
    }
  }
  return { copies, originals };
}

/** Whether a sent file (an original or one of its copies) has compressed copies, so its answer varies. */
const hasCopies = (path: string, originals: Set<string>) => {
  const suffix = COPY_SUFFIXES.find((s) => path.endsWith(s));
  return originals.has(suffix ? path.slice(0, -suffix.length) : path);
};

/** Source maps help in development; in production they would hand out the readable source of every bundle. */
export const servesSourceMaps = (config: Pick<Config, 'NODE_ENV'>) => config.NODE_ENV !== 'production';

/**
 * Serves the built web app. Unknown /api paths answer JSON 404; any other GET that wants a page
 * gets index.html, so a deep link such as /profile loads the app and its router takes over.
 * Source maps (the build emits them) are served only when `sourceMaps` is on: in production they
 * would hand out the readable source of every bundle, so they answer 404 there.
 *
 * A file with compressed copies from the build goes out as the copy the request's accept-encoding prefers (br, then
 * gzip; q=0 refuses one) with the original's content-type, and every answer for such a file, compressed or not, says
 * `vary: accept-encoding` so a shared cache keeps the variants apart. @fastify/static 8 picks the copy
 * (preCompressed) but does not send the vary header (fastify/fastify-static#230), hence setHeaders.
 */
export async function registerSpa(
  app: FastifyInstance,
  webDistDir: string,
  options: { sourceMaps: boolean } = { sourceMaps: true },
): Promise<void> {
  const indexHtml = join(webDistDir, 'index.html');
  const built = existsSync(indexHtml);
  if (built) {
    const { copies, originals } = compressedCopies(webDistDir);
    // setHeaders can only write the raw header, which a vary the reply carries (@fastify/cors sets `vary: origin` when
    // CORS_ORIGINS lists origins) would replace when the head is written: both go out together.
    // A callback-style hook: it runs for every answer, the chart API's included, and an async one costs a promise.
    app.addHook('onSend', (_request, reply, payload, done) => {
      const raw = reply.raw.getHeader('vary');
      const own = reply.getHeader('vary');
      if (typeof raw === 'string' && own !== undefined && !String(own).toLowerCase().includes(raw)) {
        reply.header('vary', `${own}, ${raw}`);
      }
      done(null, payload);
    });
    await app.register(fastifyStatic, {
      root: webDistDir,
      index: false,
      wildcard: false,
      cacheControl: false,
      preCompressed: true,
      // The copies are not pages of their own: requested by name they get what any unknown path gets.
      globIgnore: copies,
      // wildcard: false lists the files at start; a refused one falls through to the not-found handler below.
      allowedPath: (pathName) => options.sourceMaps || !isSourceMap(pathName),
      setHeaders(res, path) {
        // Vite fingerprints everything under assets/, so those never change; the page itself must revalidate.
        const fingerprinted = relative(webDistDir, path).startsWith('assets/');
        res.setHeader('cache-control', fingerprinted ? 'public, max-age=31536000, immutable' : 'no-cache');
        if (hasCopies(path, originals)) res.setHeader('vary', 'accept-encoding');
      },
    });
  }

  app.setNotFoundHandler({ preHandler: app.rateLimit ? app.rateLimit() : undefined }, (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') && !path.startsWith('/api') && !isSourceMap(path);
    if (wantsPage && built) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    if (wantsPage) {
      return reply
        .status(404)
        .send(
          errorBody(errorCodes.notFound, 'The web app has not been built. Run `npm run build` (npm start does it).'),
        );
    }
    return reply.status(404).send(errorBody(errorCodes.notFound, `There is no ${request.method} ${path} here.`));
  });
}
