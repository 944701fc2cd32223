// The Today card's use case: what is new in the sky on the person's local day, for their chart (today-day.ts), with
// the Moon now. Personal timing (the Moon's contacts, a slow transit's exact hit, the background passage) for plus and
// pro; the day's sky and the natal house the Moon moves through for a free member or a visitor. "Now" is the sky at
// the start of the current ten-minute step (today.ts `readInstant`), as the chat and the Current Transits page read it;
// "today" is the person's local day: the date their browser gives, or the server's date in their zone.
import type { NatalChart } from '@stellara/astro';
import { featureAccess, type SignName, type TodayResponse } from '@stellara/contract';
import type { Accounts } from '../accounts/index.ts';
import { birthDataChartOrThrow } from '../charts/index.ts';
import { HttpError } from '../http/errors.ts';
import type { RequestViewer } from '../http/guards.ts';
import type { MemberChartsService } from './member-charts.service.ts';
import { activeTransits } from './member-charts.ts';
import { localDate, localDay, moonIn, moonSignChange, readInstant, skyAt } from './today.ts';
import { pickToday, type TodayDay } from './today-day.ts';

/** A small bounded map: the oldest entry goes first. */
class BoundedCache<V> {
  private readonly map = new Map<string, V>();
  constructor(private readonly size: number) {}
  get(key: string, make: () => V): V {
    let value = this.map.get(key);
    if (value === undefined) {
      value = make();
      if (this.map.size >= this.size) this.map.delete(this.map.keys().next().value!);
      this.map.set(key, value);
    }
    return value;
  }
}

export class TodayService {
  /** The sky per read instant (the same for every zone and everyone). */
  private readonly skies = new BoundedCache<NatalChart>(16);
  /** The Moon's sign change within a local day, per date and zone (a bisection over the ephemeris: kept all day). */
  private readonly signChanges = new BoundedCache<TodayResponse['moon']['signChange']>(256);
  /** What the day holds, per chart, local day and plan reading (the day's events are fixed for the day). */
  private readonly days = new BoundedCache<TodayDay>(512);

  constructor(
    private readonly accounts: Accounts,
    private readonly charts: MemberChartsService,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** The natal chart of the person: the member's (as the Current Transits page reads it), or the visitor session's. */
  private async natalOf(
    viewer: RequestViewer,
    visitorToken: string | undefined,
  ): Promise<{ natal: NatalChart; key: string } | null> {
    try {
      if (viewer.signedIn && viewer.user) {
        return await this.charts.defaultNatal({
          id: viewer.user.id,
          plan: viewer.plan,
          extraCharts: viewer.extraCharts,
        });
      }
      const visitor = await this.accounts.visitors.load(visitorToken);
      if (!visitor?.birthData) return null;
      return { natal: birthDataChartOrThrow(visitor.birthData), key: JSON.stringify(visitor.birthData) };
    } catch (error) {
      // Birth data with no single chart (a time the clocks skipped or showed twice, a date outside the ephemeris):
      // the card shows the sky without a transit rather than a guess. Anything else is a real failure.
      if (error instanceof HttpError && error.statusCode < 500) return null;
      throw error;
    }
  }

  async today(
    viewer: RequestViewer,
    visitorToken: string | undefined,
    zone: string,
    askedDate?: string,
  ): Promise<TodayResponse> {
    const now = this.now();
    const date = askedDate ?? localDate(now, zone);
    const day = localDay(date, zone);
    const at = readInstant(now, day);
    const atKey = at.toISOString();
    const sky = this.skies.get(atKey, () => skyAt(at));
    const signChange = this.signChanges.get(`${date}|${zone}`, () => moonSignChange(day.start, day.end));
    const moon = moonIn(sky, signChange);
    const chart = await this.natalOf(viewer, visitorToken);
    const personal = chart !== null && featureAccess('transits', viewer).ok;
    const picked = this.days.get(`${chart?.key ?? '-'}|${date}|${zone}|${personal}`, () =>
      pickToday({
        day,
        zone,
        at,
        moonSign: moon.sign as SignName,
        natal: chart?.natal ?? null,
        personal,
        // The background passage: today's strongest transit, as the Current Transits page ranks it.
        active: personal && chart ? activeTransits(chart.natal, at).active : [],
      }),
    );
    return {
      date,
      timezone: zone,
      at: atKey,
      moon,
      ...picked,
      personal,
      hasChart: chart !== null,
    };
  }
}
