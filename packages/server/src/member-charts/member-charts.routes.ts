// HTTP for the member pages' chart answers. Thin: plan rule, validate, call the service.
import {
  chartWheelSchema,
  compatibilityDetailsSchema,
  compositeAnswerSchema,
  type TransitWheelAnswer,
  todayQuerySchema,
  todayResponseSchema,
  transitsQuerySchema,
  transitsResponseSchema,
  transitWheelAnswerSchema,
  transitWheelQuerySchema,
  wheelQuerySchema,
} from '@stellara/contract';
import type { FastifyInstance } from 'fastify';
import type { Accounts } from '../accounts/index.ts';
import { readCookie, VISITOR_COOKIE } from '../accounts/index.ts';
import { memberRefOf } from '../http/guards.ts';
import { behind, docsFor } from '../http/route-docs.ts';
import { withInput } from '../http/route-input.ts';
import { pathId } from '../http/validate.ts';
import { MemberChartsService } from './member-charts.service.ts';
import { TodayService } from './today.service.ts';

export async function memberChartsRoutes(
  api: FastifyInstance,
  opts: { accounts: Accounts; now?: () => Date },
): Promise<void> {
  const typed = withInput(api);
  const service = new MemberChartsService(opts.accounts.members, opts.now);
  const todayService = new TodayService(opts.accounts, service, opts.now);

  // The chat home's Today card: anyone (a visitor reads their session's chart); personal timing for plus and pro.
  const today = docsFor({ tag: 'charts', access: 'visitor' })('What is new in the sky today, for this chart', {
    query: todayQuerySchema,
    response: todayResponseSchema,
    description:
      "The local day `date` in `tz` (the server's date there without one): the Moon (read at the start of the current ten-minute step, kept within the day: sign, phase, illumination, sign change), the day's eclipse, lunation, stations and the natal house the Moon moves through, and for plus and pro the Moon's exact contacts to the chart, a slow transit's exact hit and the slow passage in the background. `lead` is the first of these in a fixed order, so it changes from day to day.",
  });
  typed.get('/today', today, async (parsed, request) => {
    const { tz, date } = parsed.query;
    return todayService.today(await request.getViewer(), readCookie(request, VISITOR_COOKIE), tz, date);
  });

  // The chart wheel of a stored chart (Birth Charts page; plus and pro).
  const wheel = behind('charts', 'charts')('The chart wheel (SVG) of a stored chart', {
    query: wheelQuerySchema,
    response: chartWheelSchema,
  });
  typed.get('/charts/:id/wheel', wheel, async (parsed, request) => {
    const { theme } = parsed.query;
    return service.chartWheel((await memberRefOf(request)).id, pathId(request), theme);
  });

  // Current and coming transits to the member's main chart (plus and pro).
  const transits = behind('charts', 'transits');
  const transitList = transits('Current and coming transits to the main chart', {
    query: transitsQuerySchema,
    response: transitsResponseSchema,
    errors: [404],
  });
  typed.get('/transits', transitList, async ({ query }, request) => {
    return service.transits(await memberRefOf(request), query);
  });
  const transitWheel = transits('The transit bi-wheel (SVG)', {
    query: transitWheelQuerySchema,
    response: transitWheelAnswerSchema,
    errors: [404],
  });
  typed.get('/transits/wheel', transitWheel, async ({ query }, request): Promise<TransitWheelAnswer> => {
    return { wheel: await service.transitWheel(await memberRefOf(request), query) };
  });

  // A compatibility reading with its highlights, dynamics and the synastry bi-wheel (pro).
  const details = behind('charts', 'compatibility')(
    'A compatibility reading with highlights, dynamics and the synastry bi-wheel',
    { query: wheelQuerySchema, response: compatibilityDetailsSchema },
  );
  typed.get('/compatibility/:id/details', details, async (parsed, request) => {
    const { theme } = parsed.query;
    return service.compatibilityDetails((await memberRefOf(request)).id, pathId(request), theme);
  });

  // The midpoint composite chart of a reading's two charts: positions, what stands out, the wheel (pro).
  const composite = behind('charts', 'composite')(
    "The midpoint composite chart of a reading's two charts, with what stands out",
    { query: wheelQuerySchema, response: compositeAnswerSchema },
  );
  typed.get('/compatibility/:id/composite', composite, async (parsed, request) => {
    const { theme } = parsed.query;
    return service.composite((await memberRefOf(request)).id, pathId(request), theme);
  });
}
