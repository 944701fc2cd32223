// The member pages' chart answers: a stored chart's wheel, transits to the member's chart, and the details of a
// compatibility reading. Reads the member's own rows through MembersService (scoped to the member).
import { calculateComposite, type NatalChart, renderChartWheel } from '@stellara/astro';
import type {
  ChartWheel,
  CompatibilityDetails,
  CompositeAnswer,
  MemberTransit,
  StoredBirthChart,
  TransitsResponse,
  TransitTiming,
} from '@stellara/contract';
import { birthDataOf, canUseFeature, compatibilityColour, TRANSIT_HORIZON_DEFAULT_DAYS } from '@stellara/contract';
import type { MembersService } from '../accounts/index.ts';
import { birthDataChartOrThrow, type ChartSettings, chartSettingsOf, frameKey } from '../charts/index.ts';
import type { MemberRef } from '../http/guards.ts';
import {
  compatibilityWords,
  compositeHighlights,
  compositePositions,
  type StoredCompatibilityResult,
  withoutMotion,
} from './compatibility.ts';
import { type MemberTransits, memberTransits, shortDate, yearTransits } from './member-charts.ts';
import { chartRulerOf, groupTransits, transitRank } from './transit-ranking.ts';

/** The year view of advanced transit timing. */
export const YEAR_DAYS = 365;

type WheelTheme = 'classic' | 'light' | 'dark';

interface Subject {
  id: string | null;
  name: string;
  birthPlace: string;
  natal: NatalChart;
  key: string;
}

export class MemberChartsService {
  /** Transit lists take a few hundred milliseconds: kept for the hour, per chart and horizon (bounded). */
  private readonly transitCache = new Map<string, MemberTransits>();
  /** The year view, per chart and day (bounded). */
  private readonly yearCache = new Map<string, TransitTiming['year']>();

  constructor(
    private readonly members: MembersService,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** The engine settings of the member's chosen frame (house system and zodiac) and a key for caches. */
  private async frame(userId: string): Promise<{ settings: ChartSettings; key: string }> {
    const frame = await this.members.chartFrame(userId);
    return { settings: chartSettingsOf(frame), key: frameKey(frame) };
  }

  async chartWheel(userId: string, chartId: string, theme: WheelTheme): Promise<ChartWheel> {
    const chart = await this.members.getChart(userId, chartId);
    const natal = birthDataChartOrThrow(birthDataOf(chart), 'chart', (await this.frame(userId)).settings);
    return { svg: renderChartWheel(natal, { theme, wheelOnly: true, title: `${chart.name}: natal chart` }) };
  }

  /** The named chart, else the main chart, else the profile's birth data; null without any birth data. */
  private async subject(member: MemberRef, chartId: string | undefined): Promise<Subject | null> {
    const frame = await this.frame(member.id);
    let chart: StoredBirthChart | undefined;
    if (chartId) chart = await this.members.getChart(member.id, chartId);
    else {
      const { charts } = await this.members.listCharts(member);
      chart = charts.find((c) => c.isMain) ?? charts[0];
    }
    if (chart) {
      const birth = birthDataOf(chart);
      return {
        id: chart.id,
        name: chart.name,
        birthPlace: chart.birthPlace,
        natal: birthDataChartOrThrow(birth, 'chart', frame.settings),
        key: `${frame.key} ${JSON.stringify(birth)}`,
      };
    }
    const { birthData } = await this.members.profile(member.id);
    if (!birthData) return null;
    return {
      id: null,
      name: birthData.name || 'My Chart',
      birthPlace: birthData.birthPlace,
      natal: birthDataChartOrThrow(birthData, 'birthData', frame.settings),
      key: `${frame.key} ${JSON.stringify(birthData)}`,
    };
  }

  /**
   * The natal chart the Current Transits page reads by default (the main chart, else the profile's birth data) with a
   * key for caching; null without birth data. The Today card reads the same one, so the two name the same transit.
   */
  async defaultNatal(member: MemberRef): Promise<{ natal: NatalChart; key: string } | null> {
    const subject = await this.subject(member, undefined);
    return subject ? { natal: subject.natal, key: subject.key } : null;
  }

  private transitsOf(subject: Subject, now: Date, days: number): MemberTransits {
    const key = `${subject.key}|${now.toISOString().slice(0, 13)}|${days}`;
    let result = this.transitCache.get(key);
    if (!result) {
      result = memberTransits(subject.natal, now, days);
      if (this.transitCache.size >= 64) this.transitCache.delete(this.transitCache.keys().next().value!);
      this.transitCache.set(key, result);
    }
    return result;
  }

  /** The year ahead from today (UT midnight, so one calculation serves the whole day). */
  private yearOf(subject: Subject, now: Date): TransitTiming['year'] {
    const day = now.toISOString().slice(0, 10);
    const key = `${subject.key}|${day}`;
    let year = this.yearCache.get(key);
    if (!year) {
      const from = new Date(`${day}T00:00:00Z`);
      const to = new Date(from.getTime() + YEAR_DAYS * 86_400_000);
      year = { from: from.toISOString(), to: to.toISOString(), transits: yearTransits(subject.natal, from, YEAR_DAYS) };
      if (this.yearCache.size >= 64) this.yearCache.delete(this.yearCache.keys().next().value!);
      this.yearCache.set(key, year);
    }
    return year;
  }

  async transits(member: MemberRef, query: { chartId?: string | undefined; days: number }): Promise<TransitsResponse> {
    const now = this.now();
    const subject = await this.subject(member, query.chartId);
    if (!subject) {
      return {
        chart: null,
        calculatedAt: now.toISOString(),
        horizonDays: query.days,
        active: [],
        coming: [],
        timing: null,
        groups: { now: [], year: [], more: [] },
      };
    }
    const listed = this.transitsOf(subject, now, query.days);
    // Ranked at this instant (closeness to exact moves through the hour the list is cached for).
    const context = { now, chartRuler: chartRulerOf(subject.natal) };
    const ranked = (t: MemberTransit) => ({ ...t, rank: transitRank(t, context) });
    const active = listed.active.map(ranked);
    const coming = listed.coming.map(ranked);
    const grouped = groupTransits([...active, ...coming], context);
    const ids = (list: MemberTransit[]) => list.map((t) => t.id);
    // Advanced timing is pro's: plus gets the list as it is, without the hits or the year.
    const timing = canUseFeature(member.plan, 'transitTiming')
      ? { hits: listed.hits, year: this.yearOf(subject, now) }
      : null;
    return {
      chart: { id: subject.id, name: subject.name, birthPlace: subject.birthPlace },
      calculatedAt: now.toISOString(),
      horizonDays: query.days,
      active,
      coming,
      timing,
      groups: { now: ids(grouped.now), year: ids(grouped.year), more: ids(grouped.more) },
    };
  }

  /** The natal chart inside, the sky now outside. Null without birth data. */
  async transitWheel(
    member: MemberRef,
    query: { chartId?: string | undefined; theme: WheelTheme },
  ): Promise<ChartWheel | null> {
    const subject = await this.subject(member, query.chartId);
    if (!subject) return null;
    const now = this.now();
    // The same calculation as the page's default list (cached together).
    const { sky } = this.transitsOf(subject, now, TRANSIT_HORIZON_DEFAULT_DAYS);
    return {
      svg: renderChartWheel(subject.natal, {
        theme: query.theme,
        wheelOnly: true,
        outer: sky,
        title: `${subject.name}: natal chart with the transits of ${shortDate(now.toISOString())}`,
      }),
    };
  }

  private async readingCharts(userId: string, readingId: string) {
    const reading = await this.members.getReading(userId, readingId);
    const [first, second] = await Promise.all([
      this.members.getChart(userId, reading.chart1.id),
      this.members.getChart(userId, reading.chart2.id),
    ]);
    const { settings } = await this.frame(userId);
    const a = birthDataChartOrThrow(birthDataOf(first), 'chart1Id', settings);
    const b = birthDataChartOrThrow(birthDataOf(second), 'chart2Id', settings);
    return { reading, first, second, a, b };
  }

  async compatibilityDetails(userId: string, readingId: string, theme: WheelTheme): Promise<CompatibilityDetails> {
    const { reading, first, second, a, b } = await this.readingCharts(userId, readingId);
    const words = compatibilityWords(reading.result as StoredCompatibilityResult, [first.name, second.name]);
    return {
      reading,
      colour: compatibilityColour(reading.percentage),
      label: words.label,
      summary: words.summary,
      highlights: words.highlights,
      dynamics: words.dynamics,
      svg: renderChartWheel(a, {
        theme,
        wheelOnly: true,
        outer: b,
        title: `Synastry bi-wheel: ${first.name} inside, ${second.name} outside`,
        outerTitle: second.name,
      }),
    };
  }

  /** The midpoint composite chart of a reading's two charts (the engine's calculateComposite, as /api/v4 uses). */
  async composite(userId: string, readingId: string, theme: WheelTheme): Promise<CompositeAnswer> {
    const { reading, first, second, a, b } = await this.readingCharts(userId, readingId);
    const composite = withoutMotion(calculateComposite(a, b));
    const timed = !a.timeUnknown && !b.timeUnknown;
    return {
      readingId: reading.id,
      names: [first.name, second.name],
      positions: compositePositions(composite, timed),
      highlights: compositeHighlights(composite, timed),
      svg: renderChartWheel(timed ? composite : { ...composite, timeUnknown: true }, {
        theme,
        wheelOnly: true,
        title: `Composite chart of ${first.name} and ${second.name}`,
      }),
    };
  }
}
