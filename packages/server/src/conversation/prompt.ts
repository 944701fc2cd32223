// Prompt building for the gateway (admin spec section 7 "Prompt building for the agent", end-user spec 6 and 7):
// the personality's sections, the plan's instructions, the chart context (15 aspects, 5 transits, moon phase,
// retrogrades, or the API_VALIDATION_FAILED marker), the knowledge found for the question, the last 6 messages
// and the hook context until the hook is integrated. Pure.
import {
  CHAT_CONTEXT_MESSAGES,
  type Hook,
  type HookState,
  type IntensityLevel,
  type PersonalityId,
  type Plan,
  PROMPT_MAX_ASPECTS,
  PROMPT_MAX_TRANSITS,
  type TechnicalLevel,
} from '@stellara/contract';
import { type ChartContext, formatDegree } from './chart-context.ts';
import { builtinSections, type PersonalitySections, type PromptSection, promptSections } from './personalities.ts';

export interface ModelMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

export const API_VALIDATION_FAILED = 'API_VALIDATION_FAILED';

export interface SectionRow {
  section: string;
  content: string;
  isActive: boolean;
}

/**
 * The personality's sections: active personality_prompts rows replace the built-in text section by section;
 * graph response patterns are added to them (spec: "Graph patterns are added to the table ones").
 */
export function resolveSections(
  personality: PersonalityId,
  rows: readonly SectionRow[],
  graphPatterns: readonly { section: string; content: string; is_active: boolean }[] = [],
): PersonalitySections {
  const out: PersonalitySections = { ...builtinSections[personality] };
  for (const row of rows) {
    if (row.isActive && row.content.trim() && (promptSections as readonly string[]).includes(row.section)) {
      out[row.section as PromptSection] = row.content.trim();
    }
  }
  for (const p of graphPatterns) {
    if (!p.is_active || !p.content.trim()) continue;
    const section = (promptSections as readonly string[]).includes(p.section)
      ? (p.section as PromptSection)
      : 'response_pattern';
    if (!out[section].includes(p.content.trim())) out[section] = `${out[section]}\n${p.content.trim()}`;
  }
  return out;
}

/** The plan's instructions (end-user spec section 6). */
export function planInstructions(plan: Plan): string {
  switch (plan) {
    case 'anonymous':
    case 'free':
      return [
        `Plan: ${plan === 'anonymous' ? 'guest (no account)' : 'free member'}. Give full, specific readings of the natal chart.`,
        'For questions about the future, transits, timing or "what\'s coming", give a general taste of the current sky only (moon phase, planets retrograde now, the general mood), with NO personalised timing, dates or transit-to-chart predictions.',
        'Then say honestly, in one sentence, that personalised transit forecasts and timing come with Stellara+ ($25/month). Never invent personal timing.',
        "Compatibility and synastry readings are a Pro feature: describe what the person's own chart says about relating, and mention that a full compatibility reading is part of Pro.",
      ].join('\n');
    case 'plus':
      return [
        'Plan: Plus member. Give full personalised readings, including transit forecasts and timing drawn from the current transits listed below.',
        'Compatibility and synastry with another chart, family charts and advanced timing are part of Pro: if asked, read what this chart says about relating and mention that Pro adds the full comparison.',
      ].join('\n');
    case 'pro':
      return 'Plan: Pro member. Everything is available: full personalised readings, transit forecasts with advanced timing, compatibility and synastry, family and composite charts.';
  }
}

export function levelInstructions(level: TechnicalLevel): string {
  return level === 'technical'
    ? 'Level: technical. Include degrees, orbs, house positions, sign rulers and essential dignities where relevant, and name the house system; the reply may run longer.'
    : 'Level: basic. 120 to 250 words, no jargon without a short plain-language gloss.';
}

/** The chart part of the instructions. Transits are left out for plans without personalised timing. */
export function chartContextText(
  chart: ChartContext | null,
  options: { validationFailed: boolean; includeTransits: boolean },
): string {
  if (options.validationFailed || !chart) {
    return [
      `Chart data: ${API_VALIDATION_FAILED}`,
      'The chart could not be verified against the birth information. Do not interpret any placement. Tell the person you cannot read their chart until the chart data matches their birth information, and ask them to re-enter their birth date, time and place.',
    ].join('\n');
  }
  const lines: string[] = ['Chart data:'];
  lines.push(
    `Placements: ${chart.planets
      .map((p) => {
        const house = p.name === 'Ascendant' || p.name === 'Midheaven' ? '' : `, house ${p.house}`;
        return `${p.name} ${formatDegree(p.degree)} ${p.sign}${house}${p.retrograde ? ', retrograde' : ''}`;
      })
      .join('; ')}`,
  );
  lines.push(`House system: ${chart.houseSystem}`);
  const aspects = chart.aspects.slice(0, PROMPT_MAX_ASPECTS);
  lines.push(
    `natalAspects (${aspects.length} major, tightest first): ${aspects
      .map((a) => `${a.p1} ${a.type} ${a.p2} (orb ${a.orb.toFixed(1)}°)`)
      .join('; ')}`,
  );
  lines.push(`moonPhase (natal): ${chart.moonPhase.name}`);
  lines.push(
    `retrogradeStatus (natal): ${chart.retrogrades.length ? chart.retrogrades.join(', ') : 'no planets retrograde'}`,
  );
  if (chart.sky) {
    lines.push(
      `Sky now: moon phase ${chart.sky.moonPhase}; retrograde now: ${chart.sky.retrogrades.length ? chart.sky.retrogrades.join(', ') : 'none'}`,
    );
  }
  if (options.includeTransits) {
    const transits = chart.transits.slice(0, PROMPT_MAX_TRANSITS);
    lines.push(
      transits.length
        ? `currentTransits (${transits.length}, strongest first): ${transits
            .map(
              (t) =>
                `transiting ${t.planet} ${t.aspect} natal ${t.target} (orb ${t.orb.toFixed(1)}°, intensity ${t.intensity}/10${t.isExact ? ', exact' : ''}${t.start && t.end ? `, ${t.start.slice(0, 10)} to ${t.end.slice(0, 10)}` : ''})`,
            )
            .join('; ')}`
        : 'currentTransits: none calculated for this session',
    );
  }
  return lines.join('\n');
}

export interface HookContext {
  hook: Hook;
  state: HookState;
  intensity: IntensityLevel;
}

export function hookContextText(h: HookContext): string {
  const stance =
    h.state === 'exploring'
      ? 'The person did not recognise the observation: do not insist; explore gently what does fit.'
      : h.state === 'acknowledged'
        ? 'The person recognised the observation: you may build on it.'
        : 'The observation has just been shown; the person is replying to it.';
  return [
    'Opening observation (hook) shown to the person:',
    `"${h.hook.hook}"`,
    `Tension: ${h.hook.contradiction.primary} versus ${h.hook.contradiction.secondary}: ${h.hook.contradiction.tension}.`,
    `Pattern: ${h.hook.chartPatternType}. ${stance}`,
    `Intensity to use: ${h.intensity}${h.intensity === 'gentle' ? ' (light touch, no heavy interpretation)' : h.intensity === 'deep' ? ' (they welcome depth)' : ''}.`,
  ].join('\n');
}

export interface PromptInput {
  personality: PersonalityId;
  level: TechnicalLevel;
  plan: Plan;
  sections: PersonalitySections;
  chart: ChartContext | null;
  validationFailed?: boolean;
  birth?: { date: string; time: string; place: string; timezone: string; name?: string | null } | null;
  /** Knowledge found in the graph for the question: title and text. */
  knowledge?: { title: string; text: string }[];
  /** Earlier messages of the session, oldest first (the last 6 are used). */
  history: ModelMessage[];
  message: string;
  /** Only while the hook is not yet integrated. */
  hook?: HookContext | null;
}

export function buildSystemPrompt(input: PromptInput): string {
  const s = input.sections;
  const parts = [
    s.system_base,
    `Voice: ${s.style}`,
    `How to answer: ${s.response_pattern}`,
    planInstructions(input.plan),
    levelInstructions(input.level),
  ];
  if (input.birth) {
    parts.push(
      `Birth data: ${input.birth.name ? `${input.birth.name}, ` : ''}${input.birth.date} ${input.birth.time} (${input.birth.timezone}), ${input.birth.place || 'place not named'}`,
    );
  }
  parts.push(
    chartContextText(input.chart, {
      validationFailed: input.validationFailed ?? false,
      includeTransits: input.plan === 'plus' || input.plan === 'pro',
    }),
  );
  if (input.knowledge?.length) {
    parts.push(
      `${s.knowledge_context}\nKnowledge:\n${input.knowledge.map((k) => `- ${k.title}: ${k.text}`).join('\n')}`,
    );
  }
  if (input.hook) parts.push(hookContextText(input.hook));
  return parts.join('\n\n');
}

/** The full message list: system, the last 6 messages, the new message. */
export function buildMessages(input: PromptInput): ModelMessage[] {
  const history = input.history.filter((m) => m.role !== 'system' && m.content.trim()).slice(-CHAT_CONTEXT_MESSAGES);
  return [{ role: 'system', content: buildSystemPrompt(input) }, ...history, { role: 'user', content: input.message }];
}

/** Instructions for the gateway to phrase a selected hook in the personality's voice. */
export function hookPhrasingMessages(input: {
  sections: PersonalitySections;
  hook: Hook;
  chart: ChartContext;
  level: TechnicalLevel;
}): ModelMessage[] {
  return [
    {
      role: 'system',
      content: [
        input.sections.system_base,
        `Voice: ${input.sections.style}`,
        levelInstructions(input.level),
        'Write the opening message of a new conversation: one observation about a real tension in this chart, in 60 to 120 words, naming the placements. Do not greet at length, do not list other placements, do not give advice yet. End by asking whether it rings true, and make clear the person may disagree.',
        chartContextText(input.chart, { validationFailed: false, includeTransits: false }),
      ].join('\n\n'),
    },
    {
      role: 'user',
      content: [
        `Tension to name: ${input.hook.contradiction.primary} versus ${input.hook.contradiction.secondary}.`,
        `Why: ${input.hook.contradiction.tension}.`,
        `Meaning: ${input.hook.meaning}`,
        `A plain draft: ${input.hook.hook}`,
        `Permission to give: ${input.hook.permission}`,
      ].join('\n'),
    },
  ];
}
