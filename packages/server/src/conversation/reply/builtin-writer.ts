// The built-in writer: turns a reply plan into a reading without a language model, in short Markdown sections,
// in the personality's voice, from the knowledge base's interpretation texts. It never sends a paragraph the
// chat already holds. Deterministic.

import { type PersonalityId, polarFallbackText, type Tier } from '@stellara/contract';
import type { ReaderKnowledge } from '../../knowledge/index.ts';
import type { ChartContext } from '../chart-context.ts';
import type { PersonalitySections } from '../personalities/catalogue.ts';
import { corpusLanguage } from '../understanding/language.ts';
import { focusLead, planWithSubject } from './about-plan.ts';
import { inPlainVoice, keptInShape } from './action-list.ts';
import {
  aboutStellaraReply,
  doubtOpening,
  gentleThanksReply,
  greetReply,
  leaveReply,
  thanksAndLeaveReply,
  thanksReply,
} from './acts.ts';
import { appAnswerOnce } from './app-answer-once.ts';
import { appAnswerFor } from './app-questions.ts';
import { careOpening, compatibilityTaste, directReply, thanksInTheirLanguage } from './care-replies.ts';
import { DEFINITIONS, definitionSections } from './definitions.ts';
import { inAskedPeriod, retrogradeSection, signAnswer } from './direct-answers.ts';
import { applyDirectives, promptDirectives } from './directives.ts';
import {
  factSentence,
  focusOf,
  heading,
  mainOf,
  meaningsOf,
  meaningText,
  offerLabel,
  recapLine,
  technicalLine,
  whyItWeighs,
} from './factor-lines.ts';
import { FrameMemory } from './frames.ts';
import { inEnglish } from './language-lines.ts';
import { noChartReply } from './no-chart.ts';
import type { Factor } from './plan.ts';
import { LEAVING } from './plan-small-talk.ts';
import type { ReplyPlan } from './plan-types.ts';
import { capWords, shapeCap, shapedIds, shapedReply, signFirst, words } from './reply-shape.ts';
import { heldAround } from './safety-held.ts';
import {
  BRIEF_AGAIN,
  DECLINE_AGAIN,
  normal,
  nothingNew,
  situationEnd,
  unrepeated,
  unsaid,
  withoutRepeats,
} from './said-once.ts';
import { empathyOpening, noPromiseLine, stillWithYou } from './situations.ts';
import { COPING_HEADING, copingStyleLines, hardTurnSections } from './steadying.ts';
import { questionsAfter, suggestion } from './suggestions.ts';
import { partnerIds, partnerSection } from './synastry-plan.ts';
import { talkReply } from './talk-replies.ts';
import { writeTechniques } from './technique-writer.ts';
import { languageLine } from './their-language.ts';
import { statesTimedPoint, timelessReply } from './time-unknown.ts';
import { timingSection } from './timing-section.ts';
import { lowerFirst, upperFirst } from './voices/grammar.ts';
import { fill, voiceOf } from './voices/index.ts';
import { firstWelcome, helloFor } from './welcome.ts';
import { WHEN_NOT_PROMISE, whenAnswer } from './when-answer.ts';
import type { Reading, WriterInput } from './writer-types.ts';

export type { Reading, WriterInput } from './writer-types.ts';

/** The reply to one message, never with a paragraph the chat already holds (docs/voice.md). */
export async function writeReply(input: WriterInput, knowledge: ReaderKnowledge): Promise<Reading> {
  const reading = await composeReply(inPlainVoice(input), knowledge);
  const earlierText = input.earlier.map(normal).join('\n');
  const whole = unrepeated(reading.text, input.earlier).trim();
  const { text, placements } = keptInShape(whole, reading.placements, input.plan, input.chart);
  // Safety held over the chat, and help after a loss by suicide, once (safety-held.ts).
  const { lead, tail } = heldAround(input.plan, corpusLanguage(input.plan.language), (s) =>
    earlierText.includes(normal(s)),
  );
  return { ...reading, text: lead + (text || nothingNew(earlierText)) + tail, placements };
}

/** Basic replies aim for 120-250 words (docs/voice.md); sections stop before the upper bound. */
const BASIC_MAX_WORDS = 240;

function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

async function composeReply(input: WriterInput, knowledge: ReaderKnowledge): Promise<Reading> {
  const { plan, chart, personality, level } = input;
  const voice = voiceOf(personality);
  const technical = level === 'technical';
  const seed = hash(`${plan.question.kind}|${plan.topic}|${input.earlier.length}|${chart.planets[0]?.longitude ?? 0}`);
  const { earlier } = input;
  const earlierText = earlier.map(normal).join('\n');
  const sections: string[] = [];
  // Every frame this chat has said, earlier replies and this reply's sections so far: nothing is said twice.
  const said = new FrameMemory(input.earlier, sections);
  const fresh = (options: string[], values: Record<string, string> = {}) => {
    const filled = options.map((o) => fill(o, values));
    const start = seed % filled.length;
    for (let i = 0; i < filled.length; i++) {
      const c = filled[(start + i) % filled.length]!;
      if (!earlierText.includes(normal(c)) && !said.repeats(c)) return c;
    }
    return null;
  };
  const offer = () => (plan.factors[0] ? offerLabel(plan.factors[0]) : 'your Big Three');

  // A chart not cast, someone who may be in danger, someone who asked for no reading (no-chart.ts).
  const noChart = noChartReply(plan, earlierText);
  if (noChart) return { text: noChart, placements: [] };
  if (plan.mode === 'off-topic' || plan.mode === 'injection') {
    const text =
      fresh(plan.mode === 'off-topic' ? voice.decline : voice.injection, { offer: offer() }) ??
      DECLINE_AGAIN[input.earlier.length % DECLINE_AGAIN.length]!;
    return { text, placements: [] };
  }
  const turn = input.earlier.length;
  const full = plan.mode === 'about-stellara' ? appAnswerFor(plan, aboutStellaraReply(personality, null)) : null;
  if (full) return { text: appAnswerOnce(plan, full, earlierText, turn), placements: [] };
  // Another language: one honest line in it first (the reading itself is written in English).
  const whole = plan.talk?.kind === 'chart-answer' && plan.talk.whole;
  if (plan.language !== 'en' && !whole) {
    // Thanks and goodbyes we can answer whole in their language.
    const own = thanksInTheirLanguage(plan, earlierText, turn);
    if (own) return { text: own, placements: [] };
    const r = await writeReply({ ...input, plan: { ...inEnglish(plan), aroundSaid: true } }, knowledge);
    const notice = languageLine(plan, earlierText, r.text);
    if (!notice) return r;
    // The English welcome gives way to the one in their language.
    const body = plan.note === 'welcome' ? r.text.replace(firstWelcome(personality), '').trim() : r.text;
    // The reply under it keeps to the length asked for, the line included.
    const text = plan.shape ? capWords(body, shapeCap(plan) - words(notice)) : body;
    return { ...r, text: `${notice}\n\n${text}` };
  }
  const direct = directReply(plan, personality, turn) ?? talkReply(plan, chart, earlierText, personality, earlier);
  if (direct) return { text: direct, placements: [] };
  if (plan.mode === 'thanks' && (plan.note === 'greeting' || plan.note === 'welcome'))
    return { text: helloFor(plan.note, personality, () => greetReply(personality, turn)), placements: [] };
  if (plan.mode === 'thanks') {
    // A goodbye is let go warmly, with no offer to keep it going (a thanks in it is taken first).
    if (plan.heard?.acts.includes('leave') || LEAVING.test(plan.message)) {
      const thanked = plan.heard?.acts.includes('thank') ?? false;
      const bye =
        unsaid((i) => (thanked ? thanksAndLeaveReply : leaveReply)(personality, turn + i), earlierText) ?? 'Take care.';
      return { text: bye, placements: [] };
    }
    if (plan.situation || plan.carried) {
      const gentle = unsaid((i) => gentleThanksReply(personality, turn + i, plan.message), earlierText);
      return { text: gentle ?? BRIEF_AGAIN[turn % BRIEF_AGAIN.length]!, placements: [] };
    }
    const offered = plan.highlight ? offerLabel(plan.highlight) : 'your Big Three';
    const thanks = unsaid((i) => thanksReply(personality, offered, turn + i), earlierText);
    return { text: thanks ?? BRIEF_AGAIN[turn % BRIEF_AGAIN.length]!, placements: [] };
  }
  if (plan.parts) return writeParts(input, knowledge);
  if (plan.mode === 'technique') return writeTechniques(input);

  const meanings = await Promise.all(plan.factors.map((f) => meaningsOf(f, knowledge)));
  const highlightMeaning = plan.highlight ? await meaningsOf(plan.highlight, knowledge) : null;

  // Opening: the acknowledgement the message needs, then the topic. Inside a hard chat, the honest answer to "will
  // it get easier" or the feeling just shared comes before the chart; a follow-up on it gets no second condolence.
  // "When will...?" on a life area: the dated answer leads, with no general opening before it.
  const when = whenAnswer(plan, chart, (s) => earlierText.includes(normal(s)));
  const hard = plan.situation ?? plan.carried?.situation ?? null;
  const situation = plan.situation;
  const pre =
    careOpening(plan, personality, !!when) ??
    (situation
      ? plan.carried?.followsUp
        ? (unsaid((i) => stillWithYou(personality, turn + i), earlierText, 2) ?? '')
        : (unsaid((i) => empathyOpening(situation, plan.message, personality, turn + i), earlierText, 3) ??
          unsaid((i) => stillWithYou(personality, turn + i), earlierText, 2) ??
          '')
      : plan.note === 'welcome'
        ? firstWelcome(personality)
        : plan.mode === 'doubt'
          ? doubtOpening(personality, turn)
          : plan.mode === 'hook-yes'
            ? fresh(voice.hookYes)
            : plan.mode === 'hook-no'
              ? fresh(voice.hookNo)
              : plan.mode === 'hook-neutral'
                ? fresh(voice.hookNeutral)
                : plan.mode === 'hostile'
                  ? fresh(voice.hostile)
                  : plan.note === 'moved-on'
                    ? fresh(voice.movedOn, { topic: plan.topic })
                    : plan.note === 'more'
                      ? fresh(voice.more)
                      : plan.note === 'gibberish' || plan.note === 'greeting' || plan.note === 'thanks'
                        ? fresh(voice[plan.note])
                        : null);
  const openers =
    plan.mode === 'transits' || plan.timing
      ? voice.timingOpeners
      : plan.theme === 'self'
        ? voice.selfOpeners
        : ['reading', 'compatibility'].includes(plan.mode)
          ? voice.openers
          : [];
  // A chosen subject is named in the first line; its timing follows right after.
  // A named period's heading and its first passage are the direct answer: no general opening before them.
  const namedPeriod = plan.mode === 'transits' && plan.timing?.period.span === 'range' && plan.timing.personal;
  const opener =
    pre || plan.recap || plan.shape || namedPeriod || plan.mode === 'retrograde' || when
      ? null
      : plan.focus
        ? focusLead(plan.focus, personality)
        : (signAnswer(plan, chart) ?? fresh(openers, { topic: plan.topic }));
  // What they told earlier, referred back to once, right after the opening.
  const taken = plan.shared
    ? `${upperFirst(plan.shared)}: that is just what this part of your chart describes, so let's follow it one step further.`
    : null;
  const intro = [taken ?? pre, taken ? null : opener, plan.recall?.line].filter(Boolean).join(' ');
  if (intro) sections.push(intro);
  // The dated answer first, then the honest line that it is no promise (said first already when no situation).
  if (when) sections.push(when);
  // (Said first already when a follow-up in a hard chat asks it: careOpening.)
  if (plan.outcome && (plan.situation || when) && plan.carried?.opening !== 'outcome')
    sections.push(noPromiseLine(plan.situation, plan.topic, personality, plan.message, plan.before));
  else if (when) sections.push(WHEN_NOT_PROMISE.find((l) => !earlierText.includes(normal(l))) ?? WHEN_NOT_PROMISE[1]!);
  // On a hard turn the chart is used for the person first (steadying.ts).
  if (plan.situation) sections.push(...hardTurnSections(plan, chart, (t) => earlierText.includes(normal(t))));
  // "What does my Moon say about how I grieve?": the Moon, Mars and Saturn on hard times, gently (steadying.ts).
  const coping = plan.coping
    ? copingStyleLines(chart, plan.coping.points, plan.carried?.situation ?? null, (t) =>
        earlierText.includes(normal(t)),
      )
    : null;
  if (coping) sections.push(`### ${COPING_HEADING}\n${coping}`);
  if (plan.evidence) {
    sections.push(`What I read it from: ${lowerFirst(factSentence(plan.evidence, voice, chart, said, true))}`);
  }
  if (plan.recap) sections.push(recapLine(plan.recap, said));
  if (plan.missing) sections.push(plan.missing);

  if (plan.shape && plan.factors[0] && plan.mode !== 'definition') {
    // A weakness asked: the first factor whose meaning has a harder side to name.
    const at =
      plan.side === 'shadow'
        ? Math.max(
            0,
            meanings.findIndex((m) => mainOf(m)?.shadow.length),
          )
        : plan.side === 'gift'
          ? Math.max(
              0,
              meanings.findIndex((m) => mainOf(m)?.gifts.length),
            )
          : 0;
    const shaped = { ...plan, factors: [plan.factors[at]!] };
    const tips = suggestion(shaped, voice, said, input.earlier.length);
    const shapedText = shapedReply(shaped, chart, voice, meanings[at]!, tips, sections.join(' '), said);
    const text = signFirst(inAskedPeriod(shapedText, plan), signAnswer(plan, chart), shapeCap(plan));
    return { text, placements: shapedIds(plan, chart, plan.factors[at]!.ids) };
  }

  if (plan.mode === 'definition') {
    const term = plan.definition?.term ?? '';
    const taught = DEFINITIONS[term] ? null : ((await knowledge.technique?.(term)) ?? null);
    sections.push(...definitionSections(plan, voice, taught, chart));
  }

  if (plan.mode === 'retrograde' && plan.retrograde) sections.push(retrogradeSection(plan, plan.retrograde));

  // The factors, one section each, while the basic length allows (the timing and closing are counted first).
  const timing =
    plan.mode === 'retrograde' ? { section: null, transits: [] } : timingSection(plan, voice, technical, said);
  // Someone going through something hard is not handed an exercise.
  const tips = hard ? [] : suggestion(plan, voice, said, input.earlier.length);
  const compatibility =
    plan.mode !== 'compatibility'
      ? null
      : plan.focus?.kind === 'partner'
        ? partnerSection(plan.focus)
        : plan.gate === 'compatibility-needs-pro'
          ? compatibilityTaste(plan, chart, earlierText)
          : // A typed date that needs confirming was asked about first (plan.missing): no second pointer.
            plan.missing
            ? null
            : "For the full comparison, tell me the other person's birth date (with the time and place if you know them), or add their chart on the Compatibility page, and I'll read the synastry between your charts.";
  // A chosen subject's own section comes right after the first line: the transit's timing, the pair's contacts. A
  // timing question gets its answer first too: the passages of the period, before the natal point they touch.
  const timingFirst = plan.focus?.kind === 'transit' || plan.mode === 'transits';
  const compatibilityFirst = plan.focus?.kind === 'partner';
  if (timingFirst && timing.section) sections.push(timing.section);
  if (compatibilityFirst && compatibility) sections.push(compatibility);
  const reserve =
    words(timingFirst ? '' : (timing.section ?? '')) +
    words(compatibilityFirst ? '' : (compatibility ?? '')) +
    (plan.factors.length ? words(tips.join(' ')) + 25 : 15);
  let total = words(sections.join(' '));
  const technicalLines: string[] = [];
  const shown: Factor[] = [];
  plan.factors.forEach((f, i) => {
    const section = (brief: boolean) =>
      `${heading(f, voice)}\n${[factSentence(f, voice, chart, said, brief), ...meaningText(f, meanings[i]!, voice, said, brief, i + input.earlier.length, !!plan.situation)].join(' ')}`;
    let text = section(false);
    if (!technical && total + words(text) + reserve > BASIC_MAX_WORDS) text = section(true);
    if (!technical && shown.length > 0 && total + words(text) + reserve > BASIC_MAX_WORDS) return;
    if (earlierText.includes(normal(text.split('\n')[1] ?? ''))) return;
    sections.push(text);
    shown.push(f);
    total += words(text);
    const t = technicalLine(f, chart);
    if (t) technicalLines.push(t);
  });
  if (plan.highlight && (technical || plan.notLike || total + reserve < BASIC_MAX_WORDS - 40)) {
    const h = plan.highlight;
    const body = [
      ...(plan.notLike
        ? [
            `If your ${plan.notLike} sign doesn't feel like you, that is common: your ${plan.notLike} is one voice among several, and in your chart another speaks louder.`,
          ]
        : []),
      factSentence(h, voice, chart, said),
      ...meaningText(h, highlightMeaning!, voice, said, true, 0, !!plan.situation).slice(0, 1),
    ].join(' ');
    sections.push(`### ${plan.notLike ? 'Why it may not feel like you' : 'What stands out'}\n${body}`);
    shown.push(h);
    total += words(body);
    const t = technicalLine(h, chart);
    if (t) technicalLines.push(t);
  }

  if (compatibility && !compatibilityFirst) sections.push(compatibility);

  if (timing.section && !timingFirst) {
    sections.push(timing.section);
    total += words(timing.section);
  }

  // Closing: why the heaviest factor weighs most, the voice's suggestion, then one question.
  if (shown.length) {
    // Not when the person doubts the point read first: the louder voice was the answer to that.
    const weigh = shown.length >= 2 && !plan.notLike ? whyItWeighs(shown, voice, said) : null;
    // Chosen again now that the sections are written, so the suggestion repeats none of their words.
    // Someone going through something hard is not handed an exercise.
    const moves = hard
      ? []
      : suggestion(plan, voice, said.with(weigh ? [weigh] : []), input.earlier.length, earlierText);
    const closing = voice.listClosing
      ? [weigh, moves.join('\n')].filter(Boolean).join('\n\n')
      : [weigh, moves.join(' ')].filter(Boolean).join(' ');
    const closingWords = words(closing);
    // On a hard turn there are no moves to head: the weight line stands alone.
    if (hard) {
      if (closing) sections.push(closing);
    } else if (technical || total + closingWords <= BASIC_MAX_WORDS + 2 || total < 130) {
      const heading = voice.closingHeadings.find((h) => !earlierText.includes(normal(h)));
      sections.push(heading ? `### ${heading}\n${closing}` : closing);
      total += closingWords;
    } else if (weigh) {
      sections.push(weigh);
    }
  }
  if (technical && technicalLines.length) {
    sections.push(
      `### Technical notes\n${technicalLines.map((l) => `- ${l}`).join('\n')}\n${chart.timeUnknown ? `Cast in the ${chart.frame.text}.` : `House system: ${chart.frame.text}.`}`,
    );
  }
  // In a hard chat, once the gentle closings are said, the reply ends without a question rather than a probe.
  const question =
    (hard ? (situationEnd(hard, personality, turn, earlierText, plan.message) ?? '') : null) ??
    fresh(
      // A question about "these" moves or "doing this" only follows a reply that gave them.
      questionsAfter(voice.questions, sections),
      { focus: focusOf(plan) },
    ) ??
    said.first([
      `What would you like to look at next: love, work, or ${offer()}?`,
      `Shall we turn to ${offer()} next?`,
      'Or would you rather talk about love, or work?',
    ]) ??
    'What would you like next?';
  if (question) sections.push(question);

  // Never again what this chat already holds: a repeated paragraph is dropped, and a section left with only its
  // heading goes with it.
  const kept = withoutRepeats(sections, earlierText);
  // A lead-in whose body was all said before promises nothing: left empty, the reply becomes the open question.
  if (opener && kept.every((k) => k === intro || k === question)) return { text: '', placements: [] };
  // A basic reply that still runs long loses its "what stands out" aside.
  if (!technical && words(kept.join(' ')) > BASIC_MAX_WORDS + 5) {
    const aside = kept.findIndex((k) => k.startsWith('### What stands out'));
    if (aside >= 0) kept.splice(aside, 1);
  }
  // What this reply covered: the factors it showed and the transits it named (a follow-up moves past them).
  const placements = [
    ...new Set(shown.flatMap((f) => f.ids)),
    ...timing.transits,
    ...(plan.focus?.kind === 'partner' ? partnerIds(plan.focus) : []),
  ];
  return { text: inAskedPeriod(kept.join('\n\n'), plan), placements };
}

/** Each question of a message that asks several, answered in order under its own heading, then one question back. */
async function writeParts(input: WriterInput, knowledge: ReaderKnowledge): Promise<Reading> {
  const texts: string[] = [];
  const placements: string[] = [];
  for (const part of input.plan.parts ?? []) {
    const r = await writeReply({ ...input, plan: part, earlier: [...input.earlier, ...texts] }, knowledge);
    // A part's own closing question goes: one question ends the whole reply.
    const body = r.text
      .split('\n\n')
      .filter((section, i, all) => !(i === all.length - 1 && all.length > 1 && section.trim().endsWith('?')))
      .join('\n\n')
      .replace(/^### .*\n/, '');
    // Two parts on one topic ("plus vs pro?" read as two questions about you) share one heading.
    const title = `### ${part.topic === 'you' ? 'About you' : upperFirst(part.topic)}`;
    texts.push(texts.some((t) => t.startsWith(`${title}\n`)) ? body : `${title}\n${body}`);
    placements.push(...r.placements);
  }
  const voice = voiceOf(input.personality);
  const earlierText = [...input.earlier, ...texts].map(normal).join('\n');
  const focus = focusOf(input.plan.parts![0]!);
  const question = voice.questions.map((q) => fill(q, { focus })).find((q) => !earlierText.includes(normal(q))) ?? '';
  return { text: [...texts, question].filter(Boolean).join('\n\n'), placements: [...new Set(placements)] };
}

export const CHART_UNREADABLE =
  "I can't read your chart yet: the chart could not be calculated from the birth information given. Could you re-enter your birth date, time and place? As soon as they check out, I'll give you a full reading.";

/**
 * A built-in reply: the plan (made here when the caller brings none, as the admin's trainer does), written, then
 * shaped by the directives the personality's saved prompt sections give (short, list, question, glossary, no emoji).
 */
export async function builtinReply(
  input: {
    plan?: ReplyPlan;
    message: string;
    chart: ChartContext | null;
    tier: Tier;
    personality: PersonalityId;
    level: 'basic' | 'technical';
    /** Earlier messages, oldest first. */
    history: readonly { role: string; content: string }[];
    sections?: PersonalitySections;
  },
  knowledge: ReaderKnowledge,
): Promise<Reading> {
  if (!input.chart) return { text: CHART_UNREADABLE, placements: [] };
  const plan =
    input.plan ??
    planWithSubject({
      message: input.message,
      chart: input.chart,
      tier: input.tier,
      level: input.level,
      earlierQuestions: input.history.filter((m) => m.role === 'user').map((m) => m.content),
      used: [],
      hook: null,
    });
  const earlier = input.history.filter((m) => m.role === 'assistant').map((m) => m.content);
  const r = await writeReply(
    { plan, chart: input.chart, personality: input.personality, level: input.level, earlier },
    knowledge,
  );
  const framed = withFrameOnce(r, input.chart, earlier, input.level);
  const text = applyDirectives(framed, promptDirectives(input.personality, input.sections));
  if (!input.chart.timeUnknown) return { ...r, text };
  // No birth time: no house, Rising sign or angle in the reply, and the reason said once in the chat.
  return {
    text: timelessReply(text, { message: input.message, chart: input.chart, earlier }),
    placements: r.placements.filter((p) => !statesTimedPoint(p)),
  };
}

/**
 * A basic reading in a chosen frame (Whole Sign, a sidereal zodiac) or with houses fallen back near the poles says so
 * once in a chat, before its closing question: the first reply that reads placements carries the sentence. The
 * technical level names the frame in its notes every time, so it adds only the polar fallback, once.
 */
export function withFrameOnce(
  r: Reading,
  chart: ChartContext,
  earlier: readonly string[],
  level: 'basic' | 'technical',
): string {
  // Without a birth time there are no houses to have fallen back (chart.frame.once then names the zodiac only).
  const once = level === 'basic' ? chart.frame.once : polarFallbackText(chart.frame.cast, chart.timeUnknown);
  if (!once || !r.placements.length || earlier.some((e) => e.includes(once))) return r.text;
  const parts = r.text.split('\n\n');
  const last = parts.length > 1 && parts.at(-1)!.trim().endsWith('?') ? parts.pop()! : null;
  return [...parts, once, ...(last ? [last] : [])].join('\n\n');
}
