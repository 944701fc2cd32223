// The first sentence of a hard turn, built from what the person actually told: how many (two modules, a third
// attempt, two transfers), how long (two years, 38 years at the bank), who (your wife, your parents), where (at home),
// what is still ahead (the next one in February), who does not know yet, and the word they used for themselves
// ("useless", "a failure", "tired"). A category line ("I'm sorry about X; that is a lot") could be said to anyone;
// this one only to them. Only what they said is named, in our words, and nothing predicts how it ends. English,
// Spanish, Portuguese, French, German and Italian, on folded text. Pure.
import { toldDetails } from '../understanding/told-details.ts';
import { MONTHS } from './dates.ts';
import { spanWords } from './detail-line.ts';
import { illParent } from './ill-parent.ts';
import { normalise } from './own-terms.ts';

const upper = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

const WORD_NUMBERS: Record<string, string> = {
  two: 'two',
  dos: 'two',
  dois: 'two',
  duas: 'two',
  deux: 'two',
  zwei: 'two',
  due: 'two',
  three: 'three',
  tres: 'three',
  trois: 'three',
  drei: 'three',
  tre: 'three',
  four: 'four',
  quatro: 'four',
  cuatro: 'four',
  quatre: 'four',
  vier: 'four',
  quattro: 'four',
};
const COUNT = `(\\d|${Object.keys(WORD_NUMBERS).join('|')})`;
const countWord = (n: string) => WORD_NUMBERS[n] ?? n;

/** Parts of a course failed, counted: "two modules", "dos asignaturas", "deux partiels", "zwei Klausuren". */
const FAILED_UNITS = new RegExp(
  `\\b${COUNT} (modules?|exams?|subjects?|papers?|classes|courses|units?|asignaturas|materias|examenes|disciplinas|cadeiras|provas|partiels|examens|matieres|ue|prufungen|klausuren|module|facher|esami|materie)\\b`,
);
const UNIT_WORDS: readonly [RegExp, string][] = [
  [/^(?:modules?|module|ue|cadeiras|disciplinas)$/, 'modules'],
  [/^(?:subjects?|asignaturas|materias|matieres|facher|materie)$/, 'subjects'],
  [/^(?:papers?)$/, 'papers'],
  [/^(?:classes|courses|units?)$/, 'courses'],
];

/** Fertility rounds counted as failed: "two transfers failed", "dos transferencias fallidas", "zwei Transfers". */
const FAILED_ROUNDS = new RegExp(
  `\\b${COUNT} (?:failed )?(transfers?|rounds?|cycles?|transferencias|ciclos|transferts?|zyklen|cicli|transferimenti)\\b`,
);

/** The next step named with its month: "next in February", "la próxima en febrero", "le prochain en février". */
const MONTH_WORDS = [
  'january|enero|janeiro|janvier|januar|gennaio',
  'february|febrero|fevereiro|fevrier|februar|febbraio',
  'march|marzo|marco|mars|marz',
  'april|abril|avril|aprile',
  'may|mayo|maio|mai|maggio',
  'june|junio|junho|juin|juni|giugno',
  'july|julio|julho|juillet|juli|luglio',
  'august|agosto|aout',
  'september|septiembre|setembro|septembre|settembre',
  'october|octubre|outubro|octobre|oktober|ottobre',
  'november|noviembre|novembro|novembre',
  'december|diciembre|dezembro|decembre|dezember|dicembre',
];
const NEXT_IN = new RegExp(
  `\\b(?:next (?:one |round |transfer |attempt |try |cycle )?(?:is |will be )?(?:in|on)|(?:la|el|o|a) proxim[oa] (?:es |e )?(?:en|em)|le prochain (?:est )?en|(?:der|die|das) nachste (?:ist )?im|(?:il|la) prossim[oa] (?:e )?(?:a|in))\\s+(${MONTH_WORDS.join('|')})\\b`,
);
const monthOf = (word: string) => MONTHS[MONTH_WORDS.findIndex((m) => new RegExp(`^(?:${m})$`).test(word))];

/** Who does not know yet: "my parents don't know yet", "mis padres aún no lo saben", "meine Eltern wissen es nicht". */
const NOT_KNOWING =
  /\b(?:my )?(parents|mum|mom|dad|wife|husband|partner|family|boss|friends)(?: still)? (?:don'?t|doesn'?t|do not|does not) know\b|\b(?:haven'?t|have not) told (?:my )?(parents|mum|mom|dad|wife|husband|partner|family|boss|friends)\b|\bmis (padres) (?:aun |todavia )?no (?:lo )?saben\b|\bmeus (pais) (?:ainda )?nao sabem\b|\bmes (parents) ne (?:le )?savent pas\b|\bmeine (eltern) wissen (?:es )?(?:noch )?nicht\b|\bi miei (genitori) non (?:lo )?sanno\b/;
const WHO_WORDS: Record<string, string> = {
  mom: 'mum',
  pais: 'parents',
  eltern: 'parents',
  genitori: 'parents',
  padres: 'parents',
};

/** Someone else pays: "they pay all my fees", "pagan mis estudios", "ils paient mes études", "zahlen mein Studium". */
const THEY_PAY =
  /\b(?:they|who) pay (?:for )?(?:all |for all )?(?:of )?(?:my|the) (fees|tuition|studies|rent)\b|\bpagan (?:mis estudios|la matricula)\b|\bpagam (?:meus estudos|a faculdade)\b|\bpaient (?:mes etudes)\b|\bzahlen (?:mein studium)\b|\bpagano (?:i miei studi|l'?universita)\b/;

/** Caring for them at home: "I care for her at home", "la cuido en casa", "ich pflege ihn zu Hause". */
const CARING_AT_HOME =
  /\b(?:care for|caring for|look after|looking after|nurse|nursing) (?:him|her|them|my \w+) at home\b|\b(?:la|lo) cuido en casa\b|\bcuido (?:de )?(?:el|ella) en casa\b|\bcuido (?:dele|dela) em casa\b|\bje m'?occupe d'?(?:elle|lui) a la maison\b|\bich pflege (?:sie|ihn) (?:zu hause|daheim)\b|\b(?:la|lo) accudisco a casa\b|\bmi prendo cura di (?:lei|lui) a casa\b/;

/** Still known, but less often: the slow part of dementia, said back gently. */
const KNOWN_LESS =
  /\bstill knows? me\b|\b(?:doesn'?t|does not) always (?:know|recogni[sz]e) me\b|\btodavia me reconoce\b|\bainda me reconhece\b|\bme reconnait encore\b|\berkennt mich (?:noch|nicht immer)\b|\bmi riconosce ancora\b/;

/** Tired, in their words: "I'm tired", "estoy agotada", "je suis épuisé", "ich bin so müde". */
const TIRED =
  /\b(?:i'?m|i am|i feel|feeling) (?:so |really |very |just |completely |a bit )?(?:tired|exhausted|worn out|drained|shattered)\b|\bestoy (?:muy |tan )?(?:cansad[oa]|agotad[oa])\b|\bestou (?:muito |tao )?(?:cansad[oa]|exaust[oa])\b|\bje suis (?:tres |si )?(?:fatiguee?|epuisee?|crevee?)\b|\bich bin (?:so |sehr )?(?:mude|erschopft|kaputt)\b|\bsono (?:molto |cosi )?(?:stanc[oa]|esaust[oa]|sfinit[oa])\b/;

/** The word they used for themselves, and how it is said back in English. */
const SELF_WORDS: readonly [RegExp, string][] = [
  [/\b(?:a failure|fracas\w*|un echec|nul(?:le)?|versager\w*|fallit[oa]|un fallimento)\b/, 'a failure'],
  [/\b(?:useless|inutil|inutile|nutzlos|de trop)\b/, 'useless'],
  [/\b(?:worthless|wertlos|sin valor)\b/, 'worthless'],
  [/\b(?:a burden|una carga|um peso|un fardeau|eine last|un peso)\b/, 'a burden'],
];
const SELF_JUDGED =
  /\bi (?:feel|felt|am|'m) (?:like )?(?:a bit |so |such |completely |totally |kind of )?(?:a failure|useless|worthless|a burden)\b|\bi'?m (?:such )?(?:a failure|useless|worthless|a burden)\b|\bme sient[oa] (?:un |una |muy |tan |como )?\w+|\bme sinto (?:um |uma |muito |tao |como )?\w+|\bje me sens (?:tellement |si |tres |comme )?\w+|\bich fuhle mich (?:so |total |wie ein\w* )?\w+|\bich bin (?:so |ein\w* )?(?:versager\w*|nutzlos)\b|\bmi sento (?:un |una |cosi |molto |come )?\w+/;

/** The word they judged themselves by, in English, or null. */
export function selfJudgement(text: string): string | null {
  const said = SELF_JUDGED.exec(text)?.[0];
  return said ? (SELF_WORDS.find(([re]) => re.test(said))?.[1] ?? null) : null;
}

/** "After 38 years at the bank": the place, when they gave it in English. */
const YEARS_AT = /\b\d{1,2} years? (?:at|with|in) (the [a-z]+|[a-z]+)(?=[ ,.;]|$)/;

/** "They asked for no stock phrases": then nothing stock follows the opening either. */
export const NO_STOCK =
  /\b(?:no|without|don'?t want|spare me(?: the)?|skip the) (?:the )?(?:stock|generic|canned|standard|empty|usual) (?:phrases?|lines?|answers?|replies|words|sympathy|platitudes)\b|\bno platitudes\b|\bsin frases hechas\b|\bsem frases feitas\b|\bpas de phrases toutes faites\b|\bkeine (?:floskeln|standardsatze)\b|\bniente frasi fatte\b/;

interface Facts {
  lead: string | null;
  notKnowing: string | null;
  theyPay: boolean;
  tired: boolean;
  self: string | null;
}

/** The event, with their counts, spans and places: "Failing two modules", "A third attempt, after two transfers". */
function leadOf(kind: string | null, text: string, message: string): string | null {
  const d = toldDetails(message);
  if (kind === 'exam-failure') {
    const m = FAILED_UNITS.exec(text);
    if (!m) return null;
    const unit = UNIT_WORDS.find(([re]) => re.test(m[2]!))?.[1] ?? 'exams';
    return `Failing ${countWord(m[1]!)} ${countWord(m[1]!) === '1' ? unit.replace(/s$/, '') : unit}`;
  }
  if (kind === 'fertility-loss' || kind === 'fertility-treatment') {
    const rounds = FAILED_ROUNDS.exec(text);
    const next = NEXT_IN.exec(text);
    const parts = [
      d.attempt && d.attempt >= 3 ? `A ${d.attempt === 3 ? 'third' : 'fourth'} attempt` : null,
      rounds ? `after ${countWord(rounds[1]!)} transfers that didn't work` : null,
      next ? `the next one already set for ${monthOf(next[1]!)}` : null,
    ].filter((p): p is string => !!p);
    return parts.length >= 2 ? upper(parts.join(', ')) : null;
  }
  if (kind === 'retirement') {
    const span = d.span?.unit === 'year' && d.span.count >= 5 ? spanWords(d.span) : null;
    const place = YEARS_AT.exec(text)?.[1];
    if (!span) return null;
    return `After ${span}${place ? ` at ${place}` : ' of work'}, your days had a shape, and retiring took it away all at once`;
  }
  if (kind === 'ill-parent') {
    const ill = illParent(message);
    if (!ill || ill.course !== 'fading') return null;
    const span =
      d.span && d.span.unit !== 'day' ? `${upper(spanWords(d.span))} of caring through ${ill.terms}` : upper(ill.terms);
    const home = CARING_AT_HOME.test(text) ? `, with you caring for ${ill.him} at home` : '';
    const less = KNOWN_LESS.test(text) ? `, and ${ill.him} knowing you a little less often` : '';
    // Nothing of their own beyond the illness: the voice's own acknowledgement fits better (ill-parent.ts).
    if (!home && !less && !TIRED.test(text)) return null;
    return `${span}${home}${less}`;
  }
  return null;
}

function factsOf(kind: string | null, message: string): Facts {
  const text = normalise(message);
  const who = NOT_KNOWING.exec(text)?.slice(1).find(Boolean);
  return {
    lead: leadOf(kind, text, message),
    notKnowing: who ? (WHO_WORDS[who] ?? who) : null,
    theyPay: THEY_PAY.test(text),
    tired: TIRED.test(text),
    self: selfJudgement(text),
  };
}

/** What feeling the self-judgement word is met with: a feeling after a knock, not a fact about them. */
function selfLine(self: string, kind: string | null): string {
  if (kind === 'retirement')
    return `Feeling ${self === 'useless' || self === 'worthless' ? self : `like ${self}`} after so long being needed is very common, and it says more about the missing routine than about you.`;
  return `Feeling ${self === 'useless' || self === 'worthless' ? self : `like ${self}`} after this is a feeling, not the truth about you.`;
}

/**
 * The opening built from their own facts, or null when they gave too few to say more than the category. Two
 * sentences at most: the event as they told it, with who does not know and their tiredness; then the word they
 * judged themselves by, met.
 */
export function ownFactsOpening(kind: string | null, message: string): string | null {
  const f = factsOf(kind, message);
  if (!f.lead) return null;
  const hidden = f.notKnowing
    ? `, while your ${f.notKnowing}${f.theyPay ? ', who pay your fees,' : ''} don't know yet`
    : '';
  const weight = kind === 'retirement' ? '.' : `: that is a great deal to carry${hidden ? ' on your own' : ''}`;
  const tired = f.tired && kind !== 'retirement' ? ', and of course you are tired.' : kind === 'retirement' ? '' : '.';
  const first = `${f.lead}${hidden}${weight}${tired}`;
  return f.self ? `${first} ${selfLine(f.self, kind)}` : first;
}
