// What a first line in the person's language can say of the answer itself, above an English reply: the area a
// reading answers ("a sua carreira", "deinem Liebesleben"), named from the plan's theme (what the reply is about),
// never from a word the message happened to contain; and, for a short reply, its one computed fact in their language
// ("o seu Meio do Céu está em Câncer"), so a "resume numa frase" gets a Portuguese sentence that answers it. Facts
// come from the plan's first factor, the one the English answer leads with; nothing is translated that the chart
// did not compute. Pure.
import type { SignName } from '@stellara/contract';
import type { ReplyPlan } from './plan-types.ts';
import type { Theme } from './question.ts';

type Six = 'es' | 'pt' | 'fr' | 'de' | 'it' | 'nl';

/** Each area as "your …", said as turn-leads.ts NAMES are (German in the dative, Italian with its article). */
export const THEME_NAMES: Record<Theme, Record<Six, string>> = {
  self: {
    es: 'tu forma de ser',
    pt: 'o seu jeito de ser',
    fr: 'ta personnalité',
    de: 'deiner Persönlichkeit',
    it: 'la tua personalità',
    nl: 'je persoonlijkheid',
  },
  love: {
    es: 'el amor',
    pt: 'o amor',
    fr: "l'amour",
    de: 'deinem Liebesleben',
    it: "l'amore",
    nl: 'je liefdesleven',
  },
  career: {
    es: 'tu carrera',
    pt: 'a sua carreira',
    fr: 'ta carrière',
    de: 'deinem Beruf',
    it: 'la tua carriera',
    nl: 'je carrière',
  },
  money: {
    es: 'el dinero',
    pt: 'o dinheiro',
    fr: "l'argent",
    de: 'deinen Finanzen',
    it: 'i soldi',
    nl: 'je financiën',
  },
  home: { es: 'tu hogar', pt: 'a sua casa', fr: 'ton foyer', de: 'deinem Zuhause', it: 'la tua casa', nl: 'je thuis' },
  travel: {
    es: 'los viajes',
    pt: 'as viagens',
    fr: 'les voyages',
    de: 'deinen Reisen',
    it: 'i viaggi',
    nl: 'je reizen',
  },
  health: {
    es: 'tu salud',
    pt: 'a sua saúde',
    fr: 'ta santé',
    de: 'deiner Gesundheit',
    it: 'la tua salute',
    nl: 'je gezondheid',
  },
  friends: {
    es: 'tus amistades',
    pt: 'as suas amizades',
    fr: 'tes amitiés',
    de: 'deinen Freundschaften',
    it: 'le tue amicizie',
    nl: 'je vriendschappen',
  },
  creativity: {
    es: 'tu creatividad',
    pt: 'a sua criatividade',
    fr: 'ta créativité',
    de: 'deiner Kreativität',
    it: 'la tua creatività',
    nl: 'je creativiteit',
  },
  spirituality: {
    es: 'tu espiritualidad',
    pt: 'a sua espiritualidade',
    fr: 'ta spiritualité',
    de: 'deiner Spiritualität',
    it: 'la tua spiritualità',
    nl: 'je spiritualiteit',
  },
  communication: {
    es: 'tu forma de comunicar',
    pt: 'a sua comunicação',
    fr: 'ta communication',
    de: 'deiner Kommunikation',
    it: 'la tua comunicazione',
    nl: 'je communicatie',
  },
  growth: {
    es: 'tu crecimiento',
    pt: 'o seu crescimento',
    fr: 'ta croissance',
    de: 'deinem Wachstum',
    it: 'la tua crescita',
    nl: 'je groei',
  },
  emotions: {
    es: 'tus emociones',
    pt: 'as suas emoções',
    fr: 'tes émotions',
    de: 'deinen Gefühlen',
    it: 'le tue emozioni',
    nl: 'je gevoelens',
  },
};

const isTheme = (theme: string | null | undefined): theme is Theme => !!theme && theme in THEME_NAMES;

/** The area the plan's reading answers, in their language; null when the reply is not about an area. */
export function themeName(plan: ReplyPlan): string | null {
  const language = plan.language as Six;
  return isTheme(plan.theme) ? (THEME_NAMES[plan.theme][language] ?? null) : null;
}

/** A sign with the word for "in" before it, as each language puts a planet in a sign. */
const SIGN_IN: Record<SignName, Record<Six, string>> = {
  Aries: { es: 'en Aries', pt: 'em Áries', fr: 'en Bélier', de: 'im Widder', it: 'in Ariete', nl: 'in Ram' },
  Taurus: { es: 'en Tauro', pt: 'em Touro', fr: 'en Taureau', de: 'im Stier', it: 'in Toro', nl: 'in Stier' },
  Gemini: {
    es: 'en Géminis',
    pt: 'em Gêmeos',
    fr: 'en Gémeaux',
    de: 'in den Zwillingen',
    it: 'in Gemelli',
    nl: 'in Tweelingen',
  },
  Cancer: { es: 'en Cáncer', pt: 'em Câncer', fr: 'en Cancer', de: 'im Krebs', it: 'in Cancro', nl: 'in Kreeft' },
  Leo: { es: 'en Leo', pt: 'em Leão', fr: 'en Lion', de: 'im Löwen', it: 'in Leone', nl: 'in Leeuw' },
  Virgo: { es: 'en Virgo', pt: 'em Virgem', fr: 'en Vierge', de: 'in der Jungfrau', it: 'in Vergine', nl: 'in Maagd' },
  Libra: {
    es: 'en Libra',
    pt: 'em Libra',
    fr: 'en Balance',
    de: 'in der Waage',
    it: 'in Bilancia',
    nl: 'in Weegschaal',
  },
  Scorpio: {
    es: 'en Escorpio',
    pt: 'em Escorpião',
    fr: 'en Scorpion',
    de: 'im Skorpion',
    it: 'in Scorpione',
    nl: 'in Schorpioen',
  },
  Sagittarius: {
    es: 'en Sagitario',
    pt: 'em Sagitário',
    fr: 'en Sagittaire',
    de: 'im Schützen',
    it: 'in Sagittario',
    nl: 'in Boogschutter',
  },
  Capricorn: {
    es: 'en Capricornio',
    pt: 'em Capricórnio',
    fr: 'en Capricorne',
    de: 'im Steinbock',
    it: 'in Capricorno',
    nl: 'in Steenbok',
  },
  Aquarius: {
    es: 'en Acuario',
    pt: 'em Aquário',
    fr: 'en Verseau',
    de: 'im Wassermann',
    it: 'in Acquario',
    nl: 'in Waterman',
  },
  Pisces: {
    es: 'en Piscis',
    pt: 'em Peixes',
    fr: 'en Poissons',
    de: 'in den Fischen',
    it: 'in Pesci',
    nl: 'in Vissen',
  },
};

/** "is" before a sign: "está en", "steht im". */
const IS: Record<Six, string> = { es: 'está', pt: 'está', fr: 'est', de: 'steht', it: 'è', nl: 'staat' };

/** "About your career:" before the fact: the area in the form each language's preposition takes. */
const ABOUT: Record<Six, (area: string) => string> = {
  es: (area) => `sobre ${area}:`,
  pt: (area) => `sobre ${area}:`,
  fr: (area) => `sur ${area} :`,
  de: (area) => `zu ${area}:`,
  it: (area) =>
    `${area.replace(/^la /, 'sulla ').replace(/^il /, 'sul ').replace(/^i /, 'sui ').replace(/^le /, 'sulle ').replace(/^l'/, "sull'")}:`,
  nl: (area) => `over ${area}:`,
};

/** A reply this short carries its one fact in their language too. */
const SHORT_WORDS = 60;

/**
 * The short reply's fact in their language ("o seu Meio do Céu está em Câncer"), from the plan's first factor when
 * it is a placement whose sign the English answer states; null for a longer reply or another kind of fact.
 * `pointName` gives the point as "your …" in that language (turn-leads.ts NAMES), German in the dative.
 */
export function shortAnswer(
  plan: ReplyPlan,
  english: string,
  pointName: (point: string) => string | null,
): string | null {
  const language = plan.language as Six;
  if (!IS[language] || english.split(/\s+/).filter(Boolean).length > SHORT_WORDS) return null;
  const first = plan.factors[0];
  if (first?.kind !== 'placement' || !english.includes(first.point.sign)) return null;
  const name = pointName(first.point.name);
  if (!name) return null;
  // German names are kept in the dative for "zu deinem Mond": here the subject is nominative.
  const subject =
    language === 'de'
      ? name
          .replace(/^deinem /, 'dein ')
          .replace(/^deiner /, 'deine ')
          .replace(/Aszendenten$/, 'Aszendent')
      : name;
  const fact = `${subject} ${IS[language]} ${SIGN_IN[first.point.sign][language]}`;
  const area = themeName(plan);
  return area ? upperFirst(`${ABOUT[language](area)} ${fact}.`) : `${upperFirst(fact)}.`;
}

const upperFirst = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
