// Calendar subscriptions: make, show and revoke a member's private feed link, and answer a calendar app that asks
// for the feed. The link's secret is returned once; only its SHA-256 is stored. The feed for the year ahead costs
// the transit model a few seconds, so it is built once per member, plan, chart and UT day and kept (bounded).
import { createHash, randomBytes } from 'node:crypto';
import type { NatalChart } from '@stellara/astro';
import { CALENDAR_TOKEN_PREFIX, type CalendarFeedCreated, type CalendarFeedStatus } from '@stellara/contract';
import type { Database } from '../db/client.ts';
import type { MemberRef } from '../http/guards.ts';
import {
  CALENDAR_DAYS,
  type CalendarLevel,
  calendarEvents,
  calendarLevel,
  type Sky,
  skyOf,
} from './calendar-events.ts';
import { calendarFile } from './ical.ts';

/** 32 random bytes (256 bits) as base64url: `cal_` + 43 characters. */
export function newCalendarToken(random: (size: number) => Buffer = randomBytes): string {
  return CALENDAR_TOKEN_PREFIX + random(32).toString('base64url');
}

export function hashCalendarToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

export const calendarFeedPath = (token: string) => `/api/calendar/${token}.ics`;

/** Where the member's chart and plan come from (the member pages' own lookups). */
export interface CalendarMembers {
  /** The member's plan now (a downgrade applies at the next refresh), or null for an account that is gone. */
  memberRef(userId: string): Promise<MemberRef | null>;
  /** The chart the Current Transits page reads (main chart, else the profile's birth data) and a key for it. */
  natalOf(member: MemberRef): Promise<{ natal: NatalChart; key: string } | null>;
  /** The member's time zone (IANA), which dates the whole-day events; null for UTC. */
  zoneOf(userId: string): Promise<string | null>;
}

const CACHE_LIMIT = 256;

export class CalendarFeedService {
  private readonly cache = new Map<string, string>();
  /** The sky of the day's window, the same for every member: worked out once a day. */
  private sky: Sky | null = null;

  constructor(
    private readonly db: Database,
    private readonly members: CalendarMembers,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async status(member: MemberRef): Promise<CalendarFeedStatus> {
    const { rows } = await this.db.sql.query<{ created_at: Date | string }>(
      'SELECT created_at FROM calendar_feeds WHERE user_id = $1',
      [member.id],
    );
    const row = rows[0];
    return {
      active: row !== undefined,
      createdAt: row ? new Date(row.created_at).toISOString() : null,
      level: calendarLevel(member.plan),
    };
  }

  /** A new link for the member; an older one stops working in the same statement. */
  async create(member: MemberRef): Promise<CalendarFeedCreated> {
    const token = newCalendarToken();
    const { rows } = await this.db.sql.query<{ created_at: Date | string }>(
      `INSERT INTO calendar_feeds (user_id, token_hash) VALUES ($1, $2)
       ON CONFLICT (user_id) DO UPDATE SET token_hash = EXCLUDED.token_hash, created_at = now()
       RETURNING created_at`,
      [member.id, hashCalendarToken(token)],
    );
    return {
      path: calendarFeedPath(token),
      createdAt: new Date(rows[0]!.created_at).toISOString(),
      level: calendarLevel(member.plan),
    };
  }

  /** Turns the link off; true when there was one. */
  async revoke(member: MemberRef): Promise<boolean> {
    const { rows } = await this.db.sql.query('DELETE FROM calendar_feeds WHERE user_id = $1 RETURNING user_id', [
      member.id,
    ]);
    return rows.length > 0;
  }

  /** The iCalendar text behind a secret, or null for an unknown or revoked one (the route answers 404). */
  async feed(token: string): Promise<string | null> {
    const { rows } = await this.db.sql.query<{ user_id: string }>(
      'SELECT user_id FROM calendar_feeds WHERE token_hash = $1',
      [hashCalendarToken(token)],
    );
    const userId = rows[0]?.user_id;
    if (!userId) return null;
    const member = await this.members.memberRef(userId);
    if (!member) return null;
    const level = calendarLevel(member.plan);
    const subject = level === 'sky' ? null : await this.members.natalOf(member);
    const now = this.now();
    const day = now.toISOString().slice(0, 10);
    // A sky-only feed is the same for every member of a zone that day; a personal one is keyed by the chart too, so
    // an edited birth time gives a fresh feed the same day.
    const zone = (await this.members.zoneOf(userId)) ?? 'UTC';
    const key = subject ? `${userId}|${day}|${level}|${subject.key}|${zone}` : `sky|${day}|${zone}`;
    let text = this.cache.get(key);
    if (text === undefined) {
      text = this.build(subject?.natal ?? null, level, new Date(`${day}T00:00:00Z`), now, zone);
      if (this.cache.size >= CACHE_LIMIT) this.cache.delete(this.cache.keys().next().value!);
      this.cache.set(key, text);
    }
    return text;
  }

  private build(natal: NatalChart | null, level: CalendarLevel, from: Date, now: Date, zone: string): string {
    if (this.sky?.from !== from.toISOString()) this.sky = skyOf(from);
    const events = calendarEvents(natal, level, from, CALENDAR_DAYS, this.sky);
    return calendarFile(events, { stamp: now, personal: natal !== null, zone });
  }
}
