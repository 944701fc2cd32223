// The chart words of a message: points, signs, houses and aspects between named points, in English, Spanish,
// Portuguese, French, German and Italian, typed with or without accents and with one typo in a longer name. Pure.
import type { AspectName } from '@stellara/astro';
import { ORDINAL_WORDS, type SignName } from '@stellara/contract';
import { cancerSense } from './cancer-sense.ts';
import { fold, type Token, tokens, withinOneEdit } from './fold.ts';
import type { Language, NamedAspect, NamedPoint } from './understanding.ts';

interface Entry<T> {
  value: T;
  /** Folded words or phrases that name it. */
  words: readonly string[];
  /** Only read as this in these languages (a word that means something else in English). */
  onlyIn?: readonly Language[];
}

const POINTS: Entry<NamedPoint>[] = [
  { value: 'Sun', words: ['sun', 'suns', 'sol', 'soleil', 'sonne', 'sun sign', 'signo solar', 'signe solaire'] },
  // Italian, German, Dutch and Polish sign words ("segno lunare", "mijn maan", "mój księżyc").
  { value: 'Sun', words: ['segno solare', 'sonnenzeichen', 'zon', 'zonneteken', 'slonce', 'sloncu'] },
  { value: 'Sun', words: ['sole'], onlyIn: ['it'] },
  {
    value: 'Moon',
    words: ['moon', 'moons', 'luna', 'lua', 'lune', 'mond', 'moon sign', 'signo lunar', 'signe lunaire'],
  },
  { value: 'Moon', words: ['segno lunare', 'maan', 'maanteken', 'ksiezyc', 'ksiezyca', 'ksiezycu', 'mondzeichen'] },
  { value: 'Mercury', words: ['mercury', 'mercurio', 'mercure', 'merkur', 'merc'] },
  { value: 'Venus', words: ['venus', 'venere'] },
  { value: 'Mars', words: ['mars', 'marte'] },
  { value: 'Jupiter', words: ['jupiter', 'giove', 'jup'] },
  { value: 'Saturn', words: ['saturn', 'saturno', 'saturne', 'saturns'] },
  { value: 'Uranus', words: ['uranus', 'urano'] },
  { value: 'Neptune', words: ['neptune', 'neptuno', 'netuno', 'nettuno', 'neptun'] },
  { value: 'Pluto', words: ['pluto', 'pluton', 'plutao', 'plutone'] },
  { value: 'Chiron', words: ['chiron', 'quiron', 'chirone'] },
  {
    value: 'North Node',
    words: [
      'north node',
      'true node',
      'lunar node',
      'lunar nodes',
      'node',
      'nodes',
      'nodo norte',
      'noeud nord',
      'mondknoten',
      'nn',
    ],
  },
  { value: 'South Node', words: ['south node', 'nodo sur', 'nodo sul', 'noeud sud'] },
  { value: 'Lilith', words: ['lilith', 'black moon lilith', 'black moon'] },
  {
    value: 'Ascendant',
    words: ['ascendant', 'ascendente', 'aszendent', 'aszendenten', 'ascendent', 'rising', 'rising sign', 'asc'],
  },
  {
    value: 'Midheaven',
    words: [
      'midheaven',
      'mc',
      'medium coeli',
      'medio cielo',
      'mediocielo',
      'meio do ceu',
      'milieu du ciel',
      'himmelsmitte',
    ],
  },
  { value: 'Descendant', words: ['descendant', 'descendente', 'deszendent', 'deszendenten', 'dsc', 'desc'] },
  { value: 'IC', words: ['ic', 'imum coeli', 'fondo del cielo', 'fundo do ceu', 'fond du ciel'] },
];

const SIGNS: Entry<SignName>[] = [
  { value: 'Aries', words: ['aries', 'ariete', 'widder'] },
  { value: 'Aries', words: ['belier'], onlyIn: ['fr'] },
  { value: 'Taurus', words: ['taurus', 'tauro', 'touro', 'taureau', 'stier', 'toro'] },
  { value: 'Gemini', words: ['gemini', 'geminis', 'gemeos', 'gemeaux', 'zwillinge', 'gemelli'] },
  { value: 'Cancer', words: ['cancer', 'cancro', 'krebs', 'cancerian'] },
  { value: 'Leo', words: ['leo', 'leao', 'leone', 'lowe'] },
  { value: 'Leo', words: ['lion'], onlyIn: ['fr'] },
  { value: 'Virgo', words: ['virgo', 'virgem', 'vierge', 'jungfrau', 'vergine'] },
  { value: 'Libra', words: ['libra', 'waage', 'bilancia'] },
  { value: 'Libra', words: ['balance'], onlyIn: ['fr'] },
  { value: 'Scorpio', words: ['scorpio', 'escorpio', 'escorpion', 'escorpiao', 'scorpion', 'skorpion', 'scorpione'] },
  { value: 'Sagittarius', words: ['sagittarius', 'sagitario', 'sagittaire', 'schutze', 'sagittario', 'sag', 'sadge'] },
  { value: 'Capricorn', words: ['capricorn', 'capricornio', 'capricorne', 'steinbock', 'capricorno'] },
  { value: 'Aquarius', words: ['aquarius', 'acuario', 'aquario', 'verseau', 'wassermann', 'acquario'] },
  { value: 'Pisces', words: ['pisces', 'piscis', 'peixes', 'poissons', 'fische', 'pesci'] },
];

const ASPECTS: Entry<AspectName>[] = [
  {
    value: 'conjunction',
    words: [
      'conjunct',
      'conjuncts',
      'conjunction',
      'conjunctions',
      'conjuncting',
      'conjoined',
      'conjuncion',
      'conjuncao',
      'conjonction',
      'konjunktion',
      'congiunzione',
    ],
  },
  {
    value: 'opposition',
    words: [
      'opposite',
      'opposition',
      'oppositions',
      'opposes',
      'opposing',
      'oppose',
      'oposicion',
      'oposicao',
      'opposizione',
    ],
  },
  {
    value: 'square',
    words: ['square', 'squares', 'squaring', 'squared', 'cuadratura', 'quadratura', 'carre', 'quadrat'],
  },
  { value: 'trine', words: ['trine', 'trines', 'trining', 'trigono', 'trigone', 'trigon'] },
  { value: 'sextile', words: ['sextile', 'sextiles', 'sextil', 'sestile'] },
  { value: 'quincunx', words: ['quincunx', 'inconjunct', 'quincuncio', 'quincuncio'] },
  { value: 'semi-sextile', words: ['semi sextile', 'semisextile', 'semi-sextile'] },
  { value: 'semi-square', words: ['semi square', 'semisquare', 'semi-square'] },
  { value: 'sesquiquadrate', words: ['sesquiquadrate', 'sesquisquare', 'sesqui square'] },
  { value: 'quintile', words: ['quintile'] },
  { value: 'biquintile', words: ['biquintile'] },
];

/** Words one edit from a name that are words of their own ("cancel" is not Cancer, "plato" is not Pluto). */
const NOT_TYPOS = new Set([
  'cancel',
  'cancels',
  'arise',
  'arises',
  'libro',
  'libros',
  'libre',
  'plato',
  'genus',
  'lunar',
  'marts',
  'nodes',
  'risings',
  'leone',
  'venue',
  'venues',
  'saturday',
  // French "less" ("à moins de 2°"), one letter from "moons".
  'moins',
]);

interface Mention<T> {
  value: T;
  /** Token positions it covers, first and last. */
  from: number;
  to: number;
}

function compile<T>(entries: Entry<T>[], language: Language) {
  const phrases: { value: T; parts: string[] }[] = [];
  const singles = new Map<string, T>();
  for (const entry of entries) {
    if (entry.onlyIn && !entry.onlyIn.includes(language)) continue;
    for (const word of entry.words) {
      const parts = word.split(/[\s-]+/);
      if (parts.length > 1) phrases.push({ value: entry.value, parts });
      else if (!singles.has(word)) singles.set(word, entry.value);
    }
  }
  // Longest first, so "black moon lilith" wins over "black moon".
  phrases.sort((a, b) => b.parts.length - a.parts.length);
  return { phrases, singles };
}

/** The mentions of one vocabulary in the tokens, left to right; `typos` allows one edit in names of 5+ letters. */
function mentions<T>(words: string[], entries: Entry<T>[], language: Language, typos: boolean): Mention<T>[] {
  const { phrases, singles } = compile(entries, language);
  const taken = new Array<boolean>(words.length).fill(false);
  const found: Mention<T>[] = [];
  for (const { value, parts } of phrases) {
    for (let i = 0; i + parts.length <= words.length; i++) {
      if (parts.every((p, k) => words[i + k] === p && !taken[i + k])) {
        found.push({ value, from: i, to: i + parts.length - 1 });
        for (let k = 0; k < parts.length; k++) taken[i + k] = true;
      }
    }
  }
  for (let i = 0; i < words.length; i++) {
    if (taken[i]) continue;
    const word = words[i]!;
    let value = singles.get(word) ?? singles.get(word.replace(/'s$/, ''));
    if (value === undefined && typos && word.length >= 5 && !NOT_TYPOS.has(word)) {
      for (const [name, v] of singles) {
        if (name.length >= 5 && withinOneEdit(word, name)) {
          value = v;
          break;
        }
      }
    }
    if (value !== undefined) found.push({ value, from: i, to: i });
  }
  return found.sort((a, b) => a.from - b.from);
}

const unique = <T>(values: T[]): T[] => [...new Set(values)];

export interface ChartWords {
  points: NamedPoint[];
  signs: SignName[];
  houses: number[];
  aspects: NamedAspect[];
  /** Aspects named with no point beside them ("what is a trine?", "any squares in my chart?"). */
  aspectNames: AspectName[];
}

/** Italian and French articles and prepositions written onto the next word with an apostrophe. */
const ELIDED_ARTICLE = /^(?:l|d|dall|dell|all|nell|sull|coll|un|qu)'(?=\p{L}{3})/u;

/** How far (in words) a point may stand from an aspect word and still be one of its two sides. */
const ASPECT_REACH = 4;

/** Pronouns before the Spanish "leo" (I read): "lo leo", "te leo", "yo leo". */
const READ_PRONOUN = new Set(['lo', 'la', 'los', 'las', 'le', 'les', 'te', 'yo', 'ya', 'se', 'me']);

export function chartWords(text: string, language: Language = 'en'): ChartWords {
  const folded = fold(text);
  // An elided article is not part of the name it leans on: "dall'ascendente", "l'ascendant", "d'urano".
  const words = tokens(folded).map((t: Token) => t.word.replace(ELIDED_ARTICLE, ''));
  const points = mentions(words, POINTS, language, true);
  const signs = mentions(words, SIGNS, language, true).filter(
    (m) =>
      // "my mom has cancer": the illness, not the sign.
      (m.value !== 'Cancer' || cancerSense(words[m.from - 1], words[m.to + 1]) !== 'illness') &&
      // "lo leo en el móvil", "te leo": the Spanish verb "I read", not the sign.
      !(m.value === 'Leo' && words[m.from] === 'leo' && READ_PRONOUN.has(words[m.from - 1] ?? '')),
  );
  const aspectWords = mentions(words, ASPECTS, language, false);
  const aspects = aspectsBetween(aspectWords, points);
  return {
    points: unique(points.map((m) => m.value)),
    signs: unique(signs.map((m) => m.value)),
    houses: housesIn(folded),
    aspects,
    aspectNames: unique(aspectWords.map((m) => m.value)).filter((name) => !aspects.some((a) => a.aspect === name)),
  };
}

/**
 * Each aspect word with the points on either side: "sun trine pluto" (before and after), "venus-saturn square"
 * (two before), "a square between my moon and mars" (two after), "my venus square" (one side only). An aspect
 * word with no point near it ("what is a trine?") names no aspect of the chart.
 */
function aspectsBetween(aspectWords: Mention<AspectName>[], points: Mention<NamedPoint>[]): NamedAspect[] {
  const out: NamedAspect[] = [];
  // Two points joined by at most one word ("moon and mars", "venus-saturn") stand together as a pair.
  const joined = (first: Mention<NamedPoint>, second: Mention<NamedPoint>) => second.from - first.to <= 2;
  for (const word of aspectWords) {
    const before = points.filter((p) => p.to < word.from);
    const after = points.filter((p) => p.from > word.to);
    const left = before.at(-1);
    const right = after[0];
    const nearLeft = left && word.from - left.to <= ASPECT_REACH ? left : undefined;
    const nearRight = right && right.from - word.to <= ASPECT_REACH ? right : undefined;
    let sides: Mention<NamedPoint>[] = [];
    if (nearLeft && nearRight) sides = [nearLeft, nearRight];
    else if (nearLeft) {
      const previous = before.at(-2);
      sides = previous && joined(previous, nearLeft) ? [previous, nearLeft] : [nearLeft];
    } else if (nearRight) {
      const next = after[1];
      sides = next && joined(nearRight, next) ? [nearRight, next] : [nearRight];
    }
    const [a, b] = sides.map((p) => p.value);
    if (!a) continue;
    const aspect = { a, aspect: word.value, b: b && b !== a ? b : null };
    if (!out.some((x) => x.a === aspect.a && x.b === aspect.b && x.aspect === aspect.aspect)) out.push(aspect);
  }
  return out;
}

const HOUSE = '(?:house|houses|casa|casas|maison|haus)';
const ORDINALS: Record<string, number> = Object.fromEntries([
  ...ORDINAL_WORDS.map((w, i) => [w, i + 1]),
  ...[
    'primera',
    'segunda',
    'tercera',
    'cuarta',
    'quinta',
    'sexta',
    'septima',
    'octava',
    'novena',
    'decima',
    'undecima',
    'duodecima',
  ].map((w, i) => [w, i + 1]),
  ...[
    'primeira',
    'segunda',
    'terceira',
    'quarta',
    'quinta',
    'sexta',
    'setima',
    'oitava',
    'nona',
    'decima',
    'decima primeira',
    'decima segunda',
  ].map((w, i) => [w, i + 1]),
]);
const NUMBER_WORDS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  uno: 1,
  dos: 2,
  tres: 3,
  cuatro: 4,
  cinco: 5,
  seis: 6,
  siete: 7,
  ocho: 8,
  nueve: 9,
  diez: 10,
  once: 11,
  doce: 12,
  um: 1,
  dois: 2,
  quatro: 4,
  sete: 7,
  oito: 8,
  nove: 9,
  dez: 10,
  onze: 11,
  doze: 12,
};

const ORDINAL_PATTERN = Object.keys(ORDINALS)
  .sort((a, b) => b.length - a.length)
  .join('|');
const NUMBER_PATTERN = Object.keys(NUMBER_WORDS).join('|');
const HOUSE_PATTERNS: [RegExp, (m: RegExpMatchArray) => number | undefined][] = [
  [new RegExp(`\\b(1[0-2]|[1-9])(?:st|nd|rd|th|a|o|e|ª|º|eme|e)?\\.? ?${HOUSE}\\b`, 'g'), (m) => Number(m[1])],
  [new RegExp(`\\b(?:${HOUSE} ?|h)(1[0-2]|[1-9])\\b`, 'g'), (m) => Number(m[1])],
  [new RegExp(`\\b(${ORDINAL_PATTERN}) ${HOUSE}\\b`, 'g'), (m) => ORDINALS[m[1]!]],
  [
    new RegExp(`\\b${HOUSE} (${ORDINAL_PATTERN}|${NUMBER_PATTERN})\\b`, 'g'),
    (m) => ORDINALS[m[1]!] ?? NUMBER_WORDS[m[1]!],
  ],
];

/** House numbers named: "7th house", "house 7", "seventh house", "casa 7", "séptima casa", "h10", "the 4th". */
export function housesIn(folded: string): number[] {
  const out: number[] = [];
  const add = (n: number | undefined) => {
    if (n !== undefined && n >= 1 && n <= 12 && !out.includes(n)) out.push(n);
  };
  const hits: { at: number; n: number | undefined }[] = [];
  for (const [re, value] of HOUSE_PATTERNS)
    for (const m of folded.matchAll(re)) hits.push({ at: m.index, n: value(m) });
  for (const hit of hits.sort((a, b) => a.at - b.at)) add(hit.n);
  return out;
}
