// "ok that actually makes sense. night x", "thank you. she's asleep, gonna try and sleep too", "valeu!! vou mostrar
// pra minha mae", "Thanks. That's all for now.": a turn that closes the chat. It gets a short warm close in the
// person's language and voice, naming the plan they said (showing their mum, getting some sleep), and never a new
// reading or a nudge to a next topic (docs/voice.md, "Thanking"). Six languages, folded. Pure.
import type { PersonalityId } from '@stellara/contract';
import { fold } from '../understanding/fold.ts';
import { goodbyePickupIn, pickedUpLine } from './goodbye-pickup.ts';
import type { PlanBuilder } from './plan-types.ts';
import { spokeOfRisk } from './safety-held.ts';

type Lang = 'en' | 'es' | 'pt' | 'fr' | 'de' | 'it';

/** Words that end a chat: a goodnight, a goodbye, "that's all for now", going to sleep, in six languages. */
const CLOSING =
  /\b(?:good ?night|night night|nighty night|night,? x+|night(?=\W*$)|nite|bye|gotta go|got to go|off to bed|going to bed|(?:gonna|going to|off to|will|i'?ll) (?:try (?:and|to) )?(?:get some )?sleep|that'?s (?:all|it) for (?:now|today|tonight)|that'?s all|all for now|talk (?:soon|later|tomorrow)|see (?:you|ya)|buenas noches|me voy a (?:dormir|la cama)|hasta (?:luego|manana|pronto)|eso es todo|nos vemos|boa noite|vou (?:dormir|deitar|tentar dormir)|ate (?:mais|amanha|logo)|tchau|e isso por hoje|por hoje e so|bonne nuit|je vais (?:me coucher|dormir)|a demain|c'?est tout pour (?:aujourd'?hui|ce soir|l'?instant)|gute nacht|ich geh(?:e)? (?:jetzt )?schlafen|bis (?:bald|morgen|dann)|tschuss|das war'?s|buona ?notte|vado a dormire|a domani|per ora e tutto)\b/;

/** A thanks, in six languages: a thanks with a stated plan ("valeu!! vou mostrar pra minha mae") closes too. */
const THANKS =
  /\b(?:thanks?|thank you|thx|ty|tysm|cheers|gracias|obrigad[oa]|valeu|brigad[oa]|merci|danke|grazie|dank je|bedankt)\b/;

/** Something still asked or told to be read ("but what about...", "one more thing"): not a close. */
const STILL_ASKING =
  /\?|\b(?:but what|one more|another question|what about|and my|tell me|explain|can you|could you|pero que|y mi|e o meu|mais que|et mon|und mein|aber was)\b/;

/** Sleep that is the trouble, not the plan: "I can't sleep", "still awake", "no puedo dormir". */
const SLEEPLESS =
  /\b(?:can'?t sleep|cannot sleep|couldn'?t sleep|insomnia|still awake|no puedo dormir|nao consigo dormir|je n'?arrive pas a dormir|kann nicht schlafen|non riesco a dormire)\b/;

/** The people a plan names, said back as "your ..." in each language. */
const PEOPLE: readonly [RegExp, Record<Lang, string>][] = [
  [
    /\b(?:mum|mom|mother|mama|mae|mamae|madre|mami|mere|maman|mutter|mamma)\b/,
    { en: 'your mum', es: 'tu madre', pt: 'a sua mãe', fr: 'ta mère', de: 'deiner Mutter', it: 'tua madre' },
  ],
  [
    /\b(?:dad|father|papa|pai|padre|pere|vater|papi|papai)\b/,
    { en: 'your dad', es: 'tu padre', pt: 'o seu pai', fr: 'ton père', de: 'deinem Vater', it: 'tuo padre' },
  ],
  [
    /\b(?:sister|hermana|irma|soeur|schwester|sorella)\b/,
    { en: 'your sister', es: 'tu hermana', pt: 'a sua irmã', fr: 'ta sœur', de: 'deiner Schwester', it: 'tua sorella' },
  ],
  [
    /\b(?:partner|boyfriend|girlfriend|husband|wife|bf|gf|novio|novia|pareja|namorad[oa]|marido|esposa|copain|copine|mari|femme|freund|freundin|fidanzat[oa])\b/,
    { en: 'your partner', es: 'tu pareja', pt: 'o seu amor', fr: 'ton amour', de: 'deinem Schatz', it: 'il tuo amore' },
  ],
  [
    /\b(?:friends?|bestie|amig[oa]s?|amie?s?|freunde|amic[io])\b/,
    {
      en: 'your friend',
      es: 'tu amiga o amigo',
      pt: 'quem é seu amigo',
      fr: 'ton ami',
      de: 'deinem Freund',
      it: 'il tuo amico',
    },
  ],
];

/** Showing or telling someone: "I'll show my mum", "vou mostrar pra minha mae", "se lo enseño a mi madre". */
const SHOWING =
  /\b(?:show|send|tell|read (?:it|this) to|mostr\w*|muestr\w*|ensen\w*|contar|mandar|enviar|montr\w*|envoyer|dire|zeig\w*|schicken|erzahlen|mostrare|far vedere|mandare|raccontare)\b/;
const SLEEP = /\b(?:sleep|asleep|bed|dormir|dormire|deitar|cama|coucher|schlafen|bett|letto)\b/;

const SHOW_LINE: Record<Lang, (who: string) => string> = {
  en: (who) => `I hope showing ${who} goes well.`,
  es: (who) => `Ojalá te vaya bien al enseñárselo a ${who}.`,
  pt: (who) => `Espero que seja bom mostrar para ${who}.`,
  fr: (who) => `J'espère que ça se passera bien en le montrant à ${who}.`,
  de: (who) => `Ich hoffe, es läuft gut, wenn du es ${who} zeigst.`,
  it: (who) => `Spero che vada bene mostrarlo a ${who}.`,
};

const SLEEP_LINE: Record<Lang, string> = {
  en: 'I hope you get some sleep too.',
  es: 'Ojalá puedas descansar un poco.',
  pt: 'Espero que você consiga descansar um pouco.',
  fr: "J'espère que tu arriveras à dormir un peu.",
  de: 'Ich hoffe, du bekommst auch etwas Schlaf.',
  it: 'Spero che riesca a dormire un po’ anche tu.',
};

const THANKED: Record<Lang, string> = {
  en: "You're welcome, I'm glad it helped.",
  es: 'De nada, me alegra que te haya servido.',
  pt: 'De nada, que bom que ajudou.',
  fr: "Avec plaisir, je suis content que ça t'ait aidé.",
  de: 'Gern geschehen, schön, dass es geholfen hat.',
  it: 'Prego, sono contenta che ti sia stato utile.',
};

/** The last line, a goodnight or a goodbye, in the voice (English) or the language; no next topic. */
const SIGN_OFF_EN: Record<PersonalityId, { night: string; day: string }> = {
  guide: { night: 'Goodnight, take care.', day: 'Take care.' },
  witchy: { night: 'Sleep softly.', day: 'Go gently.' },
  mystical: { night: 'Rest well under the stars.', day: 'Go well.' },
  mentor: { night: 'Rest well.', day: 'Take good care of yourself.' },
  coach: { night: 'Get some rest.', day: 'Go get it.' },
};
const SIGN_OFF: Record<Exclude<Lang, 'en'>, { night: string; day: string }> = {
  es: { night: 'Buenas noches. Cuídate.', day: 'Cuídate mucho.' },
  pt: { night: 'Boa noite. Se cuida.', day: 'Se cuida.' },
  fr: { night: 'Bonne nuit. Prends soin de toi.', day: 'Prends soin de toi.' },
  de: { night: 'Gute Nacht. Pass auf dich auf.', day: 'Pass auf dich auf.' },
  it: { night: 'Buonanotte. Abbi cura di te.', day: 'Abbi cura di te.' },
};

const NIGHT = /\b(?:night|nite|nighty|bed|sleep|asleep|noches|dormir|noite|deitar|nuit|coucher|nacht|schlafen|notte)\b/;

/** Whether the message closes the chat: a goodbye or "that's all", or a thanks with a plan of theirs, nothing asked. */
export function isClosingTurn(message: string): boolean {
  const text = fold(message);
  if (STILL_ASKING.test(text) || SLEEPLESS.test(text)) return false;
  const thanked = THANKS.test(text);
  return CLOSING.test(text) || (thanked && statedPlan(text, 'en') !== null);
}

/** The plan the person said, as a line in their language, or null when they said none we can say back truly. */
function statedPlan(text: string, language: Lang): string | null {
  if (SHOWING.test(text)) {
    const who = PEOPLE.find(([re]) => re.test(text))?.[1][language];
    if (who) return SHOW_LINE[language](who);
  }
  return SLEEP.test(text) && CLOSING.test(text) ? SLEEP_LINE[language] : null;
}

/** The close: a thanks back when they thanked, their plan named, then a goodnight or goodbye. */
export function closingReply(message: string, language: string, voice: PersonalityId): string {
  const lang = (language in THANKED ? language : 'en') as Lang;
  const text = fold(message);
  const night = NIGHT.test(text) ? 'night' : 'day';
  const end = lang === 'en' ? SIGN_OFF_EN[voice][night] : SIGN_OFF[lang][night];
  const plan = statedPlan(text, lang);
  return [THANKS.test(text) ? THANKED[lang] : null, plan, end].filter(Boolean).join(' ');
}

export const planClosing: PlanBuilder = ({ input, base, heard }) => {
  // A hard thing told in the same message is answered as one (care), except the sleep of someone going to bed.
  const hard = heard?.situation && heard.situation !== 'sleep';
  if (hard || input.part || input.automatic || !input.earlierQuestions.length || !isClosingTurn(input.message))
    return null;
  // After a risk to their life was spoken of, goodnight names the line again (safety-after.ts), never a bare close.
  if (spokeOfRisk(input.earlierQuestions)) return null;
  // A goodbye naming the candle, the early start or the exam is said back by goodbye-pickup.ts, through planThanks.
  if (pickedUpLine(input.message) || goodbyePickupIn(base.language, input.message)) return null;
  return { ...base, mode: 'thanks', topic: CLOSING_TOPIC, factors: [], highlight: null };
};

/** The topic that marks a closing plan, so the writer says closingReply in the voice. */
export const CLOSING_TOPIC = 'closing the chat';
