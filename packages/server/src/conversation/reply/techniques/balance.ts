// The element and modality balance: the leading and the missing element or mode, and a yes or no to one named.
import { BALANCE_POINTS, elementBalance, type PointName } from '@stellara/astro';
import { type ChartContext, displayPointName } from '../../chart-context.ts';
import { type Asked, capital, enginePoints, list, named, type TechniqueAnswer } from './words.ts';

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

export function balanceAnswer(chart: ChartContext, ask: Asked): TechniqueAnswer {
  const b = elementBalance({ points: enginePoints(chart) }, { points: BALANCE_POINTS });
  const total = b.counted.length;
  const names = (points: readonly PointName[]) => points.map((p) => named(displayPointName(p)));
  const modalityAsked =
    Object.values(MODALITY_WORDS).some((re) => re.test(ask.text)) || /modalit|quality|qualities|modo\b/.test(ask.text);
  const set = modalityAsked ? b.modalities : b.elements;
  const groups = set.groups as { key: string; score: number; points: PointName[] }[];
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
  const fewest = [...groups].sort((x, y) => x.score - y.score)[0];

  const lead =
    dominant.length > 1
      ? `your chart is split evenly between ${list(dominant)}, with ${top?.score ?? 0} placements each`
      : `your chart leans most on ${dominant[0] ?? `no one ${kind}`}: ${top?.score ?? 0} of your ${total} placements are in ${dominant[0]} signs`;
  let answer: string;
  if (namedGroup) {
    // One element or mode named, asked about or claimed ("I'm heavy earth", "no water at all??"): confirm or correct.
    const g = namedGroup;
    const count = `${g.score} of your ${total} placements`;
    const what = modalityAsked ? `${low(g.key)} signs` : low(g.key);
    const strongest = set.dominant.includes(g.key as never);
    if (lack) {
      const rank = strongest
        ? `, as many as any other ${kind}`
        : g === fewest
          ? `, though it is your lightest ${kind}`
          : '';
      answer =
        g.score === 0
          ? `Yes: you have nothing in ${what}, not one of your ${total} placements.`
          : `No: you do have ${what}, ${count}${rank}.`;
    } else {
      answer = strongest
        ? `Yes: ${low(g.key)} is ${dominant.length > 1 ? `one of your ${['', '', 'two', 'three', 'four'][dominant.length] ?? dominant.length} strongest ${kind}s` : `your strongest ${kind}`}, with ${count}.`
        : `No: ${low(g.key)} has ${count}; ${lead}.`;
    }
  } else if (lack && fewest) {
    answer =
      set.missing.length > 0
        ? `Your missing ${kind} is ${list(set.missing.map(low))}: none of your ${total} placements is there.`
        : `Your lightest ${kind} is ${low(fewest.key)}, with ${fewest.score} of your ${total} placements.`;
  } else answer = `${capital(lead)}.`;

  const details: string[] = [];
  if (top && dominant.length === 1) {
    details.push(`They are ${list(names(top.points))}, so ${gift[top.key]} come easily to you.`);
  } else if (dominant.length > 1) {
    details.push(`${capital(set.dominant.map((k) => `${low(k)} gives you ${gift[k]}`).join('; '))}.`);
  }
  for (const missing of set.missing) {
    details.push(
      `With nothing in ${low(missing)}, ${gift[missing]} may take more conscious effort, and you may look for it in the people around you.`,
    );
  }
  if (set.missing.length === 0 && fewest && !dominant.includes(low(fewest.key))) {
    details.push(
      `Your lightest ${kind} is ${low(fewest.key)}, with only ${list(names(fewest.points))} there: ${gift[fewest.key]} are in you, but they are not your first instinct.`,
    );
  }
  // The other half of the balance, in one sentence.
  const other = modalityAsked ? b.elements : b.modalities;
  const otherTop = other.dominant.map(low);
  const otherGift = modalityAsked ? ELEMENT_GIFT : MODALITY_GIFT;
  if (otherTop.length === 1 && other.dominant[0]) {
    details.push(
      `By ${modalityAsked ? 'element' : 'mode'}, you are mostly ${otherTop[0]}: ${otherGift[other.dominant[0]]}.`,
    );
  }

  const line = (title: string, gs: readonly { key: string; score: number; points: PointName[] }[]) =>
    `${title}: ${gs
      .map(
        (g) =>
          `${g.key} ${g.score} (${Math.round((g.score / total) * 100)}%${g.points.length ? `: ${g.points.map(displayPointName).join(', ')}` : ''})`,
      )
      .join('; ')}.`;
  return {
    technique: 'balance',
    answer,
    details: details.slice(0, 4),
    technical: [
      `Counted: the ten planets, the Ascendant and the Midheaven, one point each (${total}).`,
      line('Elements', b.elements.groups),
      line('Modalities', b.modalities.groups),
    ],
    ids: [modalityAsked ? 'Modality balance' : 'Element balance'],
  };
}
