// HTTP for the member pages' chart answers. Thin: plan rule, validate, call the service.
import {
  type TransitWheelAnswer,
  transitsQuerySchema,
  transitWheelQuerySchema,
  wheelQuerySchema,
} from '@stellara/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Accounts } from '../../accounts/accounts.ts';
import type { MemberRef } from '../../accounts/members.service.ts';
import { memberOf, requireFeature } from '../../http/guards.ts';
import { parseInput } from '../../http/validate.ts';
import { MemberChartsService } from './member-charts.service.ts';

async function member(request: FastifyRequest): Promise<MemberRef> {
  const viewer = await memberOf(request);
  return { id: viewer.user.id, plan: viewer.plan, extraCharts: viewer.extraCharts };
}
const id = (request: FastifyRequest) => (request.params as { id: string }).id;

export async function memberChartsRoutes(
  api: FastifyInstance,
  opts: { accounts: Accounts; now?: () => Date },
): Promise<void> {
  const service = new MemberChartsService(opts.accounts.members, opts.now);

  // The chart wheel of a stored chart (Birth Charts page; plus and pro).
  api.get('/charts/:id/wheel', { preHandler: requireFeature('charts') }, async (request) => {
    const { theme } = parseInput(wheelQuerySchema, request.query);
    return service.chartWheel((await member(request)).id, id(request), theme);
  });

  // Current and coming transits to the member's main chart (plus and pro).
  const transits = { preHandler: requireFeature('transits') };
  api.get('/transits', transits, async (request) => {
    const query = parseInput(transitsQuerySchema, request.query);
    return service.transits(await member(request), query);
  });
  api.get('/transits/wheel', transits, async (request): Promise<TransitWheelAnswer> => {
    const query = parseInput(transitWheelQuerySchema, request.query);
    return { wheel: await service.transitWheel(await member(request), query) };
  });

  // A compatibility reading with its highlights, dynamics and the synastry bi-wheel (pro).
  api.get('/compatibility/:id/details', { preHandler: requireFeature('compatibility') }, async (request) => {
    const { theme } = parseInput(wheelQuerySchema, request.query);
    return service.compatibilityDetails((await member(request)).id, id(request), theme);
  });
}
