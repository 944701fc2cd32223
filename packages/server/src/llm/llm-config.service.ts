// LLM Config: the llm_configurations list, add, activate (exactly one active) and delete, and a truthful account
// of who answers chat replies (the built-in reader or the gateway, see llm/create-model.ts and routing-model.ts).
import {
  errorCodes,
  LLM_MESSAGES,
  LLM_PRESETS,
  type LlmConfiguration,
  type LlmConfigurationsAnswer,
  type LlmQuickAddList,
  type LlmRuntime,
  llmConfigurationInputSchema,
  llmQuickAddListSchema,
} from '@stellara/contract';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import type { ClusterEvents } from '../db/cluster-events.ts';
import { llmConfigurations, stagingConfigurations } from '../db/schema/index.ts';
import { HttpError } from '../http/errors.ts';
import { parseInput } from '../http/validate.ts';
import type { LanguageModel } from './language-model.port.ts';
import { OPENROUTER_BASE_URL } from './openai-gateway.ts';
import { BUILTIN_MODEL_NAME, isBuiltinModelName } from './routing-model.ts';

/** The quick-add list's row in staging_configurations (the spec's table of stored configurations, by type). */
const QUICK_ADD_TYPE = 'llm_quick_add';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type Row = typeof llmConfigurations.$inferSelect;

const json = (r: Row): LlmConfiguration => ({
  id: r.id,
  modelName: r.modelName,
  provider: r.provider,
  description: r.description,
  isActive: r.isActive,
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
});

export class LlmConfigService {
  constructor(
    private readonly deps: {
      db: Database;
      llm: LanguageModel;
      events: ClusterEvents;
      config: Pick<Config, 'llmMode' | 'LLM_BASE_URL' | 'LLM_DEFAULT_MODEL'>;
    },
  ) {}

  /** Who answers, given the active model name (null: none active). */
  runtime(activeModel: string | null): LlmRuntime {
    const { config } = this.deps;
    const gatewayConfigured = config.llmMode === 'gateway';
    const gatewayHost = gatewayConfigured ? new URL(config.LLM_BASE_URL ?? OPENROUTER_BASE_URL).host : null;
    const effectiveModel = activeModel ?? config.LLM_DEFAULT_MODEL;
    const builtin = !gatewayConfigured || isBuiltinModelName(effectiveModel);
    const chosen = activeModel ? `the active model ${activeModel}` : `the default model ${effectiveModel}`;
    let explanation: string;
    if (!gatewayConfigured) {
      explanation = `No model gateway is configured (LLM_BASE_URL and LLM_API_KEY are not set), so every reply comes from the built-in reader, whatever model is active here. ${activeModel && !isBuiltinModelName(activeModel) ? `${activeModel} is stored and will be asked for once a gateway is configured.` : 'Configure a gateway to use a language model.'}`;
    } else if (builtin) {
      const which = activeModel ? 'the active model' : `the default model (LLM_DEFAULT_MODEL, no model is active)`;
      explanation = `Replies come from the built-in reader: ${which} is ${BUILTIN_MODEL_NAME}. The gateway at ${gatewayHost} is configured; activate another model to use it.`;
    } else {
      explanation = `Replies come from ${effectiveModel} through the gateway at ${gatewayHost} (${chosen}${activeModel ? '' : ', since no model is active'}).`;
    }
    return {
      gatewayConfigured,
      gatewayHost,
      defaultModel: config.LLM_DEFAULT_MODEL,
      effectiveModel,
      answeredBy: builtin ? 'builtin' : 'gateway',
      explanation,
    };
  }

  async list(): Promise<LlmConfigurationsAnswer> {
    const rows = await this.deps.db.orm
      .select()
      .from(llmConfigurations)
      .orderBy(desc(llmConfigurations.createdAt), desc(llmConfigurations.id));
    const active = rows.find((r) => r.isActive)?.modelName ?? null;
    return { configurations: rows.map(json), activeModel: active, runtime: this.runtime(active) };
  }

  /** The quick-add list: as an administrator last saved it, else the seeded LLM_PRESETS. */
  async quickAdd(): Promise<LlmQuickAddList> {
    const [row] = await this.deps.db.orm
      .select({ config: stagingConfigurations.config })
      .from(stagingConfigurations)
      .where(eq(stagingConfigurations.configType, QUICK_ADD_TYPE))
      .orderBy(desc(stagingConfigurations.updatedAt))
      .limit(1);
    const stored = row ? llmQuickAddListSchema.safeParse(row.config) : null;
    return stored?.success ? stored.data : { models: LLM_PRESETS.map((p) => ({ ...p })) };
  }

  /** Replaces the quick-add list (names and providers required, no model twice, at most QUICK_ADD_MAX). */
  async saveQuickAdd(list: LlmQuickAddList): Promise<LlmQuickAddList> {
    const [existing] = await this.deps.db.orm
      .select({ id: stagingConfigurations.id })
      .from(stagingConfigurations)
      .where(eq(stagingConfigurations.configType, QUICK_ADD_TYPE))
      .orderBy(desc(stagingConfigurations.updatedAt))
      .limit(1);
    if (existing) {
      await this.deps.db.orm
        .update(stagingConfigurations)
        .set({ config: list, updatedAt: new Date() })
        .where(eq(stagingConfigurations.id, existing.id));
    } else {
      await this.deps.db.orm
        .insert(stagingConfigurations)
        .values({ configType: QUICK_ADD_TYPE, config: list, isActive: true });
    }
    return list;
  }

  async add(body: unknown): Promise<LlmConfiguration> {
    const parsed = llmConfigurationInputSchema.safeParse(body ?? {});
    if (!parsed.success && parsed.error.issues.some((i) => i.message === LLM_MESSAGES.required)) {
      throw new HttpError(400, errorCodes.validationFailed, LLM_MESSAGES.required, {
        modelName: LLM_MESSAGES.required,
        provider: LLM_MESSAGES.required,
      });
    }
    const input = parseInput(llmConfigurationInputSchema, body ?? {});
    const [existing] = await this.deps.db.orm
      .select({ id: llmConfigurations.id })
      .from(llmConfigurations)
      .where(
        and(
          sql`lower(${llmConfigurations.modelName}) = lower(${input.modelName})`,
          sql`lower(${llmConfigurations.provider}) = lower(${input.provider})`,
        ),
      )
      .limit(1);
    if (existing) throw new HttpError(409, errorCodes.unprocessable, LLM_MESSAGES.duplicate);
    const [row] = await this.deps.db.orm
      .insert(llmConfigurations)
      .values({ modelName: input.modelName, provider: input.provider, description: input.description })
      .returning();
    if (!row) throw new Error('insert returned no row');
    return json(row);
  }

  private async find(id: string): Promise<Row> {
    if (!UUID.test(id)) throw new HttpError(404, errorCodes.notFound, LLM_MESSAGES.notFound);
    const [row] = await this.deps.db.orm.select().from(llmConfigurations).where(eq(llmConfigurations.id, id)).limit(1);
    if (!row) throw new HttpError(404, errorCodes.notFound, LLM_MESSAGES.notFound);
    return row;
  }

  /** Deactivates every model and activates this one, in one transaction; then the next reply uses it. */
  async activate(id: string): Promise<LlmConfigurationsAnswer> {
    const row = await this.find(id);
    if (row.isActive) throw new HttpError(409, errorCodes.unprocessable, LLM_MESSAGES.onlyInactiveActivate);
    await this.deps.db.transaction(async (tx) => {
      await tx.query('UPDATE llm_configurations SET is_active = false, updated_at = now() WHERE is_active', []);
      await tx.query('UPDATE llm_configurations SET is_active = true, updated_at = now() WHERE id = $1', [id]);
    });
    // Every instance drops its cached active model (this one at once, the others by NOTIFY).
    await this.deps.events.publish('llm.active-model', {});
    return this.list();
  }

  async remove(id: string): Promise<void> {
    const row = await this.find(id);
    if (row.isActive) throw new HttpError(409, errorCodes.unprocessable, LLM_MESSAGES.onlyInactiveDelete);
    // The guard in the statement too: a concurrent activation cannot lose its active row here.
    await this.deps.db.orm
      .delete(llmConfigurations)
      .where(and(eq(llmConfigurations.id, id), eq(llmConfigurations.isActive, false)));
  }
}
