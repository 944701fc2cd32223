// The doctor a person named ("my neurologist", "mi neuróloga", "mein Hausarzt"), so the line that sends a health
// question back to a doctor sends it to theirs; and symptoms asked of the chart ("tremors for weeks, does my chart
// show what's wrong?"), which are a doctor's to look at, never a chart's. Word lists on folded text, six languages. Pure.
import { normalise } from './own-terms.ts';

const DOCTORS: readonly [RegExp, string][] = [
  [/\bneurolog(?:ist|o|a|ue|e|in)\b/, 'your neurologist'],
  [/\bpsychiatr(?:ist|e|in)\b|\bpsiquiatra\b|\bpsichiatra\b/, 'your psychiatrist'],
  [/\boncolog(?:ist|o|a|ue|e|in)\b/, 'your oncologist'],
  [/\bcardiolog(?:ist|o|a|ue|e|in)\b/, 'your cardiologist'],
  [/\b(?:rheumatolog|reumatolog|endocrinolog|gastroenterolog|dermatolog)\w*/, 'your specialist'],
  [
    /\b(?:gp|family doctor|medico de cabecera|medico de familia|medecin traitant|hausarzt\w*|medico di base)\b/,
    'your GP',
  ],
  [/\b(?:consultant|specialist|especialista|specialiste|facharzt\w*|specialista)\b/, 'your specialist'],
  [/\bprescriber\b/, 'your prescriber'],
];

/** "your neurologist", "your GP": the doctor the message names, or null. */
export function namedDoctor(message: string): string | null {
  const text = normalise(message);
  return DOCTORS.find(([re]) => re.test(text))?.[1] ?? null;
}

/** Symptoms told: a body's signs, never read from a chart. */
const SYMPTOMS =
  /\b(?:symptoms?|tremors?|(?<!\bi'?m |\bi am |\bstill )shaking|shaky hands?|headaches?|migraines?|dizz\w*|numbness|numb (?:hands?|feet|arm|leg)|lumps?(?! sums?\b)|rash|palpitations|chest pains?|seizures?|fainting|blackouts?|losing weight|weight loss|memory loss|what'?s wrong with me|sintomas?|temblores?|mareos?|dolores? de cabeza|tremores?|tonturas?|symptomes?|tremblements?|vertiges?|maux de tete|symptome?|zittern|schwindel|kopfschmerzen|sintomi|tremori|vertigini|mal di testa)\b/;

export function toldSymptoms(message: string): boolean {
  return SYMPTOMS.test(normalise(message));
}

/** Said after "a chart can't show illness" when symptoms were told or a doctor named: who to see about them. */
export function doctorLine(message: string): string | null {
  const doctor = namedDoctor(message);
  if (!doctor && !toldSymptoms(message)) return null;
  const who = doctor ?? 'your GP or doctor';
  return toldSymptoms(message)
    ? `For the symptoms themselves, please talk to ${who}, and sooner rather than later if they are new or getting worse.`
    : `For the health question itself, ${who} is the one to ask.`;
}
