// The facts a question about the conversation itself is answered from (talk.ts plans them, talk-replies.ts writes
// them). Types only, so the plan's shape (plan-types.ts) can name them without importing the planners.
import type { Feature, Tier } from '@stellara/contract';
import type { Topic } from '../understanding/understanding.ts';

/** A length said outright: so many words or sentences (asked-length.ts). */
export interface AskedLength {
  unit: 'word' | 'sentence';
  count: number;
}

export type PracticeKind = 'ritual' | 'journal' | 'meditation';

/** What a conversational question needs from the planner, for talk-replies.ts to answer it. */
export type TalkFacts =
  | {
      kind: 'memory';
      /**
       * "Do you remember…" (recall), "what do you do with what I tell you" (kept), both in one message, or "will you
       * remember me next time?" (next: what is kept between visits, by plan).
       */
      asked: 'recall' | 'kept' | 'both' | 'next' | 'close';
      tier: Tier;
      /** What they told, newest first; `here` when it was said in this chat. */
      told: { phrase: string; topics: Topic[]; here: boolean }[];
      /** The parts of life the question names ("what I do for work": career); empty for "what do you know about me". */
      wanted: Topic[];
    }
  | {
      kind: 'plans';
      tier: Tier;
      feature: Feature | null;
      /** Two plans the message names ("pro that free doesn't have"): the higher one compared with the lower. */
      compare?: { from: Tier; to: Tier } | null;
      /** Asked whether it can be had without paying ("for free", "sin pagar"). */
      free?: boolean;
    }
  | { kind: 'date'; tier: Tier }
  /** "short answers only", asking nothing else: agreed to, and the chat goes on. */
  | { kind: 'short' }
  /** A ritual or practice asked for by name, written from the next lunation and the chart (practice.ts). */
  | { kind: 'practice'; practice: PracticeKind; text: string; plain?: boolean }
  /** A short answer worked out from the chart at planning time: the kinds of work it points to, one habit to stop. */
  | {
      kind: 'chart-answer';
      text: string /** Written whole in the message's language: no English line above it. */;
      whole?: boolean;
    }
  /** "Say the main point in English": the previous reply's main point again, in the language asked (language-switch.ts). */
  | {
      kind: 'summary' /** "too long, shorter": the point in two sentences, in the same language. */;
      shorter?: boolean;
      /** A shape asked of what was said ("in one sentence", "3 bullets summing up what you told me"): asked-shape.ts. */
      reshape?: 'last' | 'chat';
      /** "Plainer", "explain it like to my nan", "less poetic": the same point with no terms and no imagery. */
      plain?: boolean;
      /** "No planet names": the point said without naming a planet or a sign (form-only.ts). */
      noNames?: boolean;
    };
