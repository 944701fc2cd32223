// A goodbye that picks up one concrete thing the person just said: the candle they will light for him on Wednesday,
// the 6am start tomorrow, the exam in the morning. One warm short line, no new reading, no offer (docs/voice.md:
// "a thank-you gets a warm line"). Read on folded text in English, Spanish, Portuguese, French and German; the line
// itself is English, naming only what they said. Pure.
import type { PersonalityId } from '@stellara/contract';
import { fold } from '../understanding/fold.ts';
import { THANKED } from './acts.ts';

/** A goodbye or goodnight, in five languages (plan-small-talk.ts LEAVING covers the English acts). */
const GOODBYE =
  /\b(?:off to bed|going to bed|heading to bed|off to sleep|(?:good ?)?night(?: night)?(?: x+)?$|nite|bye|gotta go|got to go|have to go|need to go|see (?:you|ya)|talk (?:soon|later)|buenas noches|me voy a dormir|me voy a la cama|hasta manana|adios|boa noite|vou dormir|vou deitar|ate amanha|tchau|bonne nuit|je vais (?:me coucher|dormir)|a demain|gute nacht|ich geh(?:e)? (?:jetzt )?schlafen|bis morgen|tschuss)\b/;

const WEEKDAYS: readonly [RegExp, string][] = [
  [/\b(?:monday|lunes|segunda|lundi|montag)\b/, 'Monday'],
  [/\b(?:tuesday|martes|terca|mardi|dienstag)\b/, 'Tuesday'],
  [/\b(?:wednesday|miercoles|quarta|mercredi|mittwoch)\b/, 'Wednesday'],
  [/\b(?:thursday|jueves|quinta|jeudi|donnerstag)\b/, 'Thursday'],
  [/\b(?:friday|viernes|sexta|vendredi|freitag)\b/, 'Friday'],
  [/\b(?:saturday|sabado|samedi|samstag)\b/, 'Saturday'],
  [/\b(?:sunday|domingo|dimanche|sonntag)\b/, 'Sunday'],
];

const TOMORROW = /\b(?:tomorrow|tmrw|tmr|manana|amanha|demain|morgen)\b/;

/** When they said it happens: "on Wednesday", "tomorrow", or nothing. */
function whenSaid(text: string): string {
  const day = WEEKDAYS.find(([re]) => re.test(text))?.[1];
  if (day) return ` on ${day}`;
  return TOMORROW.test(text) ? ' tomorrow' : '';
}

const CANDLE = /\b(?:candle|vela|bougie|kerze)\b/;
const FOR_HIM = /\b(?:for him|por el|para ele|pour lui|fur ihn)\b/;
const FOR_HER = /\b(?:for her|por ella|para ela|pour elle|fur sie)\b/;

/** An early start: "6am start", "early shift", "madrugo", "acordo cedo", "je me leve tot", "muss fruh raus". */
const EARLY =
  /\b(\d{1,2}(?:[:.]\d\d)? ?am) (?:start|shift|alarm)\b|\bearly (?:start|shift|morning|one)\b|\bup at (\d{1,2}(?:[:.]\d\d)? ?am|\d{1,2})\b|\bmadrug\w*|\b(?:me levanto|levantarme) (?:muy )?temprano\b|\b(?:acordo|acordar) cedo\b|\bme lev(?:e|er) tot\b|\bfruh (?:raus|aufstehen)\b/;

/** Something ahead they named: the exam, the interview, the shift, the flight, in five languages. */
const EVENTS: readonly [RegExp, string][] = [
  [/\b(?:exam|examen|exame|prova|prufung|klausur)\b/, 'exam'],
  [/\b(?:interview|entrevista|entretien|vorstellungsgesprach)\b/, 'interview'],
  [/\b(?:appointment|cita|consulta|rendez-vous|termin)\b/, 'appointment'],
  [/\b(?:flight|vuelo|voo|vol|flug)\b/, 'flight'],
  [/\b(?:shift|turno|plantao|schicht)\b/, 'shift'],
  [/\b(?:funeral|entierro|funeral|enterro|obseques|beerdigung)\b/, 'funeral'],
];

/** The one concrete thing picked up, as a line, or null when the goodbye names nothing we can say back truly. */
export function pickedUpLine(message: string): string | null {
  const text = fold(message);
  const when = whenSaid(text);
  if (CANDLE.test(text)) {
    const whom = FOR_HIM.test(text) ? ' for him' : FOR_HER.test(text) ? ' for her' : '';
    return `I hope lighting the candle${whom}${when} brings you a little peace.`;
  }
  const early = text.match(EARLY);
  if (early) {
    const time = (early[1] ?? early[2])?.replace(/\s/g, '');
    return `Sleep well, and I hope the ${time ? `${time} ` : 'early '}start${when} goes gently.`;
  }
  const event = EVENTS.find(([re]) => re.test(text))?.[1];
  // The funeral is not wished luck: it is wished gentleness.
  if (event === 'funeral') return `I hope the funeral${when} is gentle with you, and that you have people beside you.`;
  if (event) return `Good luck with the ${event}${when}; I hope it goes well.`;
  return null;
}

const SIGN_OFF: Record<PersonalityId, { night: string; day: string }> = {
  guide: { night: 'Goodnight, take care.', day: 'Take care.' },
  witchy: { night: 'Sleep softly.', day: 'Go gently.' },
  mystical: { night: 'Rest well under the stars.', day: 'Go well.' },
  mentor: { night: 'Rest well.', day: 'Take good care of yourself.' },
  coach: { night: 'Get some rest.', day: 'Go get it.' },
};

const NIGHT = /\b(?:night|nite|bed|sleep|noches|dormir|noite|nuit|coucher|nacht|schlafen)\b/;

/** A goodbye (with or without thanks) that names one thing they said, or null for a plain goodbye. */
export function goodbyePickup(message: string, voice: PersonalityId, thanked: boolean): string | null {
  const text = fold(message);
  if (!GOODBYE.test(text)) return null;
  const line = pickedUpLine(message);
  if (!line) return null;
  const sign = SIGN_OFF[voice][NIGHT.test(text) ? 'night' : 'day'];
  // "Sleep well" is already said by the early-start line: no second goodnight.
  const end = line.startsWith('Sleep well') ? (thanked ? 'Take care.' : '') : sign;
  return [thanked ? THANKED[voice][0] : null, line, end].filter(Boolean).join(' ');
}

type Local = 'es' | 'pt' | 'fr' | 'de';

/** Weekday names said back in each language, with the preposition each takes ("el", "na", "", "am"). */
const DAYS_IN: Record<Local, Record<string, string>> = {
  es: {
    Monday: 'el lunes',
    Tuesday: 'el martes',
    Wednesday: 'el miércoles',
    Thursday: 'el jueves',
    Friday: 'el viernes',
    Saturday: 'el sábado',
    Sunday: 'el domingo',
  },
  pt: {
    Monday: 'na segunda',
    Tuesday: 'na terça',
    Wednesday: 'na quarta',
    Thursday: 'na quinta',
    Friday: 'na sexta',
    Saturday: 'no sábado',
    Sunday: 'no domingo',
  },
  fr: {
    Monday: 'lundi',
    Tuesday: 'mardi',
    Wednesday: 'mercredi',
    Thursday: 'jeudi',
    Friday: 'vendredi',
    Saturday: 'samedi',
    Sunday: 'dimanche',
  },
  de: {
    Monday: 'am Montag',
    Tuesday: 'am Dienstag',
    Wednesday: 'am Mittwoch',
    Thursday: 'am Donnerstag',
    Friday: 'am Freitag',
    Saturday: 'am Samstag',
    Sunday: 'am Sonntag',
  },
};
const TOMORROW_IN: Record<Local, string> = { es: 'mañana', pt: 'amanhã', fr: 'demain', de: 'morgen' };
const HIM_HER: Record<Local, [string, string]> = {
  es: ['por él', 'por ella'],
  pt: ['para ele', 'para ela'],
  fr: ['pour lui', 'pour elle'],
  de: ['für ihn', 'für sie'],
};
const EVENT_IN: Record<Local, Partial<Record<string, string>>> = {
  es: { exam: 'el examen', interview: 'la entrevista', appointment: 'la cita', flight: 'el vuelo', shift: 'el turno' },
  pt: { exam: 'a prova', interview: 'a entrevista', appointment: 'a consulta', flight: 'o voo', shift: 'o plantão' },
  fr: {
    exam: "l'examen",
    interview: "l'entretien",
    appointment: 'le rendez-vous',
    flight: 'le vol',
    shift: 'le service',
  },
  de: {
    exam: 'die Prüfung',
    interview: 'das Vorstellungsgespräch',
    appointment: 'den Termin',
    flight: 'den Flug',
    shift: 'die Schicht',
  },
};

const LOCAL_LINES: Record<Local, { candle: string; early: string; event: string; night: string; bye: string }> = {
  es: {
    candle: 'Que la vela{whom}{when} te traiga un poco de paz.',
    early: 'Que descanses, y que el madrugón{when} vaya bien.',
    event: '¡Mucha suerte con {event}{when}!',
    night: 'Buenas noches.',
    bye: 'Cuídate.',
  },
  pt: {
    candle: 'Que a vela{whom}{when} te traga um pouco de paz.',
    early: 'Descansa bem, e que o dia cedo{when} corra bem.',
    event: 'Boa sorte com {event}{when}!',
    night: 'Boa noite.',
    bye: 'Se cuida.',
  },
  fr: {
    candle: "J'espère que la bougie{whom}{when} t'apportera un peu de paix.",
    early: 'Dors bien, et bon courage pour le réveil matinal{when}.',
    event: 'Bonne chance pour {event}{when} !',
    night: 'Bonne nuit.',
    bye: 'Prends soin de toi.',
  },
  de: {
    candle: 'Ich hoffe, die Kerze{whom}{when} schenkt dir ein wenig Frieden.',
    early: 'Schlaf gut, und alles Gute für den frühen Start{when}.',
    event: 'Viel Glück für {event}{when}!',
    night: 'Gute Nacht.',
    bye: 'Pass auf dich auf.',
  },
};

const isLocal = (language: string): language is Local => language in LOCAL_LINES;

/** The same goodbye in Spanish, Portuguese, French or German, or null when none is written or nothing is picked up. */
export function goodbyePickupIn(language: string, message: string): string | null {
  if (!isLocal(language)) return null;
  const text = fold(message);
  if (!GOODBYE.test(text)) return null;
  const day = WEEKDAYS.find(([re]) => re.test(text))?.[1];
  const when = day ? ` ${DAYS_IN[language][day]}` : TOMORROW.test(text) ? ` ${TOMORROW_IN[language]}` : '';
  const lines = LOCAL_LINES[language];
  const [him, her] = HIM_HER[language];
  const whom = FOR_HIM.test(text) ? ` ${him}` : FOR_HER.test(text) ? ` ${her}` : '';
  const event = EVENTS.find(([re]) => re.test(text))?.[1];
  const named = event ? EVENT_IN[language][event] : undefined;
  const line = CANDLE.test(text)
    ? lines.candle
    : EARLY.test(text)
      ? lines.early
      : named
        ? lines.event.replace('{event}', named)
        : null;
  if (!line) return null;
  const end = line === lines.early ? '' : NIGHT.test(text) ? lines.night : lines.bye;
  return [line.replace('{whom}', whom).replace('{when}', when), end].filter(Boolean).join(' ');
}
