// The member's morning-note settings and the unsubscribe, kept beside their preferences on the profile row.
import type { MorningNoteAnswer, MorningNoteSettings } from '@stellara/contract';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { authUsers, userProfiles } from '../db/schema/index.ts';
import { notFound } from '../http/errors.ts';

export class MorningNoteService {
  constructor(
    private readonly db: Database,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async settings(userId: string): Promise<MorningNoteAnswer> {
    const [row] = await this.db.orm
      .select({
        enabled: userProfiles.morningNoteEnabled,
        hour: userProfiles.morningNoteHour,
        timezone: userProfiles.morningNoteTimezone,
        emailVerified: authUsers.emailVerified,
      })
      .from(userProfiles)
      .innerJoin(authUsers, eq(authUsers.id, userProfiles.id))
      .where(eq(userProfiles.id, userId))
      .limit(1);
    if (!row) throw notFound('Profile');
    return row;
  }

  /**
   * Saves the settings. Switching the note on starts it from the next chosen hour: `since` is set then, so a morning
   * whose hour has already passed today does not arrive at once.
   */
  async update(userId: string, input: MorningNoteSettings): Promise<MorningNoteAnswer> {
    await this.db.transaction(async (tx) => {
      const { rows } = await tx.query<{ enabled: boolean }>(
        'SELECT morning_note_enabled AS enabled FROM user_profiles WHERE id = $1 FOR UPDATE',
        [userId],
      );
      if (!rows[0]) throw notFound('Profile');
      const switchedOn = input.enabled && !rows[0].enabled;
      await tx.query(
        `UPDATE user_profiles SET morning_note_enabled = $2, morning_note_hour = $3, morning_note_timezone = $4,
           morning_note_since = CASE WHEN $5::boolean THEN $6::timestamptz ELSE morning_note_since END, updated_at = now()
         WHERE id = $1`,
        [userId, input.enabled, input.hour, input.timezone, switchedOn, this.now().toISOString()],
      );
    });
    return this.settings(userId);
  }

  /** Switches the note off (the one-click unsubscribe): false when there is no such member. */
  async unsubscribe(userId: string): Promise<boolean> {
    const updated = await this.db.orm
      .update(userProfiles)
      .set({ morningNoteEnabled: false, updatedAt: new Date() })
      .where(eq(userProfiles.id, userId))
      .returning({ id: userProfiles.id });
    return updated.length > 0;
  }
}
