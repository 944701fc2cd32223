// Questions about what the person's own plan allows: how many charts they can keep, how many questions they can ask,
// which voice to pick. They are questions about Stellara, not about the chart, so they are answered from the
// contract's plan table (docs/plans.md) and the server's question allowance, for the plan the person is on. Pure.
import { planInfo, savedChatsKept, type Tier } from '@stellara/contract';
import { chartsHeld, EXTRA_CHARTS } from './plan-lines.ts';

/** What a limit question wants: stored charts, the question allowance, which of the five voices, or chat folders. */
export type LimitAsk = 'charts' | 'questions' | 'voices' | 'folders';

/** The daily question allowances the server enforces (config.ts); absent when the reply is planned without them. */
export interface Allowances {
  anonymous: number;
  free: number;
}

/** "how many charts can I save", "can I store other people's charts", in the languages the reader knows. */
const CHARTS_ASK =
  /\bhow many (?:birth )?charts\b|\b(?:save|store|keep|add) (?:more than one|other people(?:'|’)?s?|another|several|multiple|extra|more) (?:birth )?charts?\b|\bcu[aá]nt[oa]s (?:cartas|mapas)\b|\bquantos mapas\b|\bcombien de (?:th[eè]mes|cartes)\b|\bwie viele (?:geburts)?horoskope\b|\bquant[ei] (?:temi|carte)\b|\b(?:read|do|add|save|store|look at|see|check|cast|keep|open)\s+(?:(?:my |your )?\w+(?:'s|’s|s')|someone else'?s|another person'?s|other people'?s)\s+(?:birth |natal )?charts?\b|\b(?:leer|leerme|mirar|ver|ler|lire|regarder|lesen|anschauen|leggere|guardare)\b[^?.!]{0,15}\b(?:la carta|el mapa|o mapa|le th[eè]me|das horoskop|il tema)\b(?: natal| astral| natale)? (?:de|da|do|di|von) \w+/i;
/** "how many messages do I get", "is there a question limit", "cuántas preguntas puedo hacer". */
const QUESTIONS_ASK =
  /\bhow many (?:messages|questions|texts|chats)\b|\b(?:message|question|daily|chat) (?:limit|allowance|cap)s?\b|\blimit (?:on|to) (?:the )?(?:messages|questions)\b|\bunlimited (?:messages|questions)\b|\bcu[aá]nt[oa]s (?:mensajes|preguntas)\b|\bquant[ao]s (?:mensagens|perguntas)\b|\bcombien de (?:messages|questions)\b|\bwie viele (?:nachrichten|fragen)\b|\bquant[ei] (?:messaggi|domande)\b/i;
/** A voice word: the five personalities as the settings name them, or the word "personality" in any language. */
const VOICE_WORD =
  /\b(?:personalit(?:y|ies)|voices?|witch(?:y)? mode|witch voice|personas?|personalidad(?:es)?|personalidades?|personnalit[eé]s?|pers[oö]nlichkeit(?:en)?|stimmen?|personalit[aà]|witchy|the witch|(?:the )?(?:mystical )?oracle|the mystic(?:al one)?|the (?:wise )?mentor|the (?:practical )?coach|(?:la )?bruja|(?:a )?bruxa|(?:la )?sorci[eè]re|(?:die )?hexe|(?:la )?strega|(?:el |o |l')?or[aá]culo|l'oracle|das orakel|l'oracolo)(?![a-z])/i;
/** Asked which to pick ("which personality should I choose", "qué personalidad elijo"), not which one they have. */
const PICK =
  /\b(?:pick|choose|select|go with|recommend|best for me|should i|switch|change|swap|try|turn on|unlock|talk (?:to|with)|can (?:you|u) (?:do|be|use|talk|speak|sound|go)|do (?:you|u) (?:have|do)|is there|puedes|podes|pode|peux-tu|pouvez-vous|kannst du|k[oö]nnen sie|puoi|hay|gibt es|y a-t-il|c'[eè]|cambiar|cambio|mudar|trocar|passer|changer|wechseln|cambiare|passare|elegir|elijo|escoger|escojo|escolher|escolho|choisir|choisis|w[aä]hlen|w[aä]hle|nehmen|scegliere|scelgo)\b/i;
/** "what personality do I have", "which personality type am I": a chart question. */
const OWN_PERSONALITY =
  /\b(?:do i have|am i|is mine|my personality|ma personnalit[eé]|mi personalidad|minha personalidade)\b/i;

/** "how do folders work", "can I put chats in folders", "¿cómo funcionan las carpetas?": the chat folders. */
const FOLDERS_ASK =
  /\b(?:folders?|carpetas?|dossiers?|ordner|cartell[ae])\b|\bpastas?\b(?=[^?.!]{0,30}\b(?:conversas?|chats?)\b)|\b(?:conversas?|chats?)\b[^?.!]{0,30}\bpastas?\b/i;

/** The limit question a message asks with the place it is asked, or null. */
export function limitAsksOf(message: string): { kind: LimitAsk; at: number }[] {
  const found: { kind: LimitAsk; at: number }[] = [];
  const folders = message.search(FOLDERS_ASK);
  if (folders >= 0) found.push({ kind: 'folders', at: folders });
  const charts = message.search(CHARTS_ASK);
  if (charts >= 0) found.push({ kind: 'charts', at: charts });
  const questions = message.search(QUESTIONS_ASK);
  if (questions >= 0) found.push({ kind: 'questions', at: questions });
  const voice = message.search(VOICE_WORD);
  if (voice >= 0 && PICK.test(message) && !OWN_PERSONALITY.test(message)) found.push({ kind: 'voices', at: voice });
  return found;
}

/** How many charts the plan keeps, in the spec's terms (plan-lines.ts): Plus 1 stored chart, Pro up to 6. */
function chartsAnswer(tier: Tier, pricesAllowed: boolean): string {
  const extra = pricesAllowed ? `; ${EXTRA_CHARTS}` : '';
  const page = `the Birth Charts page comes with Plus, which includes ${chartsHeld('plus')}, and Pro, with ${chartsHeld('pro')}`;
  if (tier === 'anonymous')
    return `As a guest, none are saved: your chart lives in this browser tab for this visit only. A free account saves your own chart to your profile; ${page}.`;
  if (tier === 'free') return `On Free, your own chart is saved to your profile. Beyond it, ${page}${extra}.`;
  const held =
    tier === 'plus'
      ? `${planInfo.plus.name} includes ${chartsHeld('plus')}`
      : `${planInfo.pro.name} holds ${chartsHeld('pro')}`;
  const pro = tier === 'plus' ? ` ${planInfo.pro.name} holds ${chartsHeld('pro')}.` : '';
  return `${held}, on the Birth Charts page${extra}.${pro}`;
}

/** The question allowance as the server counts it: a day is 24 hours from the first question counted in it. */
function questionsAnswer(tier: Tier, allowances: Allowances | undefined): string {
  const kept = savedChatsKept('free');
  if (tier === 'plus' || tier === 'pro')
    return `On ${planInfo[tier].name} there is no daily limit: ask as many questions as you like, and all your chats are kept.`;
  if (!allowances)
    return tier === 'anonymous'
      ? 'Guests and free members have a daily number of questions, shown on the Plans page; Plus and Pro have no daily limit.'
      : `Free members have a daily number of questions, shown on the Plans page, and your last ${kept} chats are kept; Plus and Pro have no daily limit.`;
  const day = 'counted over 24 hours from your first question';
  return tier === 'anonymous'
    ? `As a guest you have ${allowances.anonymous} questions a day, ${day}. A free account gives ${allowances.free}, and Plus and Pro have no daily limit.`
    : `On Free you have ${allowances.free} questions a day, ${day}, and your last ${kept} chats are kept. Plus and Pro have no daily limit.`;
}

/** The five voices in a line each (docs/voice.md), and which ones the plan lets them use. */
const VOICES =
  'the Friendly Guide (warm, plain words, explains every term), Witchy Mode (playful and earthy, with a small ritual), the Mystical Oracle (poetic, symbols and myth), the Wise Mentor (calm, reflective, asks more than it tells) and the Practical Coach (direct, concrete steps)';
const PICK_BY_TONE =
  'They all read the same chart; only the tone changes, so pick the one you would most like to listen to: the Coach if you want steps, the Mentor to reflect, the Oracle for imagery, Witchy Mode for rituals, the Guide for plain explanations.';

/** The voice a message names ("can you do witch mode?"), as the settings name it, or null. */
const NAMED_VOICES: readonly [RegExp, string][] = [
  [/\b(?:witch\w*|bruja|bruxa|sorci[eè]re|hexe|strega)\b/i, 'Witchy Mode'],
  [/\b(?:oracle|or[aá]culo|orakel|oracolo|mystic\w*)\b/i, 'the Mystical Oracle'],
  [/\b(?:mentor)\b/i, 'the Wise Mentor'],
  [/\b(?:coach)\b/i, 'the Practical Coach'],
];
const namedVoice = (message: string) => NAMED_VOICES.find(([re]) => re.test(message))?.[1] ?? null;

function voicesAnswer(tier: Tier, message = ''): string {
  const named = namedVoice(message);
  if (tier === 'plus' || tier === 'pro') {
    const yes = named ? `Yes: ${named} is yours on ${planInfo[tier].name}. ` : '';
    return `${yes}All five are yours: ${VOICES}. ${PICK_BY_TONE} You can switch any time in Settings, under Personality.`;
  }
  // Asked for one by name below Plus: the honest no first, then what the plan has and which plan gives it.
  const no = named ? `Not on your plan, I'm afraid: ${named} comes with Plus, with the other voices. ` : '';
  return `${no}On your plan the Friendly Guide answers: warm, clear and in plain words, which is a good place to start. The other four come with Plus: ${VOICES.replace(/^the Friendly Guide \([^)]*\), /, '')}. ${PICK_BY_TONE}`;
}

/** How chat folders work (packages/web/src/routes/Folders.tsx, History.tsx), for the person's plan. */
function foldersAnswer(tier: Tier, pricesAllowed: boolean): string {
  const how =
    'On the Chat Folders page, New Folder makes a folder and you name it (love, career, timing, whatever you come back to); then in Reading History each saved chat has a control to move it into a folder, or out again. A folder can be renamed or deleted from its card.';
  if (tier === 'plus' || tier === 'pro') return `Yes, folders are in your ${planInfo[tier].name} plan. ${how}`;
  const plus = pricesAllowed ? `Plus ($${planInfo.plus.priceUsdPerMonth} a month)` : 'Plus';
  const kept = savedChatsKept('free');
  const now =
    tier === 'anonymous'
      ? `As a guest your chats are not saved, so there is nothing to file yet; a free account keeps your last ${kept} chats in Reading History.`
      : `On Free your last ${kept} chats are kept in Reading History, without folders.`;
  return `Folders come with ${plus} and Pro. ${how} ${now}`;
}

/** The answer to a limit question for the person's plan; no price is named when the chat holds something hard. */
export function limitAnswer(
  kind: LimitAsk,
  tier: Tier,
  allowances: Allowances | undefined,
  pricesAllowed = true,
  message = '',
): string {
  if (kind === 'charts') return chartsAnswer(tier, pricesAllowed);
  if (kind === 'questions') return questionsAnswer(tier, allowances);
  if (kind === 'folders') return foldersAnswer(tier, pricesAllowed);
  return voicesAnswer(tier, message);
}
