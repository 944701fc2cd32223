// The morning note, assembled: settings, the job, and the Today card's reading it mails (reused, not redone).
import { randomUUID } from 'node:crypto';
import type { Accounts } from '../accounts/index.ts';
import { accountViewer, authBaseUrl } from '../accounts/index.ts';
import type { Config } from '../config.ts';
import { MemberChartsService, TodayService } from '../member-charts/index.ts';
import { MorningNoteJob } from './morning-note.job.ts';
import { MorningNoteService } from './morning-note.service.ts';
import { unsubscribeToken } from './unsubscribe-token.ts';

export interface MorningNotes {
  service: MorningNoteService;
  job: MorningNoteJob;
}

export function createMorningNotes(deps: {
  config: Config;
  accounts: Accounts;
  /** The clock of the job and of `since` (tests drive both). */
  now?: () => Date;
}): MorningNotes {
  const { config, accounts } = deps;
  const now = deps.now ?? (() => new Date());
  const today = new TodayService(accounts, new MemberChartsService(accounts.members, now), now);
  const base = authBaseUrl(config).replace(/\/$/, '');
  const job = new MorningNoteJob({
    db: accounts.db,
    mailer: accounts.mailer,
    logger: accounts.logger,
    now,
    instanceId: `${config.INSTANCE_ID ?? 'instance'}-${randomUUID()}`,
    readDay: async (member, timezone, date) =>
      today.today(
        await accountViewer(accounts.db, { ...member, name: member.name ?? '' }, null),
        undefined,
        timezone,
        date,
      ),
    links: (userId) => ({
      chat: `${base}/`,
      unsubscribe: `${base}/api/morning-note/unsubscribe?token=${unsubscribeToken(userId, config.SESSION_SECRET)}`,
    }),
  });
  return { service: new MorningNoteService(accounts.db, now), job };
}
