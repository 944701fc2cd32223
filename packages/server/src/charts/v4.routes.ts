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
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../db/client.ts';
import { behindKeyOrSession, docsFor } from '../http/route-docs.ts';
import { parseInput } from '../http/validate.ts';
import { AnswerCache } from './answer-cache.ts';
import { ApiCallStats } from './api-call-stats.ts';
import type { ToUtc } from './birth-chart.ts';
import {
  birthChart,
  birthData,
  chartForSubject,
  compositeData,
  natalData,
  nowData,
  relationshipScoreData,
  synastryChart,
  synastryData,
  transitChart,
  transitData,
} from './v4.service.ts';
import { birthChartAnswerRoute, natalAnswerRoute } from './v4-schemas.ts';

export interface ChartsV4Options {
  db: Pick<Database, 'sql'>;
  /** The wall-clock -> UT conversion (tests count it). */
  toUtc?: ToUtc;
  now?: () => number;
  /** Bytes of serialised answers kept for repeated requests (0: none). */
  cacheBytes?: number;
}

const PREFIX = '/v4/';
// The natal answers are serialised by Fastify (schema.response in v4-schemas.ts): that schema is documented.
const doc = docsFor({ tag: 'charts', access: 'visitor' });
const transitDoc = behindKeyOrSession('charts', 'transits');
const synastryDoc = behindKeyOrSession('charts', 'synastry');
const compositeDoc = behindKeyOrSession('charts', 'composite');
const scoreDoc = behindKeyOrSession('charts', 'compatibility');
const natal = { body: natalChartRequestSchema };
const transit = { body: transitChartRequestSchema };
const twoCharts = { body: synastryChartRequestSchema };

export async function chartsV4Routes(app: FastifyInstance, opts: ChartsV4Options): Promise<void> {
  const toUt = opts.toUtc;
  const now = opts.now ?? Date.now;
  const stats = new ApiCallStats(opts.db);

  // Hooks added here apply to this plugin's routes only.
  app.addHook('onResponse', async (request, reply) => {
    const url = request.routeOptions.url;
    if (!url) return;
    const name = url.slice(url.indexOf(PREFIX) + PREFIX.length);
    stats.record(name, reply.statusCode < 400, reply.elapsedTime);
  });
  app.addHook('onClose', async () => {
    await stats.close();
  });

  // A POST answer depends only on its body: a repeated request gets the bytes it got before, skipping the
  // chart and the serialisation (the rate limit and the call statistics still apply).
  const cache = new AnswerCache(opts.cacheBytes ?? 0);
  if (cache.enabled) {
    const keys = new WeakMap<FastifyRequest, string>();
    app.addHook('preHandler', async (request, reply) => {
      if (request.method !== 'POST') return;
      const key = `${request.routeOptions.url}\n${JSON.stringify(request.body)}`;
      const answer = cache.get(key);
      if (answer) return reply.type('application/json; charset=utf-8').send(answer);
      keys.set(request, key);
    });
    app.addHook('onSend', async (request, reply, payload) => {
      const key = keys.get(request);
      if (key === undefined || reply.statusCode !== 200 || typeof payload !== 'string') return payload;
      const answer = Buffer.from(payload);
      cache.set(key, answer);
      return answer;
    });
  }

  app.post('/v4/birth-data', doc('Natal chart data (no aspects)', natal, natalAnswerRoute), async (request) => {
    const body = parseInput(natalChartRequestSchema, request.body);
    return birthData(chartForSubject(body.subject, 'subject', toUt));
  });
  const natalAspects = doc('Natal chart data with its aspects', natal, natalAnswerRoute);
  app.post('/v4/natal-aspects-data', natalAspects, async (request) => {
    const body = parseInput(natalChartRequestSchema, request.body);
    return natalData(chartForSubject(body.subject, 'subject', toUt), body);
  });
  const birthChartDoc = doc('Natal chart data, aspects and the wheel SVG', natal, birthChartAnswerRoute);
  app.post('/v4/birth-chart', birthChartDoc, async (request) => {
    const body = parseInput(natalChartRequestSchema, request.body);
    return birthChart(chartForSubject(body.subject, 'subject', toUt), body);
  });
  const transitAspects = transitDoc('Transits to a natal chart', { ...transit, response: transitAspectsAnswerSchema });
  app.post('/v4/transit-aspects-data', transitAspects, async (request) => {
    const body = parseInput(transitChartRequestSchema, request.body);
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
  app.post('/v4/transit-chart', transitChartDoc, async (request) => {
    const body = parseInput(transitChartRequestSchema, request.body);
    return transitChart(
      chartForSubject(body.first_subject, 'first_subject', toUt),
      chartForSubject(body.transit_subject, 'transit_subject', toUt),
      body,
    );
  });
  app.post('/v4/synastry-aspects-data', synastryDoc('Aspects between two charts', twoCharts), async (request) => {
    const body = parseInput(synastryChartRequestSchema, request.body);
    return synastryData(
      chartForSubject(body.first_subject, 'first_subject', toUt),
      chartForSubject(body.second_subject, 'second_subject', toUt),
      body,
    );
  });
  app.post('/v4/synastry-chart', synastryDoc('Synastry with the bi-wheel SVG', twoCharts), async (request) => {
    const body = parseInput(synastryChartRequestSchema, request.body);
    return synastryChart(
      chartForSubject(body.first_subject, 'first_subject', toUt),
      chartForSubject(body.second_subject, 'second_subject', toUt),
      body,
    );
  });
  const composite = compositeDoc('Composite (midpoint) chart of two people', twoCharts);
  app.post('/v4/composite-aspects-data', composite, async (request) => {
    const body = parseInput(synastryChartRequestSchema, request.body);
    return compositeData(
      chartForSubject(body.first_subject, 'first_subject', toUt),
      chartForSubject(body.second_subject, 'second_subject', toUt),
      body,
    );
  });
  app.post('/v4/relationship-score', scoreDoc('Relationship score of two charts', twoCharts), async (request) => {
    const body = parseInput(synastryChartRequestSchema, request.body);
    return relationshipScoreData(
      chartForSubject(body.first_subject, 'first_subject', toUt),
      chartForSubject(body.second_subject, 'second_subject', toUt),
    );
  });
  app.get('/v4/now', doc('The sky now (UTC, Greenwich)'), async () => nowData(now()));
}
