// The Today card's use case: the Moon of the person's local day, and the day's strongest transit to their chart in
// full for plus and pro, as a teaser (which planet) for a free member or a visitor. Kept per local day.
import type { NatalChart } from '@stellara/astro';
import { featureAccess, type TodayResponse } from '@stellara/contract';
import type { Accounts } from '../../accounts/accounts.ts';
import { HttpError } from '../../http/errors.ts';
import type { RequestViewer } from '../../http/guards.ts';
import { birthDataChartOrThrow } from '../birth-chart.ts';
import type { MemberChartsService } from './member-charts.service.ts';
import { activeTransits } from './member-charts.ts';
import { localDate, localDay, moonOfDay, skyAt, strongestTransit, transitQuestion } from './today.ts';

type Transit = ReturnType<typeof strongestTransit>;

/** A small bounded map: the oldest entry goes first. */
class DayCache<V> {
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
  /** The Moon of a local day, per date and zone (the same for everyone in that zone). */
  private readonly moons = new DayCache<TodayResponse['moon']>(256);
  /** The strongest transit of a local day, per chart, date and zone. */
  private readonly transits = new DayCache<Transit>(512);

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

  async today(viewer: RequestViewer, visitorToken: string | undefined, zone: string): Promise<TodayResponse> {
    const date = localDate(this.now(), zone);
    const day = localDay(date, zone);
    const dayKey = `${date}|${zone}`;
    const moon = this.moons.get(dayKey, () => moonOfDay(day, skyAt(day.noon)));
    const chart = await this.natalOf(viewer, visitorToken);
    const base = { date, timezone: zone, at: day.noon.toISOString(), moon, hasChart: chart !== null };
    if (!chart) return { ...base, transit: null };
    const top = this.transits.get(`${chart.key}|${dayKey}`, () =>
      strongestTransit(activeTransits(chart.natal, day.noon).active),
    );
    if (!top) return { ...base, transit: null };
    if (!featureAccess('transits', viewer).ok) {
      return { ...base, transit: { access: 'teaser', planet: top.planet, requiredPlan: 'plus' } };
    }
    return {
      ...base,
      transit: {
        access: 'full',
        planet: top.planet,
        aspect: top.aspect,
        target: top.target,
        orb: top.orb,
        intensity: top.intensity,
        meaning: top.description,
        question: transitQuestion(top),
      },
    };
  }
}
