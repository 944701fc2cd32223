// The line in the person's language that answers this turn, above an English reply: a condolence for a loss told,
// "you're right, shorter" for a reply that was too long, a plain yes or no when the English answer opens with one,
// the plans or the app when that was asked. The honest sentence about English is said with it the first time
// (their-language.ts decides when), and a short "in English" after that, so no two turns open the same way. Pure.

import { disclosureIn } from '../understanding/disclosures.ts';
import { HARD_CUES, namesCue } from '../understanding/features.ts';
import { fold } from '../understanding/fold.ts';
import type { WrittenLanguage } from '../understanding/understanding.ts';
import { shortAnswer } from './answer-line.ts';
import { comingOutStanceIn } from './coming-out.ts';
import type { ReplyPlan } from './plan-types.ts';
import { messageLeads, pointIn } from './turn-leads.ts';

/** What this turn does that its first line answers. */
export type TurnKind = 'loss' | 'hard' | 'glad' | 'courage' | 'shorter' | 'price' | 'app' | 'yes' | 'no';

type Lines = Partial<Record<WrittenLanguage, string>>;

const LEADS: Record<TurnKind, Lines> = {
  loss: {
    es: 'Lo siento mucho por tu pérdida.',
    pt: 'Sinto muito pela sua perda.',
    fr: 'Toutes mes condoléances.',
    de: 'Mein herzliches Beileid.',
    it: 'Mi dispiace tanto per la tua perdita.',
    nl: 'Gecondoleerd met je verlies.',
  },
  hard: {
    es: 'Siento mucho lo que estás pasando.',
    pt: 'Sinto muito pelo que você está passando.',
    fr: 'Ce que tu traverses est dur, et je suis là.',
    de: 'Es tut mir sehr leid, was du gerade durchmachst.',
    it: 'Mi dispiace molto per quello che stai passando.',
    nl: 'Wat naar, wat je nu doormaakt.',
  },
  // Coming out is not a loss (coming-out.ts): gladness when it went well, courage while it is ahead.
  glad: {
    es: '¡Qué buena noticia, me alegro mucho por ti!',
    pt: 'Que notícia boa, fico muito feliz por você!',
    fr: 'Quelle bonne nouvelle, je suis vraiment content pour toi !',
    de: 'Was für eine schöne Nachricht, ich freue mich für dich!',
    it: 'Che bella notizia, sono davvero felice per te!',
    nl: 'Wat een goed nieuws, ik ben blij voor je!',
  },
  courage: {
    es: 'Hace falta valor para esto, y es normal estar nervioso.',
    pt: 'É preciso coragem para isso, e é normal ficar nervoso.',
    fr: 'Il faut du courage pour ça, et c’est normal d’avoir le trac.',
    de: 'Dafür braucht es Mut, und Nervosität gehört dazu.',
    it: 'Ci vuole coraggio per questo, ed è normale essere nervosi.',
    nl: 'Daar is moed voor nodig, en zenuwen horen erbij.',
  },
  shorter: {
    es: 'Tienes razón, lo digo más corto.',
    pt: 'Tem razão, digo mais curto.',
    fr: 'Tu as raison, je fais plus court.',
    de: 'Du hast recht, ich fasse mich kürzer.',
    it: 'Hai ragione, lo dico più in breve.',
    nl: 'Je hebt gelijk, ik houd het korter.',
  },
  price: {
    es: 'Estos son los planes y sus precios.',
    pt: 'Estes são os planos e os preços.',
    fr: 'Voici les formules et leurs prix.',
    de: 'Hier sind die Pläne und ihre Preise.',
    it: 'Ecco i piani e i loro prezzi.',
    nl: 'Dit zijn de abonnementen en hun prijzen.',
  },
  app: {
    es: 'Te explico cómo funciona Stellara.',
    pt: 'Explico como funciona a Stellara.',
    fr: 'Je t’explique comment fonctionne Stellara.',
    de: 'Ich erkläre dir, wie Stellara das handhabt.',
    it: 'Ti spiego come funziona Stellara.',
    nl: 'Ik leg uit hoe Stellara werkt.',
  },
  yes: { es: 'Sí.', pt: 'Sim.', fr: 'Oui.', de: 'Ja.', it: 'Sì.', nl: 'Ja.' },
  no: { es: 'No.', pt: 'Não.', fr: 'Non.', de: 'Nein.', it: 'No.', nl: 'Nee.' },
};

/** After the lead, the first time in a chat: the honest part, once. */
const FIRST_TAIL: Lines = {
  es: 'Por ahora escribo solo en inglés, así que sigo en inglés:',
  pt: 'Por enquanto escrevo só em inglês, então sigo em inglês:',
  fr: 'Pour l’instant, j’écris uniquement en anglais, alors je continue en anglais :',
  de: 'Im Moment schreibe ich nur auf Englisch, deshalb geht es auf Englisch weiter:',
  it: 'Per ora scrivo solo in inglese, quindi continuo in inglese:',
  nl: 'Voorlopig schrijf ik alleen in het Engels, dus verder in het Engels:',
};

/** After the lead on a later turn: a short "in English", in turn so two turns seldom end their line alike. */
const LATER_TAIL: Partial<Record<WrittenLanguage, readonly string[]>> = {
  es: ['Sigo en inglés:', 'La respuesta, en inglés:'],
  pt: ['Sigo em inglês:', 'A resposta, em inglês:'],
  fr: ['Je continue en anglais :', 'La réponse, en anglais :'],
  de: ['Weiter auf Englisch:', 'Die Antwort auf Englisch:'],
  it: ['Continuo in inglese:', 'La risposta, in inglese:'],
  nl: ['Verder in het Engels:', 'Het antwoord, in het Engels:'],
};

/** Every ending of a first line, by language: the honest part and the short "in English" ones. */
export const TURN_TAILS: Partial<Record<WrittenLanguage, readonly string[]>> = Object.fromEntries(
  Object.entries(FIRST_TAIL).map(([language, first]) => [
    language,
    [first!, ...(LATER_TAIL[language as WrittenLanguage] ?? [])],
  ]),
);

/** The honest sentence said with a lead, so a later turn knows it was said. */
export const firstTails = (): string[] => Object.values(FIRST_TAIL);

/** The English answer's first word, when it is a plain yes or no ("Yes, as a guest it would be"). */
const openingAnswer = (english: string): 'yes' | 'no' | null => {
  const first = english.replace(/^(?:#+[^\n]*\n+)+/, '').trimStart();
  return /^Yes\b/.test(first) ? 'yes' : /^No\b[,.:!]/.test(first) ? 'no' : null;
};

/**
 * The first line's kind for a hard thing told now: a loss, a hard thing, or coming out by its stance. A loss is
 * condoled only when the message names a death, and a hard thing only when it tells one in words: a first line
 * never says "sorry for your loss" to someone asking about their living partner.
 */
function hardKind(plan: ReplyPlan): TurnKind | null {
  const stance = comingOutStanceIn(plan.message);
  if (stance === 'well') return 'glad';
  if (stance === 'planning' || stance === 'done') return 'courage';
  if (plan.situation === 'bereavement' && namesDeath(plan.message)) return 'loss';
  // A choice ahead is not a pain shared: "sinto muito" above "should I change careers? I'm afraid to get it wrong"
  // reads as pity. Only a hard thing told (a loss, a fear of its own, a break-up) is met with sorrow.
  if (plan.situation === 'decision') return null;
  return toldInWords(plan.message) ? 'hard' : null;
}

/** A death said gently ("non c'è più", "nos dejó", "is er niet meer"), beside the plain words the cues hold. */
const GENTLE_DEATH =
  /\b(?:non c'?e piu|ci ha lasciat[oaie]|ya no esta|nos dejo|ja nao esta|nos deixou|n'?est plus la|nous a quitte\w*|ist nicht mehr da|hat uns verlassen|is er niet meer|heengegaan|passed on|no longer with us)\b/;
/** The plain words of a death in each language, in their every ending ("décédée", "morta", "overleden"). */
const DEATH_WORDS =
  /\b(?:died|dead|passed away|decede\w*|mort[aoe]?s?|morreu|faleceu|falecid[oa]|murio|muert[oa]|fallecio|fallecid[oa]|gestorben|verstorben|starb|overleden|gestorven|dood)\b/;
const namesDeath = (message: string) =>
  DEATH_WORDS.test(fold(message)) ||
  namesCue('bereavement', message) ||
  disclosureIn(message)?.situation === 'bereavement' ||
  GENTLE_DEATH.test(fold(message));

/** The message tells a hard thing in words of its own (a death, a lost job, fear...), in any language the cues know. */
const toldInWords = (message: string) => !!disclosureIn(message) || HARD_CUES.some((cue) => namesCue(cue, message));

/** What this turn does that has its own first line, or null for an ordinary question. */
export function turnKind(plan: ReplyPlan, english: string): TurnKind | null {
  // A hard thing told now, not a later turn on it (that gets no second condolence).
  const hard = plan.situation && !plan.carried?.followsUp ? hardKind(plan) : null;
  if (hard) return hard;
  if (plan.talk?.kind === 'summary' && plan.talk.shorter) return 'shorter';
  const answer = openingAnswer(english);
  if (answer) return answer;
  if (plan.mode === 'price') return 'price';
  if (
    plan.mode === 'about-stellara' ||
    (plan.mode === 'talk' && (plan.talk?.kind === 'plans' || plan.talk?.kind === 'memory'))
  )
    return 'app';
  return null;
}

/** Other words for a hard thing told again later in the chat, so two turns never open alike. */
const HARD_AGAIN: Partial<Record<WrittenLanguage, readonly string[]>> = {
  es: ['Gracias por contármelo; es mucho para llevar.', 'Te leo, y lo que cuentas pesa.'],
  pt: ['Obrigada por me contar; é muita coisa para carregar.', 'Estou te lendo, e o que você conta pesa.'],
  fr: ['Merci de me le dire ; c’est beaucoup à porter.', 'Je te lis, et ce que tu racontes pèse lourd.'],
  de: ['Danke, dass du mir das erzählst; das ist viel zu tragen.', 'Ich lese dich, und das wiegt schwer.'],
  it: ['Grazie di avermelo detto; è molto da portare.', 'Ti leggo, e quello che racconti pesa.'],
  nl: ['Dank je dat je het me vertelt; dat is veel om te dragen.', 'Ik lees je, en wat je vertelt weegt zwaar.'],
};

/**
 * The first line for this turn in their language, with the honest part when `first`; null when none is written or
 * every wording of it was said earlier in the chat (`said`), so the chat's rotating line takes over.
 */
export function turnLine(
  plan: ReplyPlan,
  english: string,
  first: boolean,
  said: (line: string) => boolean = () => false,
): string | null {
  const kind = turnKind(plan, english);
  const laterTails = LATER_TAIL[plan.language] ?? [];
  const tail = first ? FIRST_TAIL[plan.language] : (laterTails.find((t) => !said(t)) ?? laterTails[0]);
  const lead = kind ? LEADS[kind][plan.language] : null;
  // An ordinary question: a short reply's fact in their language, else what it was about, or the thanks or doubt it
  // holds (turn-leads.ts, answer-line.ts).
  const fact = kind ? null : shortAnswer(plan, english, (point) => pointIn(point, plan.language));
  const leads = !kind
    ? [...(fact ? [fact] : []), ...messageLeads(plan, said)]
    : lead && (kind === 'hard' || kind === 'loss')
      ? [lead, ...(HARD_AGAIN[plan.language] ?? [])]
      : lead
        ? [lead]
        : [];
  // A lead is printed without its full stop ("…ângulo; sigo em inglês:"), so it is looked for without it.
  // A bare yes or no ("Sí.") is an answer, not a wording: "si" is inside "así que" of any earlier line.
  const fresh = leads.find((l) => kind === 'yes' || kind === 'no' || !said(l.replace(/[.!]$/, '')));
  if (!fresh || !tail) return null;
  // What the message was about and the English part are one sentence: a reply asked "in one sentence" has one more.
  return kind || !fresh.endsWith('.') ? `${fresh} ${tail}` : `${fresh.slice(0, -1)}; ${lowerFirst(tail)}`;
}

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);
