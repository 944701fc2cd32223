// The member pages' chart answers: a stored chart's wheel, transits to the member's chart, and the details of a
// compatibility reading. Reads the member's own rows through MembersService (scoped to the member).
import { type NatalChart, renderChartWheel } from '@stellara/astro';
import type {
  BirthData,
  ChartWheel,
  CompatibilityDetails,
  StoredBirthChart,
  TransitsResponse,
} from '@stellara/contract';
import { compatibilityColour, TRANSIT_HORIZON_DEFAULT_DAYS } from '@stellara/contract';
import type { MembersService } from '../../accounts/members.service.ts';
import type { MemberRef } from '../../http/guards.ts';
import { birthDataChartOrThrow } from '../birth-chart.ts';
import {
  compatibilityDynamics,
  compatibilityHighlights,
  type MemberTransits,
  memberTransits,
  type StoredCompatibilityResult,
} from './member-charts.ts';

type WheelTheme = 'classic' | 'light' | 'dark';

const birthOf = (c: StoredBirthChart): BirthData => ({
  name: c.name,
  birthDate: c.birthDate,
  birthTime: c.birthTime,
  birthPlace: c.birthPlace,
  latitude: c.latitude,
  longitude: c.longitude,
  timezone: c.timezone,
});

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

  constructor(
    private readonly members: MembersService,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async chartWheel(userId: string, chartId: string, theme: WheelTheme): Promise<ChartWheel> {
    const chart = await this.members.getChart(userId, chartId);
    const natal = birthDataChartOrThrow(birthOf(chart), 'chart');
    return { svg: renderChartWheel(natal, { theme, wheelOnly: true, title: `${chart.name}: natal chart` }) };
  }

  /** The named chart, else the main chart, else the profile's birth data; null without any birth data. */
  private async subject(member: MemberRef, chartId: string | undefined): Promise<Subject | null> {
    let chart: StoredBirthChart | undefined;
    if (chartId) chart = await this.members.getChart(member.id, chartId);
    else {
      const { charts } = await this.members.listCharts(member);
      chart = charts.find((c) => c.isMain) ?? charts[0];
    }
    if (chart) {
      const birth = birthOf(chart);
      return {
        id: chart.id,
        name: chart.name,
        birthPlace: chart.birthPlace,
        natal: birthDataChartOrThrow(birth, 'chart'),
        key: JSON.stringify(birth),
      };
    }
    const { birthData } = await this.members.profile(member.id);
    if (!birthData) return null;
    return {
      id: null,
      name: birthData.name || 'My Chart',
      birthPlace: birthData.birthPlace,
      natal: birthDataChartOrThrow(birthData, 'birthData'),
      key: JSON.stringify(birthData),
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

  async transits(member: MemberRef, query: { chartId?: string | undefined; days: number }): Promise<TransitsResponse> {
    const now = this.now();
    const subject = await this.subject(member, query.chartId);
    if (!subject) {
      return { chart: null, calculatedAt: now.toISOString(), horizonDays: query.days, active: [], coming: [] };
    }
    const { active, coming } = this.transitsOf(subject, now, query.days);
    return {
      chart: { id: subject.id, name: subject.name, birthPlace: subject.birthPlace },
      calculatedAt: now.toISOString(),
      horizonDays: query.days,
      active,
      coming,
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
        title: `${subject.name}: natal chart with the transits of ${now.toISOString().slice(0, 10)}`,
      }),
    };
  }

  async compatibilityDetails(userId: string, readingId: string, theme: WheelTheme): Promise<CompatibilityDetails> {
    const reading = await this.members.getReading(userId, readingId);
    const result = reading.result as StoredCompatibilityResult;
    const [first, second] = await Promise.all([
      this.members.getChart(userId, reading.chart1.id),
      this.members.getChart(userId, reading.chart2.id),
    ]);
    const a = birthDataChartOrThrow(birthOf(first), 'chart1Id');
    const b = birthDataChartOrThrow(birthOf(second), 'chart2Id');
    const names: [string, string] = [first.name, second.name];
    return {
      reading,
      colour: compatibilityColour(reading.percentage),
      label: result.description,
      highlights: compatibilityHighlights(result, names),
      dynamics: compatibilityDynamics(result),
      svg: renderChartWheel(a, {
        theme,
        wheelOnly: true,
        outer: b,
        title: `Synastry bi-wheel: ${first.name} inside, ${second.name} outside`,
        outerTitle: second.name,
      }),
    };
  }
}
