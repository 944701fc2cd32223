// HTTP for the member's things. Each route states its plan rule from the entitlements table
// (requireFeature) and scopes every query to the member.
import {
  birthChartSchema,
  birthChartUpdateSchema,
  chartsListSchema,
  compatibilityReadingSchema,
  compatibilityRequestSchema,
  type ReadingsAnswer,
  readingsAnswerSchema,
  storedBirthChartSchema,
} from '@stellara/contract';
import type { FastifyInstance } from 'fastify';
import { memberRefOf } from '../http/guards.ts';
import { behind } from '../http/route-docs.ts';
import { withInput } from '../http/route-input.ts';
import { pathId } from '../http/validate.ts';
import type { Accounts } from './accounts.ts';

export async function membersRoutes(api: FastifyInstance, opts: { accounts: Accounts }) {
  const typed = withInput(api);
  const { members } = opts.accounts;

  // Birth charts (plus: 1, pro: 6, plus extra charts).
  const charts = behind('members', 'charts');
  api.get('/charts', charts('Stored birth charts', { response: chartsListSchema }), async (request) =>
    members.listCharts(await memberRefOf(request)),
  );
  api.get('/charts/:id', charts('One birth chart', { response: storedBirthChartSchema }), async (request) =>
    members.getChart((await memberRefOf(request)).id, pathId(request)),
  );
  typed.post(
    '/charts',
    charts('Add a birth chart', { body: birthChartSchema, response: storedBirthChartSchema, status: 201 }),
    async ({ body: input }, request, reply) => {
      reply.status(201);
      return members.createChart(await memberRefOf(request), input);
    },
  );
  typed.patch(
    '/charts/:id',
    charts('Change a birth chart', { body: birthChartUpdateSchema, response: storedBirthChartSchema }),
    async ({ body: patch }, request) => {
      return members.updateChart((await memberRefOf(request)).id, pathId(request), patch);
    },
  );
  api.post(
    '/charts/:id/main',
    charts('Make it the main chart', { response: storedBirthChartSchema }),
    async (request) => members.markMain((await memberRefOf(request)).id, pathId(request)),
  );
  api.delete('/charts/:id', charts('Delete a birth chart', { answer: 'empty' }), async (request, reply) => {
    await members.deleteChart((await memberRefOf(request)).id, pathId(request));
    return reply.status(204).send();
  });

  // Compatibility readings (pro).
  const compatibility = behind('members', 'compatibility');
  api.get(
    '/compatibility',
    compatibility('Compatibility readings', { response: readingsAnswerSchema }),
    async (request): Promise<ReadingsAnswer> => ({
      readings: await members.listReadings((await memberRefOf(request)).id),
    }),
  );
  const reading = compatibility('One compatibility reading', { response: compatibilityReadingSchema });
  api.get('/compatibility/:id', reading, async (request) =>
    members.getReading((await memberRefOf(request)).id, pathId(request)),
  );
  const read = compatibility('Read the compatibility of two stored charts', {
    body: compatibilityRequestSchema,
    response: compatibilityReadingSchema,
    status: 201,
    // A chart id in the body that is not one of the member's charts.
    errors: [404],
  });
  typed.post('/compatibility', read, async ({ body: input }, request, reply) => {
    reply.status(201);
    return members.createReading(await memberRefOf(request), input.chart1Id, input.chart2Id);
  });
  const deleteReading = compatibility('Delete a compatibility reading', { answer: 'empty' });
  api.delete('/compatibility/:id', deleteReading, async (request, reply) => {
    await members.deleteReading((await memberRefOf(request)).id, pathId(request));
    return reply.status(204).send();
  });
}
