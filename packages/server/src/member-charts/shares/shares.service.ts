// Share links for a member's own chart: create (the address is returned this once), list, revoke, and what a link
// shows to whoever opens it. Only the token's SHA-256 is stored, and no copy of the birth data: a link reads the
// member's profile when it is opened, so it follows their edits, and revoking (deleting the row) ends it at once.
import { createHash, randomBytes } from 'node:crypto';
import {
  type BirthData,
  canUseFeature,
  errorCodes,
  SHARE_LINK_LIMIT,
  type ShareAdded,
  type ShareCreated,
  type ShareCreateInput,
  type ShareLink,
  shareCreateSchema,
  shareMessages,
} from '@stellara/contract';
import type { MembersService } from '../../accounts/index.ts';
import { birthDataChartOrThrow } from '../../charts/index.ts';
import type { Database } from '../../db/client.ts';
import { HttpError } from '../../http/errors.ts';
import { type MemberRef, planRequired } from '../../http/guards.ts';
import { type BigThree, bigThreeOf, rasteriseCard, shareCardSvg } from './share-card.ts';
import type { SharePageView } from './share-page.ts';

interface ShareRow {
  id: string;
  user_id: string;
  first_name: string | null;
  include_birth_date: boolean;
  include_birth_time: boolean;
  include_birth_place: boolean;
  allow_compatibility: boolean;
  created_at: Date | string;
}

const COLUMNS =
  'id, user_id, first_name, include_birth_date, include_birth_time, include_birth_place, allow_compatibility, created_at';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const hashShareToken = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');
/** 24 random bytes, URL-safe: 32 characters, matched by the contract's shareTokenSchema. */
export const newShareToken = (random: (size: number) => Buffer = randomBytes) => random(24).toString('base64url');

/** The first word of the profile's name: the card says "Ana", never a surname. */
export const firstNameOf = (name: string) => name.trim().split(/\s+/)[0] || null;

const toShareLink = (row: ShareRow): ShareLink => ({
  id: row.id,
  firstName: row.first_name,
  includeBirthDate: row.include_birth_date,
  includeBirthTime: row.include_birth_time,
  includeBirthPlace: row.include_birth_place,
  allowCompatibility: row.allow_compatibility,
  createdAt: new Date(row.created_at).toISOString(),
});

/** The ticked birth details, worded for a person: "15 August 1990", "14:30", the place as entered. */
export function birthDetailsOf(row: ShareRow, birth: BirthData): string[] {
  const details: string[] = [];
  if (row.include_birth_date) {
    details.push(
      new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
        new Date(`${birth.birthDate}T00:00:00Z`),
      ),
    );
  }
  if (row.include_birth_time && birth.birthTime) details.push(birth.birthTime);
  if (row.include_birth_place) details.push(birth.birthPlace);
  return details;
}

const gone = () => new HttpError(404, errorCodes.notFound, shareMessages.notFound);

export interface OpenedShare {
  row: ShareRow;
  birth: BirthData;
  bigThree: BigThree;
  birthDetails: string[];
}

export class SharesService {
  /** Rendered cards by the SVG's hash: a preview service asks for the same card many times (bounded). */
  private readonly cards = new Map<string, Buffer>();

  constructor(
    private readonly db: Database,
    private readonly members: MembersService,
  ) {}

  async list(userId: string): Promise<ShareLink[]> {
    const { rows } = await this.db.sql.query<ShareRow>(
      `SELECT ${COLUMNS} FROM chart_shares WHERE user_id = $1 ORDER BY created_at DESC, id`,
      [userId],
    );
    return rows.map(toShareLink);
  }

  /** A new link to the member's own chart; 409 without birth data or at the limit. */
  async create(member: MemberRef, input: ShareCreateInput, origin: string): Promise<ShareCreated> {
    const options = shareCreateSchema.parse(input);
    const { birthData } = await this.members.profile(member.id);
    if (!birthData) throw new HttpError(409, errorCodes.conflict, shareMessages.noBirthData);
    const token = newShareToken();
    const row = await this.db.transaction(async (tx) => {
      // The member's row is locked so two creations at once cannot both pass the count.
      await tx.query('SELECT id FROM auth_users WHERE id = $1 FOR UPDATE', [member.id]);
      const { rows: counted } = await tx.query<{ n: number | string }>(
        'SELECT count(*) AS n FROM chart_shares WHERE user_id = $1',
        [member.id],
      );
      if (Number(counted[0]?.n ?? 0) >= SHARE_LINK_LIMIT) {
        throw new HttpError(409, errorCodes.conflict, shareMessages.limitReached);
      }
      const { rows } = await tx.query<ShareRow>(
        `INSERT INTO chart_shares (user_id, token_hash, first_name, include_birth_date, include_birth_time,
           include_birth_place, allow_compatibility) VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING ${COLUMNS}`,
        [
          member.id,
          hashShareToken(token),
          options.showFirstName ? firstNameOf(birthData.name) : null,
          options.includeBirthDate,
          options.includeBirthTime,
          options.includeBirthPlace,
          options.allowCompatibility,
        ],
      );
      return rows[0]!;
    });
    return { share: toShareLink(row), url: `${origin}/s/${token}` };
  }

  /** Turns a link off for good; another member's link, or one already off, is "not found". */
  async revoke(userId: string, id: string): Promise<void> {
    if (!UUID.test(id)) throw gone();
    const { rows } = await this.db.sql.query('DELETE FROM chart_shares WHERE id = $1 AND user_id = $2 RETURNING id', [
      id,
      userId,
    ]);
    if (rows.length === 0) throw gone();
  }

  /** What a live link shows; 404 for an unknown or revoked token, or when the sharer has no birth data any more. */
  async open(token: string): Promise<OpenedShare> {
    const { rows } = await this.db.sql.query<ShareRow>(`SELECT ${COLUMNS} FROM chart_shares WHERE token_hash = $1`, [
      hashShareToken(token),
    ]);
    const row = rows[0];
    if (!row) throw gone();
    const { birthData } = await this.members.profile(row.user_id);
    if (!birthData) throw gone();
    const chart = birthDataChartOrThrow(birthData);
    return { row, birth: birthData, bigThree: bigThreeOf(chart), birthDetails: birthDetailsOf(row, birthData) };
  }

  /** The card as drawn, before rasterising: the PNG holds exactly this text. */
  async cardSvg(token: string): Promise<string> {
    const { row, birth, birthDetails } = await this.open(token);
    const chart = birthDataChartOrThrow(birth);
    // The wheel's angles would give the birth time away to the minute: drawn only when the member shares the time.
    const wheel = row.include_birth_time ? chart : { ...chart, timeUnknown: true };
    return shareCardSvg({ chart: wheel, firstName: row.first_name, birthDetails });
  }

  async card(token: string): Promise<Buffer> {
    const svg = await this.cardSvg(token);
    const key = createHash('sha256').update(svg).digest('hex');
    let png = this.cards.get(key);
    if (!png) {
      png = rasteriseCard(svg);
      if (this.cards.size >= 32) this.cards.delete(this.cards.keys().next().value!);
      this.cards.set(key, png);
    }
    return png;
  }

  /** The page's view of a link for this viewer (null: a visitor). */
  async page(token: string, origin: string, viewer: MemberRef | null): Promise<SharePageView> {
    const { row, bigThree, birthDetails } = await this.open(token);
    let offer: SharePageView['offer'] = 'none';
    if (viewer?.id === row.user_id) offer = 'own';
    else if (viewer && row.allow_compatibility) offer = canUseFeature(viewer.plan, 'compatibility') ? 'add' : 'upgrade';
    return { token, origin, firstName: row.first_name, bigThree, birthDetails, offer };
  }

  /**
   * "Add to my Compatibility": the shared chart becomes one of the Pro member's saved charts (named by the first name,
   * or "Shared chart"), read with their own main chart when they have one. Only when the sharer agreed.
   */
  async addToCompatibility(member: MemberRef, token: string): Promise<ShareAdded> {
    const { row, birth } = await this.open(token);
    if (row.user_id === member.id) throw new HttpError(409, errorCodes.conflict, shareMessages.ownChart);
    if (!row.allow_compatibility) throw new HttpError(403, errorCodes.forbidden, shareMessages.notAllowed);
    if (!canUseFeature(member.plan, 'compatibility')) throw planRequired('pro');
    const { charts } = await this.members.listCharts(member);
    const own = charts.find((c) => c.isMain);
    const added = await this.members.createChart(member, {
      ...birth,
      name: row.first_name ?? 'Shared chart',
      isMain: false,
    });
    const reading = own ? await this.members.createReading(member, own.id, added.id) : null;
    return { chartId: added.id, readingId: reading?.id ?? null };
  }
}
