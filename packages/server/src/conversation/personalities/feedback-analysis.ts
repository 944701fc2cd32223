// The built-in reading of trainer feedback (no language model): it recognises what the feedback asks for, measures
// the original reply against it, turns it into an instruction for the response pattern, and rewrites the reply
// where the change is mechanical (shorter, a closing question, a list). Pure.
import type { FeedbackAnalysis, PersonalityId } from '@stellara/contract';
import { personalityNames } from './catalogue.ts';
import { fitToWords, wordLimitIn } from './reply-length.ts';

interface Cue {
  re: RegExp;
  asks: string;
  instruction: string;
}

const CUES: Cue[] = [
  {
    re: /\b(too long|shorter|wordy|verbose|concise|brief(er)?|rambl\w*|too much text|cut it down)\b/i,
    asks: 'a shorter reply',
    instruction: 'Keep replies short: about 150 words at most, one idea per paragraph, no repetition.',
  },
  {
    re: /\b(too short|more detail|elaborate|deeper|expand|more depth|superficial|shallow)\b/i,
    asks: 'more depth',
    instruction: 'Go one level deeper: connect the placement to a second factor and say which weighs more and why.',
  },
  {
    re: /\b(jargon|too technical|plain (words|english|language)|simpler|confus\w*|explain (the )?terms?)\b/i,
    asks: 'plainer language',
    instruction: 'Explain every astrological term in plain words the first time it appears.',
  },
  {
    re: /\b(bullet\w*|numbered|a list|as steps|step[- ]by[- ]step)\b/i,
    asks: 'a list format',
    instruction: 'Give the practical suggestions as a short numbered list.',
  },
  {
    re: /\b(warm\w*|cold|harsh|gentle|gentler|empath\w*|kind(er)?|blunt|robotic)\b/i,
    asks: 'a warmer tone',
    instruction: 'Acknowledge the feeling behind the question with warmth before giving any advice.',
  },
  {
    re: /\b(generic|vague|specific|name the|which placement|placements?|could apply to anyone)\b/i,
    asks: 'more specific astrology',
    instruction: 'Name the exact placements (planet, sign, house, aspect) each statement rests on.',
  },
  {
    re: /\b(question|ask (me|them|the person)|invite)\b/i,
    asks: 'a closing question',
    instruction: 'End with one open question that invites the person to say more.',
  },
  {
    re: /\b(practical|concrete|actionable|action|advice|what to do|next step)\b/i,
    asks: 'something concrete to do',
    instruction: 'Give one concrete thing to notice or try this week.',
  },
  {
    re: /\b(clich\w*|sugar\w*|toxic positivity|too positive|comfort|fluff\w*|platitude\w*)\b/i,
    asks: 'honesty before comfort',
    instruction:
      'Start from the real difficulty, then the coping pattern, then the growth; never open with comfort phrases.',
  },
  {
    re: /\bemoji\w*\b/i,
    asks: 'no emoji',
    instruction: 'Do not use emoji.',
  },
];

const QUESTIONS: Record<PersonalityId, string> = {
  guide: 'Which part of that feels most true for you right now?',
  witchy: 'Which part of that stirs something in you?',
  mystical: 'Which of these images speaks to you?',
  mentor: 'What has this pattern asked of you so far?',
  coach: 'Which of these will you commit to this week?',
};

const words = (text: string) => text.split(/\s+/).filter(Boolean).length;
const sentences = (text: string) =>
  text
    .replace(/\n+/g, ' ')
    .split(/(?<=[.!?])\s+/)
    .map((s) => s.trim())
    .filter(Boolean);

export function builtinFeedbackAnalysis(input: {
  personality: PersonalityId;
  originalResponse: string;
  feedback: string;
}): FeedbackAnalysis | null {
  const feedback = input.feedback.trim();
  if (!feedback) return null;
  const limit = wordLimitIn(feedback);
  // A length the trainer names ("at most 150 words") is a shorter reply of that length.
  const matched = CUES.filter((c) => c.re.test(feedback) || (limit !== null && c.asks === 'a shorter reply')).map(
    (c) =>
      limit !== null && c.asks === 'a shorter reply'
        ? {
            ...c,
            instruction: `Keep replies to at most ${limit} words, complete within that length: finish every sentence and list, and give fewer points rather than cut ones.`,
          }
        : c,
  );
  // "Don't/never/stop/avoid X" is kept as the trainer wrote it.
  const avoid = /\b(?:don'?t|do not|never|stop|avoid)\s+([^.!?\n]{3,120})/i.exec(feedback)?.[1]?.trim();
  const original = input.originalResponse.trim();
  // The built-in reader closes with a "Placements used: ..." line; the reading itself ends before it.
  const reading = original.replace(/\n+Placements used:[^\n]*$/, '').trim();
  const facts: string[] = [];
  if (original) {
    const n = words(original);
    facts.push(`The reply was ${n} words`);
    facts.push(reading.endsWith('?') ? 'it ended with a question' : 'it did not end with a question');
    if (/^\s*(?:[-*•]|\d+[.)])\s/m.test(original)) facts.push('it used a list');
  }
  const instructions = matched.map((c) => c.instruction);
  if (avoid) instructions.push(`Avoid ${avoid.replace(/[.!]+$/, '')}.`);
  if (!instructions.length) instructions.push(`Trainer guidance: ${feedback.replace(/\s+/g, ' ')}`);

  let improved = original;
  if (original) {
    // Whole paragraphs, lists and sentences within the length: never a list cut mid-item.
    if (matched.some((c) => c.asks === 'a shorter reply')) improved = fitToWords(improved, limit ?? 150);
    if (matched.some((c) => c.asks === 'a list format')) {
      const parts = sentences(improved);
      const question = parts.at(-1)?.endsWith('?') ? parts.pop() : undefined;
      if (parts.length >= 3) {
        improved = `${parts[0]}\n\n${parts
          .slice(1)
          .map((s, i) => `${i + 1}. ${s}`)
          .join('\n')}${question ? `\n\n${question}` : ''}`;
      }
    }
    if (matched.some((c) => c.asks === 'a closing question') && !improved.trimEnd().endsWith('?')) {
      improved = `${improved.trimEnd()}\n\n${QUESTIONS[input.personality]}`;
    }
    if (matched.some((c) => c.asks === 'no emoji')) {
      improved = improved.replace(/\p{Extended_Pictographic}\uFE0F?/gu, '').replace(/ {2,}/g, ' ');
    }
  }
  const asks = matched.map((c) => c.asks);
  const analysis = [
    asks.length
      ? `The feedback on the ${personalityNames[input.personality]} asks for ${asks.join(', ')}.`
      : `The feedback on the ${personalityNames[input.personality]} gives guidance the built-in reader keeps in the trainer's own words.`,
    facts.length ? `${facts.join('; ')}.` : '',
    avoid ? `It asks to avoid ${avoid.replace(/[.!]+$/, '')}.` : '',
  ]
    .filter(Boolean)
    .join(' ');
  return {
    analysis,
    improvedResponse: improved !== original ? improved : '',
    promptAdjustment: instructions.join(' '),
    confidence: Math.min(0.8, Math.round((0.3 + 0.15 * (matched.length + (avoid ? 1 : 0))) * 100) / 100),
  };
}
