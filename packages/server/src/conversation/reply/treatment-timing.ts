// A medical treatment timed by the sky: "should I wait for Mercury direct to start methotrexate", "¿espero a la luna
// llena para empezar la quimio?", "je commence le traitement pendant Mercure rétrograde ?". The first words send the
// timing back to their doctor, by the specialist their condition names (a rheumatologist for arthritis), and say the
// chart does not time treatment; no placement is read as a reason to wait or to hurry. Folded text, four languages. Pure.
import { fold } from '../understanding/fold.ts';
import { namedDoctor } from './named-doctor.ts';

type TimingLanguage = 'en' | 'es' | 'pt' | 'fr';

/** A treatment in their words: a medicine by name or kind, chemo, surgery, "the treatment". */
const TREATMENT =
  /\b(methotrexate|metotrexato|methotrexat|biologics?|humira|adalimumab|chemo(?:therapy)?|quimio(?:terapia)?|chimio(?:therapie)?|radiotherapy|radioterapia|radiotherapie|surgery|(?:the |my )?operation|cirugia|operacion|cirurgia|operacao|chirurgie|insulin|insulina|antidepressants?|antidepresivos?|antidepressivos?|antidepresseurs?|injections?|infusions?|(?:the |my |new )?(?:treatment|medication|meds|medicine|tratamiento|tratamento|traitement|medicacion|medicamentos?|medicaments?|remedio))\b/;

/** The sky named as a clock: Mercury's station, a retrograde, a lunation, an eclipse. */
const SKY =
  /\b(mercury (?:(?:is |goes |turns |stations )?)(?:retrograde|direct|rx|stations? direct|goes direct)|(?:mercurio|mercure) (?:(?:esta|este|estiver|fique|sea|est|soit|sera) )?(?:retrogrado|directo|direto|direct)|retrograde|retrogrado|full moon|new moon|waning moon|waxing moon|luna (?:llena|nueva|menguante|creciente)|lua (?:cheia|nova|minguante|crescente)|(?:pleine|nouvelle) lune|lune (?:decroissante|croissante)|eclipse)\b/;

/** Starting, waiting, delaying: the ask is one of timing. */
const WHEN =
  /\b(?:start|starting|begin|wait|delay|postpone|schedule|book|time|empezar|comenzar|iniciar|esperar|aplazar|comecar|aguardar|adiar|commencer|attendre|reporter|debuter)\b/;

/** The specialist their condition names, else the doctor they named, else "your doctor" (in English). */
function doctorOf(messages: readonly string[]): string {
  const text = fold(messages.join(' '));
  if (/\b(?:rheumat\w*|reumat\w*|rhumat\w*|arthrit\w*|artrit\w*|arthrite|lupus)\b/.test(text)) return 'rheumatologist';
  if (/\b(?:cancer|chemo\w*|quimio\w*|chimio\w*|tumou?r|tumor|tumeur|oncolog\w*)\b/.test(text)) return 'oncologist';
  return namedDoctor(messages.join(' '))?.replace(/^your /, '') ?? 'doctor';
}

const DOCTOR_WORDS: Readonly<Record<Exclude<TimingLanguage, 'en'>, Record<string, string>>> = {
  es: { rheumatologist: 'tu reumatólogo', oncologist: 'tu oncólogo', doctor: 'tu médico' },
  pt: { rheumatologist: 'seu reumatologista', oncologist: 'seu oncologista', doctor: 'seu médico' },
  fr: { rheumatologist: 'ton rhumatologue', oncologist: 'ton oncologue', doctor: 'ton médecin' },
};

const REPLY: Readonly<Record<TimingLanguage, string>> = {
  en: "Please follow {doctor} on when to start {treatment}: the chart does not time medical treatment, and {sky} is no reason to wait or to hurry. If starting it feels daunting, tell {doctor} that too; they can talk you through what the first weeks may be like. I'm glad to look at how your chart meets a hard stretch like this one, but never at when to take a medicine. What did {doctor} say about when to begin?",
  es: 'Sigue lo que diga {doctor} sobre cuándo empezar {treatment}: la carta no marca el momento de un tratamiento médico, y {sky} no es motivo para esperar ni para adelantarlo. Si empezar te da miedo, díselo también; puede contarte cómo suelen ser las primeras semanas. Puedo mirar cómo tu carta atraviesa una etapa difícil como esta, pero nunca cuándo tomar un medicamento. ¿Qué te dijo {doctor} sobre cuándo empezar?',
  pt: 'Siga o que {doctor} disser sobre quando começar {treatment}: o mapa não marca o momento de um tratamento médico, e {sky} não é motivo para esperar nem para apressar. Se começar assusta, diga isso também; dá para conversar sobre como costumam ser as primeiras semanas. Posso olhar como o seu mapa atravessa uma fase difícil como esta, mas nunca quando tomar um remédio. O que {doctor} disse sobre quando começar?',
  fr: "Suis ce que dit {doctor} sur le moment de commencer {treatment} : le thème ne fixe pas le moment d'un traitement médical, et {sky} n'est pas une raison d'attendre ni de se presser. Si commencer t'inquiète, dis-le aussi ; on peut t'expliquer à quoi ressemblent les premières semaines. Je veux bien regarder comment ton thème traverse une période dure comme celle-ci, mais jamais quand prendre un médicament. Qu'est-ce que {doctor} t'a dit sur le moment de commencer ?",
};

const THE_TREATMENT: Readonly<Record<TimingLanguage, string>> = {
  en: 'the treatment',
  es: 'el tratamiento',
  pt: 'o tratamento',
  fr: 'le traitement',
};

/** The sky they timed it by, named plainly: where Mercury is, the Moon's phase, an eclipse, a retrograde. */
const SKY_NAMES: Readonly<Record<TimingLanguage, Record<'mercury' | 'moon' | 'eclipse' | 'retrograde', string>>> = {
  en: { mercury: 'where Mercury is', moon: "the Moon's phase", eclipse: 'an eclipse', retrograde: 'a retrograde' },
  es: {
    mercury: 'la posición de Mercurio',
    moon: 'la fase de la Luna',
    eclipse: 'un eclipse',
    retrograde: 'un retrógrado',
  },
  pt: { mercury: 'a posição de Mercúrio', moon: 'a fase da Lua', eclipse: 'um eclipse', retrograde: 'um retrógrado' },
  fr: {
    mercury: 'la position de Mercure',
    moon: 'la phase de la Lune',
    eclipse: 'une éclipse',
    retrograde: 'une rétrogradation',
  },
};

const skyKind = (sky: string): 'mercury' | 'moon' | 'eclipse' | 'retrograde' =>
  /merc/.test(sky) ? 'mercury' : /eclipse/.test(sky) ? 'eclipse' : /retrogr/.test(sky) ? 'retrograde' : 'moon';

/** The whole reply when the message times a treatment by the sky, or null. */
export function treatmentTimingReply(
  message: string,
  earlier: readonly string[],
  language: TimingLanguage,
): string | null {
  const text = fold(message);
  const treatment = TREATMENT.exec(text)?.[1];
  const sky = SKY.exec(text)?.[1];
  if (!treatment || !sky || !WHEN.test(text)) return null;
  // This message's condition first ("chemo" names an oncologist whatever was told before), then the chat's.
  const doctor = doctorOf([message]) === 'doctor' ? doctorOf([...earlier, message]) : doctorOf([message]);
  const who = language === 'en' ? `your ${doctor}` : DOCTOR_WORDS[language][doctor]!;
  const general =
    /\b(?:treatment|medication|meds|medicine|tratamiento|tratamento|traitement|medicacion|medicamentos?|medicaments?|remedio)\b/;
  const what = general.test(treatment) ? THE_TREATMENT[language] : treatment.replace(/^(?:the|my) /, '');
  const skyWords = SKY_NAMES[language][skyKind(sky)];
  const reply = REPLY[language].replaceAll('{doctor}', who).replace('{treatment}', what).replace('{sky}', skyWords);
  return reply.charAt(0).toUpperCase() + reply.slice(1);
}
