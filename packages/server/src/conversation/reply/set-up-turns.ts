// A turn that only sets the terms of the chat ("ciao, I write in Italian, is that ok? a bit sceptical but let's try",
// "I prefer to write in Dutch if I may; I've done astrology for forty years, so technical is fine") gets a short
// honest answer to each term and one door, never a reading nobody asked for. A chart asked for beside a hello ("hey.
// my daughter uses this thing. whats my chart say") is an ask, and gets the chart. Pure.
import type { WrittenLanguage } from '../understanding/understanding.ts';
import { LANGUAGE_NAMES } from './chat-language.ts';
import { namesSubject } from './form-only.ts';
import { DOOR } from './language-lines.ts';
import { normalise } from './own-terms.ts';
import type { PlanBuilder } from './plan-types.ts';

/** "whats my chart say", "read my chart", "tell me about my chart", "qué dice mi carta", "was sagt mein Horoskop". */
const CHART_ASKED =
  /\b(?:what(?:'?s| is| does)? (?:my|the) (?:birth ?)?chart (?:say|show|tell|mean)|whats? my chart|read (?:me )?my (?:birth ?)?chart|(?:tell|show) me (?:about )?my (?:birth ?)?chart|my (?:birth ?)?chart\?|(?:anything|something) in my (?:birth ?)?chart|(?:algo|nada) en mi carta|algo no meu mapa|quelque chose dans mon theme|etwas in meinem horoskop|qualcosa nel mio tema|iets in mijn horoscoop|(?:que|qué) dice mi carta|o que (?:diz|mostra) (?:o )?meu mapa|que dit mon theme|was sagt mein (?:horoskop|geburtshoroskop)|cosa dice il mio tema|wat zegt mijn horoscoop)\b/;

/** The message asks for the chart in so many words, whatever else it says. */
export const asksForChart = (message: string) => CHART_ASKED.test(normalise(message));

/** The whole chart asked for, no part of life after it ("whats my chart say", not "…say about work"). */
export function wholeChartAsked(message: string): boolean {
  const text = normalise(message);
  const match = CHART_ASKED.exec(text);
  return !!match && !/\b(about|on|for|sobre|sur|uber|su|over)\b/.test(text.slice(match.index + match[0].length));
}

/** "is that ok", "if I may", "do you mind", "va bene?", "¿vale?", "tudo bem?", "d'accord ?", "geht das?", "mag dat?". */
const PERMISSION =
  /\b(is (?:that|this|it) (?:ok(?:ay)?|alright|fine|all right)|if i may|if that'?s ok(?:ay)?|if you don'?t mind|do you mind|hope that'?s ok|ok\?|alright\?|va bene|e un problema|vale\?|esta bien|se puede|tudo bem|pode ser|d'accord|ca va\?|c'est possible|geht das|ist das ok|mag dat|is dat goed)\b/;

/** "I write in Italian", "I prefer to write in Dutch", "I'll speak Spanish", "escribo en español". */
const WRITES_IN =
  /\b(?:i(?:'ll| will| would| want to| prefer to| d like to|'d like to)? (?:write|speak|talk|type)|escribo|escribire|escrevo|j'ecris|ich schreibe|scrivo|ik schrijf)\b/;

/** Terms set for the readings: technical, simple, or a doubt brought along. */
const TECHNICAL_OK =
  /\b(technical (?:is )?(?:fine|ok(?:ay)?|please|welcome)|(?:go|get|be) technical|don'?t simplify|no need to simplify|(?:done|studied|practis\w*|practic\w*) astrology|astrologer myself|(?:know|read) (?:my )?(?:charts?|astrology) well|tecnico (?:esta bien|va bene)|technique (?:ca va|c'est bien)|fachlich (?:ist )?(?:ok|gut))\b/;
const SCEPTICAL =
  /\b(sceptic\w*|skeptic\w*|not (?:a )?(?:big )?believer|don'?t (?:really )?believe|esceptic[oa]|cetic[oa]|sceptique|skeptisch|scettic[oa]|sceptisch)\b/;

/** The language a set-up turn names for writing in, when it names one. */
function languageNamed(text: string): WrittenLanguage | null {
  const found = LANGUAGE_NAMES.find(
    ([language, names]) => language !== 'en' && new RegExp(`\\b(?:${names})\\b`).test(text),
  );
  return found?.[0] ?? null;
}

type Lines = Partial<Record<WrittenLanguage, string>>;

/** Yes to their language, with the honest part: readings are in English for now, under a line in theirs. */
const LANGUAGE_YES: Lines = {
  en: 'Of course. I understand it, though for now I write the readings in English, with a line in your language first.',
  es: 'Claro que sí: entiendo el español, aunque por ahora escribo las lecturas en inglés, con una línea en español al principio.',
  pt: 'Claro: entendo português, mas por enquanto escrevo as leituras em inglês, com uma linha em português no início.',
  fr: "Bien sûr : je comprends le français, mais pour l'instant j'écris les lectures en anglais, avec une ligne en français au début.",
  de: 'Natürlich: Ich verstehe Deutsch, schreibe die Deutungen vorerst aber auf Englisch, mit einer Zeile auf Deutsch am Anfang.',
  it: "Certo: capisco l'italiano, anche se per ora scrivo le letture in inglese, con una riga in italiano all'inizio.",
  nl: 'Zeker: ik lees een beetje Nederlands, maar de lezingen schrijf ik voorlopig in het Engels, met een regel in het Nederlands erboven.',
};
const TECHNICAL_YES: Lines = {
  en: 'Technical is fine: I will give degrees, orbs, rulers and the house system (Placidus).',
  es: 'Técnico, perfecto: daré grados, orbes, regentes y el sistema de casas (Placidus).',
  pt: 'Técnico, ótimo: darei graus, orbes, regentes e o sistema de casas (Placidus).',
  fr: 'Technique, très bien : je donnerai degrés, orbes, maîtres et le système de maisons (Placidus).',
  de: 'Fachlich gern: Ich nenne Grade, Orben, Herrscher und das Häusersystem (Placidus).',
  it: 'Tecnico va benissimo: darò gradi, orbi, governatori e il sistema di case (Placidus).',
  nl: 'Technisch is prima: ik geef graden, orbs, heersers en het huizensysteem (Placidus).',
};
const SCEPTIC_YES: Lines = {
  en: 'Scepticism is welcome: judge each line by whether it fits you, and tell me when it does not.',
  es: 'El escepticismo es bienvenido: juzga cada frase por si encaja contigo, y dime cuando no.',
  pt: 'O ceticismo é bem-vindo: julgue cada frase pelo quanto ela combina com você, e me diga quando não.',
  fr: 'Le scepticisme est bienvenu : juge chaque phrase à ce qu’elle te ressemble, et dis-moi quand ce n’est pas le cas.',
  de: 'Skepsis ist willkommen: Miss jeden Satz daran, ob er zu dir passt, und sag mir, wenn nicht.',
  it: 'Lo scetticismo è benvenuto: giudica ogni frase da quanto ti somiglia, e dimmi quando non è così.',
  nl: 'Scepsis is welkom: beoordeel elke zin op of hij bij je past, en zeg het als dat niet zo is.',
};
const HELLO: Lines = { en: 'Hi!', es: '¡Hola!', pt: 'Oi!', fr: 'Bonjour !', de: 'Hallo!', it: 'Ciao!', nl: 'Hoi!' };

const GREETS = /^\W*(h+i+|he+y+|hel+o+|hiya|hola|ola|oi|bonjour|salut|hallo|ciao|hoi|buongiorno|buenas)\b/;

/** The terms a message sets, when it sets some and asks nothing of the chart; null otherwise. */
export function setUpTerms(
  message: string,
): { language: WrittenLanguage | null; technical: boolean; sceptic: boolean } | null {
  const text = normalise(message);
  if (asksForChart(message)) return null;
  const named = languageNamed(text);
  const language = named && (PERMISSION.test(text) || WRITES_IN.test(text)) ? named : null;
  const technical = TECHNICAL_OK.test(text);
  const sceptic = SCEPTICAL.test(text);
  // A doubt alone is the sceptic's own turn (sceptic.ts); here it rides along with a language or a level.
  return language || technical ? { language, technical, sceptic } : null;
}

/** A set-up turn: one short line for each term set, in their language where we have it, and one door. */
export const planSetUp: PlanBuilder = ({ input, base, heard }) => {
  if (input.automatic || base.situation || base.carried || namesSubject(heard)) return null;
  const terms = setUpTerms(input.message);
  if (!terms) return null;
  const language: WrittenLanguage = terms.language && LANGUAGE_YES[terms.language] ? terms.language : 'en';
  const line = (lines: Lines) => lines[language] ?? lines.en!;
  const text = [
    GREETS.test(normalise(input.message)) && !input.earlierQuestions.length ? line(HELLO) : null,
    terms.language ? line(LANGUAGE_YES) : null,
    terms.technical ? line(TECHNICAL_YES) : null,
    terms.sceptic ? line(SCEPTIC_YES) : null,
    DOOR[language] ?? DOOR.en,
  ]
    .filter(Boolean)
    .join(' ');
  return { ...base, mode: 'talk', language, topic: 'the terms', talk: { kind: 'chart-answer', text, whole: true } };
};
