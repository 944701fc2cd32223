// The model the gateway asks for: the active row of llm_configurations, else LLM_DEFAULT_MODEL. Cached until an
// admin changes it on any instance (the 'llm.active-model' cluster event calls clearModelCache everywhere), and for
// at most a minute in case an event was lost.
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { llmConfigurations } from '../db/schema/index.ts';

export const MODEL_CACHE_TTL_MS = 60_000;

export class ActiveModel {
  private cached: { name: string; at: number } | null = null;
  private loading: Promise<string> | null = null;
  /** Bumped by clear(): a read that began before it must not cache what it found. */
  private generation = 0;

  constructor(
    private readonly db: Database | null,
    private readonly fallback: string,
    private readonly ttlMs = MODEL_CACHE_TTL_MS,
  ) {}

  async get(): Promise<string> {
    if (this.cached && Date.now() - this.cached.at < this.ttlMs) return this.cached.name;
    if (!this.loading) {
      const loading = this.load(this.generation).finally(() => {
        if (this.loading === loading) this.loading = null;
      });
      this.loading = loading;
    }
    return this.loading;
  }

  clear(): void {
    this.cached = null;
    this.loading = null;
    this.generation++;
  }

  private async load(generation: number): Promise<string> {
    let name = this.fallback;
    if (this.db) {
      const [row] = await this.db.orm
        .select({ modelName: llmConfigurations.modelName })
        .from(llmConfigurations)
        .where(eq(llmConfigurations.isActive, true))
        .limit(1);
      if (row?.modelName.trim()) name = row.modelName.trim();
    }
    if (generation === this.generation) this.cached = { name, at: Date.now() };
    return name;
  }
}
