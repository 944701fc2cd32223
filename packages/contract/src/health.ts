// GET /api/health, read on every first page load: written with zod/mini (see me.ts) and imported as
// @stellara/contract/health, so that the first download carries zod's core and not the whole library.
import * as z from 'zod/mini';

export const componentNames = ['database', 'graph', 'llm', 'places', 'ocr'] as const;
export const componentStatusSchema = z.enum(['ok', 'degraded', 'down']);
export type ComponentStatus = z.infer<typeof componentStatusSchema>;

export const componentHealthSchema = z.object({
  /** "embedded" or the external kind in use (postgresql, neo4j, openai-compatible, nominatim, cloud). */
  mode: z.string(),
  /** "built in" or "external service": the public answer names no path, host or URL (System Health has them). */
  detail: z.string(),
  status: componentStatusSchema,
  latencyMs: z.nullable(z.number()),
  message: z.optional(z.string()),
});
export type ComponentHealth = z.infer<typeof componentHealthSchema>;

export const healthResponseSchema = z.object({
  status: componentStatusSchema,
  version: z.string(),
  components: z.object({
    database: componentHealthSchema,
    graph: componentHealthSchema,
    llm: componentHealthSchema,
    places: componentHealthSchema,
    ocr: componentHealthSchema,
  }),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;
