// Trainer feedback as stored and as shown: the row mapped to the contract's Feedback, the model's analysis read
// back from its JSON, and the settings and fallback text the analysis uses.
import { type Feedback, type FeedbackAnalysis, feedbackAnalysisSchema, type PersonalityId } from '@stellara/contract';
import type { personalityFeedback } from '../../db/schema/index.ts';

export const FEEDBACK_TEMPERATURE = 0.1;

export const FEEDBACK_FALLBACK_TEXT = "Thank you for the feedback! I'll work on incorporating those improvements.";

export type FeedbackRow = typeof personalityFeedback.$inferSelect;

export const iso = (d: Date | string | null) =>
  d === null ? null : d instanceof Date ? d.toISOString() : new Date(d).toISOString();

/** Reads the model's feedback JSON (code fences stripped); null when it is not the asked-for shape. */
export function parseFeedbackAnalysis(text: string): FeedbackAnalysis | null {
  const body = text
    .trim()
    .replace(/^```(?:json)?\s*/i, '')
    .replace(/\s*```$/, '');
  const start = body.indexOf('{');
  const end = body.lastIndexOf('}');
  if (start < 0 || end <= start) return null;
  try {
    const parsed = feedbackAnalysisSchema.safeParse(JSON.parse(body.slice(start, end + 1)));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function feedbackJson(r: FeedbackRow): Feedback {
  const stored = (r.analysis ?? null) as { by?: string; result?: unknown } | null;
  const analysis = stored?.result ? feedbackAnalysisSchema.safeParse(stored.result) : null;
  return {
    id: r.id,
    personalityMode: r.personalityMode as PersonalityId,
    feedbackType: r.feedbackType,
    originalResponse: r.originalResponse,
    feedbackContent: r.feedbackContent,
    suggestedImprovement: r.suggestedImprovement,
    analysis: analysis?.success ? analysis.data : null,
    analysedBy: stored?.by === 'model' || stored?.by === 'builtin' || stored?.by === 'fallback' ? stored.by : null,
    createdBy: r.createdBy,
    status: r.status,
    createdAt: iso(r.createdAt)!,
    appliedAt: iso(r.appliedAt),
  };
}
