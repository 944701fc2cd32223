// What a reply says when the person has shared something hard (docs/voice.md#listening-before-reading):
// an acknowledgement in their own words before any astrology, the chart factors the reading rests on,
// an honest line when they ask for an outcome no chart can promise, and a gentle last line. Pure text, no I/O.
// Nothing here carries a price, a tier or an upgrade: the writer must add none on a turn that uses these.
import type { PersonalityId } from '@stellara/contract';
import type { DisclosureKind } from '../understanding/disclosures.ts';
import type { Situation } from '../understanding/understanding.ts';
import { comingOutOpening } from './coming-out.ts';
import { detailLine } from './detail-line.ts';
import { DISCLOSURE_REGISTER } from './disclosure-care.ts';
import { BETRAYAL_ACKNOWLEDGE } from './friend-betrayal.ts';
import { GENERAL_TERMS, generalTerms } from './general-terms.ts';
import { hardShare } from './hard-shares.ts';
import { HURT_PATTERN_ACKNOWLEDGE } from './hurt-pattern.ts';
import { illParent, illParentOpening } from './ill-parent.ts';
import { WAITING_ACKNOWLEDGE } from './medical-wait.ts';
import { NO_PROMISE } from './no-promise-lines.ts';
import { asksLeave, NO_VERDICT } from './no-verdict.ts';
import { ownFactsOpening } from './own-facts.ts';
import { ownNewsOpening } from './own-news.ts';
import { asksWhetherTo, ownTerms } from './own-terms.ts';
import { SHARE_ACKNOWLEDGE } from './share-acknowledge.ts';

export { asksForOutcome, noPromiseLine, type OutcomeAsk, outcomeAsked } from './outcome-asks.ts';
export { asksWhetherTo, ownTerms } from './own-terms.ts';
export { NO_PROMISE };

/** A variant chosen by seed; consecutive seeds give different variants. */
function pick<T>(options: readonly T[], seed: number): T {
  return options[Math.abs(Math.trunc(seed)) % options.length]!;
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function fill(template: string, terms: string): string {
  return template.replace(/\{X\}/g, capitalise(terms)).replace(/\{x\}/g, terms);
}

// ---------------------------------------------------------------------------------------------
// Empathy first

/**
 * Situations that share one way of being acknowledged: a death; a blow that landed (a job, a partner, health,
 * money, a fight); a strain that goes on (worry, sleep, being alone); a choice still open.
 */
type Register = 'grief' | 'blow' | 'strain' | 'choice';

const REGISTER: Record<Situation, Register> = {
  bereavement: 'grief',
  'job-loss': 'blow',
  breakup: 'blow',
  conflict: 'blow',
  illness: 'blow',
  'money-worry': 'blow',
  anxiety: 'strain',
  sleep: 'strain',
  loneliness: 'strain',
  decision: 'choice',
};

/**
 * First sentences: {x} is the person's own terms ("your dad", "losing your job"), {X} the same capitalised.
 * Every template reads well with a person, a gerund or a plain noun phrase in the slot.
 */
export const ACKNOWLEDGE: Record<PersonalityId, Record<Register, readonly string[]>> = {
  guide: {
    grief: [
      "I'm so sorry about {x}.",
      "I'm really sorry about {x}, and I'm glad you told me.",
      'Thank you for telling me about {x}. I am so sorry.',
    ],
    blow: [
      "I'm sorry about {x}; that is a lot to deal with.",
      "{X} is a hard thing to go through, and I'm glad you said it here.",
      'Thank you for telling me about {x}. That sounds really hard.',
    ],
    strain: [
      "{X} sounds exhausting, and I'm sorry you're living with it.",
      "I'm sorry about {x}; it wears a person down.",
      "Thank you for telling me about {x}. That's hard to carry day after day.",
    ],
    choice: [
      '{X} is a big thing to weigh, and it makes sense to take your time with it.',
      'Thanks for thinking out loud with me about {x}.',
      'I can tell {x} matters to you, and it deserves a careful look.',
    ],
  },
  witchy: {
    grief: [
      "Oh, I'm so sorry about {x}. I'm lighting a small candle for you tonight.",
      'My heart goes out to you over {x}; come and sit by the fire a while.',
      "I'm so very sorry about {x}. There's a warm seat by the hearth whenever you want it.",
    ],
    blow: [
      'Oh, {x} is a heavy stone to carry in your pocket.',
      "I'm sorry about {x}. Put the kettle on, and we'll sit with it together.",
      "{X} would rattle anyone's cupboards, and I'm sorry it has landed on you.",
    ],
    strain: [
      "{X} is a cold draught through every room, and I'm sorry it's blowing through yours.",
      'Oh, {x} sounds draining. Come in out of the wind for a bit.',
      "I'm sorry about {x}; that kind of thing frays the edges of every day.",
    ],
    choice: [
      '{X}: a crossroads, and crossroads are where the old wise women did their best thinking.',
      "Two paths and one pair of boots; let's look together at {x}.",
      '{X} is worth brewing over slowly.',
    ],
  },
  mystical: {
    grief: [
      'I am so sorry about {x}; an absence like this fills every room.',
      'I grieve with you for {x}.',
      'I am deeply sorry about {x}. Some losses change the shape of the whole sky.',
    ],
    blow: [
      'I am sorry about {x}; it is the kind of turn that moves the ground beneath your feet.',
      '{X} is a heavy crossing, and you do not have to make it alone here.',
      'I hear you about {x}. That is a hard thing to carry.',
    ],
    strain: [
      '{X} is a long night to walk through, and I am sorry you are walking it.',
      'I hear how heavy {x} has become.',
      'I am sorry about {x}; it is a weight that presses from the inside.',
    ],
    choice: [
      '{X}: you stand where the road divides, and both ways are real.',
      '{X} is a threshold, and thresholds deserve a slow step.',
      'There is a fork in your road: {x}.',
    ],
  },
  mentor: {
    grief: [
      'I am very sorry about {x}.',
      "I'm sorry about {x}. Thank you for trusting me with it.",
      "I'm sorry about {x}; that is a great weight to carry.",
    ],
    blow: [
      "I'm sorry about {x}. That is a real blow, and it would shake anyone.",
      '{X} asks a great deal of you. Thank you for telling me.',
      "I'm sorry; {x} is a lot to be carrying.",
    ],
    strain: [
      "I'm sorry about {x}. Living with it day after day takes real endurance.",
      "{X} can wear down even the steadiest person, and I'm sorry.",
      "Thank you for being honest about {x}; that's not easy to say.",
    ],
    choice: [
      '{X} is worth weighing slowly.',
      "Questions like {x} rarely have a clean answer, and it speaks well of you that you're asking.",
      "{X} deserves more than a quick yes or no, so let's take it carefully.",
    ],
  },
  coach: {
    grief: [
      "That's a huge loss. I'm sorry about {x}.",
      "I'm sorry about {x}. That's a lot to take in.",
      'Really sorry about {x}.',
    ],
    blow: [
      "That's rough. I'm sorry about {x}.",
      '{X} is a hard hit. Thanks for telling me straight.',
      "Sorry you're dealing with {x}. That's a lot at once.",
    ],
    strain: [
      "{X} is draining. I'm sorry.",
      'Sorry about {x}; that grinds anyone down fast.',
      "Got it: {x}. That's hard to push through every day.",
    ],
    choice: [
      "{X}: a real decision. Let's make it clearer.",
      'OK, {x}. Big call, and worth getting right.',
      "{X} is a choice worth a clear head. Let's break it down.",
    ],
  },
};

/** Second sentences: human, not yet astrological, no advice that presumes. */
export const STAY_WITH: Record<PersonalityId, Record<Register, readonly string[]>> = {
  guide: {
    grief: [
      "There's no right way to feel this, and no hurry to feel anything else.",
      'Whatever you feel right now, numb or tearful or both, is allowed.',
    ],
    blow: ["Let's take this gently.", "You don't need to have it figured out to talk about it."],
    strain: ["It makes sense that you're looking for some footing.", "You're not overreacting by taking it seriously."],
    choice: ['The choice stays yours; I can help you see it more clearly.', "There's no need to rush it."],
  },
  witchy: {
    grief: [
      'Grief keeps its own seasons, and there is no need to hurry through this one.',
      'Keep something warm in your hands today; nothing else needs doing yet.',
    ],
    blow: [
      'Be as gentle with yourself as you would be with a wilting plant.',
      'No spells needed right now, just a bit of care for you.',
    ],
    strain: ["A warm cup and a slow breath won't fix it, but they're a start.", "Let's be gentle with you first."],
    choice: [
      'The broom is in your hands; I can only sweep a little light onto the path.',
      'Both jars deserve a sniff before you pick one.',
    ],
  },
  mystical: {
    grief: [
      'What you feel now is the size of what you shared.',
      'Let the tide of it come and go; you do not have to hold it still.',
    ],
    blow: ['Let the first shock settle; the rest can wait.', 'Breathe for a moment; there is no hurry here.'],
    strain: [
      'Rest here a while; nothing needs to be solved at once.',
      'Even naming it is a way of setting some of it down.',
    ],
    choice: [
      'The choosing belongs to you; I can only light the ground a little.',
      'Stand at the fork a moment before you step.',
    ],
  },
  mentor: {
    grief: [
      'Grief takes the time it takes; nothing here needs working out today.',
      'You do not have to make sense of any of it yet.',
    ],
    blow: [
      'Before anything else, it is worth noticing how much you are holding.',
      'We can go slowly; nothing needs deciding today.',
    ],
    strain: ['It deserves to be taken seriously, including by you.', 'We can look at it slowly and without judgement.'],
    choice: [
      'In the end the choice is yours; I can help you see what each side asks of you.',
      'Time spent weighing it is not time wasted.',
    ],
  },
  coach: {
    grief: [
      'No tasks today; get through it however you need to.',
      'Go easy on yourself this week: eat something, rest when you can.',
    ],
    blow: [
      'First things first: look after the basics today, sleep and food.',
      'One step at a time; we can start small.',
    ],
    strain: ["Let's keep this simple and useful.", "We'll keep it small and doable."],
    choice: ["You make the call; I'll help you see the trade-offs.", "We'll get the options on the table first."],
  },
};

function registerOf(situation: Situation, message: string): Register {
  // "Should I break up with him?" is a choice still open, not a loss that happened.
  if ((situation === 'breakup' || situation === 'conflict') && asksWhetherTo(message)) return 'choice';
  return REGISTER[situation];
}

/**
 * The first one or two sentences of a reply to someone who shared something hard: an acknowledgement in their own
 * terms, no astrology yet, worded by voice. `seed` picks the variant, so two turns in one chat read differently.
 */
export function empathyOpening(situation: Situation, message: string, voice: PersonalityId, seed: number): string {
  // News told in their own particulars (a diagnosis and how long ago, a night feed at 3am): said back first.
  const news = ownNewsOpening(message);
  if (news) return news;
  // Someone close who is ill and still here: their own words, never a loss (ill-parent.ts).
  const ill = situation === 'illness' ? illParent(message) : null;
  // What they told in their own particulars comes first, when they gave enough of them (own-facts.ts).
  const illFacts = ill ? ownFactsOpening('ill-parent', message) : null;
  if (illFacts) return illFacts;
  if (ill) return withDetail(illParentOpening(ill, voice), detailLine(message, situation, 'ill-parent'));
  // A share read in the reply layer names itself: "losing your baby", never the first person the message mentions.
  const share = hardShare(message);
  const shared = share?.situation === situation ? share : null;
  // Coming out is not a loss: the opening follows their tense and stance (coming-out.ts).
  const comingOut = shared?.kind === 'coming-out' ? comingOutOpening(message, voice, seed) : null;
  if (comingOut) return comingOut;
  const facts = shared ? ownFactsOpening(shared.kind, message) : null;
  if (facts) return facts;
  // "I'm sorry about failing your finals": some shares land as a blow whatever their situation (disclosure-care.ts).
  const register =
    shared?.register ??
    ((shared && DISCLOSURE_REGISTER[shared.kind as DisclosureKind]) || registerOf(situation, message));
  const own = register === 'choice' && situation !== 'decision' ? ownTerms(message, 'decision') : null;
  const terms =
    shared?.terms ??
    own ??
    ownTerms(message, situation) ??
    (register === 'choice' ? GENERAL_TERMS.decision : generalTerms(situation, message));
  const templates =
    shared?.kind === 'medical-wait' || shared?.kind === 'war-fear'
      ? WAITING_ACKNOWLEDGE[voice]
      : shared?.kind === 'betrayal'
        ? BETRAYAL_ACKNOWLEDGE[voice]
        : shared?.kind === 'hurt-pattern'
          ? HURT_PATTERN_ACKNOWLEDGE[voice]
          : shared?.kind === 'burnout'
            ? SHARE_ACKNOWLEDGE[voice].burnout
            : shared?.afraid
              ? SHARE_ACKNOWLEDGE[voice].fear
              : ACKNOWLEDGE[voice][register];
  const first = fill(pick(templates, seed), terms);
  // "Do the stars approve?": said plainly that the chart neither approves nor forbids (asked-area.ts).
  if (register === 'choice' && asksLeave(message)) return `${first} ${NO_VERDICT[voice]}`;
  // Their own particulars (the sum, the years, the second attempt) take the place of a general second sentence.
  const detail = detailLine(message, situation, shared?.kind ?? null);
  if (detail) return withDetail(first, detail);
  // Two sentences at most: an acknowledgement that already has two stands alone.
  if (first.split(/[.!?](?=\s)/).length > 1) return first;
  const second = pick(STAY_WITH[voice][register], Math.floor(Math.abs(seed) / 3) + Math.abs(seed));
  return `${first} ${second}`;
}

/** The acknowledgement's first sentence, then the sentence naming their own particulars, when there is one. */
function withDetail(opening: string, detail: string | null): string {
  if (!detail) return opening;
  const first = opening.match(/^.*?[.!?](?=\s|$)/)?.[0] ?? opening;
  return `${first} ${detail}`;
}

/**
 * The first line of a follow-up on something hard already acknowledged: no second condolence, a plain word that
 * the reply stays with them. Two per voice, chosen by seed.
 */
export const STILL_WITH_YOU: Record<PersonalityId, readonly string[]> = {
  guide: ["I'm still here with you in this.", "Of course, let's stay with this a little longer."],
  witchy: ["I'm still right here by the fire with you.", "Let's keep sitting with this together; there's no rush."],
  mystical: ['I am still here beside you in this.', 'We can stay with this a while longer.'],
  mentor: ['We can stay with this as long as you need.', 'We can take this one piece at a time.'],
  coach: ["I'm with you. Let's keep it practical.", "Got it. Here's what can help."],
};

/** The opening of a follow-up on a situation told earlier in the chat: no condolence again. */
export function stillWithYou(voice: PersonalityId, seed: number): string {
  return pick(STILL_WITH_YOU[voice], seed);
}

// ---------------------------------------------------------------------------------------------
// The last line

/** Situations where talking to someone trusted or a professional is worth saying, once, plainly. */
export const SUPPORT_SITUATIONS: readonly Situation[] = ['bereavement', 'anxiety', 'sleep', 'illness'];

/** Who helps, by situation: fills {who}, always after "talking to" or "speak with". */
const SUPPORT_WHO: Partial<Record<Situation, string>> = {
  bereavement: 'someone you trust or a grief counsellor',
  anxiety: 'someone you trust or a therapist',
  sleep: 'a doctor if the nights stay this hard',
  illness: 'your doctor and the people close to you',
};

export const SUPPORT_CLOSINGS: Record<PersonalityId, readonly string[]> = {
  guide: [
    'Talking to {who} can help too, alongside anything we look at here.',
    "If you'd like to keep talking, I'm here; talking to {who} can help as well.",
  ],
  witchy: [
    'Talking to {who} is worth doing too; no herb replaces a kind ear.',
    "I'm here whenever you want to keep going, and talking to {who} is worth more than any ritual.",
  ],
  mystical: [
    'Let someone walk beside you in the daylight as well; talking to {who} can help.',
    'I will be here when you wish to return, and talking to {who} can light the way too.',
  ],
  mentor: [
    'It is also worth talking to {who}; you do not have to carry this alone.',
    'We can continue whenever you like, and it may help to speak with {who} as well.',
  ],
  coach: [
    'One more thing, said plainly: talking to {who} helps.',
    'Come back any time; talking to {who} is a good move too.',
  ],
};

export const GO_ON_CLOSINGS: Record<PersonalityId, readonly string[]> = {
  guide: [
    "Whenever you're ready, we can look at any part of this more closely.",
    'Tell me which part you would like to look at next, or just how you are doing.',
  ],
  witchy: [
    "The kettle's still warm whenever you want to keep talking.",
    'Say the word and we will open another jar, or simply sit a while.',
  ],
  mystical: [
    'When you wish, we can walk further into this together.',
    'The door stays open; come back to it whenever you are ready.',
  ],
  mentor: [
    'Take what is useful here, and we can go further whenever you wish.',
    'What would help most to look at next?',
  ],
  coach: [
    "When you're ready, tell me what you want to tackle first.",
    "Want to go further? Say which part and we'll start there.",
  ],
};

/**
 * A gentle last line: for bereavement, anxiety, sleep and illness a plain word that talking to someone trusted or a
 * professional helps too (the writer says it once per chat); otherwise an offer to go on.
 */
export function situationClosing(situation: Situation, voice: PersonalityId, seed: number): string {
  const who = SUPPORT_WHO[situation];
  if (who) return pick(SUPPORT_CLOSINGS[voice], seed).replace('{who}', who);
  return pick(GO_ON_CLOSINGS[voice], seed);
}

/** The closing for a situation whose support line was already given in this chat: an offer to go on. */
export function goOnClosing(voice: PersonalityId, seed: number): string {
  return pick(GO_ON_CLOSINGS[voice], seed);
}
