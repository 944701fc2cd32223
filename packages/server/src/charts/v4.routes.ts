// Astrologer API v4 routes (POST /api/v4/...), so that API's clients can point at Stellara. Thin: validate,
// call the service, answer. Every call is counted in api_call_stats for the admin API tester.
// The natal endpoints and /now are open to anyone (rate-limited); transits (plus), synastry, composite and the
// relationship score (pro) need a member's session or personal API key (guards.ts requireFeatureOrApiKey).
import {
  natalChartRequestSchema,
  synastryChartRequestSchema,
  transitAspectsAnswerSchema,
  transitChartAnswerSchema,
  transitChartRequestSchema,
} from '@stellara/contract';
import type { FastifyInstance, onResponseHookHandler } from 'fastify';
import type { Database } from '../db/client.ts';
import { behindKeyOrSession, docsFor } from '../http/route-docs.ts';
import { withInput } from '../http/route-input.ts';
import { AnswerCache } from './answer-cache.ts';
import { ApiCallStats } from './api-call-stats.ts';
import type { ToUtc } from './birth-chart.ts';
import {
  birthChartAnswer,
  birthDataAnswer,
  chartForSubject,
  compositeData,
  natalAnswer,
  nowData,
  relationshipScoreData,
  synastryChart,
  synastryData,
  transitChart,
  transitData,
} from './v4.service.ts';
import { birthChartAnswerDoc, birthDataAnswerDoc, natalAnswerDoc } from './v4-schemas.ts';

export interface ChartsV4Options {
  db: Pick<Database, 'sql'>;
  /** The wall-clock -> UT conversion (tests count it). */
  toUtc?: ToUtc;
  now?: () => number;
  /** Bytes of serialised answers kept for repeated requests (0: none). */
  cacheBytes?: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The chart API's raw JSON body, then its answer-cache key while the answer is not cached (v4.routes.ts). */
    v4AnswerKey: string | null;
  }
}

const PREFIX = '/v4/';
const JSON_TYPE = 'application/json; charset=utf-8';
/** Longest request body (characters) whose answer the cache keeps. */
const MAX_CACHED_BODY = 16 * 1024;
const doc = docsFor({ tag: 'charts', access: 'visitor' });
const transitDoc = behindKeyOrSession('charts', 'transits');
const synastryDoc = behindKeyOrSession('charts', 'synastry');
const compositeDoc = behindKeyOrSession('charts', 'composite');
const scoreDoc = behindKeyOrSession('charts', 'compatibility');
const natal = { body: natalChartRequestSchema };
const natalDoc = { ...natal, response: natalAnswerDoc };
const birthDataDocs = { ...natal, response: birthDataAnswerDoc };
const birthChartDocs = { ...natal, response: birthChartAnswerDoc };
const transit = { body: transitChartRequestSchema };
const twoCharts = { body: synastryChartRequestSchema };

export async function chartsV4Routes(app: FastifyInstance, opts: ChartsV4Options): Promise<void> {
  const typed = withInput(app);
  const toUt = opts.toUtc;
  const now = opts.now ?? Date.now;
  const stats = new ApiCallStats(opts.db);

  // Each route counts its calls under its own name, found once here rather than from request.routeOptions (a
  // fresh object per read) on every request; a callback-style hook, so no promise per request.
  app.addHook('onRoute', (route) => {
    const name = route.url.slice(route.url.indexOf(PREFIX) + PREFIX.length);
    const count: onResponseHookHandler = (_request, reply, done) => {
      stats.record(name, reply.statusCode < 400, reply.elapsedTime);
      done();
    };
    route.onResponse = route.onResponse ? [route.onResponse, count].flat() : count;
  });
  app.addHook('onClose', async () => {
    await stats.close();
  });

  // A POST answer depends only on its route and its body: a repeated request gets the bytes it got before, skipping
  // the chart and the serialisation (the access guards and the rate limit run at onRequest, before this; the call
  // statistics still count it). The key is the raw body as it came, kept by Fastify's own JSON parser (same
  // errors, same poisoning checks): no second serialisation of the parsed body to make a key. A cached answer is
  // only ever one a body with exactly these bytes got, so it validated.
  const cache = new AnswerCache(opts.cacheBytes ?? 0);
  if (cache.enabled) {
    const { onProtoPoisoning, onConstructorPoisoning } = app.initialConfig;
    const parseJson = app.getDefaultJsonParser(onProtoPoisoning ?? 'error', onConstructorPoisoning ?? 'error');
    app.decorateRequest('v4AnswerKey', null);
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      // A real request is a few hundred bytes; a body padded out to the 1 MB limit is not worth keeping or hashing.
      request.v4AnswerKey = body.length <= MAX_CACHED_BODY ? (body as string) : null;
      parseJson(request, body as string, done);
    });
    // Callback-style hooks: no promise per request on the hot path.
    app.addHook('preHandler', (request, reply, done) => {
      const body = request.v4AnswerKey;
      if (body === null) return done();
      const key = `${request.url}\n${body}`;
      const answer = cache.get(key);
      if (answer) {
        request.v4AnswerKey = null;
        reply.type(JSON_TYPE).send(answer);
        return;
      }
      request.v4AnswerKey = key;
      done();
    });
    app.addHook('onSend', (request, reply, payload, done) => {
      const key = request.v4AnswerKey;
      if (key === null || reply.statusCode !== 200) return done(null, payload);
      if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return done(null, payload);
      done(null, cache.offer(key, payload) ?? payload);
    });
  }

  // The natal answers are written as JSON in one pass (v4-answer.ts) and sent as they are (bytes but for the SVG).
  typed.post('/v4/birth-data', doc('Natal chart data (no aspects)', birthDataDocs), ({ body }, _request, reply) => {
    reply.type(JSON_TYPE).send(birthDataAnswer(chartForSubject(body.subject, 'subject', toUt)));
  });
  typed.post(
    '/v4/natal-aspects-data',
    doc('Natal chart data with its aspects', natalDoc),
    ({ body }, _request, reply) => {
      reply.type(JSON_TYPE).send(natalAnswer(chartForSubject(body.subject, 'subject', toUt), body));
    },
  );
  const birthChartDoc = doc('Natal chart data, aspects and the wheel SVG', birthChartDocs);
  typed.post('/v4/birth-chart', birthChartDoc, ({ body }, _request, reply) => {
    reply.type(JSON_TYPE).send(birthChartAnswer(chartForSubject(body.subject, 'subject', toUt), body));
  });
  const transitAspects = transitDoc('Transits to a natal chart', { ...transit, response: transitAspectsAnswerSchema });
  typed.post('/v4/transit-aspects-data', transitAspects, async ({ body }) => {
    const { t: _chart, ...answer } = transitData(
      chartForSubject(body.first_subject, 'first_subject', toUt),
      chartForSubject(body.transit_subject, 'transit_subject', toUt),
      body,
    );
    return answer;
  });
  const transitChartDoc = transitDoc('Transits to a natal chart with the bi-wheel SVG', {
    ...transit,
    response: transitChartAnswerSchema,
  });
  typed.post('/v4/transit-chart', transitChartDoc, async ({ body }) => {
    return transitChart(
      chartForSubject(body.first_subject, 'first_subject', toUt),
      chartForSubject(body.transit_subject, 'transit_subject', toUt),
      body,
    );
  });
  typed.post('/v4/synastry-aspects-data', synastryDoc('Aspects between two charts', twoCharts), async ({ body }) => {
    return synastryData(
      chartForSubject(body.first_subject, 'first_subject', toUt),
      chartForSubject(body.second_subject, 'second_subject', toUt),
      body,
    );
  });
  typed.post('/v4/synastry-chart', synastryDoc('Synastry with the bi-wheel SVG', twoCharts), async ({ body }) => {
    return synastryChart(
      chartForSubject(body.first_subject, 'first_subject', toUt),
      chartForSubject(body.second_subject, 'second_subject', toUt),
      body,
    );
  });
  const composite = compositeDoc('Composite (midpoint) chart of two people', twoCharts);
  typed.post('/v4/composite-aspects-data', composite, async ({ body }) => {
    return compositeData(
      chartForSubject(body.first_subject, 'first_subject', toUt),
      chartForSubject(body.second_subject, 'second_subject', toUt),
      body,
    );
  });
  typed.post('/v4/relationship-score', scoreDoc('Relationship score of two charts', twoCharts), async ({ body }) => {
    return relationshipScoreData(
      chartForSubject(body.first_subject, 'first_subject', toUt),
      chartForSubject(body.second_subject, 'second_subject', toUt),
    );
  });
  app.get('/v4/now', doc('The sky now (UTC, Greenwich)', { response: birthDataAnswerDoc }), async () => nowData(now()));
}
