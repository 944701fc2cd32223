// Personality Control (docs/admin.md): the trainer chat
// (always pro, temperature 0.7, last 6 messages, on the chart the admin picks: the sample, a stored one, or one typed), greetings and the prompt editor over
// personality_prompts (plus graph ResponsePatterns), the personality test, and feedback: analysed at 0.1 into
// analysis / improvedResponse / promptAdjustment / confidence, applied as a response_pattern prompt or rejected.
import {
  type BirthData,
  CHAT_CONTEXT_MESSAGES,
  errorCodes,
  type Feedback,
  type FeedbackAnalysis,
  type PersonalityId,
  type PromptSectionId,
  type PromptSectionInfo,
  type TechnicalLevel,
  type TrainerChartChoice,
  type TrainerChartUsed,
} from '@stellara/contract';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { birthCharts, personalityFeedback, personalityPrompts } from '../../db/schema/index.ts';
import { HttpError } from '../../http/errors.ts';
import type { KnowledgeGraph, ResponsePattern } from '../../knowledge/index.ts';
import {
  factExtractionPrompt,
  factsFromModel,
  graphKnowledge,
  type ReaderKnowledge,
  type TaughtFact,
} from '../../knowledge/index.ts';
import { type LanguageModel, LlmError, MAX_TOKENS, type ModelMessage } from '../../llm/index.ts';
import type { Logger } from '../../logging/logger.ts';
import type { ConversationService } from '../conversation.service.ts';
import { builtinReply } from '../reply/builtin-writer.ts';
import { knowledgeForPlan, modelMessages } from '../reply/model-writer.ts';
import { planReply } from '../reply/plan.ts';
import { contextFor, natalFromBirthData } from '../session-chart.ts';
import { builtinSections, personalityNames, promptSections, resolveSections } from './catalogue.ts';
import { builtinFeedbackAnalysis } from './feedback-analysis.ts';
import {
  FEEDBACK_FALLBACK_TEXT,
  FEEDBACK_TEMPERATURE,
  type FeedbackRow,
  feedbackJson,
  iso,
  parseFeedbackAnalysis,
} from './feedback-records.ts';
import { wordLimitIn } from './reply-length.ts';
import { birthMoment, TRAINER_SAMPLE_BIRTH, TRAINER_TEMPERATURE, withinLimit } from './trainer-sample.ts';

/** A trainer reply and the chart it was read from. */
export interface TrainerReply {
  text: string;
  chart: TrainerChartUsed;
}

/** A trainer message that asks Stellara to learn what follows ("Teach: Venus is exalted in Pisces"). */
export const TEACH_PREFIX = /^\s*teach\s*:\s*/i;

/** The answer to "Teach: ..." when no fact in it could be stored: said plainly, with what can be learned. */
export function nothingTaughtReply(statement: string): string {
  const what = statement.trim()
    ? 'I read that as something to learn, but I found no fact in it I can store, so nothing was written to my knowledge graph.'
    : 'There was nothing after "Teach:" for me to learn, so nothing was stored.';
  return `${what} I can learn statements such as "Venus is exalted in Pisces", "Saturn rules Capricorn", "The 8th house is about shared resources" or "A trine is harmonious".`;
}

export interface TrainerTurn {
  sender: 'admin' | 'Stellara';
  content: string;
}

export class TrainingService {
  constructor(
    private readonly deps: {
      db: Database;
      graph: KnowledgeGraph;
      llm: LanguageModel;
      conversations: ConversationService;
      logger: Logger;
    },
  ) {
    this.knowledge = graphKnowledge(deps.graph);
  }

  /** Meanings for the sample chart's placements: the graph first, the starter knowledge base as fallback. */
  private readonly knowledge: ReaderKnowledge;

  // -------------------------------------------------------------------------------------------
  // Prompt sections

  private async patterns(personality: PersonalityId): Promise<ResponsePattern[]> {
    try {
      return await this.deps.graph.getResponsePatterns(personality);
    } catch (error) {
      this.deps.logger.warn({ err: (error as Error).message }, 'graph response patterns unavailable');
      return [];
    }
  }

  /** The sections the next reply uses, read fresh (no cache): table rows over built-ins, plus graph patterns. */
  async sections(personality: PersonalityId) {
    const rows = await this.deps.db.orm
      .select()
      .from(personalityPrompts)
      .where(and(eq(personalityPrompts.personalityMode, personality), eq(personalityPrompts.isActive, true)));
    return resolveSections(
      personality,
      rows.map((r) => ({ section: r.promptSection, content: r.content, isActive: r.isActive })),
      await this.patterns(personality),
    );
  }

  /** The prompt editor's list: each section with the text in force and where it comes from. */
  async promptList(personality: PersonalityId): Promise<PromptSectionInfo[]> {
    const rows = await this.deps.db.orm
      .select()
      .from(personalityPrompts)
      .where(eq(personalityPrompts.personalityMode, personality))
      .orderBy(asc(personalityPrompts.promptSection));
    const patterns = (await this.patterns(personality)).filter((p) => p.is_active && p.content.trim());
    return promptSections.map((section) => {
      const row = rows.find((r) => r.promptSection === section);
      const stored = row?.isActive && row.content.trim() ? row : null;
      return {
        personality,
        section,
        content: stored ? stored.content : builtinSections[personality][section],
        source: stored ? ('table' as const) : ('builtin' as const),
        isActive: row ? row.isActive : true,
        updatedAt: stored ? iso(stored.updatedAt) : null,
        createdBy: stored ? stored.createdBy : null,
        graphPatterns: patterns
          .filter((p) =>
            (promptSections as readonly string[]).includes(p.section)
              ? p.section === section
              : section === 'response_pattern',
          )
          .map((p) => p.content.trim()),
      };
    });
  }

  private async promptInfo(personality: PersonalityId, section: PromptSectionId): Promise<PromptSectionInfo> {
    const info = (await this.promptList(personality)).find((s) => s.section === section);
    if (!info) throw new Error(`unknown prompt section ${section}`);
    return info;
  }

  /** Upserts (personality_mode, prompt_section); the next reply of every chat uses it (cache cleared). */
  async savePrompt(
    personality: PersonalityId,
    section: PromptSectionId,
    content: string,
    createdBy: string,
  ): Promise<PromptSectionInfo> {
    await this.deps.db.orm
      .insert(personalityPrompts)
      .values({ personalityMode: personality, promptSection: section, content: content.trim(), createdBy })
      .onConflictDoUpdate({
        target: [personalityPrompts.personalityMode, personalityPrompts.promptSection],
        set: { content: content.trim(), isActive: true, createdBy, updatedAt: new Date() },
      });
    this.deps.conversations.clearPersonalityCache();
    return this.promptInfo(personality, section);
  }

  async greeting(personality: PersonalityId): Promise<string> {
    return (await this.sections(personality)).greeting;
  }

  // -------------------------------------------------------------------------------------------
  // Generation

  /** The birth data of the chart the admin picked, and how the panel names it. Throws 404/422 as an HttpError. */
  private async chartOf(
    choice: TrainerChartChoice,
    adminUserId: string | null,
  ): Promise<{ birth: BirthData; source: TrainerChartUsed['source']; title: string }> {
    if (choice.source === 'entered') return { birth: choice.birth, source: 'entered', title: 'Entered chart' };
    if (choice.source === 'stored') {
      const [row] = adminUserId
        ? await this.deps.db.orm
            .select()
            .from(birthCharts)
            .where(and(eq(birthCharts.id, choice.chartId), eq(birthCharts.userId, adminUserId)))
            .limit(1)
        : [];
      if (!row) throw new HttpError(404, errorCodes.notFound, 'This chart does not exist.');
      return {
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
        source: 'stored',
        title: row.isMain ? 'Your main chart' : 'Stored chart',
      };
    }
    return { birth: TRAINER_SAMPLE_BIRTH, source: 'sample', title: 'Sample chart' };
  }

  /**
   * One reply in the personality's current prompts, always as a pro member, at 0.7 with the last 6 messages,
   * about the chart the admin picked (the sample chart by default), with the chart it used. A word limit the
   * trainer set (in the prompts, or in this chat) replaces the level's length and the reply comes back whole
   * within it. Throws LlmError when the model fails, HttpError when the chart cannot be read.
   */
  async reply(input: {
    personality: PersonalityId;
    level: TechnicalLevel;
    message: string;
    history: TrainerTurn[];
    chart?: TrainerChartChoice;
    adminUserId?: string | null;
  }): Promise<TrainerReply> {
    const sections = await this.sections(input.personality);
    const picked = await this.chartOf(input.chart ?? { source: 'sample' }, input.adminUserId ?? null);
    const birth = picked.birth;
    const natal = natalFromBirthData(birth);
    if (!natal) {
      throw new HttpError(422, errorCodes.badRequest, 'The chart could not be calculated from these birth details.');
    }
    const chart = contextFor(natal, birth.name, birth);
    const sign = (name: string) => chart.planets.find((p) => p.name === name)?.sign;
    const bigThree = [
      sign('Sun') && `Sun in ${sign('Sun')}`,
      sign('Moon') && `Moon in ${sign('Moon')}`,
      sign('Ascendant') && `Ascendant in ${sign('Ascendant')}`,
    ]
      .filter(Boolean)
      .join(', ');
    const used: TrainerChartUsed = {
      source: picked.source,
      label: `${picked.title}: ${birth.name} · ${birthMoment(birth)} · ${birth.birthPlace}`,
      bigThree,
    };
    const history: ModelMessage[] = input.history
      .filter((m) => m.content.trim())
      .slice(-CHAT_CONTEXT_MESSAGES)
      .map((m) => ({ role: m.sender === 'admin' ? 'user' : 'assistant', content: m.content }));
    const limit = wordLimitIn(
      sections.style,
      sections.response_pattern,
      ...history.filter((m) => m.role === 'user').map((m) => m.content),
      input.message,
    );
    // The same planner and model writer as a member's chat: the plan picks the chart's factors for the question,
    // and knowledge is looked up for those placements only.
    const plan = planReply({
      message: input.message,
      chart,
      tier: 'pro',
      level: input.level,
      earlierQuestions: history.filter((m) => m.role === 'user').map((m) => m.content),
      used: [],
      hook: null,
    });
    if ((await this.deps.llm.answerer()).kind === 'builtin') {
      const reading = await builtinReply(
        {
          plan,
          message: input.message,
          chart,
          tier: 'pro',
          personality: input.personality,
          level: input.level,
          history,
          sections,
        },
        this.knowledge,
      );
      return { text: withinLimit(reading.text, limit), chart: used };
    }
    const knowledge = await knowledgeForPlan(plan, this.knowledge);
    const messages = modelMessages({
      plan,
      chart,
      personality: input.personality,
      level: input.level,
      tier: 'pro',
      sections,
      birth: {
        name: birth.name,
        date: birth.birthDate,
        time: birth.birthTime,
        place: birth.birthPlace,
        timezone: birth.timezone,
      },
      knowledge,
      history,
      message: input.message,
      hook: null,
    });
    const training = [
      `Training session: an administrator is testing your voice on this chart (${used.label}; ${used.bigThree}). Answer as you would a pro member, from this chart only.`,
      ...(limit
        ? [
            `Length: at most ${limit} words. This replaces any other length rule above. Write a complete reply within it: finish every sentence and every list, and give fewer points rather than cut ones.`,
          ]
        : []),
    ].join('\n');
    messages[0] = { role: 'system', content: `${messages[0]!.content}\n\n${training}` };
    const text = await this.deps.llm.complete({ messages, temperature: TRAINER_TEMPERATURE, maxTokens: MAX_TOKENS });
    if (!text.trim()) throw new LlmError('empty', 'The model returned an empty reply.');
    return { text: withinLimit(text.trim(), limit), chart: used };
  }

  /**
   * Facts the language model finds in a trainer statement the rules did not read (temperature 0.1, JSON checked
   * like the rules' facts). Empty with the built-in reader, or when the model fails or finds none.
   */
  async modelFacts(message: string): Promise<TaughtFact[]> {
    if ((await this.deps.llm.answerer()).kind === 'builtin') return [];
    const { system, user } = factExtractionPrompt(message);
    try {
      const text = await this.deps.llm.complete({
        messages: [
          { role: 'system', content: system },
          { role: 'user', content: user },
        ],
        temperature: FEEDBACK_TEMPERATURE,
        maxTokens: 1000,
      });
      return factsFromModel(text, message);
    } catch (error) {
      this.deps.logger.warn({ err: (error as Error).message }, 'model fact extraction failed');
      return [];
    }
  }

  // -------------------------------------------------------------------------------------------
  // Feedback

  /** The model's analysis at 0.1 (validated JSON); the built-in reading without a model; null when neither can. */
  private async analyse(
    personality: PersonalityId,
    originalResponse: string,
    feedback: string,
  ): Promise<{ by: 'model' | 'builtin'; result: FeedbackAnalysis } | null> {
    if ((await this.deps.llm.answerer()).kind === 'builtin') {
      const result = builtinFeedbackAnalysis({ personality, originalResponse, feedback });
      return result ? { by: 'builtin', result } : null;
    }
    const sections = await this.sections(personality);
    const system = [
      `You help train Stellara, an astrology chat companion, in its ${personalityNames[personality]} personality (${personality}).`,
      `Its current voice: ${sections.style}`,
      `Its current response pattern: ${sections.response_pattern}`,
      'An administrator gave feedback on one of its replies. Analyse the feedback and answer with JSON only, no prose, in exactly this shape:',
      '{"analysis": "what the feedback asks for and why the reply missed it", "improvedResponse": "the reply rewritten to follow the feedback", "promptAdjustment": "one or two sentences of instruction to add to the response pattern so future replies follow the feedback", "confidence": 0.0}',
      'confidence is a number from 0 to 1.',
    ].join('\n');
    const user = `Original reply:\n${originalResponse || '(no reply given)'}\n\nFeedback:\n${feedback}`;
    try {
      const text = await this.deps.llm.complete({
        messages: [
          { role: 'system', content: system },
          { role: 'user', content: user },
        ],
        temperature: FEEDBACK_TEMPERATURE,
        maxTokens: 2000,
      });
      const result = parseFeedbackAnalysis(text);
      if (!result) this.deps.logger.warn('feedback analysis: the model did not return the JSON asked for');
      return result ? { by: 'model', result } : null;
    } catch (error) {
      this.deps.logger.warn({ err: (error as Error).message }, 'feedback analysis failed');
      return null;
    }
  }

  async createFeedback(
    input: { personality: PersonalityId; originalResponse: string; feedback: string },
    createdBy: string,
  ): Promise<{ feedback: Feedback; message: string }> {
    const analysed = await this.analyse(input.personality, input.originalResponse, input.feedback.trim());
    const [row] = await this.deps.db.orm
      .insert(personalityFeedback)
      .values({
        personalityMode: input.personality,
        feedbackType: 'conversational',
        originalResponse: input.originalResponse,
        feedbackContent: input.feedback.trim(),
        // Without an analysis the trainer's own words are the suggestion that Apply adds to the prompt.
        suggestedImprovement: analysed ? analysed.result.promptAdjustment : input.feedback.trim(),
        analysis: analysed ?? { by: 'fallback', result: null },
        createdBy,
      })
      .returning();
    const feedback = feedbackJson(row!);
    const message = analysed
      ? `${analysed.result.analysis}\n\nSuggested prompt adjustment: ${analysed.result.promptAdjustment}`
      : FEEDBACK_FALLBACK_TEXT;
    return { feedback, message };
  }

  async listFeedback(filter: { status?: Feedback['status']; personality?: PersonalityId }): Promise<Feedback[]> {
    const where = [
      filter.status ? eq(personalityFeedback.status, filter.status) : undefined,
      filter.personality ? eq(personalityFeedback.personalityMode, filter.personality) : undefined,
    ].filter((w) => w !== undefined);
    const rows = await this.deps.db.orm
      .select()
      .from(personalityFeedback)
      .where(where.length ? and(...where) : undefined)
      .orderBy(desc(personalityFeedback.createdAt))
      .limit(200);
    return rows.map(feedbackJson);
  }

  private async pendingFeedback(id: string): Promise<FeedbackRow> {
    if (!/^[0-9a-f-]{36}$/i.test(id)) throw new HttpError(404, errorCodes.notFound, 'This feedback does not exist.');
    const [row] = await this.deps.db.orm.select().from(personalityFeedback).where(eq(personalityFeedback.id, id));
    if (!row) throw new HttpError(404, errorCodes.notFound, 'This feedback does not exist.');
    if (row.status !== 'pending') {
      throw new HttpError(409, errorCodes.badRequest, `This feedback was already ${row.status}.`);
    }
    return row;
  }

  /**
   * Applies feedback: its suggestion is added to the personality's response_pattern prompt (after the text in
   * force), the row becomes applied with applied_at, and the next reply uses the new prompt.
   */
  async applyFeedback(id: string, admin: string): Promise<{ feedback: Feedback; prompt: PromptSectionInfo }> {
    const row = await this.pendingFeedback(id);
    const personality = row.personalityMode as PersonalityId;
    const suggestion = (row.suggestedImprovement ?? row.feedbackContent).trim();
    const current = (await this.promptList(personality)).find((s) => s.section === 'response_pattern')!;
    const content = current.content.includes(suggestion) ? current.content : `${current.content.trim()}\n${suggestion}`;
    const updated = await this.deps.db.transaction(async (tx) => {
      const claimed = await tx.query<Record<string, unknown>>(
        `update personality_feedback set status = 'applied', applied_at = now()
          where id = $1 and status = 'pending' returning id`,
        [id],
      );
      if (!claimed.rows.length) return false;
      await tx.query(
        `insert into personality_prompts (personality_mode, prompt_section, content, created_by)
         values ($1, 'response_pattern', $2, $3)
         on conflict (personality_mode, prompt_section)
         do update set content = excluded.content, is_active = true, created_by = excluded.created_by, updated_at = now()`,
        [personality, content, admin],
      );
      return true;
    });
    if (!updated) throw new HttpError(409, errorCodes.badRequest, 'This feedback was already handled.');
    this.deps.conversations.clearPersonalityCache();
    const [after] = await this.deps.db.orm.select().from(personalityFeedback).where(eq(personalityFeedback.id, id));
    return { feedback: feedbackJson(after!), prompt: await this.promptInfo(personality, 'response_pattern') };
  }

  async rejectFeedback(id: string): Promise<Feedback> {
    await this.pendingFeedback(id);
    const [row] = await this.deps.db.orm
      .update(personalityFeedback)
      .set({ status: 'rejected' })
      .where(and(eq(personalityFeedback.id, id), eq(personalityFeedback.status, 'pending')))
      .returning();
    if (!row) throw new HttpError(409, errorCodes.badRequest, 'This feedback was already handled.');
    return feedbackJson(row);
  }

  async pendingCount(): Promise<number> {
    const [r] = await this.deps.db.orm
      .select({ n: sql<number>`count(*)::int` })
      .from(personalityFeedback)
      .where(eq(personalityFeedback.status, 'pending'));
    return Number(r?.n ?? 0);
  }
}
