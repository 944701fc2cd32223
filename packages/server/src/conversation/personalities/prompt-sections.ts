// The personality's prompt sections in force: active personality_prompts rows over the built-in texts, plus the
// graph's response patterns. Cached for a minute; the admin's prompt editor clears the cache on save.
import type { PersonalityId } from '@stellara/contract';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { personalityPrompts } from '../../db/schema/index.ts';
import type { KnowledgeGraph } from '../../knowledge/index.ts';
import type { PersonalitySections } from './catalogue.ts';
import { resolveSections } from './catalogue.ts';

const SECTIONS_CACHE_MS = 60_000;

export class PersonalitySectionsCache {
  private readonly cache = new Map<string, { at: number; value: Promise<PersonalitySections> }>();

  constructor(
    private readonly db: Database,
    private readonly graph: KnowledgeGraph | null,
  ) {}

  async get(personality: PersonalityId): Promise<PersonalitySections> {
    const hit = this.cache.get(personality);
    if (hit && Date.now() - hit.at < SECTIONS_CACHE_MS) return hit.value;
    const value = (async () => {
      const rows = await this.db.orm
        .select()
        .from(personalityPrompts)
        .where(and(eq(personalityPrompts.personalityMode, personality), eq(personalityPrompts.isActive, true)));
      const patterns = this.graph ? await this.graph.getResponsePatterns(personality).catch(() => []) : [];
      return resolveSections(
        personality,
        rows.map((r) => ({ section: r.promptSection, content: r.content, isActive: r.isActive })),
        patterns,
      );
    })();
    value.catch(() => this.cache.delete(personality));
    this.cache.set(personality, { at: Date.now(), value });
    return value;
  }

  /** Forgets cached sections (the admin's prompt editor calls this after a save). */
  clear(): void {
    this.cache.clear();
  }
}
