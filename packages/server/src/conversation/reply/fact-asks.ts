// Which exact chart facts a message asks for: the tightest aspect, a degree, a dignity or a planet's condition, the
// placements as a plain list, the house system and zodiac in use, Black Moon Lilith. The understanding step names
// points and techniques but not these asks, so they are read from the words here (English, Spanish, Portuguese,
// Italian, French, German), and answered with computed facts before anything else. Pure.
import type { AspectName, EssentialDignity } from '@stellara/astro';
import { TEN_PLANETS } from '@stellara/contract';
import { type ChartContext, planetOf, rulerOf } from '../chart-context.ts';
import type { NamedPoint, Understanding } from '../understanding/understanding.ts';
import { asksPractice } from './practice.ts';
import { angleContactsAnswer, asksAngleContacts } from './techniques/angle-contacts.ts';
import { applyingAnswer, asksWhichApplying } from './techniques/aspect-motion.ts';
import { aspectOrbAnswer, ORB_ASK } from './techniques/aspect-orb.ts';
import { bigThreeAnswer } from './techniques/big-three.ts';
import {
  conditionAnswer,
  degreeAnswer,
  type FactAnswer,
  frameAnswer,
  lilithAnswer,
  placementsAnswer,
  pointAspectsAnswer,
  tightestAnswer,
} from './techniques/chart-facts.ts';
import { aspectsTableAnswer, placementsTableAnswer, tableAsked } from './techniques/chart-tables.ts';
import { asksNodeFact, nodeAnswer } from './techniques/node.ts';
import { asksOrbsUsed, orbsAsDetail, orbsUsedAnswer } from './techniques/orbs-used.ts';
import { natalBodiesNamed, PROGRESSION_ASK, progressionAnswer, progressionDate } from './techniques/progressions.ts';
import { skyDateAnswer, skyDateAsk } from './techniques/sky-dates.ts';
import { asksTransitTable, transitTableAnswer } from './techniques/transit-table.ts';
import { isYesNo, plain } from './techniques/words.ts';

const TIGHT =
  /\b(tightest|closest|most exact|most precise|smallest orb|lowest orb|tightest orb|mas (?:exacto|cerrado|preciso)|mais (?:exato|apertado|proximo|preciso)|piu (?:stretto|esatto|preciso)|plus (?:serre|exact|precis)|engste\w*|genaueste\w*)\b/;
const ASPECT = /\b(aspects?|aspectos?|aspetti|aspetto|aspekte?|aspekten)\b/;

/** An orb limit: "under 3°", "sotto i 3°", "à moins de 2,5°", "within 2 degrees"; the number is group 1. */
const ORB_LIMIT =
  /\b(?:under|below|within|less than|inside|up to|sotto(?: i)?|entro|meno di|menos de|dentro de|abaixo de|ate|moins de|sous|unter|innerhalb(?: von)?|bis)\s*(\d+(?:[.,]\d+)?)\s*(?:°|deg\b|degrees?|gradi|grados|graus|degres|grad)/;
/** A close orb named without a figure ("tight aspects", "aspetti stretti"): the 3° most astrologers call tight. */
const CLOSE = /\b(tight|close|stretti|stretto|cerrados?|apertados?|proximos?|serres?|enge\w*)\b/;
const TIGHT_ORB = 3;

const DEGREE =
  /\b(degrees?|deg|grados?|graus?|gradi|grado|degres?|grad|exact (?:position|placement|point)|posicion exacta|posicao exata|posizione esatta|minutes? of arc)\b/;

const DIGNITY =
  /\b(dignit\w*|dignif\w*|well[- ]placed|badly placed|dignidad\w*|dignidade\w*|dignita|domicile|domicilio|exalt\w*|exaltacion|exaltacao|esaltazione|detriment\w*|exilio|esilio|exil|peregrin\w*|debilitat\w*|condition|condicion|condicao|condizione|zustand|(?:in|its|my|en|em) (?:its )?fall|caida|queda|caduta)\b/;
const CLAIM: [RegExp, EssentialDignity | 'dignified'][] = [
  [/dignif|well[- ]placed|dignitad|dignificad|\bstrong\b/, 'dignified'],
  [/detriment|exilio|esilio|exil/, 'detriment'],
  [/(?:in|its) (?:its )?fall|caida|queda|caduta/, 'fall'],
  [/exalt|esalt/, 'exaltation'],
  [/domicil/, 'domicile'],
  [/peregrin/, 'peregrine'],
];
const CHART_RULER =
  /chart ruler|ruler of (?:my|the) chart|ruling planet|(?:my|its|the) ruler\b|regente|regidor|sovrano|maitre/;
const MC_RULER = /\b(mc|midheaven|medio cielo|meio do ceu|medio cielo)\b/;

const PLACEMENTS =
  /\b(just (?:the )?(?:facts|data|positions|placements|list)|facts only|only (?:the )?facts|no (?:interpretation|prose|fluff)|(?:list|all) (?:of )?my (?:placements|planets|positions)|what planet was where|where (?:each|every) planet|where (?:were|was) (?:all )?(?:the|my) planets|planet(?:ary)? positions|solo (?:los )?(?:datos|hechos)|so (?:os )?(?:dados|fatos)|apenas (?:os )?(?:dados|fatos)|solo (?:i )?(?:dati|fatti)|juste les (?:faits|positions)|nur (?:die )?fakten)\b/;

const HOUSE_SYSTEM_WORD =
  /\b(placidus|whole ?sign|koch|equal houses?|porphyr\w*|regiomontanus|campanus|house system|sistema de casas|sistema di case|systeme de maisons|hauser?system)\b/;
const ZODIAC_WORD =
  /\b(zodiac|zodiaco|zodiaque|tierkreis|tropical|tropico|tropicale|tropique|sidereal|sideral|siderale|sideral)\b/;
const WHICH_USED =
  /\b(using|use|used|uses|do you|are you|is (?:it|this|that|my chart)|which|what|que|qual|cual|quale|quel|welche\w*|usa|usas|usam|usan|utiliza\w*|usi|utilises?|es|est|ist|e)\b/;
/** Asking what would change or differ: that is the comparison, answered by the house-system technique. */
const WHAT_CHANGES =
  /\b(change|changes|changed|differ\w*|compare\w*|comparison|switch\w*|what if|move|moves|would|cambia\w*|muda\w*|diferen\w*|cambi\w*|unterschied\w*|versus|vs)\b/;

const SYSTEM_LETTERS: [RegExp, string][] = [
  [/\bplacidus\b/, 'P'],
  [/\bwhole ?signs?\b/, 'W'],
  [/\bkoch\b/, 'K'],
  [/\bequal\b/, 'A'],
  [/\bporphyr/, 'O'],
  [/\bregiomontanus\b/, 'R'],
  [/\bcampanus\b/, 'C'],
];

/** The one house system or zodiac a yes-or-no question guesses ("is it whole sign?"); none for "A or B?". */
function guessedFrame(text: string, heard: Understanding): { houseSystem?: string; zodiac?: 'tropical' | 'sidereal' } {
  if (!isYesNo({ heard, text, now: new Date(0) }) || /\bor\b|\bo\b|\bou\b/.test(text)) return {};
  const systems = SYSTEM_LETTERS.filter(([re]) => re.test(text)).map(([, letter]) => letter);
  const tropical = /\btropic/.test(text);
  const sidereal = /\bsider/.test(text);
  if (systems.length === 1 && !tropical && !sidereal) return { houseSystem: systems[0] };
  if (!systems.length && tropical !== sidereal) return { zodiac: tropical ? 'tropical' : 'sidereal' };
  return {};
}

const LILITH = /\b(lilith|black moon|lua negra|luna negra)\b/;
/** "My angles", "los ángulos", "meine Achsen": the four angles, by degree (planets or aspects on them are asked apart). */
const ANGLES = /\b(angles|angulos|angoli|winkel|achsen|hoekpunten)\b/;
const asksAngles = (text: string) => ANGLES.test(text) && !asksAngleContacts(text);

/** The person's own points named by the message, for a degree ask (angles and Lilith included). */
function pointsNamed(text: string, heard: Understanding): string[] {
  const out = heard.about.points.filter((p) => p !== 'South Node') as string[];
  const add = (re: RegExp, name: string) => {
    if (re.test(text) && !out.includes(name)) out.push(name);
  };
  add(/\b(mc|midheaven|medio cielo|meio do ceu)\b/, 'Midheaven');
  add(/\b(ic|imum coeli|fondo cielo|fundo do ceu)\b/, 'IC');
  add(/\b(descendant|descendente|dsc)\b/, 'Descendant');
  add(/\b(ascendant|ascendente|rising|asc)\b/, 'Ascendant');
  add(/\b(north node|nodo norte|no norte|nodo nord|noeud nord)\b/, 'North Node');
  add(LILITH, 'Lilith');
  if (asksAngles(text)) for (const angle of ['Ascendant', 'Midheaven', 'Descendant', 'IC']) add(/(?:)/, angle);
  return out;
}

/**
 * The planet a dignity question is about: a planet named; else the ruler it names (of the chart, of the MC, of a
 * house); else, for "and its ruler's condition?", the chart ruler.
 */
function dignitySubject(
  asked: string,
  heard: Understanding,
  chart: ChartContext,
  previous: string,
): { name: string; role?: string; why?: string }[] {
  let text = asked;
  const planets = heard.about.points.filter((p) => (TEN_PLANETS as readonly string[]).includes(p));
  // "And its ruler's condition?" after a question about the Midheaven: the ruler of what was asked before.
  if (/\b(its|their|that|this)\b/.test(text) && !planets.length && !heard.about.houses.length && previous) {
    if (MC_RULER.test(previous) && !MC_RULER.test(text)) text = `${text} mc`;
    else {
      const earlier = previousPlanet(previous);
      if (earlier && !/chart ruler|ruling planet/.test(text)) {
        const p = planetOf(chart, earlier);
        const ruler = p ? rulerOf(p.sign).traditional : null;
        if (p && ruler && ruler !== earlier)
          return [
            {
              name: ruler,
              role: `the ruler of your ${earlier}'s sign`,
              why: `It rules ${p.sign}, where your ${earlier} stands.`,
            },
          ];
      }
    }
  }
  const mc = planetOf(chart, 'Midheaven');
  const asc = planetOf(chart, 'Ascendant');
  const out: { name: string; role?: string; why?: string }[] = [];
  if (/\bruler|regente|regidor|sovrano|maitre|herrscher/.test(text)) {
    if (MC_RULER.test(text) && mc) {
      const ruler = rulerOf(mc.sign).traditional;
      out.push({
        name: ruler,
        role: 'the ruler of your Midheaven',
        why: `It rules your Midheaven because your Midheaven is in ${mc.sign}.`,
      });
    } else if (heard.about.houses.length) {
      for (const h of heard.about.houses) {
        const cusp = chart.houses[h - 1];
        if (cusp) out.push({ name: rulerOf(cusp.sign).traditional, role: `the ruler of your ${ordinalWord(h)} house` });
      }
    } else if (CHART_RULER.test(text) && asc) {
      const ruler = rulerOf(asc.sign);
      const modern = ruler.modern ? ` (modern astrologers also give ${asc.sign} to ${ruler.modern})` : '';
      out.push({
        name: ruler.traditional,
        role: 'your chart ruler',
        why: `It rules your chart because your rising sign is ${asc.sign}${modern}.`,
      });
    }
  }
  for (const p of planets) if (!out.some((o) => o.name === p)) out.push({ name: p });
  return out;
}

const ordinalWord = (n: number) => `${n}${n === 1 ? 'st' : n === 2 ? 'nd' : n === 3 ? 'rd' : 'th'}`;

/** The two points of an aspect the message names, with the aspect when it names one. */
type NamedPair = { a: NamedPoint; b: NamedPoint; aspect: AspectName | null };

function namedPair(heard: Understanding): NamedPair | null {
  const named = heard.about.aspects.find((x) => x.b);
  if (named?.b) return { a: named.a, b: named.b, aspect: named.aspect };
  const points = heard.about.points;
  const [a, b] = points;
  if (points.length !== 2 || !a || !b) return null;
  return { a, b, aspect: heard.about.aspectNames.length === 1 ? (heard.about.aspectNames[0] ?? null) : null };
}

const ASPECT_ID =
  /^(?:Orb )?([A-Z][a-z]+(?: Node)?) (conjunction|opposition|square|trine|sextile|quincunx|semi-sextile|semi-square|sesquiquadrate|quintile|biquintile) ([A-Z][a-z]+(?: Node)?)$/;

/**
 * The aspect "it" means in a follow-up ("is it applying or separating?"): the pair the previous message named, else
 * the aspect the chat read last (its memory labels).
 */
function earlierPair(earlier: EarlierTurns): NamedPair | null {
  const fromMessage = earlier.previousHeard ? namedPair(earlier.previousHeard) : null;
  if (fromMessage) return fromMessage;
  for (const id of [...(earlier.used ?? [])].reverse()) {
    const m = ASPECT_ID.exec(id);
    if (m) return { a: m[1] as NamedPoint, b: m[3] as NamedPoint, aspect: m[2] as AspectName };
  }
  return null;
}

/** What the chat holds before this message, for follow-ups and the plan's limits. */
export interface EarlierTurns {
  /** The previous message as heard. */
  previousHeard?: Understanding | null;
  /** Memory labels of earlier replies, oldest first. */
  used?: readonly string[];
  /** The plan gives personal timing (Plus and Pro). */
  personal?: boolean;
}

/** A planet the previous message named by name, if any. */
function previousPlanet(previous: string): string | undefined {
  const text = plain(previous);
  return TEN_PLANETS.find((p) => new RegExp(`\\b${p.toLowerCase()}\\b`).test(text));
}

/**
 * The computed facts the message asks for, in the order they are best answered; empty when it asks for none.
 * `previous` is the message before it, for a ruler named by a pronoun ("and its ruler's condition?").
 */
export function askedFacts(
  message: string,
  heard: Understanding,
  chart: ChartContext,
  previous = '',
  now = new Date(),
  earlier: EarlierTurns = {},
): FactAnswer[] {
  const text = plain(message);
  const out: FactAnswer[] = [];
  const add = (a: FactAnswer | null) => {
    if (a && !out.some((o) => o.technique === a.technique)) out.push(a);
  };
  // The sky's dates (the next full Moon, an eclipse, a planet entering a sign) answer the question on their own.
  // A ritual or practice for the Moon is the practice plan's (it sets it on the same date).
  const sky = asksPractice(message) ? null : skyDateAsk(text, heard);
  if (sky) add(skyDateAnswer(chart, sky, now));
  add(bigThreeAnswer(text, heard, chart));
  // Progressions: the progressed positions and the Moon's next sign, for the day or year asked about.
  const progression = PROGRESSION_ASK.test(text);
  if (progression)
    add(
      progressionAnswer(
        chart,
        heard.about.points,
        progressionDate(heard.time, now),
        earlier.personal ?? true,
        now,
        natalBodiesNamed(text),
      ),
    );
  // The North Node's position, which node is used, and its dispositor.
  const node = asksNodeFact(text);
  if (node) add(nodeAnswer(chart, text));
  // Which aspects apply: the list. One named aspect's orb or motion: the figure first ("sun opposite saturn, exact
  // orb? applying?"); "is it applying?" means the aspect the chat was just on.
  const whichApplying = asksWhichApplying(text) && !namedPair(heard);
  if (whichApplying) add(applyingAnswer(chart));
  const pair =
    ORB_ASK.test(text) && !whichApplying && !asksOrbsUsed(text) && !orbsAsDetail(text) && !asksAngles(text)
      ? (namedPair(heard) ?? earlierPair(earlier))
      : null;
  if (pair) add(aspectOrbAnswer(chart, pair, text));
  const asksHouses = HOUSE_SYSTEM_WORD.test(text);
  const asksZodiac = ZODIAC_WORD.test(text);
  if ((asksHouses || asksZodiac) && WHICH_USED.test(text) && !WHAT_CHANGES.test(text))
    add(frameAnswer(chart, asksZodiac, asksHouses, guessedFrame(text, heard)));
  // "What orbs do you use?": the orb rules the code applies, not one aspect's orb.
  if (asksOrbsUsed(text)) add(orbsUsedAnswer());
  // A table asked for is the answer's shape: the aspects or the placements, computed, as a markdown table.
  const table = tableAsked(text);
  // Transits or a year's dates asked as a table: computed rows, the asked columns and row cap (transit-table.ts).
  if (asksTransitTable(text) && !table) add(transitTableAnswer(text, message, chart, now));
  if (table === 'aspects') add(aspectsTableAnswer(chart));
  if (table === 'placements') add(placementsTableAnswer(chart));
  else if (PLACEMENTS.test(text)) add(placementsAnswer(chart));
  if (asksAngleContacts(text)) add(angleContactsAnswer(chart));
  // One point's aspects within an orb ("what tight aspects does my Sun make, under 3°?"), else the chart's tightest.
  const limit = ORB_LIMIT.exec(text);
  const onePoint = heard.about.points.length === 1 && !pair ? heard.about.points[0] : undefined;
  const pointAspects = !!onePoint && ASPECT.test(text) && (!!limit || CLOSE.test(text));
  const tightest = TIGHT.test(text) && ASPECT.test(text) && !pointAspects;
  if (tightest) add(tightestAnswer(chart));
  if (DIGNITY.test(text)) {
    const ask = { heard, text, now: new Date(0) };
    const claimed = isYesNo(ask) ? (CLAIM.find(([re]) => re.test(text))?.[1] ?? null) : null;
    for (const s of dignitySubject(text, heard, chart, plain(previous)).slice(0, 2)) {
      const a = conditionAnswer(chart, s.name, {
        ...(s.role ? { role: s.role } : {}),
        ...(s.why ? { why: s.why } : {}),
        claimed,
      });
      if (a && !out.some((o) => o.ids.join() === a.ids.join())) out.push(a);
    }
  }
  // A degree asked for (not an orb: "tightest aspect, in degrees" is the aspect's orb, "within 2 degrees" a limit).
  // The angles asked by name are given whatever else is asked ("my angles and the three tightest aspects").
  const unlimited = limit ? text.replace(limit[0], '') : text;
  if ((DEGREE.test(unlimited) && !tightest && !pair && !progression && !node) || (asksAngles(text) && !progression))
    add(degreeAnswer(chart, pointsNamed(text, heard)));
  // After the degree: "where is my Sun and what tight aspects does it make" asks in that order.
  if (onePoint && pointAspects)
    add(pointAspectsAnswer(chart, onePoint, limit ? Number(limit[1]!.replace(',', '.')) : TIGHT_ORB));
  if (LILITH.test(text) && !out.some((o) => o.technique === 'degree' || o.technique === 'placements'))
    add(lilithAnswer(chart));
  return out;
}

/** Techniques answered by the facts above (a chart ruler's condition, the house system in use). */
const COVERED_TECHNIQUES: ReadonlySet<string> = new Set(['rulership', 'house-system', 'definition']);

/**
 * Whether one question of a message asks for something the facts do not answer: a life topic, a timing, another
 * technique. Such a message is planned question by question instead.
 */
export function asksBeyondFacts(piece: string, heard: Understanding, chart: ChartContext): boolean {
  if (askedFacts(piece, heard, chart).length) return false;
  // "applying or separating?" after an orb question is part of it ("separating" is not a breakup).
  if (ORB_ASK.test(plain(piece))) return false;
  return (
    heard.about.topics.length > 0 ||
    heard.time !== null ||
    heard.about.techniques.some((t) => !COVERED_TECHNIQUES.has(t)) ||
    heard.about.signs.length > 0
  );
}
