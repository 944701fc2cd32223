// HTTP for the calendar subscription: the member makes, checks and revokes their link under /api/account/calendar
// (session cookie; the CSRF check covers the writes), and a calendar app fetches /api/calendar/<secret>.ics with
// no cookie at all: the secret is the only credential, so an unknown or revoked one answers 404 and nothing more.
import {
  type CalendarFeedCreated,
  type CalendarFeedStatus,
  calendarFeedCreatedSchema,
  calendarFeedParamsSchema,
  calendarFeedStatusSchema,
  calendarMessages,
  errorCodes,
} from '@stellara/contract';
import type { FastifyInstance } from 'fastify';
import type { Accounts } from '../accounts/index.ts';
import { accountViewer } from '../accounts/index.ts';
import { HttpError } from '../http/errors.ts';
import { memberRefOf } from '../http/guards.ts';
import { docsFor } from '../http/route-docs.ts';
import { MemberChartsService } from '../member-charts/index.ts';
import { CalendarFeedService, type CalendarMembers } from './calendar-feed.service.ts';

const doc = docsFor({ tag: 'members', access: 'member' });

/** The member's plan and chart, read as the member pages read them. */
function calendarMembers(accounts: Accounts): CalendarMembers {
  const charts = new MemberChartsService(accounts.members);
  return {
    async memberRef(userId) {
      const { rows } = await accounts.db.sql.query<{
        id: string;
        email: string;
        name: string;
        email_verified: boolean;
      }>('SELECT id, email, name, email_verified FROM auth_users WHERE id = $1', [userId]);
      const user = rows[0];
      if (!user) return null;
      const viewer = await accountViewer(
        accounts.db,
        { id: user.id, email: user.email, name: user.name, emailVerified: user.email_verified },
        null,
      );
      return { id: user.id, plan: viewer.plan, extraCharts: viewer.extraCharts };
    },
    natalOf: (member) => charts.defaultNatal(member),
    async zoneOf(userId) {
      // The zone the morning note is sent in, else the birth place's: the best guess at where the person lives.
      const { rows } = await accounts.db.sql.query<{ zone: string | null }>(
        'SELECT coalesce(morning_note_timezone, timezone) AS zone FROM user_profiles WHERE id = $1',
        [userId],
      );
      return rows[0]?.zone ?? null;
    },
  };
}

export async function calendarRoutes(
  api: FastifyInstance,
  opts: { accounts: Accounts; now?: () => Date; service?: CalendarFeedService },
): Promise<void> {
  const service = opts.service ?? new CalendarFeedService(opts.accounts.db, calendarMembers(opts.accounts), opts.now);

  const status = doc('Your calendar link: whether there is one, and what it holds on your plan', {
    response: calendarFeedStatusSchema,
  });
  api.get('/account/calendar', status, async (request): Promise<CalendarFeedStatus> => {
    return service.status(await memberRefOf(request));
  });

  const create = doc('Make a new calendar link (shown once, in this answer)', {
    response: calendarFeedCreatedSchema,
    status: 201,
    description:
      'A private iCalendar feed of the coming year: the sky for every plan; the natal houses of lunations and eclipses and your returns from plus; the exact days of slow transits for pro. An earlier link stops working. Only its SHA-256 is stored, so it cannot be shown again.',
  });
  api.post('/account/calendar', create, async (request, reply): Promise<CalendarFeedCreated> => {
    const created = await service.create(await memberRefOf(request));
    reply.status(201).header('cache-control', 'no-store');
    return created;
  });

  const revoke = doc('Turn off your calendar link (it answers 404 from now on)', { answer: 'empty', errors: [404] });
  api.delete('/account/calendar', revoke, async (request, reply) => {
    const revoked = await service.revoke(await memberRefOf(request));
    if (!revoked) throw new HttpError(404, errorCodes.notFound, calendarMessages.noLink);
    return reply.status(204).send();
  });

  const feed = docsFor({ tag: 'members', access: 'visitor' })("A member's calendar feed, by its secret link", {
    params: calendarFeedParamsSchema,
    answer: 'calendar',
    errors: [404],
    description:
      'For calendar apps: no cookie, the secret in the path is the credential. The coming year as iCalendar (RFC 5545), in UTC, with UIDs that stay the same from one day to the next. An unknown, replaced or revoked secret answers 404.',
  });
  api.get('/calendar/:file', feed, async (request, reply) => {
    const params = request.params as Record<string, unknown>;
    const parsed = calendarFeedParamsSchema.safeParse(params);
    // A malformed secret is as unknown as a revoked one: one answer for both, so nothing is learnt from it.
    const text = parsed.success ? await service.feed(parsed.data.file.replace(/\.ics$/, '')) : null;
    if (text === null) throw new HttpError(404, errorCodes.notFound, calendarMessages.notFound);
    return reply
      .header('content-type', 'text/calendar; charset=utf-8')
      .header('content-disposition', 'inline; filename="stellara.ics"')
      .header('cache-control', 'private, max-age=3600')
      .header('x-robots-tag', 'noindex')
      .send(text);
  });
}
