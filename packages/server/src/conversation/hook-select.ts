// Hook selection: finds the strongest real tension in a chart and describes it with the spec's Hook fields.
// Candidates: tight squares and oppositions touching a personal planet or an angle, stelliums, Saturn on a
// personal point. Deterministic: the same chart always gives the same hook.
import { formatDegree, type Hook, type IntensityLevel, ordinal, type SignName, TEN_PLANETS } from '@stellara/contract';
import { type ChartAspect, type ChartContext, type ChartPlanet, oppositeSign, planetOf } from './chart-context.ts';
import { DRIVE, PERSONAL_POINTS, SIGN_STYLE } from './phrases.ts';
import { houseId, signId } from './reply/plan.ts';

/** Orb limits for a hook: only tight contacts are strong enough to be felt. */
export const HOOK_MAX_ORB = 3;
export const SATURN_CONTACT_MAX_ORB = 5;

export interface HookCandidate {
  hook: Hook;
  /** Placements the hook rests on, in words ("Moon in Cancer", "Moon square Saturn"). */
  placements: string[];
  score: number;
}

const isPersonal = (name: string) => (PERSONAL_POINTS as readonly string[]).includes(name);
const isAngle = (name: string) => name === 'Ascendant' || name === 'Midheaven';
const HEAVY = new Set(['Saturn', 'Pluto', 'Uranus', 'Neptune', 'Chiron']);

function intensityFor(orb: number): IntensityLevel {
  return orb < 1 ? 'deep' : orb < 2 ? 'standard' : 'gentle';
}

function placementText(ctx: ChartContext, name: string): string {
  const p = planetOf(ctx, name);
  if (!p) return name;
  // No house for an angle, nor for any point of a chart without a birth time (house 0).
  return isAngle(name) || p.house < 1
    ? `${name} in ${p.sign}`
    : `${name} in ${p.sign} in the ${houseWord(p.house)} house`;
}
const houseWord = ordinal;

/** The reply planner's memory labels for a point ("Moon in Cancer", "Moon in the 4th house"). */
function memoryLabels(ctx: ChartContext, name: string): string[] {
  const p = planetOf(ctx, name);
  if (!p) return [];
  return isAngle(name) || p.house < 1 ? [signId(p)] : [signId(p), houseId(p)];
}

const PERMISSION = "You don't have to agree with any of this: tell me if it fits, or where it doesn't.";

/** How each point answers back when the other side of a tension gets its way, in the hook's closing guess. */
const ANSWER: Record<string, string> = {
  Sun: 'a restless wish to be seen for who you are',
  Moon: 'a mood you cannot quite explain',
  Mercury: 'a rush of second thoughts',
  Venus: 'a wish to smooth everything over',
  Mars: 'a flash of irritation',
  Jupiter: 'a push for more room',
  Saturn: 'an inner voice that says "not yet, not until it is earned"',
  Uranus: 'a sudden urge to break away',
  Neptune: 'a fog in which you are no longer sure what you wanted',
  Pluto: 'a grip that tightens',
  Chiron: 'an old ache',
  Ascendant: 'a pull to change how you come across',
  Midheaven: 'a worry about where you are heading',
};

/**
 * The hook's last line: a guess in this pair's own terms (what answers back, and what others see), in one of a few
 * shapes picked by the pair, so twelve charts do not end on one sentence.
 */
function closingLine(a: ChartAspect, first: ChartPlanet, second: ChartPlanet, type: 'square' | 'opposition'): string {
  const answer = ANSWER[second.name] ?? 'a protest from the other side';
  const firstAnswer = ANSWER[first.name] ?? 'a protest from the other side';
  const style1 = SIGN_STYLE[first.sign];
  const shapes =
    type === 'square'
      ? [
          `My guess is that when your ${first.name} gets its way, your ${second.name} answers with ${answer}.`,
          `You may know the moment well: just as one need is met, ${answer} arrives.`,
          `People may only see the ${style1} side of you, and not ${answer} that follows it.`,
          `I suspect the friction shows up as ${answer}, right when things seemed settled.`,
        ]
      : [
          `People with this often swing between the two, and may meet the ${second.name} side in someone close to them.`,
          `You may find that the people closest to you carry the ${second.sign} side, while you hold the ${first.sign} one.`,
          `Often one side wins for a while, until ${firstAnswer} or ${answer} tips the balance back.`,
          `When you lean too far towards your ${first.name}, expect ${answer} to pull you back.`,
          `I would guess someone in your life has played your ${second.name} for you, and that it brought ${answer}.`,
        ];
  const pick = (first.longitude * 7 + second.longitude * 13 + a.orb * 100) % shapes.length;
  return shapes[Math.floor(pick)]!;
}

function aspectHook(ctx: ChartContext, a: ChartAspect): HookCandidate | null {
  const p1 = planetOf(ctx, a.p1);
  const p2 = planetOf(ctx, a.p2);
  if (!p1 || !p2) return null;
  // The personal point leads; the other pulls against it.
  const [first, second] = !isPersonal(a.p1) && isPersonal(a.p2) ? [p2, p1] : [p1, p2];
  const primary = `the need ${DRIVE[first.name]}`;
  const secondary = `the need ${DRIVE[second.name]}`;
  const aspectName = `${a.p1} ${a.type} ${a.p2}`;
  const orbText = `${a.orb.toFixed(1)}°`;
  const tension =
    a.type === 'square'
      ? `${aspectName} within ${orbText}: the two needs collide, so satisfying one tends to frustrate the other`
      : `${aspectName} within ${orbText}: the two needs face each other, and you may swing between them or meet one side in other people`;
  const style1 = SIGN_STYLE[first.sign];
  const style2 = SIGN_STYLE[second.sign];
  const hook =
    a.type === 'square'
      ? `There is a tight square in your chart between your ${first.name} in ${first.sign} and your ${second.name} in ${second.sign}. One part of you needs ${DRIVE[first.name]}, in a way that is ${style1}; another part needs ${DRIVE[second.name]}, and goes about it in a way that is ${style2}. ${closingLine(a, first, second, 'square')}`
      : `Your ${first.name} in ${first.sign} sits almost exactly opposite your ${second.name} in ${second.sign}. Part of you needs ${DRIVE[first.name]}, in a way that is ${style1}; the other side needs ${DRIVE[second.name]}, in a way that is ${style2}. ${closingLine(a, first, second, 'opposition')}`;
  const meaning = `${aspectName} (orb ${orbText}) links ${placementText(ctx, first.name)} and ${placementText(ctx, second.name)}. A contact this tight is felt daily; it describes a recurring inner argument rather than a flaw, and the work is to let both needs have a voice.`;
  let score = 10 - a.orb * 2;
  if (isPersonal(a.p1) && isPersonal(a.p2)) score += 1.5;
  if (a.p1 === 'Sun' || a.p1 === 'Moon' || a.p2 === 'Sun' || a.p2 === 'Moon') score += 1;
  if (HEAVY.has(a.p1) || HEAVY.has(a.p2)) score += 1;
  return {
    hook: {
      hook,
      contradiction: { primary, secondary, tension },
      chartPatternType: a.type === 'square' ? 'tight_square' : 'tight_opposition',
      intensityLevel: intensityFor(a.orb),
      meaning,
      permission: PERMISSION,
    },
    placements: [...memoryLabels(ctx, first.name), ...memoryLabels(ctx, second.name), aspectName],
    score,
  };
}

function saturnHook(ctx: ChartContext, a: ChartAspect): HookCandidate | null {
  const otherName = a.p1 === 'Saturn' ? a.p2 : a.p1;
  const other = planetOf(ctx, otherName);
  const saturn = planetOf(ctx, 'Saturn');
  if (!other || !saturn) return null;
  const orbText = `${a.orb.toFixed(1)}°`;
  const hook = `Saturn sits right on your ${otherName} in ${other.sign}. The part of you that needs ${DRIVE[otherName]} grew up next to a strict inner supervisor, so it may only feel allowed once it has been earned, checked or made safe. I suspect you are more capable in this area than you give yourself credit for, and harder on yourself about it than anyone else would be.`;
  return {
    hook: {
      hook,
      contradiction: {
        primary: `the need ${DRIVE[otherName]}`,
        secondary: `the need ${DRIVE.Saturn}`,
        tension: `Saturn conjunct ${otherName} within ${orbText}: the wish is real, and so is the inner rule that it must be earned first`,
      },
      chartPatternType: 'saturn_contact',
      intensityLevel: intensityFor(a.orb),
      meaning: `Saturn conjunct ${otherName} (orb ${orbText}) in ${other.sign}${other.house > 0 ? `, ${houseWord(other.house)} house` : ''}. Saturn on a personal point slows that function down and makes it serious; over time it tends to become a hard-won strength.`,
      permission: PERMISSION,
    },
    placements: [...memoryLabels(ctx, otherName), ...memoryLabels(ctx, 'Saturn'), `${a.p1} conjunction ${a.p2}`],
    score: 11 - a.orb + (otherName === 'Sun' || otherName === 'Moon' || otherName === 'Ascendant' ? 1 : 0),
  };
}

function stelliumHooks(ctx: ChartContext): HookCandidate[] {
  const bodies = ctx.planets.filter((p) => (TEN_PLANETS as readonly string[]).includes(p.name));
  const out: HookCandidate[] = [];
  const bySign = new Map<SignName, typeof bodies>();
  for (const p of bodies) bySign.set(p.sign, [...(bySign.get(p.sign) ?? []), p]);
  for (const [sign, list] of bySign) {
    // Three or more planets in a sign, at least one of them personal.
    if (list.length < 3 || !list.some((p) => isPersonal(p.name))) continue;
    const names = list.map((p) => p.name);
    const opposite = oppositeSign(sign);
    const nameList = `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
    const hook = `${list.length} planets, your ${nameList}, are gathered in ${sign}. That much weight in one sign makes its way of being, ${SIGN_STYLE[sign]}, almost a second nature, and it can crowd out its opposite, ${opposite}, which asks you to be ${SIGN_STYLE[opposite]}. I would guess people either admire this concentration in you or find it a lot, and that you sometimes wish you could put it down.`;
    out.push({
      hook: {
        hook,
        contradiction: {
          primary: `the ${sign} way of being (${SIGN_STYLE[sign]})`,
          secondary: `what the opposite sign, ${opposite}, would ask of you (${SIGN_STYLE[opposite]})`,
          tension: `a stellium of ${list.length} planets in ${sign}: a strong emphasis that can leave its opposite underdeveloped`,
        },
        chartPatternType: 'stellium',
        intensityLevel: list.length >= 4 ? 'standard' : 'gentle',
        meaning: `Stellium in ${sign}: ${list.map((p) => `${p.name} ${formatDegree(p.degree)}`).join(', ')}. A concentration like this makes one sign's themes dominate the chart.`,
        permission: PERMISSION,
      },
      placements: [`stellium in ${sign}`, ...list.map((p) => `${p.name} in ${sign}`)],
      score: 4 + list.length,
    });
  }
  return out;
}

/** Every hook candidate, strongest first. */
export function hookCandidates(ctx: ChartContext): HookCandidate[] {
  const out: HookCandidate[] = [];
  for (const a of ctx.aspects) {
    const touchesPersonal = isPersonal(a.p1) || isPersonal(a.p2);
    if (!touchesPersonal) continue;
    // Ascendant-Midheaven angles come from the house system's geometry, not from a personal tension.
    if (isAngle(a.p1) && isAngle(a.p2)) continue;
    if (a.p1 === 'North Node' || a.p2 === 'North Node') continue;
    const withSaturn = a.p1 === 'Saturn' || a.p2 === 'Saturn';
    if (a.type === 'conjunction' && withSaturn && a.orb <= SATURN_CONTACT_MAX_ORB) {
      const c = saturnHook(ctx, a);
      if (c) out.push(c);
    } else if ((a.type === 'square' || a.type === 'opposition') && a.orb <= HOOK_MAX_ORB) {
      const c = aspectHook(ctx, a);
      if (c) out.push(c);
    }
  }
  out.push(...stelliumHooks(ctx));
  return out.sort((a, b) => b.score - a.score);
}

/** The hook for this chart, or null when it has no tension strong enough to name. */
export function selectHook(ctx: ChartContext): HookCandidate | null {
  return hookCandidates(ctx)[0] ?? null;
}
