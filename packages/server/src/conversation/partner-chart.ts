// The other person of a compatibility question in the chat, as a real chart: one the member stored ("Talk about
// this in chat" on the Compatibility page, or named in the message: "my husband Tom"), or birth data typed in the
// message (its place found in the places service). Only the member's own rows; a chart that is not theirs is a 404,
// as on the Charts page. Below Pro the other person is noted, never cast: the reply keeps to the plan's framing.
import type { NatalChart } from '@stellara/astro';
import { type BirthData, type PlaceResult, planAtLeast, type Tier } from '@stellara/contract';
import { and, eq } from 'drizzle-orm';
import {
  type Birth,
  birthDataChartOrThrow,
  castBirthChart,
  chartSettingsOf,
  memberChartFrame,
} from '../charts/index.ts';
import type { Database } from '../db/client.ts';
import { birthCharts } from '../db/schema/index.ts';
import { notFound, rowId } from '../http/errors.ts';
import { MONTHS } from './reply/dates.ts';
import type { PartnerSynastry, PlanAbout } from './reply/focus.ts';
import { partnerBirthIn, personNamedIn, type TypedPartnerBirth } from './reply/partner-birth.ts';
import { partnerBirthEarlier, storedChartNamedIn } from './reply/partner-follow-up.ts';
import { asksSunSignOfDate } from './reply/sun-sign-ask.ts';
import { partnerSynastry } from './reply/synastry-plan.ts';

/** Finds a typed birthplace (the places service's search: the bundled gazetteer or Nominatim), best first. */
export type PlaceSearch = (query: string) => Promise<PlaceResult[]>;

const pad = (n: number) => String(n).padStart(2, '0');

const foldName = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/**
 * The place a typed birthplace names: the search's best result. A place typed in lower case ("in lisbon") may be an
 * ordinary word, so a result that only completes it into a longer name ("love" -> Loveland) is not taken; one found
 * by its own name or another language's ("lisboa" -> Lisbon) is.
 */
export function placeFor(typed: string, results: readonly PlaceResult[]): PlaceResult | null {
  const best = results[0] ?? null;
  if (!best || /\p{Lu}/u.test(typed)) return best;
  const city = foldName(best.city || best.displayName.split(',')[0]!);
  const asked = foldName(typed);
  return city === asked || !city.startsWith(asked) ? best : null;
}

/** The person the chat last told of by "my <relation> <Name>", or nothing. */
function toldOfEarlier(earlier: readonly string[]): Pick<TypedPartnerBirth, 'name' | 'relation'> | null {
  for (const message of [...earlier].reverse()) {
    const who = personNamedIn(message);
    if (who.relation) return who;
  }
  return null;
}

/** Who the typed data is about, as the replies name them. */
export const typedName = (t: TypedPartnerBirth) => t.name ?? (t.relation ? `your ${t.relation}` : 'the other person');

export class PartnerCharts {
  constructor(
    private readonly db: Database,
    private readonly searchPlaces: PlaceSearch | null = null,
  ) {}

  /**
   * The other person a message asks about, for the planner: the button's stored chart first, then birth data typed
   * in the message (or a little earlier, when this message follows up on it), then a stored chart the message names. Pro gets the synastry worked out; below Pro (or data that
   * cannot be used) only that someone was asked about. Undefined when the message is about no one else.
   */
  async forMessage(input: {
    userId: string | null;
    tier: Tier;
    message: string;
    own: BirthData;
    chartId?: string;
    /** This chat's earlier user messages, oldest first: a follow-up leans on birth data typed in one of them. */
    earlier?: readonly string[];
  }): Promise<PlanAbout | undefined> {
    const pro = planAtLeast(input.tier, 'pro');
    if (input.chartId && input.userId) {
      if (!pro)
        return { kind: 'partner-asked', name: (await this.stored(input.userId, input.chartId)).name, problem: null };
      return this.synastry(input.userId, input.chartId, input.own);
    }
    // "Is the dog a Leo? born 2 aug 2021" asks a Sun sign of a date, not a synastry (sun-sign-ask.ts).
    if (asksSunSignOfDate(input.message)) return undefined;
    const found = partnerBirthIn(input.message) ?? partnerBirthEarlier(input.message, input.earlier ?? []);
    // "Her birth details are …" after "my daughter Jessica hasn't spoken to me": the person told of earlier.
    const typed = found && !found.name && !found.relation ? { ...found, ...toldOfEarlier(input.earlier ?? []) } : found;
    if (typed) {
      const name = typedName(typed);
      if (!pro) return { kind: 'partner-asked', name, problem: null };
      if (!typed.date) {
        return {
          kind: 'partner-asked',
          name,
          problem: `The date you gave for ${name}, ${typed.unclearDate}, could be read two ways: write the month as a word (say, 3 April 1990) and I'll read the synastry between your charts.`,
        };
      }
      return { ...(await this.typedSynastry({ ...typed, date: typed.date }, input.own)), inWords: true };
    }
    if (!input.userId) return undefined;
    const named = storedChartNamedIn(input.message, await this.list(input.userId, input.own));
    if (!named) return undefined;
    if (!pro) return { kind: 'partner-asked', name: named.name, problem: null };
    return { ...(await this.synastry(input.userId, named.id, input.own)), inWords: true };
  }

  /**
   * The member's charts of other people: not the chat's own birth (the first chart stored is the member's main one
   * whoever it is, so the birth itself tells whose chart it is).
   */
  private async list(userId: string, own: BirthData): Promise<{ id: string; name: string }[]> {
    const rows = await this.db.orm
      .select({
        id: birthCharts.id,
        name: birthCharts.name,
        birthDate: birthCharts.birthDate,
        birthTime: birthCharts.birthTime,
        latitude: birthCharts.latitude,
        longitude: birthCharts.longitude,
      })
      .from(birthCharts)
      .where(eq(birthCharts.userId, userId));
    const isOwn = (r: (typeof rows)[number]) =>
      r.birthDate === own.birthDate &&
      r.birthTime.slice(0, 5) === own.birthTime.slice(0, 5) &&
      Math.abs(r.latitude - own.latitude) < 0.01 &&
      Math.abs(r.longitude - own.longitude) < 0.01;
    return rows.filter((r) => !isOwn(r)).map(({ id, name }) => ({ id, name }));
  }

  /**
   * The synastry with a chart cast from typed data. The place is looked up (its zone turns the local time into UT);
   * without a time the chart is cast at noon and the Moon's signs over the day are noted; without a place found, the
   * day's positions are read in UT (enough for every planet but the Moon, never for houses).
   */
  async typedSynastry(typed: TypedPartnerBirth & { date: NonNullable<TypedPartnerBirth['date']> }, own: BirthData) {
    const place = typed.place && this.searchPlaces ? placeFor(typed.place, await this.searchPlaces(typed.place)) : null;
    const timeKnown = typed.time !== null && place !== null;
    const at = (hour: number, minute: number): NatalChart | null => {
      const birth: Birth = {
        ...typed.date,
        hour,
        minute,
        second: 0,
        timezone: place?.timezone ?? 'UTC',
        latitude: place?.latitude ?? 0,
        longitude: place?.longitude ?? 0,
      };
      const r = castBirthChart(birth);
      return r.status === 'ok' ? r.chart : null;
    };
    const chart = timeKnown ? at(typed.time!.hour, typed.time!.minute) : at(12, 0);
    if (!chart) throw new Error('the typed birth data gives no chart (a clock change at that hour)');
    const moonSigns = timeKnown
      ? []
      : [at(0, 0), at(23, 59)].flatMap((c) => (c ? [c.points.Moon.signName] : [chart.points.Moon.signName]));
    const { year, month, day } = typed.date;
    return partnerSynastry(birthDataChartOrThrow(own), chart, {
      id: 'typed',
      name: typedName(typed),
      source: 'typed',
      typed: {
        date: `${day} ${MONTHS[month - 1]} ${year}`,
        time: typed.time ? `${pad(typed.time.hour)}:${pad(typed.time.minute)}` : null,
        place: typed.place,
      },
      placeFound: place?.displayName ?? null,
      timeKnown,
      moonSigns,
    });
  }

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
      { id: other.id, name: other.name, source: 'stored' },
    );
  }
}
