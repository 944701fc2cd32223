// The element and modality balance, counted over the ten planets (the angles are said apart): the leading and the
// lightest element or mode, ties given as ties, and a yes or no to one named or felt missing, with what fills in.
import { BALANCE_POINTS_WITHOUT_TIME, elementBalance, type PointName } from '@stellara/astro';
import { type ChartContext, displayPointName, planetOf } from '../../chart-context.ts';
import { type Asked, capital, enginePoints, list, named, TABLE_ASKED, type TechniqueAnswer } from './words.ts';

const ELEMENT_WORDS: Readonly<Record<string, RegExp>> = {
  Fire: /\bfire\b|\bfiery\b|fuego|\bfogo\b|\bfeu\b|fuoco|feuer/,
  Earth: /\bearth\b|\bearthy\b|tierra|\bterra\b|\bterre\b|\berde\b/,
  Air: /\bair\b|\bairy\b|\baire\b|\bar\b|\baria\b|\bluft\b/,
  Water: /\bwater\b|\bwatery\b|\bagua\b|\beau\b|acqua|wasser/,
};
const MODALITY_WORDS: Readonly<Record<string, RegExp>> = {
  Cardinal: /cardinal/,
  Fixed: /\bfixed\b|\bfij[oa]s?\b|\bfix[oa]s?\b/,
  Mutable: /mutable|mutavel|mutaveis/,
};
const LACK = /\bno\b|\bnot\b|lack|missing|without|weakest|least|\bfalta|me falta|nao tenho|no tengo|sin\b|\bsem\b/;

const ELEMENT_GIFT: Readonly<Record<string, string>> = {
  Fire: 'drive, courage and spontaneity',
  Earth: 'patience, practical sense and trust in the body',
  Air: 'ideas, talk and a step back to see the whole',
  Water: 'feeling, empathy and intuition',
};
const MODALITY_GIFT: Readonly<Record<string, string>> = {
  Cardinal: 'starting things and taking the first step',
  Fixed: 'holding steady and seeing things through',
  Mutable: 'adapting, learning and changing course',
};

/** "How many in each element", "the breakdown": the counts themselves are the answer's first line. */
const COUNT_ASKED =
  /how many|each element|each mode|every element|count|breakdown|break down|cuant[oa]s|quant[oa]s|cada elemento|quanti|combien|wie viele/;

const SIGN_ELEMENT: Readonly<Record<string, string>> = {
  Aries: 'Fire',
  Leo: 'Fire',
  Sagittarius: 'Fire',
  Taurus: 'Earth',
  Virgo: 'Earth',
  Capricorn: 'Earth',
  Gemini: 'Air',
  Libra: 'Air',
  Aquarius: 'Air',
  Cancer: 'Water',
  Scorpio: 'Water',
  Pisces: 'Water',
};
const SIGN_MODE: Readonly<Record<string, string>> = {
  Aries: 'Cardinal',
  Cancer: 'Cardinal',
  Libra: 'Cardinal',
  Capricorn: 'Cardinal',
  Taurus: 'Fixed',
  Leo: 'Fixed',
  Scorpio: 'Fixed',
  Aquarius: 'Fixed',
  Gemini: 'Mutable',
  Virgo: 'Mutable',
  Sagittarius: 'Mutable',
  Pisces: 'Mutable',
};
/** The houses each element is at home in, and what they hold, for what fills in where planets are few. */
const ELEMENT_HOUSES: Readonly<Record<string, { houses: number[]; what: string }>> = {
  Fire: { houses: [1, 5, 9], what: 'self, play and the search for meaning' },
  Earth: { houses: [2, 6, 10], what: 'resources, daily work and career' },
  Air: { houses: [3, 7, 11], what: 'talk, partners and friends' },
  Water: { houses: [4, 8, 12], what: 'home, intimacy and the inner life' },
};

type Group = { key: string; score: number; points: PointName[] };

/** What carries a light element or mode when few planets do: an angle in it, or planets in its houses. */
function fillsIn(chart: ChartContext, key: string, modality: boolean): string[] {
  const out: string[] = [];
  const of = modality ? SIGN_MODE : SIGN_ELEMENT;
  const angles = (['Ascendant', 'Midheaven'] as const)
    .map((a) => planetOf(chart, a))
    .filter((p) => p && of[p.sign] === key);
  const asc = angles.find((p) => p?.name === 'Ascendant');
  const mc = angles.find((p) => p?.name === 'Midheaven');
  const kind = modality ? `a ${key.toLowerCase()} sign` : `${key === 'Air' ? 'an' : 'a'} ${key.toLowerCase()} sign`;
  if (asc)
    out.push(
      `What fills in: your rising sign, ${asc.sign}, is ${kind}, so ${key.toLowerCase()} is how you first meet the world, even with few planets there.`,
    );
  if (mc)
    out.push(
      `${asc ? 'And' : 'What fills in:'} your Midheaven is in ${mc.sign}, ${kind}, so it shows in how you work and are seen.`,
    );
  if (!out.length && !modality) {
    const home = ELEMENT_HOUSES[key];
    const there = home
      ? chart.planets.filter((p) => p.house > 0 && home.houses.includes(p.house) && isPlanet(p.name))
      : [];
    if (home && there.length)
      out.push(
        `What fills in: ${list(there.map((p) => named(p.name)))} ${there.length > 1 ? 'sit' : 'sits'} in ${key.toLowerCase()}'s own houses, those of ${home.what}, so that part of life still gets its share.`,
      );
  }
  return out;
}

const PLANETS: ReadonlySet<string> = new Set(BALANCE_POINTS_WITHOUT_TIME as readonly string[]);
const isPlanet = (name: string) => PLANETS.has(name);

export function balanceAnswer(chart: ChartContext, ask: Asked): TechniqueAnswer {
  // The ten planets only: counting the angles too made an element the person felt short of look full.
  const b = elementBalance({ points: enginePoints(chart) }, { points: BALANCE_POINTS_WITHOUT_TIME });
  const total = b.counted.length;
  const planets = `${total === 10 ? 'ten' : total} planets`;
  const names = (points: readonly PointName[]) => points.map((p) => named(displayPointName(p)));
  const modalityAsked =
    Object.values(MODALITY_WORDS).some((re) => re.test(ask.text)) || /modalit|quality|qualities|modo\b/.test(ask.text);
  const set = modalityAsked ? b.modalities : b.elements;
  const groups = set.groups as Group[];
  const kind = modalityAsked ? 'mode' : 'element';
  const words = modalityAsked ? MODALITY_WORDS : ELEMENT_WORDS;
  const gift = modalityAsked ? MODALITY_GIFT : ELEMENT_GIFT;
  const low = (k: string) => k.toLowerCase();
  const dominant = set.dominant.map(low);
  const top = groups.find((g) => g.key === set.dominant[0]);
  const lack = LACK.test(ask.text);
  const namedGroups = groups.filter((g) => words[g.key]?.test(ask.text));
  // "Cardinal, fixed or mutable?" names all three: a which-question, not a yes/no one.
  const namedGroup = namedGroups.length === 1 ? namedGroups[0] : undefined;
  const least = Math.min(...groups.map((g) => g.score));
  const lightest = groups.filter((g) => g.score === least);
  const what = (g: Group) => (modalityAsked ? `${low(g.key)} signs` : low(g.key));
  const inIt = (g: Group) => (g.points.length ? `only ${list(names(g.points))}` : 'none of them');
  const tiedWith = (g: Group) => {
    const others = lightest.filter((o) => o !== g).map((o) => low(o.key));
    return others.length ? `, tied with ${list(others)}` : '';
  };
  const lead =
    dominant.length > 1
      ? `of your ${planets}, your chart is split evenly between ${list(dominant)}, with ${top?.score ?? 0} each`
      : `your chart leans most on ${dominant[0] ?? `no one ${kind}`}: ${top?.score ?? 0} of your ${planets} are in ${dominant[0]} signs`;
  const counts = `Counting your ${planets}: ${[...groups]
    .sort((x, y) => y.score - x.score)
    .map((g) => `${low(g.key)} ${g.score}`)
    .join(', ')}.`;

  let answer: string;
  const details: string[] = [];
  const felt = namedGroup && lack ? namedGroup : undefined;
  if (COUNT_ASKED.test(ask.text)) answer = counts;
  else if (namedGroup) {
    const g = namedGroup;
    const count = `${g.score} of your ${planets}`;
    const strongest = set.dominant.includes(g.key as never);
    if (lack) {
      answer =
        g.score === 0
          ? `Yes: you have nothing in ${what(g)}, not one of your ${planets}.`
          : g.score === least
            ? `Yes, by count: ${low(g.key)} is your lightest ${kind}${tiedWith(g)}, with ${inIt(g)} of your ${planets} there.`
            : `Not by count: you have ${what(g)} in ${count}${strongest ? `, as many as any other ${kind}` : ''}.`;
    } else {
      answer = strongest
        ? `Yes: ${low(g.key)} is ${dominant.length > 1 ? `one of your ${['', '', 'two', 'three', 'four'][dominant.length] ?? dominant.length} strongest ${kind}s` : `your strongest ${kind}`}, with ${count}.`
        : `No: ${low(g.key)} has ${count}; ${lead}.`;
    }
  } else if (lack) {
    answer =
      least === 0
        ? `Your missing ${kind} ${lightest.length > 1 ? 'are' : 'is'} ${list(lightest.map((g) => low(g.key)))}: none of your ${planets} is there.`
        : `Your lightest ${kind} ${lightest.length > 1 ? `is a tie between ${list(lightest.map((g) => low(g.key)))}` : `is ${low(lightest[0]?.key ?? '')}`}, with ${least} of your ${planets}${lightest.length > 1 ? ' each' : ''}.`;
  } else answer = `${capital(lead)}.`;

  if (felt) {
    // Take the feeling as said: where it matches the count, say so before anything else; then what fills in.
    if (COUNT_ASKED.test(ask.text)) {
      details.push(
        felt.score === least
          ? `You're right to feel short of ${low(felt.key)}: it is your lightest ${kind}${tiedWith(felt)}, with ${inIt(felt)} there.`
          : `${capital(low(felt.key))} is not your lightest ${kind} by count (${list(lightest.map((g) => low(g.key)))} ${lightest.length > 1 ? 'are' : 'is'}), so the feeling may come from how the rest of the chart leans, toward ${list(dominant)}.`,
      );
    }
    details.push(...fillsIn(chart, felt.key, modalityAsked));
  } else if (top && dominant.length === 1) {
    details.push(`They are ${list(names(top.points))}, so ${gift[top.key]} come easily to you.`);
  } else if (dominant.length > 1) {
    details.push(`${capital(set.dominant.map((k) => `${low(k)} gives you ${gift[k]}`).join('; '))}.`);
  }
  if (!felt) {
    if (least === 0) {
      for (const g of lightest)
        details.push(
          `With nothing in ${low(g.key)}, ${gift[g.key]} may take more conscious effort, and you may look for it in the people around you.`,
        );
    } else if (!lightest.some((g) => set.dominant.includes(g.key as never))) {
      details.push(
        lightest.length > 1
          ? `Your lightest ${kind}s are ${list(lightest.map((g) => low(g.key)))}, tied with ${least} each.`
          : `Your lightest ${kind} is ${low(lightest[0]?.key ?? '')}, with ${inIt(lightest[0] as Group)} there: ${gift[lightest[0]?.key ?? '']} are in you, but they are not your first instinct.`,
      );
    }
  } else if (felt.key && gift[felt.key]) {
    details.push(`${capital(gift[felt.key] ?? '')} are still yours; they may just ask for a little more intention.`);
  }
  // The other half of the balance, in one sentence.
  const other = modalityAsked ? b.elements : b.modalities;
  const otherTop = other.dominant.map(low);
  const otherGift = modalityAsked ? ELEMENT_GIFT : MODALITY_GIFT;
  if (otherTop.length === 1 && other.dominant[0] && !felt) {
    details.push(
      `By ${modalityAsked ? 'element' : 'mode'}, you are mostly ${otherTop[0]}: ${otherGift[other.dominant[0]]}.`,
    );
  }

  const line = (title: string, gs: readonly Group[]) =>
    `${title}: ${gs
      .map(
        (g) =>
          `${g.key} ${g.score} (${Math.round((g.score / total) * 100)}%${g.points.length ? `: ${g.points.map(displayPointName).join(', ')}` : ''})`,
      )
      .join('; ')}.`;
  // One table: a blank line between two would be lost when the reply is put together.
  const rows = [...b.elements.groups, ...b.modalities.groups] as Group[];
  const table = ['| Element or mode | Count | Planets |', '|---|---|---|']
    .concat(rows.map((g) => `| ${g.key} | ${g.score} | ${g.points.map(displayPointName).join(', ') || '–'} |`))
    .join('\n');
  return {
    technique: 'balance',
    answer,
    details: details.slice(0, 4),
    ...(TABLE_ASKED.test(ask.text) ? { table } : {}),
    technical: [
      `Counted: the ten planets, one point each (${total}); the Ascendant and Midheaven are read apart.`,
      line('Elements', b.elements.groups as Group[]),
      line('Modalities', b.modalities.groups as Group[]),
    ],
    ids: [modalityAsked ? 'Modality balance' : 'Element balance'],
  };
}
