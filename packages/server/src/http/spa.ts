import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import { errorCodes } from '@stellara/contract';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import { errorBody } from './errors.ts';

const isSourceMap = (path: string) => path.endsWith('.map');

/** Source maps help in development; in production they would hand out the readable source of every bundle. */
export const servesSourceMaps = (config: Pick<Config, 'NODE_ENV'>) => config.NODE_ENV !== 'production';

/**
 * Serves the built web app. Unknown /api paths answer JSON 404; any other GET that wants a page
 * gets index.html, so a deep link such as /profile loads the app and its router takes over.
 * Source maps (the build emits them) are served only when `sourceMaps` is on: in production they
 * would hand out the readable source of every bundle, so they answer 404 there.
 */
export async function registerSpa(
  app: FastifyInstance,
  webDistDir: string,
  options: { sourceMaps: boolean } = { sourceMaps: true },
): Promise<void> {
  const indexHtml = join(webDistDir, 'index.html');
  const built = existsSync(indexHtml);
  if (built) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      index: false,
      wildcard: false,
      cacheControl: false,
      // wildcard: false lists the files at start; a refused one falls through to the not-found handler below.
      allowedPath: (pathName) => options.sourceMaps || !isSourceMap(pathName),
      setHeaders(res, path) {
        // Vite fingerprints everything under assets/, so those never change; the page itself must revalidate.
        res.setHeader('cache-control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
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
