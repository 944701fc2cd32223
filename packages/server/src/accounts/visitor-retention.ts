// VISITOR_RETENTION_HOURS: what a visitor leaves on the server (chats, birth data, the visitor session) is removed
// once they have been inactive that long. A sweep runs at start and then periodically; every step is a single
// DELETE of rows already past the cutoff, so several instances sweeping the same database at once is harmless.
import type { Database } from '../db/client.ts';
import type { Logger } from '../logging/logger.ts';
import type { VisitorDataParticipant } from './account-data.port.ts';
import { VisitorService } from './visitor.service.ts';

const HOUR_MS = 60 * 60 * 1000;

export interface SweepResult {
  conversations: number;
  visitorSessions: number;
}

export class VisitorRetention {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> | undefined;

  constructor(
    private readonly deps: {
      db: Database;
      logger: Logger;
      retentionHours: number;
      /** Capabilities keeping visitors' data of their own (conversation's chats). */
      visitorData: readonly VisitorDataParticipant[];
    },
    /** Between sweeps: an hour, or a quarter of the retention when that is shorter. */
    private readonly intervalMs = Math.min(HOUR_MS, (deps.retentionHours * HOUR_MS) / 4),
  ) {}

  /** Removes what visitors inactive for longer than the retention left behind, as of `now`. */
  async sweep(now: Date = new Date()): Promise<SweepResult> {
    const cutoff = new Date(now.getTime() - this.deps.retentionHours * HOUR_MS);
    let conversations = 0;
    for (const participant of this.deps.visitorData) conversations += await participant.removeIdleVisitors(cutoff);
    const visitorSessions = await new VisitorService(this.deps.db, () => now).removeIdle(cutoff);
    if (conversations || visitorSessions) {
      this.deps.logger.info(
        { conversations, visitorSessions, retentionHours: this.deps.retentionHours },
        'Removed the data of inactive visitors',
      );
    }
    return { conversations, visitorSessions };
  }

  /** Sweeps now, then every interval until stop(). */
  start(): void {
    if (this.timer) return;
    const run = () => {
      this.running ??= this.sweep()
        .catch((error) => this.deps.logger.error({ err: error }, 'The visitor data sweep failed'))
        .finally(() => {
          this.running = undefined;
        });
    };
    this.timer = setInterval(run, this.intervalMs);
    this.timer.unref();
    run();
  }

  /** No new sweep starts; a running one finishes first (the database closes after this). */
  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.running;
  }
}
