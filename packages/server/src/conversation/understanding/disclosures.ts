// Hard things told in plain words that the situation classifier rarely sees in its corpus: someone close drinking,
// using or gambling again, someone close sent to prison (disclosure-prison.ts), an exam failed or a course lost,
// loneliness after a move, a pregnancy lost, and coming out (or the fear of it). Read by written phrases, in
// English, Spanish, Portuguese, French, German and Italian, so the understanding step names the situation and the
// reply meets it in the person's own terms. Each phrase needs the event itself, never a word alone: "my brother is
// a gemini" or "the sun came out" tell nothing. Pure.

import { comingOutStance } from './coming-out-stance.ts';
import { eatingDisorder } from './disclosure-eating.ts';
import { harassment } from './disclosure-harassment.ts';
import { lineOfDutyLoss } from './disclosure-line-of-duty.ts';
import { parentageNews } from './disclosure-parentage.ts';
import { familyPrison } from './disclosure-prison.ts';
import type { Disclosure } from './disclosure-types.ts';
import { warFear } from './disclosure-war.ts';
import { whistleblowerShutOut } from './disclosure-whistleblower.ts';
import { retirementLoss } from './disclosures-life.ts';
import { breakupTold, fertility, hiddenDebt, moneyRequest, ownGambling } from './disclosures-more.ts';
import { fold } from './fold.ts';

export type { Disclosure, DisclosureKind } from './disclosure-types.ts';

// ---------------------------------------------------------------------------------------------
// Someone close drinking, using or gambling

/** The people close, by their word in each language, and what the reply calls them. */
const FAMILY_WORDS: readonly [RegExp, string][] = [
  [/brother|hermano|irmao|frere|bruder|fratello/, 'brother'],
  [/sister|hermana|irma|soeur|schwester|sorella/, 'sister'],
  [/dad|father|padre|papa|pai|pere|vater|papi/, 'dad'],
  [/mum|mom|mother|madre|mama|mae|mere|mutter|mamma/, 'mum'],
  [/husband|marido|esposo|mari|ehemann|marito/, 'husband'],
  [/wife|esposa|mulher|femme|ehefrau|moglie/, 'wife'],
  [
    /partner|boyfriend|girlfriend|novio|novia|namorad[oa]|copain|copine|freund(?:in)?|ragazz[oa]|compagn[oa]/,
    'partner',
  ],
  [/son|hijo|filho|fils|sohn|figlio/, 'son'],
  [/daughter|hija|filha|fille|tochter|figlia/, 'daughter'],
  [/parents|padres|pais|parents|eltern|genitori/, 'parents'],
];

const POSSESSIVE = '(?:my|our|mi|mis|meu|minha|meus|mon|ma|mes|mein|meine|meinen|mio|mia|miei|il mio|la mia)';
const FAMILY = new RegExp(`\\b${POSSESSIVE} (${FAMILY_WORDS.map(([re]) => re.source).join('|')})\\b`);

/** Drinking, drugs or gambling again, or an addiction named: the habit, in each language. */
const ADDICTION: readonly [RegExp, Habit][] = [
  [
    /\b(?:drinking again|(?:started|back to|gone back to) drinking|drinks? (?:every (?:day|night)|too much|all the time|heavily)(?! (?:coffee|tea|soda|water|milk|juice|coke|energy))|alcoholi[cs]\w*|hitting the bottle|volvio a (?:beber|tomar)|bebe (?:demasiado|todos los dias|cada noche)|alcoholic[oa]|voltou a beber|bebe demais|alcoolatra|alcoolic[oa]|alcoolique|boit (?:trop|encore|tous les soirs)|recommence a boire|trinkt (?:wieder|zu viel|jeden tag)|alkoholiker\w*|ha ricominciato a bere|beve troppo|alcolizzat[oa]|alcolista)\b/,
    'drinking',
  ],
  [
    /\b(?:using again|back on (?:drugs|heroin|coke|cocaine|meth|pills)|drug (?:habit|problem|addiction)|overdos\w*|volvio a (?:drogarse|consumir)|drogadict[oa]|voltou (?:a usar|as drogas)|toxicomane|retombe dans la drogue|drogenabhangig|nimmt wieder drogen|tossicodipendente|si droga)\b/,
    'drugs',
  ],
  [
    /\b(?:gambl\w*|betting (?:again|addiction)|volvio a (?:jugar|apostar)|ludopat\w*|voltou a jogar|viciad[oa] em jogo|joue encore|jeu pathologique|spielsucht\w*|spielsuchtig|gioco d'?azzardo|ludopatic[oa])\b/,
    'gambling',
  ],
  [/\b(?:relaps\w*|rehab|reca(?:yo|ida|iu)|rechute|ruckfall\w*|ricadut[oa]|ricaduta)\b/, 'relapse'],
  // The illness named, not a pastime ("addicted to tiktok" is no addiction told).
  [
    /\b(?:an addict|addiction|adict[oa]|adiccion|dependencia|toxicomane|dependance|sucht(?:krank)?|dipendenza)\b/,
    'addiction',
  ],
];

type Habit = 'drinking' | 'drugs' | 'gambling' | 'relapse' | 'addiction';

const HABIT_WORDS: Record<Habit, string> = {
  drinking: 'drinking',
  drugs: 'drug use',
  gambling: 'gambling',
  relapse: 'relapse',
  addiction: 'addiction',
};

/**
 * The habit is the person's own, whoever else is named ("i've got 40k of gambling debt and my wife doesn't know",
 * "i've been drinking again and my mum noticed"): theirs to be met, not a family member's.
 */
const OWN_HABIT =
  /\b(?:i(?:'?ve| have)? (?:got|have|ran up|run up|built up|racked up) [^.!?]*\b(?:gambling|betting) debts?|my (?:own )?(?:gambling|betting|drinking|drug use|addiction|relapse)|i (?:gamble|bet|drink|keep (?:gambling|betting|drinking|using)|relapsed|started (?:gambling|drinking) again)|i'?m (?:addicted|an addict|an alcoholic|gambling|drinking|using) |i(?:'?ve| have) been (?:gambling|betting|drinking|using)|tengo (?:una )?deuda de juego|mi (?:adiccion|ludopatia)|j'ai (?:une )?dette de jeu|ich (?:spiele|trinke) (?:wieder|zu viel)|meine spielschulden|ho (?:un )?debit[oi] di gioco)\b/;

/** "my brother relapsed again", "mi padre volvió a beber": whose, and which habit; null when no one close is named. */
function familyAddiction(text: string): Disclosure | null {
  const habit = ADDICTION.find(([re]) => re.test(text))?.[1];
  const who = FAMILY.exec(text)?.[1];
  if (!habit || !who || OWN_HABIT.test(text)) return null;
  const called = FAMILY_WORDS.find(([re]) => new RegExp(`^(?:${re.source})$`).test(who))?.[1] ?? 'family member';
  const whose = called === 'parents' ? "your parents'" : `your ${called}'s`;
  return {
    kind: 'family-addiction',
    situation: 'anxiety',
    terms: `${whose} ${HABIT_WORDS[habit]}`,
    feeling: 'the worry',
    afraid: false,
  };
}

/** The addiction named is someone close's: drinking, drugs or gambling (or unknown), for the right family group. */
export function addictionHabit(message: string): Habit | null {
  const text = fold(message);
  return FAMILY.test(text) && !OWN_HABIT.test(text) ? (ADDICTION.find(([re]) => re.test(text))?.[1] ?? null) : null;
}

// ---------------------------------------------------------------------------------------------
// An exam failed, a course lost

const EXAM_FAILED: readonly [RegExp, string][] = [
  [
    /\b(?:kicked (?:off|out of) (?:my|the) (?:\w+ )?(?:course|program(?:me)?|degree|uni\w*|college)|expelled from|thrown off (?:my|the) course|exmatrikuliert)\b/,
    'being kicked off your course',
  ],
  [
    /\b(?:failed|flunked|didn'?t pass|did not pass) (?:my |the |all my |both |two of my |my last )?finals\b/,
    'failing your finals',
  ],
  [/\b(?:failed|flunked|didn'?t pass|did not pass) (?:my |the )?(?:bar|boards)(?: exam)?\b/, 'failing the exam'],
  [
    /\b(?:failed|flunked|didn'?t pass|did not pass) (?:my |the |an? |another |all my |two of my )?((?:[\w-]+ ){0,3}(?:exams?|tests?|modules?|units?|subjects?|papers?|classes|year|resit|retake|dissertation|thesis|courses?|boards))\b/,
    'failing the exam',
  ],
  [
    /\b(?:suspendi|reprobe|he suspendido|me suspendieron|reprovei|fui reprovad[oa]|bombei|chumbei|(?:ho )?bocciato (?:a |in )?\w+ esami)\b/,
    'failing the exam',
  ],
  [
    /\bj'?ai (?:rate|echoue a) (?:mon|mes|le|la|l')\s?(?:examen|concours|bac|partiel|permis|annee|module|matiere|ue)\w*|\bj'?ai (?:rate|echoue a) (?:deux|trois|quatre|\d) (?:examens|partiels|modules|matieres|ue)\b|\bje suis recale\w*/,
    'failing the exam',
  ],
  [
    /\b(?:ho fallito|non ho passato|non ho superato) (?:l'?|il |la |gli )?\s?(?:esame|esami|concorso|maturita)|\bsono stat[oa] bocciat[oa]|\bmi hanno bocciat[oa]/,
    'failing the exam',
  ],
  [
    /\b(?:durchgefallen|nicht bestanden|durch (?:die|meine) (?:prufung|klausur|abschlussprufung)\w* gefallen)\b/,
    'failing the exam',
  ],
];

/** Words that may stand before the exam's name and are not part of it ("failed my test again today"). */
const NOT_THE_EXAM = /^(?:(?:again|today|yesterday|just|also|then|and|so|now|for|the|my) )+/;

function examFailure(text: string): Disclosure | null {
  const found = EXAM_FAILED.map(([re, t]) => [re.exec(text), t] as const).find(([m]) => m);
  if (!found) return null;
  // The exam in their own words when they named it: "failing your driving theory test", not "failing the exam".
  const named = found[0]![1]?.replace(NOT_THE_EXAM, '');
  const terms = named?.includes(' ') ? `failing your ${named}` : found[1];
  return { kind: 'exam-failure', situation: 'anxiety', terms, feeling: 'the disappointment', afraid: false };
}

// ---------------------------------------------------------------------------------------------
// Loneliness after a move

const MOVED =
  /\b(?:moved|relocated) (?:here|over|abroad|away|to (?:a |an |another |the )?[\w-]+(?: [\w-]+)?)|\bcame (?:here|to (?:this|a|the) (?:city|country))|\bmov(?:ed|ing) (?:cities|countries|for (?:work|a job|my job|uni|university))|\bnew (?:city|country|town) for (?:work|a job)|\b(?:started|took|got) a (?:new )?job (?:abroad|in another (?:city|country))|\bme (?:mude|he mudado|vine|traslade)\b|\b(?:me mudei|mudei-me|mudei para|vim para)\b|\bj'?ai demenage|\bje suis arrive\w* (?:a|en)\b|\bumgezogen\b|\bmi sono trasferit[oa]|\bdopo il trasferimento\b/;

const ALONE =
  /\b(?:lonely|lonel\w*|(?:so |very |really |completely |all )?alone|isolated|no friends|don'?t know (?:anyone|anybody)|know no ?one|no one here|(?:me siento|estoy|mi sento|sono) (?:muy |tan |molto |cosi |tanto )?sol[oa]|soledad|no conozco a nadie|sozinh[oa]|solidao|nao conheco ninguem|(?:me sens|suis) (?:tres |si |tellement )?seule?|solitude|je ne connais personne|einsam\w*|allein|kenne (?:hier )?niemand\w*|solitudine|non conosco nessuno)\b/;

function moveLoneliness(text: string): Disclosure | null {
  if (!MOVED.test(text) || !ALONE.test(text)) return null;
  const work =
    /\b(?:for (?:work|a job|my job)|new job|job abroad|por trabajo|por trabalho|pour le travail|per lavoro|fur die arbeit|wegen der arbeit)\b/.test(
      text,
    );
  return {
    kind: 'move-loneliness',
    situation: 'loneliness',
    terms: work ? 'feeling so alone since the move for work' : 'feeling so alone since the move',
    feeling: 'the loneliness',
    afraid: false,
  };
}

// ---------------------------------------------------------------------------------------------
// A pregnancy lost

export const PREGNANCY_LOSS =
  /\bmiscarr\w*|\b(?:lost|losing) (?:the|our|my|a) (?:baby|pregnancy|little one)\b|\bpregnancy loss\b|\bno (?:heart ?beat)\b.{0,40}\b(?:scan|weeks?|baby)\b|\b(?:scan|weeks?|baby)\b.{0,40}\bno (?:heart ?beat)\b|\bstill(?:birth|born)\b|\bectopic\b|\bperd(?:i|imos|io|eu|emos) (?:a (?:la )?|al |el |o |a |mi |meu |minha |nuestro |nosso )?(?:bebe|embarazo|gravidez|nene|bebezinho)\b|\baborto (?:espontaneo|spontaneo)\b|\b(?:ho|abbiamo) perso (?:il|la) (?:bambin[oa]|gravidanza)\b|\bfausse couche\b|\bperdu (?:le|notre|mon) bebe\b|\bfehlgeburt\b|\bbaby verloren\b/;

function pregnancyLoss(text: string): Disclosure | null {
  if (!PREGNANCY_LOSS.test(text)) return null;
  const baby = /\b(?:baby|bebe|bambin[oa]|nene|little one|bebezinho)\b/.test(text);
  return {
    kind: 'pregnancy-loss',
    situation: 'bereavement',
    terms: baby ? 'losing your baby' : 'losing the pregnancy',
    feeling: null,
    afraid: false,
  };
}

// ---------------------------------------------------------------------------------------------
// Coming out, or the fear of it

const IDENTITY =
  /\b(?:gay|lesbian|bisexual|trans|transgender|queer|non-?binary|enby|pansexual|asexual|lesbiana|bissexual|lesbienne|schwul|lesbisch|lesbica|omosessuale)\b/;

const COME_OUT =
  /\b(?:come|coming|came) out (?:to|as)\b|\bi (?:finally |just |already )?came out\b|\bgeoutet\b|\bcoming[ -]out\b|\bsal(?:ir|i|go) del (?:armario|closet)\b|\bsair do armario\b|\bsai do armario\b|\bme assumir?\b|\bmich (?:zu )?outen\b|\bfare coming out\b/;

const TELL_WHO =
  /\b(?:tell|telling|told|know|find out|decir|contar|dizer|contar|dire|annoncer|sagen|erzahlen|dire|wissen|sapere|saben|sabem|savent)\b/;

const AFRAID_OF_IT =
  /\b(?:scared|afraid|terrified|frightened|nervous|anxious|worried|how (?:do|can|should) i|should i|don'?t know how|miedo|medo|peur|angst|paura|como (?:se lo )?(?:digo|conto|dizer)|comment (?:le )?dire|wie sage ich|come (?:lo )?dico)\b/;

/** Who they came out (or mean to come out) to, addressed to them: "your parents", "your mum", or null. */
function comingOutTo(text: string): string | null {
  if (/\b(?:parents|padres|pais|eltern|genitori)\b/.test(text)) return 'your parents';
  const named = text.match(FAMILY)?.[1];
  const word = named ? FAMILY_WORDS.find(([re]) => new RegExp(`^(?:${re.source})$`).test(named))?.[1] : null;
  if (word) return `your ${word}`;
  return /\b(?:family|familia|famille|familie|famiglia)\b/.test(text) ? 'your family' : null;
}

function comingOut(text: string): Disclosure | null {
  const out = COME_OUT.test(text) || (IDENTITY.test(text) && TELL_WHO.test(text) && FAMILY.test(text));
  // "The results came out as expected": coming out is of oneself, to people, or as an identity.
  if (!out || (/\bcame out as\b/.test(text) && !IDENTITY.test(text))) return null;
  const whom = comingOutTo(text);
  // Not a loss: the tense and the stance they tell it in shape the whole reply (coming-out-stance.ts).
  const stance = comingOutStance(text);
  const afraid = AFRAID_OF_IT.test(text);
  if (stance === 'badly') {
    const terms = `how ${whom ?? 'they'} took your coming out`;
    return { kind: 'coming-out', situation: 'conflict', terms, feeling: 'the hurt', afraid: false, stance };
  }
  if (stance === 'planning' && !afraid && !whom) return null;
  const terms = whom ? `coming out to ${whom}` : 'coming out';
  const feeling = stance === 'planning' ? 'the nerves' : 'everything it stirred up';
  return { kind: 'coming-out', situation: 'anxiety', terms, feeling, afraid: stance === 'planning' && afraid, stance };
}

/** The hard thing a message discloses in so many words, or null. */
export function disclosureIn(message: string): Disclosure | null {
  const text = fold(message);
  return (
    pregnancyLoss(text) ??
    // A sentence or an arrest told is the news of the turn, whatever habit is named with it.
    familyPrison(text) ??
    eatingDisorder(text) ??
    harassment(text) ??
    warFear(text) ??
    parentageNews(text) ??
    whistleblowerShutOut(text) ??
    lineOfDutyLoss(text) ??
    familyAddiction(text) ??
    examFailure(text) ??
    moveLoneliness(text) ??
    comingOut(text) ??
    fertility(text) ??
    ownGambling(text) ??
    hiddenDebt(text) ??
    moneyRequest(text) ??
    retirementLoss(text) ??
    breakupTold(text)
  );
}
