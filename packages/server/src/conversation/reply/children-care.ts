// Children who already exist, inside a hard time: a separation or divorce, a fight at home, a move, an illness in the
// family. "Will the kids be ok?", "how do I tell the children", "¿mis hijos van a sufrir con el divorcio?" are about
// them, never about whether the person will have children: no chart can promise how they will be, what helps
// children is well known (plain words, both parents, routine, no blame), and the person's own chart speaks only to
// how they can carry it. Also a separation told ("we're separating"), which the reader often misses. Pure.
import type { PersonalityId } from '@stellara/contract';
import type { Situation } from '../understanding/understanding.ts';
import { normalise } from './own-terms.ts';

/** A couple separating or divorcing, in six languages (their own, not their parents'). */
const SEPARATION =
  /\b(?:separating|separated|separation|splitting up|split up|getting (?:a )?divorced?|divorc\w*|nos (?:estamos )?separ\w*|separarnos|nos vamos a separar|divorcio|estamos nos separando|vamos nos separar|separacao|divorcio|on se separe|nous (?:nous )?separons|on divorce|wir trennen uns|trennung|scheidung|lassen uns scheiden|ci (?:stiamo )?separ\w*|separazione|divorzi\w*)\b/;

/** Someone else's separation (their parents'): not the person's own. */
const OTHERS = /\b(?:my parents|mis padres|meus pais|mes parents|meine eltern|i miei genitori)\b/;

/** "Is it applying or separating?": an aspect separating, said in the words of a chart. */
const ASPECT_WORDS =
  /\b(?:applying|apply|aspects?|orbs?|conjunct\w*|trines?|squares?|opposi\w*|sextiles?|degrees?|planets?|transit\w*|aplicando|aplicativ[oa]|separativ[oa]|applicant|appliquant|applikativ|separativ)\b|°/;

/** A separation asked about as a possibility ("does that mean I'll get divorced?"), not told as happening. */
const ASKED_AHEAD =
  /\b(?:will (?:i|we)|(?:i|we) will|i'?ll|we'?ll|am i going to|are we going to|going to|gonna|mean|means|veut dire|je vais|on va|voy a|vamos a|significa que|vou|werde ich|werden wir|bedeutet|vuol dire|andro|betekent)\b.{0,40}\b(?:divorc|separ|split|scheid|trenn)/;

/** A separation the message tells of: "the divorce" or "the separation", or null. */
export function separationTold(message: string): string | null {
  const text = normalise(message);
  if (
    !SEPARATION.test(text) ||
    OTHERS.test(text) ||
    ASPECT_WORDS.test(text) ||
    (ASKED_AHEAD.test(text) && text.includes('?'))
  )
    return null;
  return /divorc|scheidung|scheiden|divorzi/.test(text) ? 'the divorce' : 'the separation';
}

/** Children who exist: "the kids", "my son", "mis hijos", "les enfants", "die Kinder", "i bambini". */
const CHILDREN =
  /\b(?:kids?|children|(?:my|our|the) (?:child|sons?|daughters?|boys?|girls?)|little ones?|hij[oa]s|ninos|peques|filh[oa]s|criancas|enfants|(?:die|unsere|meine) kinder|figli|bambini)\b/;

/** Having or conceiving children: the only question the fertility line answers. */
const FERTILITY =
  /\b(?:have|having|had|get|getting|want|wanting|trying for|try for) (?:kids|children|a baby|a child|another (?:baby|child))\b|\bpregnan\w*|\bconceiv\w*|\bfertil\w*|\binfertil\w*|\bivf\b|\b(?:tener|quiero) hijos\b|\bquedar embarazada\b|\bter filhos\b|\bengravidar\b|\bavoir (?:un|des) enfants?\b|\btomber enceinte\b|\bkinder (?:bekommen|kriegen)\b|\bschwanger\w*|\bavere (?:un )?figli\b|\brimanere incinta\b/;

/** What is asked about them: how they will be, or how to tell them. */
const HOW_THEY_WILL_BE =
  /\b(?:be ok(?:ay)?|be alright|be all right|be fine|cope|suffer\w*|get through|affect\w*|hurt\w*|harm\w*|damag\w*|scar\w*|traumati[sz]\w*|mess (?:them|him|her) up|sufrir\w*|estar bien|afectar\w*|sofrer\w*|ficar bem|afetar\w*|souffrir|aller bien|leiden|schaden|soffrir\w*|stare bene)\b/;
const TELL_THEM =
  /\b(?:tell|explain|break (?:it|the news)|talk to|say to|decir(?:les|le)?|digo|decimos|contar(?:les|le)?|conto|contamos|dico|diciamo|explicar(?:les|le)?|dizer|falar com|dire aux|annoncer|expliquer|sagen|erklaren|dire ai|spiegare)\b/;

/** The message asks how children who exist will be, or how to tell them; never whether to have any. */
export function asksAboutChildren(message: string): 'how' | 'telling' | null {
  const text = normalise(message);
  if (!CHILDREN.test(text) || FERTILITY.test(text)) return null;
  if (TELL_THEM.test(text)) return 'telling';
  return HOW_THEY_WILL_BE.test(text) ? 'how' : null;
}

/** The message asks whether they can have or conceive children. */
export function asksFertility(message: string): boolean {
  return FERTILITY.test(normalise(message));
}

/** The message speaks of children who exist (for the honest line on an outcome asked about them). */
export function speaksOfChildren(message: string): boolean {
  const text = normalise(message);
  return CHILDREN.test(text) && !FERTILITY.test(text);
}

/** The hard time the children are in, from the situation told: its name and what helps children through it. */
type ChildContext = 'separation' | 'conflict' | 'move' | 'illness' | 'hard-time';

/** Situations in which "will the kids be ok?" is about that situation (a loss keeps its own help: steadying.ts). */
export const CHILD_SITUATIONS: readonly Situation[] = [
  'breakup',
  'conflict',
  'illness',
  'decision',
  'money-worry',
  'job-loss',
];

const CONTEXT_OF: Partial<Record<Situation, ChildContext>> = {
  breakup: 'separation',
  conflict: 'conflict',
  illness: 'illness',
  decision: 'move',
};

/** The children's context, from the situation and what the chat told. */
export function childContext(situation: Situation, told: readonly string[]): ChildContext {
  const context = CONTEXT_OF[situation] ?? 'hard-time';
  // A choice that is not a move (a job offer) is a hard time at home for the children, not a move.
  if (
    context === 'move' &&
    !told.some((m) => /\bmov(?:e|ing)\b|\brelocat|\bmudar|\bdemenag|\bumzieh|\btrasfer/.test(normalise(m)))
  )
    return 'hard-time';
  return context;
}

const THROUGH: Record<ChildContext, string> = {
  separation: 'a separation',
  conflict: 'tension at home',
  move: 'a move',
  illness: 'an illness in the family',
  'hard-time': 'a hard time at home',
};

/** What helps children through each hard time: plain, well-known, never a promise. */
const HELPS: Record<ChildContext, readonly string[]> = {
  separation: [
    '**Plain words, together if you can.** Tell them with the other parent, in a few true sentences at their level: you are living in two homes now, and both of you still love them.',
    "**It is not their fault, and they don't have to choose.** Say it out loud, more than once; children often quietly believe they caused it or could fix it.",
    '**Keep the routine.** Same school, bedtimes, meals and people as far as you can; the ordinary is what tells them the ground still holds.',
    '**No blame in front of them.** Keep the grown-up reasons and the anger for adults; let them love both of you without guilt.',
  ],
  conflict: [
    '**Keep them out of the middle.** No messages carried between adults, and no taking sides asked of them.',
    '**No blame in front of them.** Disagree away from them where you can, and if they saw a fight, tell them simply that it was a grown-up argument and not their fault.',
    '**Keep the routine.** Ordinary meals, bedtimes and plans steady them more than any explanation.',
  ],
  move: [
    '**Tell them early, in plain words.** Where, when and why, and what stays the same.',
    '**Give them small choices.** Their room, what comes in the first box, how to say goodbye to friends and places.',
    '**Keep the routine.** Familiar meals, bedtimes and things around them make the new place home faster.',
  ],
  illness: [
    '**Plain, true words at their level.** What the illness is called, what it means day to day, and that it is not their fault and not catching (when it isn’t).',
    '**Let them ask, again and again.** "I don\'t know yet" is an honest answer, and a promise you can keep is better than a comforting one you can\'t.',
    '**Keep the routine,** and tell their school or nursery, so someone there knows why they may be upset.',
  ],
  'hard-time': [
    '**Plain words at their level.** A short, true explanation beats silence; children fill silence with worse stories.',
    '**It is not their job to fix it.** Tell them the adults are handling it, and that it is not their fault.',
    '**Keep the routine.** Ordinary days are what tell them they are safe.',
  ],
};

/** Words they could start from when telling the children, by hard time: short, true, at a child's level. */
const FIRST_WORDS: Record<ChildContext, string> = {
  separation:
    "“We've decided to live in two homes. It's a grown-up decision, and it isn't because of anything you did. We both love you, and that won't change.”",
  conflict:
    "“You may have heard us arguing. That's a grown-up problem, it isn't your fault, and it isn't your job to fix it. We both love you.”",
  move: "“We're going to move to a new home. Here is where, and when, and here is what stays the same.”",
  illness:
    "“Someone we love is very ill, and the doctors are looking after them. It isn't anyone's fault, and you can ask me anything, any time.”",
  'hard-time':
    "“Things are hard for the grown-ups right now, and we're sorting it out. It isn't your fault, and you can ask me anything.”",
};

/** How to tell the children: when, a first sentence, what to say after it. */
export function childrenTelling(context: ChildContext): string {
  return [
    '### Telling them',
    `- **When:** a calm time at home with nowhere to rush to, not just before school or bed${context === 'separation' ? ', and together with the other parent if you can' : ''}.`,
    `- **A first sentence you could use:** ${FIRST_WORDS[context]}`,
    '- **Then:** what stays the same for them (school, friends, who puts them to bed), and that they can ask questions now or later; expect the same questions again, often days after.',
    'Their first reaction may be tears, anger or seeming not to care at all; each is normal, and none of it means you told them wrong.',
  ].join('\n');
}

/** The honest first line when asked how the children will be, by voice: no chart promises it. */
export const CHILDREN_NO_PROMISE: Record<PersonalityId, string> = {
  guide:
    "No chart can promise how your children will come through this, and I won't pretend to read it in yours. What does help children is well known, though, and much of it is in the hands of the adults around them.",
  witchy:
    'No chart or candle can promise how your little ones will come through this, and I would never pretend mine can. What helps children is well known, and most of it is in grown-up hands.',
  mystical:
    'The sky does not say how your children will come through this, and I will not pretend it does. What helps children through such a time is well known, and much of it lies with the adults beside them.',
  mentor:
    'No chart can tell you how your children will come through this, and it would be wrong of me to pretend otherwise. What helps children is well understood, and much of it is within your reach.',
  coach:
    "Straight answer: no chart can promise how your kids will come through this. What helps kids is well known, and most of it is in your hands. Here's what.",
};

/** The first line when asked how to tell them. */
const TELLING_FIRST =
  "Telling them is one of the hardest parts, and it's good that you're thinking about how. There is no perfect way, but there are ways that help.";

/** The first line of a turn about the children: the separation acknowledged when told now, then the honest answer. */
export function childrenFirstLine(ask: 'how' | 'telling', message: string, voice: PersonalityId): string {
  const told = separationTold(message);
  const sorry = told ? `I'm sorry you're going through ${told}. ` : '';
  return `${sorry}${ask === 'telling' ? TELLING_FIRST : CHILDREN_NO_PROMISE[voice]}`;
}

/** What helps children through this hard time, as a short list under its own heading. */
export function childrenHelp(context: ChildContext): string {
  return [`### What helps children through ${THROUGH[context]}`, ...HELPS[context].map((h) => `- ${h}`)].join('\n');
}

/** The heading over the person's own chart, read only for how they can carry it. */
export const CARRY_HEADING = 'How you can carry it';
