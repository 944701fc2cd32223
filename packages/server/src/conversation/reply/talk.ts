// Questions about the conversation itself rather than the chart: what Stellara remembers of the person and what it
// keeps, what the plans include and how to get a feature, and "just give me a date" after a "when" question. Each is
// planned here from the message and what came before; talk-replies.ts writes the answer. Pure.
import type { Feature, Tier } from '@stellara/contract';
import { rememberFrom } from '../person-memory.ts';
import { understandingReader } from '../understanding/reader.ts';
import type { Topic } from '../understanding/understanding.ts';
import { asksStandingShort } from './asked-length.ts';
import { normalise } from './own-terms.ts';
import type { PlanBuilder, PlanInput, ReplyPlan } from './plan-types.ts';
import { asksWhen, WHEN_HOUSES } from './when-answer.ts';

export type { TalkFacts } from './talk-types.ts';

// ---------------------------------------------------------------------------------------------
// Memory

const REMEMBER =
  /\b(remember|recall|forget|forgot|forgotten|memory|lembra|lembras|lembrar|se lembra|voce lembra|recuerdas|te acuerdas|acuerdas|recordas|te acordas|tu te souviens|souviens)\b/;
const KEPT =
  /\b(what (?:do|will|did) you do with|do you (?:keep|store|save|log|record)|are (?:you|my \w+) (?:keeping|storing|saving|saved|stored)|is (?:this|it|that|my \w+) (?:kept|stored|saved|private)|who (?:can )?(?:sees?|reads?) (?:this|my)|where does (?:this|it|my \w+) go|delete what i|o que (?:voce )?faz com|guarda[sr]?|que haces con|guardas)\b/;
/** "is what i say here kept anywhere?", "where does what i write go" */
const WHAT_I_SAY_KEPT = /\bwhat i (?:say|tell you|write|share|type)\b.*\b(kept|stored|saved|go|goes|end up)\b/;
const ABOUT_ME =
  /\b(what do you know about me|what (?:have i|did i) (?:told|tell) you|o que (?:voce )?sabe sobre mim|que sabes de mi)\b/;
/** A memory question is about the person's own words, not about a planet "remembering" something in the chart. */
const TOLD_WORDS =
  /\b(i|me|my|mine|i've|i'm|ive|im|eu|meu|minha|mim|yo|mi|mis|me|te dije|te conte|te disse)\b|\btold you|tell you|say to you/;

/** A later visit: "next time", "when I come back", "tomorrow", in the languages the reader knows. */
const NEXT_VISIT =
  /\b(next time|another time|when i (?:come|get) back|if i come back|tomorrow|later on|in a new chat|new chat|next chat|after i (?:close|leave)|(?:la|da|na) proxima vez|otra vez|cuando vuelva|quando (?:eu )?voltar|la prochaine fois|quand je reviens|quand je reviendrai|nachstes mal|beim nachsten mal|la prossima volta)\b/;

/** Closing the tab, the browser or the app ("if i close this tab", "si cierro la pestaña", "se eu fechar a aba"). */
const CLOSING =
  /\b(?:clos\w*|shut\w*|refresh\w*|reload\w*|leave|log ?out|sign ?out|cierro|cerrar|cierre|fecho|fechar|fechei|ferme|fermer|schliesse|schliessen|zumache|chiudo|chiudere)\b[^?.!]{0,30}\b(?:tab|tabs|browser|window|page|app|site|pestana|navegador|ventana|pagina|aba|janela|onglet|navigateur|fenetre|fenster|seite|scheda|finestra)\b/;
/** Whether the chart or chat is lost or kept ("is my chart gone", "will i lose it", "se pierde", "c'est perdu"). */
const LOST_OR_KEPT =
  /\b(?:gone|lost|lose|disappear\w*|deleted|erased|wiped|still (?:be )?(?:there|here|saved)|saved|kept|pierd\w*|perd\w*|borra\w*|apaga\w*|guarda\w*|sumir|some|desaparec\w*|disparai\w*|efface\w*|weg|verloren|geloscht|gespeichert|sparisc\w*|salvat\w*|cancellat\w*)\b/;
/** "Is my chart saved?", "will my chats be kept?": what is kept, asked of the chart or the chats. */
const CHART_KEPT =
  /\b(?:is|are|will|does|do) (?:my|this|the) (?:chart|chats?|data|conversations?|readings?)\b[^?.!]{0,15}\b(?:saved|kept|stored|gone|lost|deleted)\b|\bwill i lose (?:my|this|the)\b/;

/** "If I close this tab is my chart gone?": whether the chart and chats outlast this visit, which the plan decides. */
export const asksIfKept = (text: string) => (CLOSING.test(text) && LOST_OR_KEPT.test(text)) || CHART_KEPT.test(text);

/** The message asks what Stellara remembers of them, what it keeps, or both; null when it asks neither. */
export function asksMemory(message: string): 'recall' | 'kept' | 'both' | 'next' | 'close' | null {
  const text = normalise(message);
  if (asksIfKept(text)) return 'close';
  // "do you remember me next time?": what is kept between visits, which depends on the plan.
  if (NEXT_VISIT.test(text) && (REMEMBER.test(text) || /\b(keep|save|know) (?:me|my)\b/.test(text))) return 'next';
  const kept = (KEPT.test(text) || WHAT_I_SAY_KEPT.test(text)) && TOLD_WORDS.test(text);
  const recall =
    (REMEMBER.test(text) && TOLD_WORDS.test(text) && /\b(you|u|voce|tu|vos)\b/.test(text)) || ABOUT_ME.test(text);
  if (kept && recall) return 'both';
  return kept ? 'kept' : recall ? 'recall' : null;
}

const TOPIC_WORDS: readonly [RegExp, Topic][] = [
  [/\b(work|job|career|do for a living|trabalho|profissao|trabajo|profesion|carrera|emprego|empleo)\b/, 'career'],
  [/\b(boyfriend|girlfriend|partner|husband|wife|relationship|namorad[oa]|novi[oa]|marido|esposa|pareja)\b/, 'love'],
  [/\b(family|mum|mom|dad|mother|father|sister|brother|familia|mae|pai|madre|padre)\b/, 'family'],
  [/\b(money|debt|rent|dinheiro|dinero)\b/, 'money'],
  [/\b(health|sleep|anxiety|saude|salud)\b/, 'health'],
];

/** The parts of life a memory question names ("what I do for work" is career). */
function wantedTopics(message: string): Topic[] {
  const text = normalise(message);
  return TOPIC_WORDS.filter(([re]) => re.test(text)).map(([, t]) => t);
}

/** A question about what Stellara remembers or keeps: answered from the person memory and the truth of what is kept. */
export const planMemory: PlanBuilder = ({ input, base }) => {
  const asked = asksMemory(input.message);
  if (!asked) return null;
  const before = input.memory?.before ? Date.parse(input.memory.before) : Number.POSITIVE_INFINITY;
  const reader = understandingReader();
  // Said in this chat: the phrases its own earlier messages give (the rest came from the member's other chats).
  const hereWords = new Set(
    rememberFrom(
      input.earlierQuestions.map((content, i) => ({
        content,
        at: new Date(i * 1000).toISOString(),
        conversationId: '',
      })),
      (t) => reader.understand(t, { sent: input.sent ?? new Date() }),
    ).map((r) => r.phrase.toLowerCase()),
  );
  const told = (input.memory?.remembered ?? [])
    .filter((r) => (Date.parse(r.at) || 0) < before)
    .map((r) => ({ phrase: r.phrase, topics: r.topics, here: hereWords.has(r.phrase.toLowerCase()) }));
  return {
    ...base,
    mode: 'talk',
    topic: 'what I remember',
    talk: { kind: 'memory', asked, tier: input.tier, told, wanted: wantedTopics(input.message) },
  };
};

// ---------------------------------------------------------------------------------------------
// Plans

/** The words people use for a feature, and the feature in the contract's plan table. */
export const FEATURE_WORDS: readonly [RegExp, Feature][] = [
  [/\b(timing|dates?|exact (?:hits?|days?)|year ahead|when things happen|datas?|fechas?)\b/, 'transitTiming'],
  [/\b(compatib\w*|synastry|composite|sinastria|compatibilidade|compatibilidad)\b/, 'compatibility'],
  [/\b(transits?|transitos?)\b/, 'transits'],
  [
    /\b(voices?|personalit\w*|personalidad\w*|personnalit\w*|personlichkeit\w*|witchy|mystical|mentor|coach|vozes|voces|voix|stimmen|voci)\b/,
    'personalities',
  ],
  [/\b(technical|tecnico)\b/, 'technicalLevel'],
  [/\b(folders?|pastas?|carpetas?)\b/, 'folders'],
  [
    /\b(other (?:people'?s?|persons?) charts?|someone else'?s chart|birth charts|more charts|extra charts?)\b/,
    'charts',
  ],
  [/\b(save|saved|history|historico|historial)\b/, 'savedChats'],
];

const TIER_WORDS =
  /\b(plan|plans|plus|pro|premium|paid|pay|paying|sub|pagar|pago|pague|payer|paie|paye|bezahlen|zahle|pagare|pago|free (?:one|plan|version|account|tier)|the free|subscription|subscribe|upgrade|upgrading|tier|membership|member|version|versao|version|plano|planos|assinatura|suscripcion|gratis|gratuito)\b/;
const PLAN_QUESTION =
  /\b(diff|difference|differences|diferencia|diferenca|unterschied|differenza|without paying|for free|free of charge|sin pagar|sem pagar|sans payer|ohne (?:zu )?bezahlen|senza pagare|gratis|de graca|gratuitement|kostenlos|can i (?:get|have|use|unlock|try)|what (?:do|would|will) i get|(?:que|o que) (?:eu |yo )?(?:obtengo|gano|recibo|ganho|recebo|tenho)|qu.?est.?ce que j.?(?:ai|obtiens)|was bekomme ich|cosa ottengo|compare|comparison|versus|vs|include|includes|included|come with|comes with|what do i get|what does (?:it|plus|pro|free|my plan) (?:give|get|do|include|have)|what'?s in|is (?:it|that|this) (?:in|part of|on)|how (?:do|can) i (?:get|unlock|have|see|use)|how to (?:get|unlock)|need to (?:pay|upgrade)|do i need|which plan|what plan|am i on|worth it|diferenca|diferencia|inclui|incluye|como (?:eu )?(?:consigo|tenho|obtengo|consigo))\b/;

/** The message asks what a plan includes, how plans differ, or which plan gives a feature (not only a price). */
export function asksPlans(message: string): boolean {
  const text = normalise(message);
  if (!PLAN_QUESTION.test(text)) return false;
  // "how do I get the timing stuff" names a feature and asks how to have it; "is it in plus" names a plan.
  const getsFeature = /\bhow (?:do|can) i (?:get|unlock)\b/.test(text) || WITHOUT_PAYING.test(text);
  return TIER_WORDS.test(text) || (getsFeature && featureIn(text) !== null);
}

const TIER_NAMES: readonly [RegExp, Tier][] = [
  [/\b(free|gratis|gratuito)\b/, 'free'],
  [/\bplus\b/, 'plus'],
  [/\b(pro|premium)\b/, 'pro'],
];

/** Two plans named in one question ("what do I get on pro that free doesn't have"): the lower one and the higher. */
export function comparedPlans(message: string): { from: Tier; to: Tier } | null {
  const text = normalise(message);
  const named = TIER_NAMES.filter(([re]) => re.test(text)).map(([, t]) => t);
  return named.length >= 2 ? { from: named[0]!, to: named.at(-1)! } : null;
}

/** The feature a message names, if any. */
export function featureIn(message: string): Feature | null {
  const text = normalise(message);
  return FEATURE_WORDS.find(([re]) => re.test(text))?.[1] ?? null;
}

/** "without paying", "for free": asked whether a feature can be had at no cost. */
export const WITHOUT_PAYING =
  /\b(without paying|for free|free of charge|sin pagar|sem pagar|sans payer|ohne (?:zu )?bezahlen|senza pagare|gratis|de graca|gratuitement|kostenlos)\b/;

/** A question about plans in any words: answered from the plan table for the person's own plan, briefly. */
export const planPlans: PlanBuilder = ({ input, base, acts }) =>
  asksPlans(input.message) && !acts.includes('ask-several')
    ? {
        ...base,
        mode: 'talk',
        topic: 'the plans',
        talk: {
          kind: 'plans',
          tier: input.tier,
          feature: featureIn(input.message),
          compare: comparedPlans(input.message),
          free: WITHOUT_PAYING.test(normalise(input.message)),
        },
      }
    : null;

// ---------------------------------------------------------------------------------------------
// "Just give me a date"

const DATE_ASK =
  /\b(give me (?:a|the|an exact|a specific|an actual) (?:date|day|month|time)|(?:a|the|an exact|a specific|an actual) date|exact date|specific date|when exactly|exactly when|what day|which day|what month|which month|how long|timeline|uma data|a data exata|que dia|qual dia|quando exatamente|una fecha|la fecha|que dia|cuando exactamente)\b/;

/** The message asks for a date and names no subject of its own ("can you just give me a date pls"). */
export function asksForDate(message: string, about: { points: readonly string[]; houses: readonly number[] }): boolean {
  const text = normalise(message);
  return DATE_ASK.test(text) && !about.points.length && !about.houses.length && !/\b(dating|date night)\b/.test(text);
}

/**
 * A date asked for right after a "when" question: that question goes on, answered with its dated window when the plan
 * allows personal timing, else one plain line on which plan gives dates. `replan` plans an earlier question as it was
 * asked (with the messages before it).
 */
export function planDateFollowUp(
  replan: (input: PlanInput, message: string, earlier: string[]) => ReplyPlan,
): PlanBuilder {
  return ({ input, heard, base }) => {
    if (!heard || !asksForDate(input.message, heard.about)) return null;
    const earlier = input.earlierQuestions;
    // The last few messages only: a "when" asked long ago is not what "a date" refers to.
    for (let i = earlier.length - 1; i >= Math.max(0, earlier.length - 3); i--) {
      const inner = replan(input, earlier[i]!, earlier.slice(0, i));
      const theme = inner.question.theme;
      if (!asksWhen(inner) || !theme || !WHEN_HOUSES[theme] || !inner.timing) continue;
      return {
        ...inner,
        mode: 'talk',
        heard: base.heard,
        language: base.language,
        recall: null,
        factors: [],
        highlight: null,
        talk: { kind: 'date', tier: input.tier },
        // A hard thing told since that question keeps this answer from naming a plan too.
        hardChat: !!(base.hardChat || inner.hardChat),
        // The earlier question's words: the dated answer is about its subject.
        message: earlier[i]!,
      };
    }
    return null;
  };
}

// ---------------------------------------------------------------------------------------------
// "Short answers only"

/** A wish for short answers that asks nothing else: a brief yes, not a reading of something they did not ask. */
export const planShortNoted: PlanBuilder = ({ input, heard, base }) => {
  const about = heard?.about;
  const asksAbout =
    !about ||
    about.points.length ||
    about.houses.length ||
    about.signs.length ||
    about.aspects.length ||
    about.techniques.length ||
    about.topics.some((t) => t !== 'self');
  return !asksAbout && asksStandingShort(input.message)
    ? { ...base, mode: 'talk', topic: 'short answers', talk: { kind: 'short' } }
    : null;
};
