// Care on sensitive ground: questions about health or medication, a hard thing shared earlier in the chat that
// still colours the questions after it, a feeling shared inside it, and an apology for sharing. Pure.
import type { PersonalityId } from '@stellara/contract';
import { withoutCancerSign } from '../understanding/cancer-sense.ts';

export { withoutCancerSign };

import type { Situation } from '../understanding/understanding.ts';
import { skipsFollowUp } from './medical-wait.ts';
import { medicationAskIn } from './medication.ts';
import { asksMedicineMore, medicineDecider } from './medication-asks.ts';
import { asksMoneyChoice } from './money-choice.ts';
import { namedDoctor, toldSymptoms } from './named-doctor.ts';
import { normalise } from './own-terms.ts';
import { type TimedDecision, timedDecision } from './timed-decisions.ts';

/**
 * A question about health: whether to change a medication or treatment, or whether the chart shows illness; or a
 * treatment or money decision asked to be timed by the sky (timed-decisions.ts), which no chart decides either.
 */
export type HealthAsk = 'medication' | 'shows-illness' | 'follow-up' | 'money-choice' | TimedDecision;

const ILLNESS_SHOWN =
  /\b(chart|stars?|sky|planets?|astrology|horoscope)\b.*\b(show|say|tell|predict|see|reveal|indicate)s?\b.*\b(health|illness|ill|sick|sickness|disease|cancer|problems? with my body)\b|\b(health|illness|disease|cancer)\b.*\b(in|from) my (chart|stars)\b/;

/** "Does my chart say if it will be serious?", in the words people use: only the tests can tell. */
const SERIOUS_SHOWN =
  /\b(chart|theme|carta|mapa|horoscope|horoskop|stars|astros|planets?)\b.*\b(serious|grave|cancer|benign|malignant|bad news|maligno|benigno|malin|benin|bosartig|gutartig|schlimm|ernst)\b/;

/** The chart asked about in the words people use: "my chart", "the stars", "mi carta", "mon thème". */
const CHART_ASKED =
  /\b(?:chart|stars?|planets?|astrology|horoscope|transits?|carta|mapa|astros|theme astral|horoskop|geburtshoroskop|tema natale|oroscopo)\b/;

/** What a health question asks, or null: a change of medication first (it is never read from the chart). */
export function healthAsk(message: string): HealthAsk | null {
  const text = withoutCancerSign(normalise(message));
  // In any language we have the words for (medication.ts): Italian, French, German, Dutch and Polish too.
  if (medicationAskIn(text) || asksMedicineMore(text)) return 'medication';
  // Timing a treatment or a money move by the sky: said first that no chart can, before any yes/no on a retrograde.
  const timed = timedDecision(text);
  if (timed) return timed;
  // Choosing between money options (a lump sum or monthly payments): no chart weighs them (money-choice.ts).
  if (asksMoneyChoice(text)) return 'money-choice';
  // Skipping a follow-up or a check: keep it, and take the fear of hospitals to the doctor.
  if (skipsFollowUp(message)) return 'follow-up';
  if (ILLNESS_SHOWN.test(text) || SERIOUS_SHOWN.test(text)) return 'shows-illness';
  // Symptoms asked of the chart ("tremors for weeks, does my chart show what's wrong?"): no chart shows them.
  if (toldSymptoms(text) && CHART_ASKED.test(text)) return 'shows-illness';
  return null;
}

/** Said first on a medication question: the doctor or prescriber decides, never the chart. */
export const MEDICATION_FIRST =
  'Please talk to your doctor or prescriber before changing anything: whether to stop or keep a medication is a question for them, not for a chart, and I won’t read your chart as a reason either way.';

/** The medication line sent to the doctor they named ("talk to your neurologist"), else the general one. */
export function medicationFirst(message: string): string {
  const doctor = namedDoctor(message) ?? medicineDecider(message);
  return doctor ? MEDICATION_FIRST.replace('your doctor or prescriber', doctor) : MEDICATION_FIRST;
}

/** After it: why going back to them is worth it, and what the chat can still offer, by voice. */
export const MEDICATION_AFTER: Record<PersonalityId, string> = {
  guide:
    "Tell them what's on your mind about it, including how it makes you feel; they hear this often and can change the dose, the timing or the medicine itself. If it helps in the meantime, we can look at how your chart describes the way you carry worry, as something to understand, not a guide to treatment.",
  witchy:
    'Tell them what worries you about it and how it makes you feel; that is exactly what they need to hear, and there is often another way. In the meantime, if you like, we can sit with what your chart says about how you carry worry, just for understanding.',
  mystical:
    'Tell them what troubles you about it and what you feel on it; that is the knowledge they need, and there are often other paths. If you wish, we can look at how your chart pictures the way you carry worry, as a mirror, never as a guide to treatment.',
  mentor:
    'What worries you about it, and how it makes you feel, are worth bringing to them plainly; they can often adjust it or suggest another option. If it would help, we can look at what your chart says about how you carry worry, as understanding, never as advice on treatment.',
  coach:
    'Next step: call them and tell them exactly what worries you and how it makes you feel; doses, timing and alternatives are their job. If you want, we can look at how your chart handles worry, for understanding only.',
};

/** Said first when asked whether the chart shows illness: it cannot, by voice. */
export const ILLNESS_NOT_SHOWN: Record<PersonalityId, string> = {
  guide:
    "A chart can't show illness or predict anyone's health, so nothing in yours says what is happening in your body or how a test will come out.",
  witchy:
    'No chart can show an illness or foretell health, and I would never pretend mine can; nothing in yours says what a test will find.',
  mystical: 'The sky does not show illness, nor the fate of a body; nothing in your chart says what a test will find.',
  mentor:
    'A chart cannot show illness or predict health, and I would not want you to lean on one that claimed to; nothing in yours says what a test will find.',
  coach: "Straight answer: a chart can't show illness or predict health. Nothing in yours says what a test will find.",
};

/** What a health question can be answered with instead: how the person copes, not what will happen to them. */
export const ILLNESS_INSTEAD: Record<PersonalityId, string> = {
  guide: 'What it can show is how you tend to meet worry and waiting, and that is what I will look at with you.',
  witchy: 'What it can show is how you tend yourself through worry and waiting; let us look at that.',
  mystical: 'What it can show is how you walk through waiting and fear; let us look there.',
  mentor: 'What it can show is how you carry worry and waiting, and what steadies you.',
  coach: 'What it can show is how you handle waiting and pressure. Here is that.',
};

// ---------------------------------------------------------------------------------------------
// A hard thing shared earlier in the chat

/** Situations that keep a chat sensitive after the turn they were shared on. */
const CARRIED: readonly Situation[] = ['bereavement', 'illness', 'job-loss', 'breakup', 'anxiety', 'sleep'];

const MEDICAL_NEWS = /\b(results?|biopsy|scan|tests?|diagnosis|surgery|operation|treatment)\b/;

/**
 * A hard thing shared earlier in this chat, carried into this turn: it stays gentle and sells nothing; `opening` is
 * what is met before the chart (how it ends, or a feeling shared); `followsUp` when this message goes on with the
 * hard thing itself ("how can I cope?"), which is then the turn's situation, with no second condolence.
 */
export interface Carried {
  situation: Situation;
  /** 'chart': a chart question asked inside it, answered from the chart after one clause that keeps it in view. */
  opening: 'outcome' | 'feeling' | 'chart' | null;
  followsUp: boolean;
}

/**
 * The hard situation shared earlier in this chat that keeps this turn gentle, or null: a question about results goes
 * with an illness shared earlier; otherwise the latest one.
 */
export function carriedSituation(situations: readonly (Situation | null)[], message = ''): Situation | null {
  const shared = situations.filter((s): s is Situation => s !== null && CARRIED.includes(s));
  if (shared.includes('illness') && MEDICAL_NEWS.test(normalise(message))) return 'illness';
  return shared.at(-1) ?? null;
}

/** The honest answer first, by situation: what usually happens, and that no chart can say when or how. */
export const CARRIED_ANSWER: Partial<Record<Situation, Record<PersonalityId, string>>> = {
  bereavement: {
    guide:
      'For most people grief does get easier to carry, slowly and not in a straight line; nobody can say when, and a chart can’t either.',
    witchy:
      'Grief does usually soften, season by season, though never on a schedule; no chart can tell you when, and I won’t pretend it can.',
    mystical:
      'Grief does loosen its grip, in tides rather than a straight road; the sky cannot say when, and I will not pretend it can.',
    mentor:
      'For most people it does become easier to carry, though slowly and with hard days in between; no one can say when, and a chart cannot either.',
    coach:
      'Honest answer: for most people it gets easier, slowly and with bad days mixed in. No chart can give you a date for that.',
  },
  illness: {
    guide:
      "I can't tell you when the results will come or what they will say, and no timing in a chart can; waiting like this is one of the hardest parts.",
    witchy:
      'No chart can tell when the results come or what they hold, and I won’t dress up a guess as magic; the waiting is hard enough.',
    mystical:
      'The sky cannot say when the news will come or what it will hold; the waiting itself is a heavy thing to carry.',
    mentor:
      'A chart cannot tell you when the results will come or what they will say, and no timing in it makes them better or worse; the waiting is hard in itself.',
    coach:
      "Straight answer: no chart can time the results or say what they'll show, and no date in it changes them. The waiting is the hard part.",
  },
};

/** The honest answer to a how-will-it-end question in a hard chat, or null when the situation has none written. */
export function carriedAnswer(situation: Situation, voice: PersonalityId, message = ''): string | null {
  // The illness answer is about results: "will she get better?" gets the situation's no-promise line instead.
  if (situation === 'illness' && !MEDICAL_NEWS.test(normalise(message))) return null;
  return CARRIED_ANSWER[situation]?.[voice] ?? null;
}

// ---------------------------------------------------------------------------------------------
// Feelings shared inside a hard chat, and an apology for sharing

/** A feeling named in the message, and how it is met before anything from the chart. */
const FEELINGS: readonly { words: RegExp; line: string }[] = [
  {
    // A grief waved away by someone close ("it's just a dog, pull yourself together"): the grief is real.
    words:
      /\b(?:just|only) (?:a|an) (?:dog|cat|pet|animal|horse)\b|\bpull (?:my|your)self together\b|\bget over it\b|\bsolo (?:es )?un (?:perro|gato|animal)\b|\bso (?:e )?um (?:cachorro|gato|bicho)\b|\bjuste un (?:chien|chat)\b|\bnur ein (?:hund|tier)\b/,
    line: "Being told that hurts. What you're feeling is grief, and it is real: an animal who has shared your days for years is part of your home and your routine, and losing that is a real loss, whatever anyone else calls it. You don't have to pull yourself together on anyone's timetable. If you want to, you could tell them plainly what you need this week: not a fix, just someone beside you in it.",
  },
  {
    // Looking back for what they missed ("i should have noticed she was sick sooner"): guilt, not new health news.
    words:
      /\bshould (?:have|'?ve) (?:noticed|known|seen|realised|realized|caught|spotted|done something)\b|\bif only i(?:'d| had)\b|\bdebi(?:a)? (?:haberme dado cuenta|haberlo notado|notarlo)\b|\bdevia ter (?:percebido|notado)\b|\baurais du (?:voir|remarquer)\b|\bhatte (?:es )?merken (?:sollen|mussen)\b/,
    line: "That guilt is so common, and it comes from how much you love them, not from any failure. Animals are very good at hiding pain until it can't be hidden, and you are looking back with what you know now, which you didn't have then. You noticed, you took them to the vet, and you are staying with them through this: that is what caring for them looks like.",
  },
  {
    // Grieving someone who is still alive ("it's like she's already gone", "he doesn't know me any more").
    words:
      /\b(?:griev\w*|mourn\w*|miss(?:ing)?) (?:him|her|them)\b.{0,40}\bstill (?:alive|here)\b|\b(?:like|as if|feels like) (?:he|she|they)(?:'s| is| are|'re)? already gone\b|\bnot (?:him|her|them)sel(?:f|ves) any ?more\b|\b(?:doesn'?t|does not|don'?t) (?:know|recogni[sz]e) (?:me|who i am) any ?more\b|\bcomo si ya no estuviera\b|\bcomo se (?:ja )?nao estivesse\b/,
    line: "That has a name: grieving someone who is still alive. It is one of the hardest kinds, because there is no funeral for the parts of them you have already lost, and the people around you may not see it. It doesn't mean you've given up on them; it means you love them and see clearly what is happening.",
  },
  {
    words:
      /\b(?:can'?t|cannot) stop crying\b|\bkeep crying\b|\bcrying (?:at|in) (?:work|the office)\b|\bno puedo dejar de llorar\b|\bnao consigo parar de chorar\b|\bje n'?arrete pas de pleurer\b|\bich muss (?:standig|dauernd) weinen\b/,
    line: "Crying like that isn't weakness; it's love with nowhere else to go right now. If it comes at work or somewhere public, it's fine to step out for a few minutes, and telling one person there you trust what this week holds can make the days easier.",
  },
  {
    words: /\b(guilt(y)?|my fault|should have been there|wasn'?t there|blame myself)\b/,
    line: 'That guilt makes sense, and it is one of the most common parts of grief: it comes from how much you cared, not from anything you failed to do. Not being there at the end does not undo the rest of what you were to each other.',
  },
  {
    words: /\b(angry|anger|furious|so mad)\b/,
    line: 'Anger is part of this for a lot of people, and it is allowed; it does not make you a bad person.',
  },
  {
    words: /\b(numb|empty|hollow|nothing at all|can'?t feel)\b/,
    line: 'Feeling {word} is a very common way for a mind to protect itself after a shock; it does not mean you care less.',
  },
  {
    // "I don't want to talk to anyone": allowed, and never read as a quarrel with whoever keeps calling.
    words:
      /\b(?:do ?n'?t|dont|do not) (?:want|feel like) (?:to )?(?:talk(?:ing)?|speak(?:ing)?|see(?:ing)?) (?:to |with )?(?:anyone|anybody|people)\b|\b(?:want|need) to be left alone\b|\bcan'?t face (?:anyone|people)\b|\bno quiero (?:hablar|ver) (?:con |a )?nadie\b|\bnao quero (?:falar|ver) (?:com )?ninguem\b|\bnon voglio (?:parlare|vedere) (?:con )?nessuno\b/,
    line: 'Not wanting to talk to anyone right now is allowed, and it makes sense; the people who love you can wait, and one short message saying you need some quiet is enough when you feel up to it.',
  },
  {
    words: /\b(alone|lonely|nobody understands|no one understands)\b/,
    line: 'Feeling alone with it is so hard, and I am glad you said it out loud here.',
  },
  {
    words: /\b(ashamed|shame|embarrass(ed|ing)?|humiliat(ed|ing))\b/,
    line: 'Feeling ashamed about it is very common, and it is not a verdict on you; it mostly shows how much this mattered.',
  },
  {
    words: /\b(scared|afraid|terrified|frightened)\b/,
    line: 'Of course you are scared; anyone would be, and you do not have to talk yourself out of it.',
  },
];

/** The acknowledgement of a feeling shared in the message, or null when it names none we recognise. */
export function feelingLine(message: string): string | null {
  const text = normalise(message);
  for (const f of FEELINGS) {
    const m = text.match(f.words);
    // The feeling named in their own word ("empty", "hollow"), never a synonym they did not use.
    if (m) return f.line.replace('{word}', /^(can|nothing)/.test(m[0]) ? 'numb' : m[0]);
  }
  return null;
}

/** Saying sorry, in the words people use. */
const SORRY =
  /\b(sorry|so sorry|apologi[sz]e|apologies|my bad|perdon|perdona|disculpa|desculpa|desculpe|scusa|scusami|pardon|entschuldigung)\b/;

/** What the apology is for: having shared, at length or at all, or to a program. */
const FOR_SHARING =
  /\b(dump(ing)?|unload(ing)?|vent(ing)?|rant(ing)?|ramble|rambling|all this|so much|too much|being a mess|oversharing|going on|(long|huge|big) (message|text|post)|crying|(so |this )?(emotional|dramatic|needy|heavy)|(silly|stupid|weird|pathetic) (to|thing)|just an? (app|bot|ai|program|machine|computer)|an? (app|bot|ai|program|machine|computer)|you'?re (just |only )?(an? )?(app|bot|ai|program|machine|computer)|i know you'?re|you (probably )?(don'?t|can'?t) (care|feel)|contarte|desahog\w*|el rollo|todo esto|desabaf\w*|tudo isso|te encher|lo sfogo|tutto questo)\b/;

/** "Sorry for dumping all this on an app", "sorry. i know you're just an app": an apology for sharing, not doubt. */
export function apologisesForSharing(message: string): boolean {
  const text = normalise(message);
  // "Sorry to hear that" or "sorry but this is nonsense" apologise for nothing shared.
  if (/\bsorry (to hear|to say|but)\b/.test(text)) return false;
  return SORRY.test(text) && FOR_SHARING.test(text);
}

/** The reply to an apology for sharing: warm and short, no reading, by voice. */
export const APOLOGY_REPLY: Record<PersonalityId, string> = {
  guide:
    "There's nothing to be sorry for. This is a fine place to put some of it down, and I'm glad you did. I'm here whenever you want to keep talking, about your chart or just about how you're doing.",
  witchy:
    'No apology needed, truly. Set down as much as you like here; the kettle is warm and there is no rush. We can talk about your chart or just about how you are.',
  mystical:
    'There is nothing to forgive. What you carry may be set down here for a while, and I am glad you did. I am here when you wish to go on.',
  mentor:
    'There is nothing to apologise for. Saying it somewhere is often the first way of carrying it, and I am glad you did. We can go on whenever you like, with your chart or simply with how you are.',
  coach:
    "No need to apologise. Getting it out is a good move, and this is a fine place for it. I'm here when you want to keep going.",
};

/** The first line of an answer to "how do I grieve?" asked of the chart: gentle, never "good question". */
export const COPING_OPENING: Record<PersonalityId, string> = {
  guide: "Let's look gently at how your chart meets hard times.",
  witchy: "Let's look, gently, at how your chart weathers the hard seasons.",
  mystical: 'Let us look gently at how your chart meets the hard seasons.',
  mentor: 'Let us look, gently, at how your chart meets hard times.',
  coach: "Here's how your chart handles hard times, plainly.",
};
