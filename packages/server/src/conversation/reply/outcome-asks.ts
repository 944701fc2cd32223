// Outcome questions: what asks for a prediction no chart gives (a death, an illness, money, a relationship's end,
// whether children will come) or how and when a hard thing eases, and the honest line that answers each. Pure.
import type { PersonalityId } from '@stellara/contract';
import { disclosureIn } from '../understanding/disclosures.ts';
import type { Situation } from '../understanding/understanding.ts';
import { asksFertility, speaksOfChildren } from './children-care.ts';
import { asksBackTogether } from './hurt-pattern.ts';
import { illParentNoPromise, illParentToldBefore } from './ill-parent.ts';
import { asksLuckAfterGambling, asksNextAttempt, nextAttemptLine } from './next-attempt.ts';
import { JUSTICE_AGAIN, NO_PROMISE, type OutcomeKind } from './no-promise-lines.ts';
import { normalise } from './own-terms.ts';

/**
 * A verdict, an appeal, parole or a release asked of the sky about someone in custody: "will his appeal work?",
 * "will she get parole?", "when will he get out of prison?", "¿cuándo sale de la cárcel?", "quand va-t-il sortir
 * de prison ?". Never answered with a date or a chance (disclosure-care.ts).
 */
const JUSTICE_ASK =
  /\b(?:(?:will|would|does|is|can) (?:his|her|their|the|my \w+'s) (?:appeal|case|trial|verdict|parole(?: hearing)?|sentence|hearing) (?:go|work|succeed|win|be (?:reduced|overturned|cut|shortened|ok(?:ay)?|good))|(?:win|lose) (?:his|her|their|the) (?:appeal|case|trial)|(?:will|is) (?:he|she|they|my \w+) (?:(?:going to|gonna) )?(?:get|be|make) (?:parole|paroled|released|acquitted|convicted|cleared|found (?:guilty|innocent|not guilty)|out early)|when (?:will|does|can|is) (?:he|she|they|my \w+) (?:get|be|come|going to (?:get|be|come)) (?:out|released|home|free)\b.*\b(?:prison|jail|inside|sentence)|how long will (?:he|she|they|my \w+) (?:serve|be (?:inside|in prison|in jail|locked up))|cuando (?:sale|saldra|va a salir) de (?:la )?(?:prision|carcel)|quando (?:sai|vai sair) da (?:prisao|cadeia)|quand (?:sortira|va-t-(?:il|elle) sortir)(?: de prison)?|wann kommt (?:er|sie) (?:aus dem gefangnis|raus|frei)|quando (?:esce|uscira) di (?:prigione|carcere)|wanneer komt (?:hij|zij) vrij)\b/;
/**
 * "When will he get out?", "¿cuándo sale?", "quando sai o meu filho?": a release asked, read as one in a chat that
 * told of prison. The other languages' verbs stand alone or with the relative, so "¿cuándo sale la luna llena?" asks
 * about the Moon.
 */
const RELEASE_ASK =
  /\bwhen (?:will|does|can|is) (?:he|she|they|my \w+) (?:get|be|come|going to (?:get|be|come)) (?:out|released|home|free)\b|\b(?:cuando (?:sale|saldra|va a salir)|quando (?:sai|vai sair|esce|uscira)|quand (?:sortira|va-t-(?:il|elle) sortir)|wann kommt (?:er|sie) (?:raus|frei))(?: (?:mi|meu|minha|o meu|a minha|mio|mia|mon|ma|mein|meine) \w+)?\s*(?:[?!.]|$)/;
/** A release from somewhere else: a hospital, a clinic, rehab. */
const NOT_PRISON = /\b(?:hospital|hospice|clinic|rehab|ward|icu|hospital\w*|clinica|klinik|krankenhaus|ospedale)\b/;

/** A verdict, an appeal or a release asked about someone in custody, in this message or after a chat that told it. */
export function asksJustice(message: string, before: readonly string[] = []): boolean {
  const text = normalise(message);
  if (NOT_PRISON.test(text)) return false;
  if (JUSTICE_ASK.test(text)) return true;
  return RELEASE_ASK.test(text) && [message, ...before].some((m) => disclosureIn(m)?.kind === 'family-prison');
}

/** Their own case asked of the chart: "will i win if it goes to court", "¿voy a ganar el juicio?". */
const COURT =
  /\b(?:(?:will|would|could|can) (?:i|we) win (?:the case|my case|our case|in court|at (?:a |the )?tribunal|if (?:it|this|we) (?:goes|go) to (?:court|a tribunal)|(?:a |the )?(?:lawsuit|case|claim))|(?:win|lose) (?:my|our) (?:case|claim|lawsuit)|voy a ganar el juicio|vou ganhar (?:o processo|na justica)|vais-je gagner (?:le proces|aux prud'?hommes)|vincero la causa|werde ich den prozess gewinnen)\b/;

/** Questions that ask for a prediction of death, illness, money, work or a relationship's outcome. */
const OUTCOME_PATTERNS: RegExp[] = [
  COURT,
  // Luck and winning: "will my luck turn?", "will I win it back?", "what's my lucky day to bet?"
  /\b(?:will|when will|is) my luck (?:turn|change|come back|improve)\b|\bwin (?:it|this|that|my money|the money) back\b|\blucky (?:day|days|numbers?|time|week) (?:to|for) (?:bet|gamble|play)\b|\bvoy a recuperar lo que perdi\b|\bmi suerte (?:va a )?cambi\w*|\bminha sorte (?:vai )?mud\w*|\bma chance (?:va|tourne)\b|\bla fortuna (?:girera|cambiera)\b/,
  // Money and work
  /\bwill i (?:ever )?(?:get|be|become) (?:rich|wealthy|a millionaire|financially (?:free|stable|secure)|out of debt)\b/,
  /\b(?:am i (?:ever )?going to|how (?:do|can|will) i) (?:get|be|become) (?:rich|wealthy|a millionaire)\b/,
  /\bwill i (?:ever )?(?:win|make) (?:the lottery|money|a lot of money|a fortune)\b/,
  // Exams, interviews and applications: "will I pass?", "will I get in?"
  /\b(?:will|am) i (?:going to )?(?:pass|fail|get in|get accepted|get the (?:job|place|offer|visa))\b/,
  /\bwill i (?:ever )?(?:make|find|have) (?:any |new |real )?friends?\b/,
  /\bwill i (?:ever )?(?:find|get|land) (?:(?:a |another |the |my )?(?:new )?(?:job|work|promotion)|another one|a new one)\b/,
  /\bwhen will i (?:find|get|land) (?:a |another )?(?:new )?(?:job|work)\b/,
  /\bwhen will (?:things|work|my (?:career|finances|money)) (?:turn around|get better|improve|pick up)\b/,
  /\bwill (?:my )?(?:business|shop|money|finances) (?:survive|recover|get better|improve|fail)\b/,
  /\bwill i (?:lose|keep) (?:my )?(?:job|house|home|savings|money)\b/,
  /\bwhen will i (?:be|get|become) (?:rich|wealthy|financially (?:free|stable))\b/,
  /\bwill (?:things|life) (?:ever )?(?:get better|turn around|improve)\b/,
  // Health and death
  /\b(?:am i going to|will i|am i gonna) (?:die|get sick|get ill|be ill|get cancer|get better|recover|be ok(?:ay)?|be healthy|live long)\b/,
  /\bwhen (?:will|am) i (?:going to )?die\b/,
  /\bwill (?:my |the )?(?:\w+ )?(?:die|survive|recover|get better|pull through|be ok(?:ay)?)\b/,
  /\bhow long (?:will|does) (?:i|my \w+|he|she) (?:live|have (?:left)?)\b/,
  // Someone close who is ill: "will he get worse?", "is she going to die?", "how long has he got?"
  /\bwill (?:he|she|they|my \w+) (?:get worse|go downhill|remember me|know me|recogni[sz]e me|be in pain|suffer|last|make it)\b/,
  /\b(?:is|are) (?:he|she|they|my \w+) (?:going to|gonna) (?:die|get worse|get better|recover|make it|be ok(?:ay)?)\b/,
  /\bhow (?:long|much time) (?:has|have|does|do) (?:he|she|they|my \w+) (?:got|have|left)\b/,
  /\b(?:va a|se va a) (?:empeorar|morir)\b|\bvai (?:piorar|morrer)\b|\bva-t-(?:il|elle) (?:mourir|empirer)\b|\bwird (?:er|sie) sterben\b|\bmorira\b|\bpeggiorera\b/,
  /\btell me (?:it'?ll|it will) (?:go|be) (?:fine|ok(?:ay)?|well)\b/,
  /\bwill (?:the |my )?(?:surgery|operation|treatment|chemo|results?|scan|biopsy) (?:go|be|come back) (?:well|fine|ok(?:ay)?|good|clear)\b/,
  // Relationships
  /\b(?:is|are) (?:he|she|they|my ex) (?:ever )?going to (?:come back|return|call|text|leave|cheat|propose|change)\b/,
  /\bare we (?:ever )?going to (?:make it|last|get back together|break up)\b/,
  /\bwill (?:it|things|we|this relationship) (?:ever )?work out\b/,
  /\bwill (?:he|she|they|my ex|my (?:boy|girl)friend|my partner|my husband|my wife) (?:ever )?(?:come back|return|call|text|message|leave|cheat|marry|propose|change|love me)\b/,
  /\bwill we (?:ever )?(?:get back together|last|make it|get married|stay together|break up)\b/,
  /\b(?:is|are) (?:he|she|they) (?:the one|coming back|my soulmate)\b/,
  /\bwill i (?:ever )?(?:find|meet) (?:love|the one|my soulmate|someone|a partner|a husband|a wife|a (?:boy|girl)friend)\b/,
  /\bwhen will i (?:find|meet) (?:love|the one|my soulmate|someone|a partner)\b/,
  /\bwill i (?:ever )?(?:be able to )?(?:get married|have (?:kids|children|a baby)|get pregnant)\b/,
  /\b(?:can ?n?'?t|cannot|will never) (?:have (?:kids|children|a baby)|get pregnant)\b/,
  /\b(?:am i|i'?m) (?:ever )?going to (?:be able to )?(?:have (?:kids|children|a baby)|get pregnant)\b|\bcan i (?:still |ever )?(?:have (?:kids|children|a baby)|get pregnant)\b|\b(?:voy a poder|podre) (?:tener hijos|quedar embarazada)\b|\b(?:vou conseguir|vou poder) (?:ter filhos|engravidar)\b/,
  // "Why me?": asked of a chart, a question of fate.
  /\b(?:why me|why (?:is|does|did) (?:this|it) (?:keep )?happen(?:ing)? to me|waarom (?:overkomt|gebeurt) (?:mij|me) dit|por que a mi|por que comigo|pourquoi moi|pourquoi ca m'arrive|perche (?:proprio )?a me|warum passiert (?:mir das|das mir))\b/,
  /\b(?:was|is) (?:it|this|that) (?:meant to (?:happen|be)|fate|destiny|karma|a punishment)\b|\b(?:estaba escrito|tenia que pasar|tinha que acontecer|era (?:o )?destino)\b/,
  // Other languages: "¿volverá?", "va a volver", "tornerà", "vai voltar", "wird er zurückkommen"
  /\bvolvera\b|\bva a volver\b|\bvuelve conmigo\b|\bvai voltar\b|\bvoltara\b|\btornera\b|\bva-t-il revenir\b|\bva revenir\b|\bkommt (?:er|sie) zuruck\b|\bwird (?:er|sie) zuruckkommen\b/,
  /\b(?:me voy a|voy a) (?:morir|ser rica?|encontrar (?:trabajo|pareja|el amor))\b|\b(?:vou|vai) (?:morrer|ficar ric[oa]|encontrar (?:emprego|alguem|o amor))\b/,
  /\bcuando (?:voy a encontrar|mejora (?:mi economia|lo laboral))\b|\bquando vou (?:arrumar|encontrar)\b/,
  /\bse va a (?:curar|recuperar|mejorar|morir)\b|\bva a (?:mejorar|estar bien|salir bien)\b|\bvai (?:se curar|se recuperar|melhorar|ficar bem|morrer)\b/,
];

/**
 * Inside a hard chat, questions of how or when it eases or resolves: "will this get easier", "when will I get the
 * results". Answered with what usually happens and that no chart can say when; outside one they ask nothing hard.
 */
const EASING_PATTERNS: RegExp[] = [
  /\b(will (it|this|things|the pain|grief|it all) (ever )?(get|be|feel) (easier|better|ok(ay)?|lighter)|will (it|this|the pain) (ever )?(stop|pass|end|go away)|(scan|biopsy|tests?|results?) (come|comes|coming) back (clear|ok(ay)?|fine|good|bad)|does (it|this|grief) (ever )?get easier|when will i (get|hear|know)( back)? (the |my )?(results?|news|diagnosis)|results?\b.*\b(good|bad|timing)|is the timing good)\b/,
  /\bwhen (?:will|does) (?:it|this|things|the pain|any of this) (?:ever )?(?:get better|get easier|stop hurting|end|pass|improve)\b|\bwhen (?:will|do) i (?:start to )?feel (?:better|normal|ok(?:ay)?|like myself)\b/,
  /\bcuando (?:va a|vas a|voy a) (?:mejorar|pasar|dejar de doler|estar mejor|sentirme mejor)\b|\bva a mejorar\b|\bquando (?:vai|vou) (?:melhorar|passar|parar de doer|me sentir melhor)\b|\bvai melhorar\b|\bmigliorera\b/,
];

/** What an outcome question asks: a prediction no chart gives wherever it is asked, and how or when a hard thing eases. */
export interface OutcomeAsk {
  /** Whether someone will die, fall ill or recover, get rich, find a job, or whether a partner will come back. */
  prediction: boolean;
  /** How or when a hard thing eases ("will this get easier?"): an outcome only inside a hard chat. */
  easing: boolean;
}

/** The one reading of outcome questions ("will he come back", "am I going to get sick", "¿volverá?", "will it get easier"). */
export function outcomeAsked(message: string, before: readonly string[] = []): OutcomeAsk {
  // "am i ever gonna be rich" asks the same as "am i ever going to be rich".
  const text = normalise(message).replace(/\bgonna\b/g, 'going to');
  return {
    prediction:
      OUTCOME_PATTERNS.some((p) => p.test(text)) ||
      asksBackTogether(message) ||
      // "Will it work next time?", and a lucky day asked by someone who told us they gamble (next-attempt.ts).
      asksNextAttempt(message) ||
      asksLuckAfterGambling(message, before) ||
      asksJustice(message, before),
    easing: EASING_PATTERNS.some((p) => p.test(normalise(message))),
  };
}

/** The message asks for a prediction no honest reading gives, wherever it is asked. */
export function asksForOutcome(message: string): boolean {
  return outcomeAsked(message).prediction;
}

const DEATH = /\b(die|dies|dying|death|dead|live long|how long (?:will|do) i (?:have|live))\b/;

/** "Was it meant to happen?", "is this karma?", "why me?": a question of fate, never answered yes by a chart. */
const FATE =
  /\b(meant to (?:happen|be)|fated|fate|destin(?:y|ed|o)|karma|punish(?:ed|ment)?|written in the stars|estaba escrito|tenia que pasar|tinha que acontecer|era (?:o )?destino|era destino|why me|why (?:is|does|did) (?:this|it) (?:keep )?happen(?:ing)? to me|waarom (?:overkomt|gebeurt) (?:mij|me) dit|por que a mi|por que comigo|pourquoi moi|pourquoi ca m'arrive|perche (?:proprio )?a me|warum passiert (?:mir das|das mir))\b/;

/** The area an outcome question names in its own words, or null. */
function askedArea(text: string): OutcomeKind | null {
  if (
    /\b(?:luck|lucky|bet|betting|gambl\w*|lottery|suerte|sorte|apostar|apuestas|apostas)\b|\bwin (?:it|my money|the money) back\b/.test(
      text,
    )
  )
    return 'luck';
  if (
    /\b(?:find|meet) (?:someone|somebody|love|the one|a partner|my soulmate)|\b(?:come|coming) back\b|\bget back together\b|\b(?:love|relationship|soulmate)\b|\bencontrar (?:a )?(?:alguien|alguem|el amor|o amor|pareja)\b|\bvolvera\b|\bvai voltar\b/.test(
      text,
    )
  )
    return 'love';
  if (/\b(?:job|work|money|rich|debts?|savings|finances?|career|trabajo|dinero|emprego|dinheiro)\b/.test(text))
    return 'money';
  if (/\b(?:sick|ill|illness|recover|surgery|health|cancer|results?|scan)\b/.test(text)) return 'health';
  return null;
}

function outcomeKind(situation: Situation | null, topic: string | null, message: string): OutcomeKind {
  if (FATE.test(normalise(message))) return 'fate';
  if (COURT.test(normalise(message))) return 'court';
  // "Will I die young?": a question about a life's length, answered as that, whatever the chat is about.
  if (situation !== 'bereavement' && DEATH.test(normalise(message))) return 'death';
  // "Will I be able to have kids?" after a miscarriage is not a question about an illness; "will the kids be ok?" in
  // a separation is about children who exist, never about having any (children-care.ts).
  if (asksFertility(message)) return 'children';
  if (speaksOfChildren(message)) return 'kids';
  // What the question itself asks about leads: "will I find someone?" in a chat about a job is about love, and
  // never gets another situation's line because of what was told earlier.
  const asked = askedArea(normalise(message));
  if (asked) return asked;
  if (situation === 'illness' || situation === 'bereavement' || topic === 'health') return 'health';
  if (situation === 'job-loss' || situation === 'money-worry' || topic === 'money' || topic === 'career')
    return 'money';
  // Loneliness is about friends and belonging as often as love: it gets the general line unless love is named.
  if (situation === 'breakup' || situation === 'conflict' || topic === 'love') return 'love';
  return 'general';
}

/** An honest line when the person asks for an outcome: a chart cannot promise it, and what it can show instead. */
export function noPromiseLine(
  situation: Situation | null,
  topic: string | null,
  voice: PersonalityId,
  message = '',
  before: readonly string[] = [],
): string {
  // The next try after a failed exam, a lost IVF round or money lost betting: that answer, for what they told.
  const next = nextAttemptLine(message, before);
  if (next) return next;
  // A verdict, an appeal or a release date: their lawyer and the prison know the steps, no chart does. Asked again,
  // the same answer in other words (a sentence is never said twice in a chat).
  const justice = asksJustice(message, before);
  if (justice && before.some((m, i) => asksJustice(m, before.slice(0, i)))) return JUSTICE_AGAIN[voice];
  const kind = justice ? 'justice' : outcomeKind(situation, topic, message);
  // How the illness of someone close goes, or how long they have: their own doctors can say more, never a chart.
  const ill =
    situation === 'illness' && kind !== 'fate' && kind !== 'kids' ? illParentToldBefore(before, message) : null;
  // (An illness told with no course keeps the voice's own health line.)
  return ill && ill.course !== 'ill' ? illParentNoPromise(ill) : NO_PROMISE[voice][kind];
}
