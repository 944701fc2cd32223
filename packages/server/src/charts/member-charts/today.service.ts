// The Today card's use case: the Moon now, with its sign change within the person's local day, and the strongest
// transit to their chart now, in full for plus and pro, as a teaser (which planet) for a free member or a visitor.
// "Now" is the sky at the start of the current ten-minute step (today.ts `readInstant`), as the chat and the
// Current Transits page read the sky now; "today" (the date, the sign change) is the person's local day.
import type { NatalChart } from '@stellara/astro';
import { featureAccess, type TodayResponse } from '@stellara/contract';
import type { Accounts } from '../../accounts/accounts.ts';
import { HttpError } from '../../http/errors.ts';
import type { RequestViewer } from '../../http/guards.ts';
import { birthDataChartOrThrow } from '../birth-chart.ts';
import type { MemberChartsService } from './member-charts.service.ts';
import { activeTransits } from './member-charts.ts';
import {
  localDate,
  localDay,
  moonIn,
  moonSignChange,
  readInstant,
  skyAt,
  strongestTransit,
  transitQuestion,
} from './today.ts';

type Transit = ReturnType<typeof strongestTransit>;

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
  /** The strongest transit per chart and read instant. */
  private readonly transits = new BoundedCache<Transit>(512);

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
    const now = this.now();
    const date = localDate(now, zone);
    const day = localDay(date, zone);
    const at = readInstant(now, day);
    const atKey = at.toISOString();
    const sky = this.skies.get(atKey, () => skyAt(at));
    const signChange = this.signChanges.get(`${date}|${zone}`, () => moonSignChange(day.start, day.end));
    const moon = moonIn(sky, signChange);
    const chart = await this.natalOf(viewer, visitorToken);
    const base = { date, timezone: zone, at: atKey, moon, hasChart: chart !== null };
    if (!chart) return { ...base, transit: null };
    const top = this.transits.get(`${chart.key}|${atKey}`, () =>
      strongestTransit(activeTransits(chart.natal, at).active),
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
