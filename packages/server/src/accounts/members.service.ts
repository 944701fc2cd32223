// The member's things: profile, birth charts and compatibility readings (saved chats and folders are
// conversation's, saved-chats.service.ts).
// Every query is scoped to the member's id: another member's row is "not found", never "forbidden".
import { calculateSynastry, relationshipScore } from '@stellara/astro';
import {
  type BirthData,
  type ChartFrame,
  type ChartsList,
  type CompatibilityReading,
  canUseFeature,
  chartFrameOf,
  chartLimit,
  type NatalChartRecord,
  type Preferences,
  type Profile,
  type StoredBirthChart,
  storedChartLimit,
} from '@stellara/contract';
import { and, count, desc, eq, inArray, ne } from 'drizzle-orm';
import {
  birthDataChartOrThrow,
  birthMoonDay,
  chartSettingsOf,
  frameKey,
  memberChartFrame,
  natalRecord,
} from '../charts/index.ts';
import type { Database } from '../db/client.ts';
import { birthCharts, compatibilityReadings, userProfiles } from '../db/schema/index.ts';
import { recordUsageEvent } from '../db/usage-events.ts';
import { notFound, rowId } from '../http/errors.ts';
import type { MemberRef } from '../http/guards.ts';
import {
  birthOfRow,
  type ChartRow,
  castTime,
  chartLimitReached,
  compatibilityPercentage,
  hhmm,
  profileFrame,
  utcOf,
} from './member-records.ts';

export class MembersService {
  constructor(private readonly db: Database) {}

  // ------------------------------------------------------------------------------------------- profile

  async profile(userId: string): Promise<Profile> {
    const [row] = await this.db.orm.select().from(userProfiles).where(eq(userProfiles.id, userId)).limit(1);
    if (!row) throw notFound('Profile');
    const birthData: BirthData | null =
      row.birthDate &&
      row.birthTime &&
      row.birthPlace &&
      row.latitude !== null &&
      row.longitude !== null &&
      row.timezone
        ? {
            name: row.name ?? '',
            birthDate: row.birthDate,
            birthTime: hhmm(row.birthTime)!,
            birthPlace: row.birthPlace,
            latitude: row.latitude,
            longitude: row.longitude,
            timezone: row.timezone,
            ...(row.birthTimeUnknown ? { birthTimeUnknown: true } : {}),
          }
        : null;
    const chart: NatalChartRecord | null =
      row.natalPlanets && row.chartCalculatedAt
        ? ({
            ...(birthData ? utcOf(birthData) : {}),
            natal_planets: row.natalPlanets,
            natal_houses: row.natalHouses,
            natal_aspects: row.natalAspects,
            chart_calculated_at: row.chartCalculatedAt.toISOString(),
            ...(birthData?.birthTimeUnknown
              ? {
                  moon_day: birthMoonDay(
                    birthData,
                    chartSettingsOf(chartFrameOf(row.preferences as Preferences)).ayanamsa ?? null,
                  ),
                }
              : {}),
            ...(birthData ? { frame: profileFrame(birthData, chartFrameOf(row.preferences as Preferences)) } : {}),
          } as NatalChartRecord)
        : null;
    return {
      id: row.id,
      email: row.email,
      name: row.name,
      tier: row.tier,
      isRegistered: row.isRegistered,
      createdAt: row.createdAt.toISOString(),
      birthData,
      chart,
      preferences: (row.preferences ?? {}) as Preferences,
    };
  }

  /**
   * Saves birth data (with its freshly computed chart), the name or the preferences. Preferences are merged into the
   * stored ones; a new house system or zodiac recasts the profile's chart and every stored chart in it.
   */
  async updateProfile(
    userId: string,
    input: { name?: string | undefined; birthData?: BirthData | undefined; preferences?: Preferences | undefined },
    chart?: NatalChartRecord,
  ): Promise<Profile> {
    const current = await this.profile(userId);
    const preferences = input.preferences ? { ...current.preferences, ...input.preferences } : current.preferences;
    const frame = chartFrameOf(preferences);
    const reframed = frameKey(frame) !== frameKey(chartFrameOf(current.preferences));
    const set: Partial<typeof userProfiles.$inferInsert> = { updatedAt: new Date() };
    if (input.name !== undefined) set.name = input.name;
    if (input.preferences !== undefined) set.preferences = preferences;
    const birthData = input.birthData ?? (reframed ? current.birthData : null);
    if (birthData) {
      // The route's record is cast in the default frame; a member with another frame gets theirs.
      const given = input.birthData && chart?.frame && frameKey(chart.frame) === frameKey(frame) ? chart : null;
      const record = given ?? natalRecord(birthData, new Date(), 'birthData', frame);
      Object.assign(set, {
        natalPlanets: record.natal_planets,
        natalHouses: record.natal_houses,
        natalAspects: record.natal_aspects,
        chartCalculatedAt: new Date(record.chart_calculated_at),
      });
    }
    if (input.birthData) {
      Object.assign(set, {
        name: input.name ?? input.birthData.name,
        birthDate: input.birthData.birthDate,
        birthTime: castTime(input.birthData),
        birthTimeUnknown: input.birthData.birthTimeUnknown === true,
        birthPlace: input.birthData.birthPlace,
        latitude: input.birthData.latitude,
        longitude: input.birthData.longitude,
        timezone: input.birthData.timezone,
      });
    }
    const before = input.birthData ? current.birthData : null;
    const updated = await this.db.orm
      .update(userProfiles)
      .set(set)
      .where(eq(userProfiles.id, userId))
      .returning({ id: userProfiles.id });
    if (!updated.length) throw notFound('Profile');
    if (reframed) await this.recastCharts(userId, frame);
    if (before && input.birthData) await this.followProfile(userId, before, input.birthData);
    return this.profile(userId);
  }

  /** Every stored chart of the member, cast again in a new frame (their records are what the charts pages show). */
  private async recastCharts(userId: string, frame: ChartFrame): Promise<void> {
    const rows = await this.db.orm.select().from(birthCharts).where(eq(birthCharts.userId, userId));
    for (const row of rows) {
      const record = natalRecord(birthOfRow(row), new Date(), 'chart', frame);
      await this.db.orm.update(birthCharts).set({ chartData: record }).where(eq(birthCharts.id, row.id));
    }
  }

  /**
   * The main chart made from the profile (ensureMainChart) follows the member's own birth data when it is edited, so
   * Current Transits and the Today card read the new chart. A main chart with other birth data (someone else's chart
   * marked main) is left alone.
   */
  private async followProfile(userId: string, before: BirthData, after: BirthData): Promise<void> {
    const [main] = await this.db.orm
      .select()
      .from(birthCharts)
      .where(and(eq(birthCharts.userId, userId), eq(birthCharts.isMain, true)))
      .limit(1);
    if (!main) return;
    const same =
      main.birthDate === before.birthDate &&
      hhmm(main.birthTime) === before.birthTime &&
      main.birthTimeUnknown === (before.birthTimeUnknown === true) &&
      main.birthPlace === before.birthPlace &&
      main.latitude === before.latitude &&
      main.longitude === before.longitude &&
      main.timezone === before.timezone;
    if (!same) return;
    const { name: _name, ...birth } = after;
    await this.updateChart(userId, main.id, birth);
  }

  /** The member's chosen house system and zodiac (defaults filled in). */
  chartFrame(userId: string): Promise<ChartFrame> {
    return memberChartFrame(this.db, userId);
  }

  async hasBirthData(userId: string): Promise<boolean> {
    const [row] = await this.db.orm
      .select({ birthDate: userProfiles.birthDate })
      .from(userProfiles)
      .where(eq(userProfiles.id, userId))
      .limit(1);
    return Boolean(row?.birthDate);
  }

  // ------------------------------------------------------------------------------------------- birth charts

  private chartJson(row: ChartRow): StoredBirthChart {
    return {
      id: row.id,
      name: row.name,
      birthDate: row.birthDate,
      birthTime: hhmm(row.birthTime)!,
      birthTimeUnknown: row.birthTimeUnknown,
      birthPlace: row.birthPlace,
      latitude: row.latitude,
      longitude: row.longitude,
      timezone: row.timezone,
      isMain: row.isMain,
      chart: (row.chartData as NatalChartRecord | null) ?? null,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    };
  }

  /** The spec's profile save also creates the main birth chart: for plus and pro, when they have none yet. */
  async ensureMainChart(member: MemberRef, birth: BirthData): Promise<StoredBirthChart | null> {
    if (!canUseFeature(member.plan, 'charts')) return null;
    const [{ used } = { used: 0 }] = await this.db.orm
      .select({ used: count() })
      .from(birthCharts)
      .where(eq(birthCharts.userId, member.id));
    if (Number(used) > 0) return null;
    const { name: _name, ...place } = birth;
    // Checked again under the member's lock: two first reads of the charts list make one main chart, not two.
    return this.insertChart(member, { ...place, name: 'My Chart', isMain: true }, { onlyWhenNone: true });
  }

  /**
   * The member's charts. A plan that allows charts and no chart yet, with birth data on the account, gets the main
   * chart made from it here: birth data saved on the free plan then shows up after any upgrade (checkout, webhook,
   * admin change), since every reader of the charts comes through this list.
   */
  async listCharts(member: MemberRef): Promise<ChartsList> {
    const read = () =>
      this.db.orm
        .select()
        .from(birthCharts)
        .where(eq(birthCharts.userId, member.id))
        .orderBy(desc(birthCharts.createdAt));
    let rows = await read();
    if (rows.length === 0 && canUseFeature(member.plan, 'charts')) {
      const { birthData } = await this.profile(member.id);
      if (birthData && (await this.ensureMainChart(member, birthData))) rows = await read();
    }
    // The member's own (main) chart never counts: the plan's number is the charts of other people.
    const ownChart = rows.some((r) => r.isMain);
    return {
      charts: rows.map((r) => this.chartJson(r)),
      ownChart,
      limit: chartLimit(member.plan, member.extraCharts),
      used: rows.length - (ownChart ? 1 : 0),
      extraCharts: member.extraCharts,
    };
  }

  private async chartRow(userId: string, id: string): Promise<ChartRow> {
    const [row] = await this.db.orm
      .select()
      .from(birthCharts)
      .where(and(eq(birthCharts.id, rowId(id, 'Chart')), eq(birthCharts.userId, userId)))
      .limit(1);
    if (!row) throw notFound('Chart');
    return row;
  }

  async getChart(userId: string, id: string): Promise<StoredBirthChart> {
    return this.chartJson(await this.chartRow(userId, id));
  }

  async createChart(
    member: MemberRef,
    input: Omit<BirthData, 'name'> & { name: string; isMain?: boolean | undefined },
  ): Promise<StoredBirthChart> {
    return (await this.insertChart(member, input, { onlyWhenNone: false }))!;
  }

  /**
   * Count and insert in one transaction that holds the member's profile row (SELECT ... FOR UPDATE): concurrent
   * creations for one member queue on that lock, so none sees a stale count and the plan's limit always holds
   * (PostgreSQL runs them in parallel; PGlite one at a time). `onlyWhenNone`: null when the member has a chart.
   */
  private async insertChart(
    member: MemberRef,
    input: Omit<BirthData, 'name'> & { name: string; isMain?: boolean | undefined },
    options: { onlyWhenNone: boolean },
  ): Promise<StoredBirthChart | null> {
    // The first chart is the member's own (main) one and never counts; `limit` more may follow it.
    const limit = chartLimit(member.plan, member.extraCharts);
    const stored = storedChartLimit(member.plan, member.extraCharts);
    const record = natalRecord({ ...input }, new Date(), 'body', await memberChartFrame(this.db, member.id));
    return this.db.orm.transaction(async (tx) => {
      await tx.select({ id: userProfiles.id }).from(userProfiles).where(eq(userProfiles.id, member.id)).for('update');
      const [{ used } = { used: 0 }] = await tx
        .select({ used: count() })
        .from(birthCharts)
        .where(eq(birthCharts.userId, member.id));
      if (options.onlyWhenNone && Number(used) > 0) return null;
      if (Number(used) >= stored) throw chartLimitReached(limit);
      const makeMain = input.isMain === true || Number(used) === 0;
      if (makeMain) {
        await tx.update(birthCharts).set({ isMain: false }).where(eq(birthCharts.userId, member.id));
      }
      const [row] = await tx
        .insert(birthCharts)
        .values({
          userId: member.id,
          name: input.name,
          birthDate: input.birthDate,
          birthTime: castTime(input),
          birthTimeUnknown: input.birthTimeUnknown === true,
          birthPlace: input.birthPlace,
          latitude: input.latitude,
          longitude: input.longitude,
          timezone: input.timezone,
          isMain: makeMain,
          chartData: record,
        })
        .returning();
      await recordUsageEvent(tx, {
        type: 'chart_created',
        member,
        data: { chartId: row!.id, isMain: makeMain, automatic: options.onlyWhenNone },
      });
      return this.chartJson(row!);
    });
  }

  async updateChart(
    userId: string,
    id: string,
    patch: Partial<Omit<BirthData, 'name'> & { name: string; isMain: boolean }>,
  ): Promise<StoredBirthChart> {
    const row = await this.chartRow(userId, id);
    // A time given without the flag is a time now known: the flag goes with it.
    const birthTimeUnknown = patch.birthTimeUnknown ?? (patch.birthTime ? false : row.birthTimeUnknown);
    const merged = {
      name: patch.name ?? row.name,
      birthDate: patch.birthDate ?? row.birthDate,
      birthTime: castTime({ birthTime: patch.birthTime ?? hhmm(row.birthTime)!, birthTimeUnknown }),
      birthTimeUnknown,
      birthPlace: patch.birthPlace ?? row.birthPlace,
      latitude: patch.latitude ?? row.latitude,
      longitude: patch.longitude ?? row.longitude,
      timezone: patch.timezone ?? row.timezone,
    };
    const record = natalRecord(merged, new Date(), 'body', await memberChartFrame(this.db, userId));
    if (patch.isMain === true) await this.markMain(userId, id);
    const [updated] = await this.db.orm
      .update(birthCharts)
      .set({ ...merged, chartData: record, updatedAt: new Date() })
      .where(and(eq(birthCharts.id, id), eq(birthCharts.userId, userId)))
      .returning();
    return this.chartJson(updated!);
  }

  /** Marks one chart main (the only one). */
  async markMain(userId: string, id: string): Promise<StoredBirthChart> {
    await this.chartRow(userId, id);
    return this.db.orm.transaction(async (tx) => {
      await tx
        .update(birthCharts)
        .set({ isMain: false })
        .where(and(eq(birthCharts.userId, userId), ne(birthCharts.id, id)));
      const [row] = await tx
        .update(birthCharts)
        .set({ isMain: true, updatedAt: new Date() })
        .where(and(eq(birthCharts.id, id), eq(birthCharts.userId, userId)))
        .returning();
      return this.chartJson(row!);
    });
  }

  /** Deletes a chart; when it was the main one, the newest remaining chart becomes main. */
  async deleteChart(userId: string, id: string): Promise<void> {
    const row = await this.chartRow(userId, id);
    await this.db.orm.delete(birthCharts).where(and(eq(birthCharts.id, id), eq(birthCharts.userId, userId)));
    if (row.isMain) {
      const [next] = await this.db.orm
        .select({ id: birthCharts.id })
        .from(birthCharts)
        .where(eq(birthCharts.userId, userId))
        .orderBy(desc(birthCharts.createdAt))
        .limit(1);
      if (next) await this.db.orm.update(birthCharts).set({ isMain: true }).where(eq(birthCharts.id, next.id));
    }
  }

  // ------------------------------------------------------------------------------------------- compatibility

  private async readingJson(rows: (typeof compatibilityReadings.$inferSelect)[]): Promise<CompatibilityReading[]> {
    const ids = [...new Set(rows.flatMap((r) => [r.chart1Id, r.chart2Id]))];
    const charts = ids.length
      ? await this.db.orm
          .select({ id: birthCharts.id, name: birthCharts.name, birthPlace: birthCharts.birthPlace })
          .from(birthCharts)
          .where(inArray(birthCharts.id, ids))
      : [];
    const byId = new Map(charts.map((c) => [c.id, c]));
    return rows.map((r) => ({
      id: r.id,
      chart1: byId.get(r.chart1Id) ?? { id: r.chart1Id, name: '', birthPlace: '' },
      chart2: byId.get(r.chart2Id) ?? { id: r.chart2Id, name: '', birthPlace: '' },
      score: r.score,
      percentage: compatibilityPercentage(r.result),
      result: r.result,
      createdAt: r.createdAt.toISOString(),
    }));
  }

  async listReadings(userId: string): Promise<CompatibilityReading[]> {
    const rows = await this.db.orm
      .select()
      .from(compatibilityReadings)
      .where(eq(compatibilityReadings.userId, userId))
      .orderBy(desc(compatibilityReadings.createdAt));
    return this.readingJson(rows);
  }

  async getReading(userId: string, id: string): Promise<CompatibilityReading> {
    const rows = await this.db.orm
      .select()
      .from(compatibilityReadings)
      .where(and(eq(compatibilityReadings.id, rowId(id, 'Reading')), eq(compatibilityReadings.userId, userId)));
    const [reading] = await this.readingJson(rows);
    if (!reading) throw notFound('Reading');
    return reading;
  }

  /** Compares two of the member's charts (synastry aspects, house overlays, relationship score) and stores it. */
  async createReading(member: MemberRef, chart1Id: string, chart2Id: string): Promise<CompatibilityReading> {
    const userId = member.id;
    const first = await this.chartRow(userId, chart1Id);
    const second = await this.chartRow(userId, chart2Id);
    // Both charts in the member's frame: house overlays read the houses they chose.
    const settings = chartSettingsOf(await memberChartFrame(this.db, userId));
    const a = birthDataChartOrThrow(birthOfRow(first), 'chart1Id', settings);
    const b = birthDataChartOrThrow(birthOfRow(second), 'chart2Id', settings);
    const score = relationshipScore(a, b);
    const synastry = calculateSynastry(a, b);
    const result = {
      score: score.value,
      description: score.description,
      isDestinySign: score.isDestinySign,
      scoredAspects: score.aspects,
      synastry,
    };
    const row = await this.db.orm.transaction(async (tx) => {
      const [inserted] = await tx
        .insert(compatibilityReadings)
        .values({ userId, chart1Id: first.id, chart2Id: second.id, score: Math.round(score.value), result })
        .returning();
      await recordUsageEvent(tx, {
        type: 'compatibility_reading',
        member,
        data: { readingId: inserted!.id, score: Math.round(score.value) },
      });
      return inserted;
    });
    const [reading] = await this.readingJson([row!]);
    return reading!;
  }

  async deleteReading(userId: string, id: string): Promise<void> {
    const rows = await this.db.orm
      .delete(compatibilityReadings)
      .where(and(eq(compatibilityReadings.id, rowId(id, 'Reading')), eq(compatibilityReadings.userId, userId)))
      .returning({ id: compatibilityReadings.id });
    if (!rows.length) throw notFound('Reading');
  }
}
