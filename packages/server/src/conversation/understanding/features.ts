// What the classifiers see of a message: its words stemmed in its own language ("thanks" and "thank", "trabajo" and
// "trabajando" become one feature), its first word, the word lists below, and a few signals the chart-word and time
// readers have already found. Pairs of neighbouring words were tried and left out: on 5-fold cross-validation of the
// train split they lowered every classifier (acts 56.4 → 53.7 %), each pair being too rare to learn from.
//
// The word lists carry most of what a short message says in a language the train split rarely holds: thanks,
// greetings, farewells, yes, doubt and "more" in Dutch, the Nordic languages, Polish, Turkish and Romanian as well,
// emoji as the word they stand for (🙏 thanks, 👋 hello or goodbye, 💔 a feeling, 🤔 doubt), and the situations, life
// areas and techniques in all six languages. On 5-fold cross-validation of the train split the lists for acts
// lifted acts from 73.6 to 75.2 %, those for situations and life areas topics from 75.8 to 79.1 %.

import { StemmerDe } from '@nlpjs/lang-de';
import { StemmerEn } from '@nlpjs/lang-en-min';
import { StemmerEs } from '@nlpjs/lang-es';
import { StemmerFr } from '@nlpjs/lang-fr';
import { StemmerIt } from '@nlpjs/lang-it';
import { StemmerPt } from '@nlpjs/lang-pt';
import type { Features } from './classifier.ts';
import type { ChartWords } from './entities.ts';
import { fold, tokens } from './fold.ts';
import type { Language, TimeRef, Topic } from './understanding.ts';

const stemmers: Record<Language, { stemWord(word: string): string }> = {
  en: new StemmerEn(),
  es: new StemmerEs(),
  pt: new StemmerPt(),
  fr: new StemmerFr(),
  de: new StemmerDe(),
  it: new StemmerIt(),
  other: new StemmerEn(),
};

/**
 * Word lists (phrases apart by |) the classifiers can lean on where the train split has few examples of a kind: each is one feature
 * (`c:thanks`) whatever the language, so a Portuguese "valeu" teaches the same weight as an English "thx". Phrases
 * are folded and matched as whole words.
 */
const CUES = {
  thanks:
    'thanks|thank you|thank u|thx|ty|tysm|cheers|appreciate|gracias|obrigado|obrigada|brigado|brigada|valeu|merci|danke|grazie|dank je|dank u|bedankt|tack|tusen tack|takk|tak|dziekuje|dzieki|tesekkurler|tesekkur|sagol|multumesc|mersi|spasibo|hvala|dekuji|kiitos|efharisto',
  greeting:
    'hi|hello|hey|hiya|heya|morning|good morning|good evening|good afternoon|hola|buenas|buenos dias|oi|ola|bom dia|boa noite|boa tarde|bonjour|bonsoir|coucou|salut|hallo|guten tag|guten morgen|guten abend|moin|servus|ciao|buongiorno|buonasera|hoi|goedemorgen|goedemiddag|hej|hejsan|god morgon|czesc|dzien dobry|merhaba|selam|buna|salutare|privet|ahoj|terve',
  farewell:
    'bye|goodbye|see ya|see you|cya|brb|gtg|gotta go|gotta run|good night|goodnight|night night|later|adios|chau|hasta luego|hasta manana|me voy|tchau|ate logo|ate amanha|vou nessa|au revoir|a plus|bonne nuit|tschuss|bis bald|bis spater|gute nacht|arrivederci|alla prossima|buonanotte|talk soon|logging off|doei|tot ziens|welterusten|hej da|vi ses|god natt|do widzenia|dobranoc|na razie|gorusuruz|iyi geceler|la revedere|noapte buna',
  yes: 'yes|yeah|yep|yup|exactly|so true|spot on|that s me|thats me|so me|literally me|accurate|resonates|nailed|makes sense|totally|si|sim|exacto|exactamente|isso|verdade|entendi|oui|d accord|tout a fait|ja|genau|stimmt|esatto|vero|true|right|klopt|precies|inderdaad|stammer|precis|dokladnie|evet|aynen|kesinlikle|corect',
  doubt:
    'not really|don t buy|dont buy|doubt|skeptical|sceptical|nah|nope|generic|vague|everyone|anyone|doesn t fit|doesnt fit|wrong|meh|not me|no creo|no se si|nao acho|nao sei se|nao me identifiquei|bof|pas du tout|j en doute|not sure about|barnum|could apply|todo el mundo|qualquer um|not buying|stretch|glaube nicht|stimmt nicht|non ci credo|non mi ci ritrovo|mah|klopt niet|niet echt|stammer inte|nie wiem|nie sadze|hic sanmiyorum|sanmam|nu cred',
  more: 'more|go on|keep going|continue|what else|elaborate|deeper|expand|mas|mais|and then|and after that|why|how so|por que|porque|tell me more|say more|sigue|segue|continua|contame|conta mais|dis m en plus|et apres|vas y|weiter|erzahl mehr|mehr|dimmi di piu|e poi|vertel meer|ga door|beratta mer|powiedz wiecej|devam|daha fazla|mai mult',
  brevity:
    'short|shorter|brief|briefly|tldr|tl dr|quick|quickly|sentence|sentences|one line|bullet|bullets|in a word|summary|sum up|summarize|max|words|corto|breve|rapido|resumen|resumo|resume|kurz|no essays|no essay|concise',
  single:
    'one thing|single|just one|pick one|one tip|one step|one word|biggest|one planet|one ritual|one piece|one practical|only one|una cosa|uma coisa|una sola|uma so|une chose|eine sache|una cosa sola|one small|one concrete|the main',
  you: 'you|your|u|ur|app|bot|ai|human|real person|robot|who made|model|chatgpt|gpt|stellara|eres|voce|vc|tu|du|program|algorithm|machine|tarot|palm|palms',
  offTopic:
    'recipe|homework|essay|code|python|javascript|math|weather|stock|stocks|crypto|bitcoin|football|soccer|capital of|translate|lyrics|movie|email for me|cover letter|receta|tarea|receita|poem',
  hostile:
    'stupid|dumb|dumbest|idiot|useless|scam|trash|garbage|bullshit|bs|worst|hate|fake|crap|fuck|fucking|sucks|pathetic|nonsense|estupido|basura|lixo|idiota|merda|mierda|pseudoscience|waste of',
  orders:
    'ignore|instructions|system prompt|prompt|pretend|act as|developer mode|override|admin|disregard|jailbreak|your rules|reveal|print your|previous|you are now|from now on|grant|sudo|ignora|instrucciones|instrucoes|dan',
  firstPerson: 'i|im|i m|i ve|ive|me|my|myself|yo|mi|me|eu|meu|minha|je|moi|ich|mein|io|mio',
  feeling:
    'feel|feeling|felt|sad|scared|afraid|numb|hurt|crying|cried|angry|tired|exhausted|overwhelmed|stressed|lost|miss|heartbroken|broken|siento|triste|sinto|cansada|cansado|miedo|medo',
  question:
    'what|why|how|when|where|which|who|is|are|do|does|can|could|should|will|would|any|que|cual|qual|como|cuando|quando|onde|donde|quel|quelle|pourquoi|was|wie|warum|cosa|perche|explain|tell me|dime|me diz|me fala',
  bereavement:
    'died|passed|passed away|funeral|grief|grieving|death|dead|lost my mom|lost my dad|loss|murio|fallecio|morreu|faleceu|luto|put down|miscarriage|lost the baby|took his own life|took her own life|gestorben|morto|morta|decede|overleden|verstorben|est mort|est morte|e morto|e morta|fallecido|fallecida|zmarl|zmarla|oldu|a murit|passed over',
  jobLoss:
    'fired|laid off|layoff|layoffs|lost my job|unemployed|jobless|let go|despedido|despedida|demitido|demitida|perdi mi trabajo|perdi meu emprego|sin trabajo|sem emprego|desempregado|desempregada|redundant|gekundigt|licenziato|despidieron|despidio|me echaron|recortaron|licenziata|licenziati|licencie|licenciee|perdu mon travail|perdu mon emploi|arbeitslos|job verloren|perdi o emprego|demitiram|mandaram embora|got cut|let me go|no job',
  breakup:
    'broke up|break up|breakup|dumped|divorce|divorced|divorcing|left me|moved out|separated|separation|terminamos|terminou|me dejo|cheated|ex|engagement is off|ghosted|blocked me|heartbroken|scheidung|getrennt|separou|separamos|separes|rupture|termino|se separou|left him|left her',
  conflict:
    'fight|fighting|fights|argue|arguing|argument|conflict|yelled|toxic|pelea|peleamos|briga|brigamos|falling out|not speaking|streit|clash|clashing|litigato|litigio|humilha|criticises|criticizes|criticizes|aren t speaking|can t agree|disputee|dispute|streiten|gestritten|peleamos|brigamos|screaming match|fell out|betrayed',
  anxiety:
    'anxious|anxiety|panic|worried|worry|nervous|on edge|dread|ansiedad|ansiosa|ansioso|ansiedade|angustia|angst|panico|ansia|angoisse|angoissee|angoisses|panikattacken|panikattacke|tremem|tiemblan|heart races|racing heart|freaking out|terrified|preoccupata|preoccupato|peur',
  sleep:
    'sleep|sleeping|insomnia|can t sleep|awake|nightmares|dormir|insomnio|insonia|schlafen|dormire|dormo|duermo|dors plus|durmo|up all night|schlafe|schlaflos|insonnia|despierto',
  money:
    'debt|debts|broke|rent|bills|loan|loans|money|afford|paycheck|deudas|dinero|dinheiro|dividas|contas|geld|soldi|rich|wealthy|millionaire|lottery|dettes|debiti|dividas|schulden|miete|aluguel|alquiler|loyer|affitto|savings|tight|fin de mes',
  illness:
    'sick|diagnosis|diagnosed|hospital|surgery|chemo|cancer|illness|chronic|tumor|biopsy|enfermo|enferma|doente|doenca|krank|malato|malade|scan results|test results|icu|internado|internada|heart attack|diagnostico|diagnosticaron|diagnosticado|lupus|operation|pain meds|benign|malade|malata|ospedale|krankenhaus|hospitalized|operan|cirurgia|cirugia',
  decision:
    'should i|decide|deciding|decision|choose|choice|offer|or stay|or leave|or not|deberia|devo|decidir|dilemma|torn between|sollte ich|dovrei|devrais|quitter|should we|or keep|lo acepto|acepto|caso o|ou compro|o no|ou nao|whether to',
  lonely:
    'lonely|alone|no friends|isolated|nobody|no one|solo|sola|sozinha|sozinho|soledad|solidao|einsam|seul|seule|nessuno|personne ne|friend group|niemand|einsam|outsider|invisible',
  love: 'love|boyfriend|girlfriend|bf|gf|partner|crush|dating|date|marriage|married|marry|husband|wife|ex|relationship|relationships|romance|soulmate|novio|novia|pareja|namorado|namorada|marido|esposa|amor|copain|copine|freund|freundin|fidanzato|fidanzata|engaged|engagement|wedding|ghosted|dumped|lover|amante|casarme|me caso|casamento|boda|mariage|mari|femme|ehe|mann|frau|marito|moglie|relacion|relacionamento|liebe|amore|sagittarius and|signs together',
  career:
    'job|jobs|work|working|career|boss|promotion|interview|coworker|coworkers|colleague|colleagues|office|business|trabajo|jefe|trabalho|emprego|chefe|travail|arbeit|lavoro|carrera|carreira|vocation|calling|hire|hired|contract|contracts|famous|fame|manager|meetings|meeting|raise|salary|freelance|startup|company|empresa|negocio|podcast|college|studies|school|exam|estudios|etudes|capo|lavoro|collega|chef|projet|projects',
  finances:
    'money|rent|debt|debts|salary|finances|financial|rich|wealthy|savings|invest|investing|income|paycheck|bills|dinero|plata|dinheiro|grana|argent|geld|soldi',
  kin: 'mom|mum|mother|dad|father|parents|sister|brother|sibling|siblings|grandma|grandpa|grandmother|grandfather|kids|son|daughter|family|aunt|uncle|cousin|madre|padre|mama|papa|hermana|hermano|hijo|hija|familia|mae|pai|irma|irmao|filho|filha|avo|mere|pere|mutter|vater|madre|nonna|baby|pregnant|gravida|embarazada|schwanger|incinta|grandmother|grandad|grandparents|stepdad|stepmom|mother in law|sogra|suegra|abuela|abuelo|abuelita|nonno|oma|opa|grand mere|grand pere|madre|mia madre|mother s|childhood|hijos|filhos|enfants|kinder|figli',
  home: 'home|house|apartment|flat|move|moving|relocate|roommate|landlord|hogar|mudanza|mudar|lar|maison|wohnung|zuhause|casa|apartamento|ape|piso|depa|renovating|rent|renting|buy a house|own a house|house|garden|lar|domicile|loyer|aluguel|alquiler|miete|4th house|fourth house|moving in|move in|settle|put down roots|empty flat|quiet now',
  health:
    'health|healthy|sick|ill|illness|body|tired|exhausted|migraine|migraines|doctor|diet|energy|sleep|salud|saude|sante|gesundheit|salute',
  travel:
    'travel|travelling|traveling|trip|trips|abroad|overseas|another country|other country|foreign|visa|flight|flights|vacation|holiday|holidays|journey|see the world|emigrate|relocate|relocating|move to|moving to|expat|viajar|viaje|viagem|exterior|extranjero|estrangeiro|voyage|voyager|etranger|reise|reisen|ausland|viaggio|viaggiare|estero|9th house|ninth house',
  friendship: 'friend|friends|bestie|bff|friendship|social|amigo|amiga|amigos|amigas|ami|amie|freunde|amici',
  creative:
    'art|paint|painting|draw|drawing|write|writing|music|creative|creativity|novel|poetry|dance|arte|musica|writer s block|creative block|create|creating|artist|artistic|photography|design|craft|hobby|hobbies|escribir|escrever|pintar|ecrire|schreiben|scrivere',
  spiritual:
    'spiritual|spirituality|tarot|meditation|meditate|soul|intuition|intuitive|psychic|karma|ritual|crystals|god|universe|espiritual|alma',
  talk: 'talk|talking|speak|speaking|communicate|communication|say|texting|text|voice|words|conversation|hablar|falar|parler|reden|parlare|speak up|phone|call|calls|express|say no|decir|dizer|dire|sagen|dire|writing emails|public speaking|presentation|mercury',
  purpose:
    'purpose|path|life path|grow|growth|lesson|lessons|potential|destiny|meant to|direction|calling|proposito|destino|stop doing|habit|habits|improve|better person|stuck|estancada|estancado|estagnada|estagnado|meant for|what should i focus|focus on|karma|north node|life lesson|college|future',
  moods:
    'feel|feeling|feelings|emotion|emotions|emotional|sad|mood|moods|cry|crying|anxious|numb|heartless|sensitive|sentimientos|sentimentos|emociones|emocoes|anger|angry|cry|lighter|low|depressed|depression|siento|sinto|hurt|grief|heartbroken|lonely|sensible|sensivel|empath|empathic|moods|mood swings|emotionally',
  person:
    'personality|who am i|myself|strength|strengths|weakness|weaknesses|big three|big 3|whole chart|my chart|personalidad|personalidade|who i am|what kind of person|read me|describe me|about me|sobre mi|sobre mim|moi meme|stubborn|impatient|perfectionist|outsider|too much|superpower|what am i like|como soy|como sou|wer bin ich|chi sono|qui suis je|me in a paragraph',
  phase:
    'moon phase|lunar phase|phase|new moon|full moon|waxing|waning|crescent|gibbous|balsamic|disseminating|fase|lua nova|lua cheia|luna nueva|luna llena|lunaison|mondphase|phase de la lune|phase lunaire|fase lunar|fase da lua|fase della luna|mondphasen|new moon baby|full moon baby|quarter moon|void of course',
  elements:
    'element|elements|fire|earth|air|water|modality|modalities|cardinal|fixed|mutable|dominant|missing|lack|lacking|no water|no earth|no fire|no air|elemento|elementos|fuego|tierra|agua|aire|fogo|terra|ar|feu|fuoco|feuer|terre|erde|wasser|eau|acqua|luft|aria|earthy|airy|fiery|watery|elementi|elements balance',
  pattern:
    't square|tsquare|grand trine|grand cross|yod|yods|kite|kites|stellium|stelliums|pattern|patterns|finger of god|mystic rectangle|gran trigono|cruz|t squares|t-squares|tsquares|5 planets|four planets|three planets|5 planetas|stellia|grand trines|cerf volant|aquilone|drachen|t quadrat|t quadrato|quadratura em t',
  houseSystem:
    'placidus|whole sign|whole signs|koch|equal house|equal houses|porphyry|house system|house systems|regiomontanus|campanus|sistema de casas|maisons egales|maison egale|casas iguales|casas iguais|case uguali|signo inteiro|signos enteros|signe entier|segno intero|ganze zeichen|equal|whole sign houses',
  rulers:
    'ruler|rulers|rules|ruling|ruled|dispositor|dispositors|mutual reception|chart ruler|regente|rige|governa|maitre|receptions|reception|recepcion|recepcao|regent|herrscher|dominante|governante|signore',
  returns:
    'return|returns|comes back|come back|back to where|birthday chart|retorno|retour|ruckkehr|ritorno|revolucion solar|revolucao solar',
  retro:
    'retrograde|retrogrades|retro|rx|stations|station|stationing|shadow|retrogrado|retrograda|retrograder|rucklaufig|retrogrades|retrogrados|retrogradas|retrogradi|retrograda|retrogradi|rucklaufige|retrogrado',
  sky: 'transit|transits|transiting|forecast|coming up|ahead|sky|horoscope|energy|energies|crossing|moving into|entering|ingress|transito|transitos|ciel|cielo|ceu|himmel|enters|entering|moves into|doing to me|doing this to me|crossing my|on my|thing|going on in my chart|what s coming|whats coming|lately|aconteceu|paso en mi carta|pasa en mi carta|passa no meu mapa|in 2020|em 2020|en 2020|pluto thing|saturn thing|waking up|right now|still',
  pairing:
    'compatible|compatibility|synastry|composite|match|click|clash|together|between us|compatibilidad|compatibilidade|combinamos|compatibles|compatible with|combinam|combinan|sinastria|sinastria|compare|compara|comparar|comparer|passen wir|zusammen passen|vanno d accordo|va bien ensemble|vont bien ensemble|dar certo|da certo|our charts|her chart|his chart|their chart|my mom s|my mother s|my boyfriend s|my girlfriend s|mon mari et moi',
  birthTime:
    'birth time|time of birth|born at|minutes|earlier|later|unknown time|dont know my time|don t know my time|no idea what time|leap day|leap year|feb 29|february 29|29 february|adopted|hora de nacimiento|hora de nascimento|heure de naissance|geburtszeit|birth records|birth certificate|time is a guess|guess|rounded|heure de naissance|hora que eu nasci|hora que naci|a que hora naci|borde del signo|edge of|cusp|cuspide|in the morning|around noon|i don t know my birth time|no se mi hora|nao sei minha hora|ora di nascita|geburtsstunde',
  astrology:
    'chart|charts|astrology|astrological|astrologically|astro|astrologer|horoscope|sign|signs|zodiac|planet|planets|placement|placements|natal|birth chart|reading|house|houses|degree|degrees|carta|carta astral|mapa|mapa astral|signo|signos|horoscopo|astrologia|theme|theme astral|signe|sternzeichen|horoskop|segno|oroscopo|tema natale|stars|sky|cosmic',
  meaning:
    'what is|what s a|whats a|what are|what does|what do|meaning|mean|means|define|definition|explain|que es|que significa|o que e|o que significa|qu est ce|was ist|cosa e|cos e',
} as const;
const cuePatterns = Object.entries(CUES).map(
  ([name, phrases]) => [name, new RegExp(`(?:^| )(?:${phrases})(?= |$)`)] as const,
);

/** The whole of a message that only thanks, built once: every message is tried against it. */
const THANKS_ALONE = new RegExp(`^(?:ta|muito obrigad[oa]|muchas gracias|${CUES.thanks})$`);

/**
 * A message that is a thanks and nothing else, in any language the cues know ("tysm!", "Danke.", "muito obrigada").
 * The British "ta" is not a cue, since folded Portuguese "tá" reads the same, but alone it is a thanks.
 */
export function isThanksAlone(text: string): boolean {
  const plain = fold(text)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
  return THANKS_ALONE.test(plain);
}

/** The life areas' own cue lists: a message that names none of their words asks about no life area. */
const LIFE_AREA_CUES = [
  'love',
  'career',
  'finances',
  'kin',
  'home',
  'health',
  'travel',
  'friendship',
  'creative',
  'spiritual',
  'purpose',
] as const;
const LIFE_AREA = new RegExp(`(?:^| )(?:${LIFE_AREA_CUES.map((c) => CUES[c]).join('|')})(?= |$)`);

/** Each life area's cue list, by the topic it names. */
const AREA_TOPICS: readonly [keyof typeof CUES, Topic][] = [
  ['love', 'love'],
  ['career', 'career'],
  ['finances', 'money'],
  ['kin', 'family'],
  ['home', 'home'],
  ['health', 'health'],
  ['travel', 'travel'],
  ['friendship', 'friends'],
  ['creative', 'creativity'],
  ['spiritual', 'spirituality'],
  ['talk', 'communication'],
  ['purpose', 'growth'],
  ['moods', 'emotions'],
];

/** The life areas a piece of text names in words, in any language the cues know ("dinero", "travail", "love"). */
export function lifeAreasIn(text: string): Topic[] {
  const plain = ` ${fold(text)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()} `;
  return AREA_TOPICS.filter(([cue]) => new RegExp(`(?:^| )(?:${CUES[cue]})(?= |$)`).test(plain)).map(([, t]) => t);
}

/** Whether a piece of text says one cue list's words ("died", "overleden", "morreu" for a death), in any language. */
export function namesCue(cue: keyof typeof CUES, text: string): boolean {
  return cuePatterns.some(([name, pattern]) => name === cue && pattern.test(` ${plainWords(text)} `));
}

/** The hard things a message can tell in so many words (a death, a lost job, a break-up, fear, no sleep...). */
export const HARD_CUES = [
  'bereavement',
  'jobLoss',
  'breakup',
  'conflict',
  'anxiety',
  'sleep',
  'money',
  'illness',
  'lonely',
  'feeling',
] as const;

const plainWords = (text: string) =>
  fold(text)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/** Cue words that are everyday words in another language: Spanish "son" is "they are", not a son. */
const FALSE_FRIENDS: Partial<Record<Language, RegExp>> = { es: /(?:^| )son(?= |$)/g };

/**
 * Whether a message names a life area in words (love, work, money, family, home...), in any language the cues
 * know: the classifier may hear an area in a message that names none ("¿cuáles son mis tránsitos actuales?").
 */
export function namesLifeArea(text: string, language: Language = 'en'): boolean {
  const plain = fold(text)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
  const friends = FALSE_FRIENDS[language];
  return LIFE_AREA.test(friends ? plain.replace(friends, ' ') : plain);
}

/** Emoji that say what a word would, as the same cue: a message of "🙏🙏" thanks as "thx" does. */
const EMOJI_CUES: Partial<Record<keyof typeof CUES, readonly string[]>> = {
  thanks: ['🙏', '❤', '💕', '💜', '💖', '💗', '🥰', '🤍', '💙', '💛', '💚', '🧡', '😘'],
  yes: ['👌', '💯', '🔥', '🙌', '👍', '✅', '😂', '🤣', '😊', '🙂', '😌', '🎯'],
  greeting: ['👋', '☀', '🌞'],
  farewell: ['👋', '🌙', '😴', '💤'],
  feeling: ['😢', '😭', '💔', '🥺', '😔', '😞', '😩', '😣', '😰', '😟'],
  doubt: ['🤔', '🤷', '🙄', '😒', '🧐', '😕', '🤨'],
  more: ['👀'],
};

/** What the other readers found, as features. */
export interface Signals {
  language: Language;
  chart: ChartWords;
  time: TimeRef | null;
}

export function featuresOf(text: string, signals: Signals): Features {
  const features: Features = {};
  const add = (name: string) => {
    features[name] = 1;
  };
  // "graciaaas", "heyyy", "moreee": a letter held three times or more is read once.
  const folded = fold(text).replace(/(\p{L})\1{2,}/gu, '$1');
  const words = tokens(folded).map((t) => t.word.replace(/'/g, ''));
  const plain = ` ${folded.replace(/[^\p{L}\p{N}]+/gu, ' ').trim()} `;
  for (const [name, pattern] of cuePatterns) if (pattern.test(plain)) add(`c:${name}`);
  for (const [name, emoji] of Object.entries(EMOJI_CUES)) if (emoji.some((e) => text.includes(e))) add(`c:${name}`);
  if (isKeyboardMash(text)) add('s:mash');
  const stemmer = stemmers[signals.language];
  for (const word of words) add(`w:${/^\d+$/.test(word) ? '#' : stemmer.stemWord(word)}`);
  if (words[0]) add(`f:${words[0]}`);
  if (words.length === 0) add('s:no-words');
  add(`s:length-${words.length <= 3 ? 'short' : words.length <= 12 ? 'medium' : 'long'}`);
  for (const shape of sentenceShapes(folded)) add(`s:${shape}`);
  const questions = (text.match(/\?+/g) ?? []).length;
  if (questions > 0) add(questions > 1 ? 's:questions' : 's:question');
  if (/\p{Extended_Pictographic}/u.test(text)) add('s:emoji');
  const { chart, time } = signals;
  // Whether the message speaks of astrology at all: a question without it may well be off-topic.
  if (features['c:astrology'] || chart.points.length || chart.signs.length || chart.houses.length) add('s:astrology');
  if (chart.points.length) add('s:point');
  if (chart.points.length > 1) add('s:points');
  if (chart.signs.length) add('s:sign');
  if (chart.houses.length) add('s:house');
  if (chart.aspects.length) add('s:aspect');
  if (time) add(`s:time-${time.kind}`);
  return features;
}

const FIRST_PERSON = new Set(
  CUES.firstPerson
    .split('|')
    .flatMap((p) => p.split(' '))
    .concat(['we', 'our', 'us', 'nos', 'nosotros', 'nous', 'wir', 'ho', 'tengo', 'tenho', 'estoy', 'estou']),
);
const QUESTION_OPENERS = new Set(CUES.question.split('|').flatMap((p) => p.split(' ')));

/**
 * The shape of the message's clauses: a statement about the person's own life ("i never finish projects") and a
 * question beside it is how people share while they ask.
 */
function sentenceShapes(folded: string): string[] {
  const clauses = folded
    .split(/(?<=[.!?;:\n])|,(?= )|(?<=\)) /)
    .map((c) => c.trim())
    .filter((c) => /\p{L}/u.test(c));
  let statement = false;
  let question = false;
  for (const clause of clauses) {
    const words = tokens(clause).map((t) => t.word.replace(/'/g, ''));
    const asks = clause.endsWith('?') || QUESTION_OPENERS.has(words[0] ?? '');
    if (asks) question = true;
    else if (words.some((w) => FIRST_PERSON.has(w))) statement = true;
  }
  return [...(statement ? ['own-statement'] : []), ...(statement && question ? ['shares-and-asks'] : [])];
}

const KEYBOARD_ROWS = ['qwertyuiop', 'asdfghjkl', 'zxcvbnm', 'poiuytrewq', 'lkjhgfdsa', 'mnbvcxz'];

/**
 * Keys struck without words: one character or a short run repeated ("aaaa", "fgfgfg", "!!!!"), a stretch of a
 * keyboard row ("asdfgh"), or words without a vowel ("sjdhf"). An emoji or any real word is not noise.
 */
export function isKeyboardMash(text: string): boolean {
  if (/\p{Extended_Pictographic}/u.test(text)) return false;
  const chunks = text.toLowerCase().split(/\s+/).filter(Boolean);
  if (chunks.length === 0 || chunks.length > 3) return false;
  return chunks.every((chunk) => {
    if (/^(.{1,3})\1{2,}.{0,3}$/u.test(chunk)) return true;
    if (!/\p{L}/u.test(chunk)) return chunk.length >= 3;
    if (chunk.length >= 4 && KEYBOARD_ROWS.some((row) => row.includes(chunk.slice(0, 4)))) return true;
    const letters = chunk.replace(/\P{L}+/gu, '');
    return letters.length >= 4 && /^\p{Script=Latin}+$/u.test(letters) && !/[aeiouy]/.test(fold(letters));
  });
}

/** What may follow a hello without asking anything: a name, "there", a "how are you" in any language. */
const AFTER_HELLO =
  'there|you|all|everyone|again|friend|stellara|zusammen|a todos|a tutti|tout le monde|iedereen|wszystkim|how are you|how r u|hows it going|how s it going|que tal|como estas|como vai|tudo bem|tudo bom|ca va|comment ca va|wie gehts|wie geht s|wie geht es dir|come va|come stai|hoe gaat het|hoe is het|jak sie masz|co slychac';
const GREETING_ALONE = new RegExp(`^(?:(?:${CUES.greeting})(?: |$))+(?:(?:${AFTER_HELLO})(?: |$))*$`);

/** A message that is a hello and nothing else, in any language the cues know ("salut", "hallo!", "cześć 👋"). */
export function isGreetingAlone(text: string): boolean {
  const plain = fold(text)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
  return plain.length > 0 && GREETING_ALONE.test(plain);
}
