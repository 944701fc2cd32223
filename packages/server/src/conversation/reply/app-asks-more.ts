// Product questions the first app-question patterns missed (a blind review): "person or program?" asked in any word
// order or spelling ("vous êtes une personne", "vc é um robo"), whether someone whose chart was run is told, what
// moving down from Pro to Plus takes away, and a price asked in another currency. Answers come from the contract's
// plan table (docs/plans.md) and what the code does: nothing in the app sends anything to a person whose chart is
// added. Pure.
import { planInfo, type Tier } from '@stellara/contract';
import { chartsHeld, PLAN_ADDS } from './plan-lines.ts';

/** A word for a human on the other side, in the languages the reader knows. */
const PERSON =
  /(?<![\p{L}])(?:person|human|humano|humana|humain|humaine|umano|umana|mensch|mens|persona|pessoa|gente|personne|real person|someone real|de verdade|de verdad|echt|vrai|vraie|vero|vera|astrolog[oa] (?:vero|vera|de verdad|real)|echte astrolo\w*|vrai astrologue)(?![\p{L}])/iu;
/** A word for a machine on the other side: bot, robot, program, AI, algorithm, machine. */
const MACHINE =
  /(?<![\p{L}])(?:bot|chatbot|robot|robo|robô|rob[oô]s?|roboter|programm?[aei]?|programme|program|software|ki|ia|intelligenza artificiale|inteligencia artificial|intelig[eê]ncia artificial|intelligence artificielle|k[uü]nstliche intelligenz|kunstmatige intelligentie|algorit\w*|algorithm\w*|machine|m[aá]quina|maschine|macchina|computer|ordinateur|automat\w*)(?![\p{L}])/iu;
/** "AI" as written ("AI", "A.I.", "an ai"), never the French "j'ai" or the Italian "ai miei". */
const AI = /(?<![\p{L}'’])(?:AI|A\.I\.?)(?![\p{L}])|(?<![\p{L}])an ai(?![\p{L}])/u;
/** The question is put to the chat: "you", "are you", "is this", in any of the languages, informal spellings too. */
const PUT_TO_YOU =
  /(?<![\p{L}])(?:you|u|are you|r u|is (?:this|it)|vous|tu|t'es|vc|voc[eê]|c[eê]|usted|eres|du|bist|sind sie|sei|lei|jij|ben je|bent u|stellara)(?![\p{L}])|[êe]tes[- ]vous|es[- ]tu/iu;

/** "Vous êtes une personne ou un programme ?", "vc é uma pessoa ou um robo?", "is this a bot or a person": who answers. */
export function asksPersonOrMachine(message: string): boolean {
  if (!/\?|\b(?:or|ou|o|oder|of|oppure)\b/i.test(message)) return false;
  return (
    PUT_TO_YOU.test(message) &&
    (PERSON.test(message) || MACHINE.test(message) || AI.test(message)) &&
    !THIRD_PERSON.test(message)
  );
}
/** "is my boss a robot", "mon chef est un robot ?": someone else is asked about, not the chat. */
export const aboutSomeoneElse = (message: string): boolean => THIRD_PERSON.test(message);
const THIRD_PERSON =
  /\b(?:is|est|es|ist|é|è) (?:my|mon|ma|mi|mein|meine|meu|minha|mijn|il mio|la mia) \w+|\b(?:my|mon|ma|mi|mein|meine|meu|minha|mijn|il mio|la mia) \w+ (?:is|est|es|ist|é|è|was|était)\b/iu;

/** "does Tunde get notified", "will he know I looked at his chart", "est-ce qu'elle sera prévenue": who is told. */
const NOTIFIED =
  /\b(?:notif\w*|get (?:a |an )?(?:alert|email|message|notice)|be told|told that|find out|will (?:he|she|they) (?:know|see)|(?:does|do|would|can) (?:he|she|they|\w+) (?:know|see|find out)|know (?:that )?i (?:ran|looked|checked|added|did)|avis[ao]\w*|notific\w*|se entera|vai saber|pr[eé]venu\w*|averti\w*|saura|benachrichtig\w*|erf[aä]hrt|merkt|avvisat\w*|saprà|sapra)\b/i;
/** The ask is about a chart run for someone else. */
const THEIR_CHART = /\b(?:chart|charts|carta|mapa|th[eè]me|horoskop|tema|his|her|their|seu|sua|son|sa|sein|ihr)\b/i;

export function asksIfNotified(message: string): boolean {
  return NOTIFIED.test(message) && THIRD_OR_CHART.test(message) && THEIR_CHART.test(message);
}
const THIRD_OR_CHART = /\b(?:he|she|they|him|her|them|\w+'s|ele|ela|il|elle|er|sie|lui|lei|él|ella)\b|[A-Z][a-z]+ /;

export const NOTIFY_ANSWER =
  'No: nobody is notified. A chart you add is calculated from the birth details you type in, stays in your own account, and Stellara sends nothing to the person it belongs to; they never learn of it from us.';

/** "if I downgrade to plus", "switch from pro to plus", "go back to free": what moving down takes away. */
const DOWNGRADE =
  /\b(?:downgrad\w*|step down|go (?:back )?down|move down|drop (?:down )?to|switch(?:ing)? (?:back )?(?:from pro )?to (?:plus|free)|go(?:ing)? back to (?:plus|free)|(?:from|de|do|von|da|van) pro (?:to|a|para|pro|à|auf|zu|naar) (?:o )?(?:plus|free)|bajar (?:a|al)|baixar (?:para|pro)|r[eé]trograder|passer (?:à|a) (?:plus|free)|herabstufen|zur[uü]ck (?:zu|auf) (?:plus|free)|passare a (?:plus|free))\b/i;
/** The plan moved down to: Plus unless Free is named. */
const TO_FREE = /\b(?:free|gratis|gratuit|kostenlos|gratuito)\b/i;

export type Downgrade = { to: 'plus' | 'free' };

export function downgradeAsked(message: string): Downgrade | null {
  if (!DOWNGRADE.test(message)) return null;
  return { to: TO_FREE.test(message) && !/\bplus\b/i.test(message) ? 'free' : 'plus' };
}

/** What a lower plan no longer has, from the plan table: Pro's additions, and Plus's too when going to Free. */
export function downgradeAnswer(tier: Tier, to: 'plus' | 'free'): string {
  const charts = `Plus holds ${chartsHeld('plus')} where Pro holds ${chartsHeld('pro')}, so no more can be added beyond that`;
  const keep = `Your own chart, your profile and your chats stay`;
  if (to === 'plus') {
    const now = tier === 'pro' ? '' : ` (you are on ${planInfo[tier].name} now, so this is for later)`;
    return `Moving from Pro to Plus${now}, you lose what Pro adds: ${PLAN_ADDS.pro}. ${charts}. You keep everything in Plus: ${PLAN_ADDS.plus.replace(/ and \d+ stored chart.*$/, '')}. ${keep}.`;
  }
  return `Moving down to Free, you lose what Plus and Pro add: ${PLAN_ADDS.plus.replace(/ and \d+ stored chart.*$/, '')}, ${PLAN_ADDS.pro}. Free keeps your own chart on your profile and your last ${planInfo.free.savedChatsKept} chats. ${keep}.`;
}

/** "em reais", "in euros", "en pesos", "in pounds": the price asked in a currency other than the dollar. */
const OTHER_CURRENCY =
  /\b(?:reais|real brasileiro|r\$|euros?|€|eur|pesos?|pounds?|£|gbp|libras?|livres?|francs?|rupees?|yen|złot\w*|zloty|kronor|kroner|brl|mxn)(?![\p{L}])/iu;

export const asksOtherCurrency = (message: string): boolean => OTHER_CURRENCY.test(message);

export const DOLLARS_ONLY =
  'Prices are set in US dollars only, so I cannot quote an exact amount in your currency: what your card is charged in it depends on the exchange rate your bank uses on the day.';

/**
 * "can u set a reminder for that", "remind me on the 3rd", "me pones un recordatorio": something sent later, asked of
 * the app. "Remind me what my Moon is" asks to be told again, and "you remind me of my mum" is no request at all.
 */
const REMINDER =
  /(?<![\p{L}])(?:set (?:me |up )?(?:a |an )?(?:reminder|alarm|alert)|(?:(?:can|could|will|would) (?:you|u) (?:please |pls )?|please |pls |^)remind me(?! (?:what|which|how|who|where|why|again|of)\b)|send me (?:a )?reminder|recordatorio|lembrete|promemoria)(?![\p{L}])/iu;

export const asksForReminder = (message: string): boolean => REMINDER.test(message) && !aboutSomeoneElse(message);

/**
 * Stellara only answers when written to: it sends nothing at a chosen date. What comes close is the morning note
 * (morning-note/README.md), which any member can switch on; a guest's chat ends with the tab.
 */
export function reminderAnswer(tier: Tier): string {
  const cannot = "I can't set reminders: I only answer here, when you write to me, and send nothing on a date.";
  if (tier === 'anonymous')
    return `${cannot} As a guest this chat ends with the tab, so copy the dates into your phone's calendar now. With a free account, the morning note can e-mail you the reading of your day each morning, at an hour you choose.`;
  return `${cannot} For a particular date, your phone's calendar is the place; this chat stays in Reading History with the dates in it. What I can send is the morning note: switched on in Settings, under Account, it e-mails you the reading of your day each morning, at an hour you choose.`;
}
