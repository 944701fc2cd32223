// Waiting for a medical result (a scan that found something, a lump, a biopsy): fear while waiting, never a
// bereavement. What is said about it: the first line, how to tell someone close, and keeping the follow-up when
// hospitals frighten them. Never medical advice beyond "go, and ask your doctor". Pure.
import type { PersonalityId } from '@stellara/contract';
import { normalise } from './own-terms.ts';

/** Tests and findings, in the words people use. */
const TEST =
  /\b(biops\w*|biopsie|biopsia|mri|irm|ct scan|scan|scanner|mammogram\w*|mammograph\w*|ultrasound|echographie|ecografia|ultrassom|resonancia|ressonancia|tomograph\w*|blood tests?|test results?|scan results?|biopsy results?|befund)\b/;
const FOUND =
  /\b(found|find|showed|shows|spotted|saw) (?:a |an |some |something)|\b(lump|mass|masse|growth|shadow|nodule|nodulo|bulto|caroco|tumou?r|tumeur|knoten|cyst|kyste|lesion)\b|\bont trouve\b|\bencontraron\b|\bencontraram\b|\bhaben (?:etwas|einen|eine) gefunden\b/;
const WAITING =
  /\b(waiting|wait|awaiting|j'?attends|attendre|en attendant|espero|esperando|aguardando|esperar|warte\w*)\b/;

/** What the person is waiting on, in their terms, or null when the message tells of no medical wait. */
export function medicalWait(message: string): string | null {
  const text = normalise(message);
  const test = text.match(TEST);
  if (!test || !(WAITING.test(text) || FOUND.test(text))) return null;
  if (/\bbiops/.test(text)) return 'waiting for the biopsy';
  if (FOUND.test(text)) return 'waiting to hear what the scan found';
  return 'waiting for your results';
}

/** The first sentences when a medical wait is told: the fear and the not-knowing named, by voice. */
export const WAITING_ACKNOWLEDGE: Record<PersonalityId, readonly string[]> = {
  guide: [
    "That sounds frightening, and {x} can be one of the hardest parts: there's nothing to do yet but wait.",
    "I'm glad you told me. {X} is a hard place to be, and it makes sense that fear fills the space where answers should be.",
  ],
  witchy: [
    'Oh, that is a frightening thing to be holding. {X} is its own kind of hard, all fear and no answers yet.',
    'I am glad you told me. {X} leaves a lot of room for fear, and it is fine to feel every bit of it.',
  ],
  mystical: [
    'That is a frightening thing to carry. {X} is a threshold with no view yet of the other side.',
    'Thank you for telling me. {X} leaves a great deal of room for fear, and fear is natural there.',
  ],
  mentor: [
    'That sounds frightening. {X} is one of the hardest stretches there is, because there is nothing to act on yet.',
    'Thank you for telling me. {X} is hard, and fear in the not-knowing is completely understandable.',
  ],
  coach: [
    "That's scary, and {x} is tough: no answers yet, nothing to do but wait.",
    "Thanks for telling me. {X} is hard; fear is a normal response while you don't know.",
  ],
};

/** "I don't know how to tell my mum", "she doesn't know yet": asking for help telling someone close. */
const TELLING =
  /\b(?:how (?:do |can |should |would )?i |how to |(?:do ?n'?t|dont|do not) know how to )(?:tell|say (?:it )?to|break (?:it|the news) to|talk to)\b|\b(?:doesn'?t|does not|don'?t|do not) know yet\b|\bcomo (?:le )?(?:digo|decirle|decirselo|contarle|contarselo|contar)\b|\bcomo (?:eu )?(?:conto|contar|falo)\b|\bcomment (?:le )?(?:dire|annoncer|lui dire)\b|\bwie (?:ich es|sag ich es)\b/;

const WHO: [RegExp, string, string][] = [
  [/\b(mum|mom|mother|mama|mam|madre|mae|maman|mere|mutter)\b/, 'your mum', 'Mum'],
  [/\b(dad|father|papa|padre|pai|pere|vater)\b/, 'your dad', 'Dad'],
  [/\b(partner|husband|wife|boyfriend|girlfriend|bf|gf)\b/, 'your partner', ''],
  [/\b(sister|brother|hermana|hermano|irma|irmao|soeur|frere|schwester|bruder)\b/, 'them', ''],
];

/** Who they want to tell, when the message asks how to tell someone; null when it asks nothing of the kind. */
export function tellingWhom(message: string): { who: string; called: string } | null {
  const text = normalise(message);
  if (!TELLING.test(text)) return null;
  const found = WHO.find(([p]) => p.test(text));
  return found ? { who: found[1], called: found[2] } : { who: 'them', called: '' };
}

/** Help telling someone close while the answers are not in yet: when, a first sentence, and that not knowing is fine. */
export function tellingHelp(whom: { who: string; called: string }, terms: string | null): string {
  const her = whom.who === 'your mum' ? 'her' : whom.who === 'your dad' ? 'him' : 'them';
  const she = her === 'her' ? 'she' : her === 'him' ? 'he' : 'they';
  const address = whom.called ? `${whom.called}, ` : '';
  const what = terms?.includes('biopsy')
    ? "they found something on a scan and I'm waiting for a biopsy"
    : "they found something in some tests and I'm waiting to hear more";
  return [
    `### Telling ${whom.who === 'them' ? 'them' : whom.who}`,
    `- **When:** a quiet moment when neither of you has to rush off, face to face or on a call rather than by text, and not late at night if you can help it.`,
    `- **A first sentence you could use:** “${address}I need to tell you something, and I don't have all the answers yet: ${what}. I wanted you to know.”`,
    `- **Not having answers yet is fine.** You don't have to explain what it might be; “I'll know more after the results” is a complete answer, and you can tell ${her} what would help, whether that's company at the appointment or just being able to talk.`,
    `${capital(she)} may be frightened too, and may ask questions you can't answer yet; that's all right. Waiting to tell ${her} until you know more is also a choice you're allowed to make.`,
  ].join('\n');
}

function capital(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The first line when they ask how to tell someone close. */
export function tellingFirstLine(whom: { who: string }): string {
  const her = whom.who === 'your mum' ? 'her' : whom.who === 'your dad' ? 'him' : 'them';
  return `It makes sense that this is hard: you want to protect ${her}, and you don't even have the answers yet yourself.`;
}

/** Skipping or dropping a follow-up, a check or a hospital appointment. */
const SKIP_CARE =
  /\b(skip|miss|cancel|not go(?: to)?|avoid|get out of|ditch|saltar(?:me)?|faltar a|no ir a|nao ir|pular|sauter|annuler|ne pas aller|absagen|schwanzen)\b.{0,40}\b(follow[- ]?ups?|appointments?|check[- ]?ups?|scans?|biops\w*|hospital|screening|results|consulta|cita|control|rendez-vous|rdv|controle|termin|nachsorge|kontrolle)\b/;

/** The message asks whether to skip a follow-up or a check. */
export function skipsFollowUp(message: string): boolean {
  return SKIP_CARE.test(normalise(message));
}

/** Said first: keep the follow-up; only the doctors can say when it is safe to stop. */
export const KEEP_FOLLOW_UP =
  'Please keep the follow-up, even if the biopsy comes back clear: it is how your doctors make sure, and only they can tell you when it is safe to stop. No chart can answer that one, and I would not want one to.';

/** Then the fear of hospitals, met and taken to the doctor, never argued with. */
export const HOSPITAL_FEAR: Record<PersonalityId, string> = {
  guide:
    "Hating hospitals is really common, and it's worth saying so to your doctor or the nurse: they hear it often and can help, with a first appointment of the day so there's less waiting, a quieter place to wait, or simply explaining each step before it happens. Taking someone with you, or headphones and something to hold, can make it easier too.",
  witchy:
    'Plenty of people dread hospitals, and there is no shame in it; tell your doctor or the nurse, because they can often make it gentler, an early slot with less waiting, a quieter corner, each step explained first. Bring a friend, or something warm and familiar to hold.',
  mystical:
    'A fear of hospitals is shared by many, and it deserves to be spoken; tell your doctor or the nurse, who can often ease the way, with an early hour, a quieter room, each step named before it comes. A companion beside you, or something familiar in your hand, helps too.',
  mentor:
    'Disliking hospitals is very common, and it is worth telling your doctor or nurse plainly; they can often help, with an early appointment, somewhere quieter to wait, or each step explained beforehand. Bringing someone you trust makes a real difference too.',
  coach:
    'Hating hospitals is normal. Tell your doctor or nurse straight out: they can book you first slot, find a quieter spot to wait, walk you through each step. Bring a friend. Then go.',
};
