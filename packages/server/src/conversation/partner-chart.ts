// The chart a member stored for someone else, read for a synastry in the chat ("Talk about this in chat" on the
// Compatibility page). Only the member's own rows; a chart that is not theirs is a 404, as on the Charts page.
import type { BirthData } from '@stellara/contract';
import { and, eq } from 'drizzle-orm';
import { birthDataChartOrThrow } from '../charts/birth-chart.ts';
import { chartSettingsOf, memberChartFrame } from '../charts/chart-frame.ts';
import type { Database } from '../db/client.ts';
import { birthCharts } from '../db/schema/index.ts';
import { notFound, rowId } from '../http/errors.ts';
import type { PartnerSynastry } from './reply/focus.ts';
import { partnerSynastry } from './reply/synastry-plan.ts';

export class PartnerCharts {
  constructor(private readonly db: Database) {}

  /** The stored chart's name and birth data; a 404 when the member has no such chart. */
  async stored(userId: string, chartId: string): Promise<{ id: string; name: string; birth: BirthData }> {
    const [row] = await this.db.orm
      .select()
      .from(birthCharts)
      .where(and(eq(birthCharts.id, rowId(chartId, 'Chart')), eq(birthCharts.userId, userId)))
      .limit(1);
    if (!row) throw notFound('Chart');
    return {
      id: row.id,
      name: row.name,
      birth: {
        name: row.name,
        birthDate: row.birthDate,
        birthTime: row.birthTime.slice(0, 5),
        birthTimeUnknown: row.birthTimeUnknown,
        birthPlace: row.birthPlace,
        latitude: row.latitude,
        longitude: row.longitude,
        timezone: row.timezone,
      },
    };
  }

  /** The synastry of the chat's own chart with the stored one, in the member's frame, as the planner takes it. */
  async synastry(userId: string, chartId: string, own: BirthData): Promise<PartnerSynastry> {
    const other = await this.stored(userId, chartId);
    const settings = chartSettingsOf(await memberChartFrame(this.db, userId));
    return partnerSynastry(
      birthDataChartOrThrow(own, 'birthData', settings),
      birthDataChartOrThrow(other.birth, 'about.chartId', settings),
      other,
    );
  }
}
