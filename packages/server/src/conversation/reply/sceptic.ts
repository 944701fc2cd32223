// The sceptic: "isn't this just Barnum statements?", "say something that wouldn't fit most people", "how would
// planets affect me physically?", "give me one prediction I can check", and "I still don't buy it". Each is met
// honestly: the claims that depend on the birth day, hour and place, stated so they can be checked; astrology as a
// symbolic language, not a physical force or a proven science; one dated event; and a no taken without pressure.
// Pure apart from the ephemeris look-up of the next lunation (practice.ts).
import { type ChartContext, ordinal } from '../chart-context.ts';
import { HOUSE_AREA, THEME } from '../phrases.ts';
import { type AngleName, angleContacts, aspectPatterns, stelliums } from './chart-features.ts';
import { localDay } from './local-day.ts';
import { normalise } from './own-terms.ts';
import type { PlanBuilder } from './plan-types.ts';
import { nextMoon } from './practice.ts';
import { contrastMonth } from './sign-contrast.ts';
import { andList } from './voices/grammar.ts';

export type ScepticAsk = 'doubt' | 'barnum' | 'specific' | 'physical' | 'prediction' | 'unconvinced';

const BARNUM =
  /\b(barnum|forer|cold reading|convince me|is astrology (?:real|legit|true)|astrology isn'?t just|fits? (?:everyone|anyone)|could be anyone|generic statements?|vague statements?|(?:could|would) (?:be|apply to|fit) (?:anyone|anybody|everyone|everybody)|(?:pretty |so |very |too )?generic|a bit vague|too vague|(?:etre|est) n'?importe qui|(?:vaut|marche) pour tout le monde|(?:pasa|aplica|vale|sirve) (?:a|para) (?:todo el mundo|cualquiera)|muy generico|(?:serve|vale) (?:para|pra) (?:qualquer um|todo mundo)|muito generico|zu allgemein|passt auf jeden|(?:essere|vale per) chiunque|troppo generico)\b/;
const SPECIFIC =
  /\b(wouldn'?t fit|wouldnt fit|would not fit|doesn'?t fit most|not (?:fit|apply to) most|most people (?:wouldn'?t|don'?t|do not)|specific to me|unique to me|only (?:fits|applies to) me|nobody else|no one else)\b/;
const PHYSICAL =
  /\b(gravity|gravitational|physically|physical force|magnetic|magnetism|radiation|how (?:can|could|do|does|would|are) (?:the )?(?:planets?|stars?)(?: .{0,30})? (?:affect|influence|change))\b/;
const PREDICTION = /\b(prediction|predict|forecast)\b/;
/** "how does it even work", "what's the mechanism": the physical question, in other words. */
const MECHANISM =
  /\b(mechanism|how (?:does|would|could|can) (?:it|this|astrology|any of (?:this|it)) (?:even |actually )?work|what (?:does|do) (?:the )?(?:actual )?(?:positions?|placements?) of (?:the )?(?:planets?|stars?) have to do|mecanismo|como (?:funciona|puede funcionar) (?:la )?astrologia|como (?:isso|a astrologia) funciona)\b/;
/** Astrology called nonsense outright: a stance told, not a question about the chart. */
const DISBELIEF =
  /\b(nonsense|bullshit|bs|rubbish|garbage|pseudo ?science|a scam|load of crap|don'?t believe in (?:astrology|this|it|horoscopes)|dont believe in (?:astrology|this|it|horoscopes)|not sure i (?:really )?believe in|(?:do ?n'?t|do not) really believe in|i'?m (?:a bit |quite |very )?(?:sceptical|skeptical) (?:of|about)|no se si creo en|nao sei se acredito em|je ne sais pas si j'?y crois|(?:weiss|weiß) nicht,? ob ich (?:daran|an) |non so se ci credo|tonteria|tonterias|no creo en (?:la astrologia|esto|eso|los horoscopos)|bobagem|besteira|nao acredito em (?:astrologia|isso)|n'?importe quoi|quatsch)\b/;
const ABOUT_ASTROLOGY =
  /\b(astrology|astrologia|astrologie|horoscopes?|horoscopos?|star signs?|zodiac|this (?:app|stuff)|all this|esto|isso)\b/;
/** Words thrown at Stellara itself: "astrology is nonsense and you're useless" is met as hostility, not as doubt. */
const INSULT =
  /\b((?:you'?re|youre|you are|this app is|stellara is) (?:useless|stupid|dumb|an idiot|a fraud|a joke|trash|garbage|crap|pathetic)|shut up|waste of (?:my )?time|fuck\w*)\b/;
/** A test asked for after doubt: "one thing I could actually test this week". */
const TEST_ASKED = /\b(test|check|verify|prove|falsif\w*|probar|comprobar|testar|verificar)\b/;
const CHECKABLE = /\b(check|test|verify|falsif\w*|this week|prove|see if)\b/;
const UNCONVINCED =
  /\b(don'?t (?:really )?buy|dont (?:really )?buy|not (?:really )?buying|not convinced|unconvinced|still (?:sceptical|skeptical|doubt\w*)|don'?t believe|whatever)\b/;

/** The sceptic's ask in this message; "I still don't buy it" only once the chat has been sceptical before. */
export function scepticAskOf(message: string, earlier: readonly string[] = []): ScepticAsk | null {
  const text = normalise(message);
  if (PHYSICAL.test(text) || MECHANISM.test(text)) return 'physical';
  if (PREDICTION.test(text) && CHECKABLE.test(text)) return 'prediction';
  if (DISBELIEF.test(text) && ABOUT_ASTROLOGY.test(text) && !INSULT.test(text)) return 'doubt';
  if (BARNUM.test(text)) return 'barnum';
  if (SPECIFIC.test(text)) return 'specific';
  const scepticBefore = earlier.some((m) => scepticAskOf(m) !== null);
  if (scepticBefore && TEST_ASKED.test(text)) return 'prediction';
  return UNCONVINCED.test(text) && scepticBefore ? 'unconvinced' : null;
}

/** Where a planet on each angle shows, so a claim about it can be checked against a life. */
const ANGLE_SHOWS: Record<AngleName, string> = {
  Ascendant: 'in how you come across on first meeting, before you have said much',
  Descendant: 'in your close one-to-one relationships, where the people nearest you would notice it first',
  Midheaven: 'in your work and public life, where people who know you only from there would see it',
  IC: 'at home and in private, more than anyone outside would guess',
};

/** How two points joined by each aspect tend to behave, in words that can be checked. */
const ASPECT_SHOWS: Record<string, string> = {
  conjunction: 'act as one in you, hard to tell apart',
  opposition: 'swing between each other, often through someone else who plays one side',
  square: 'pull against each other, a running tension you would recognise rather than a rare one',
  trine: 'work together so easily that you may take it for granted',
  sextile: 'help each other once you make the first move',
};

const PERSONAL: readonly string[] = ['Sun', 'Moon', 'Mercury', 'Venus', 'Mars'];

/** How many claims each sceptical turn gives. */
const CLAIMS_PER_TURN = 3;

/**
 * The chart's least common features, strongest first, each stated so it can be checked: tight aspects between
 * personal points, an aspect pattern, planets on the angles, a stellium. `skip` leaves out those given on earlier turns.
 */
export function specificClaims(chart: ChartContext, skip = 0): string[] {
  const named = (p: string) => (p in THEME ? `your ${p} (${THEME[p as keyof typeof THEME]})` : `your ${p}`);
  const claims: string[] = [];
  const tight = chart.aspects.filter((a) => a.orb <= 2 && a.p1 in THEME && a.p2 in THEME).slice(0, 2);
  const pattern = aspectPatterns(chart)[0];
  const angles = chart.timeUnknown ? [] : angleContacts(chart).slice(0, 2);
  // Saturn, Uranus and Neptune gathered is shared by everyone born that year or two: a stellium counts with personal planets.
  const stellium = stelliums(chart).find((st) => st.planets.filter((p) => PERSONAL.includes(p)).length >= 2);
  const aspectClaim = (a: (typeof tight)[number]) =>
    `${named(a.p1)} and ${named(a.p2)} are ${a.orb.toFixed(1)}° from an exact ${a.type}, so they ${ASPECT_SHOWS[a.type] ?? 'are tied together'}.`;
  if (tight[0]) claims.push(aspectClaim(tight[0]));
  if (pattern) {
    const apex = pattern.apex ? `, with your ${pattern.apex} at its point, where the pressure collects` : '';
    claims.push(`your ${andList(pattern.planets)} form a ${pattern.kind}${apex}.`);
  }
  for (const angle of angles) {
    claims.push(
      `${named(angle.planet)} sits ${angle.orb.toFixed(1)}° from your ${angle.angle}, so it shows ${ANGLE_SHOWS[angle.angle]}. This one hangs on your birth time to within minutes.`,
    );
  }
  if (tight[1]) claims.push(aspectClaim(tight[1]));
  if (stellium) {
    const where =
      stellium.by === 'sign'
        ? `in ${stellium.sign}`
        : `in your ${ordinal(stellium.house)} house (${HOUSE_AREA[stellium.house]})`;
    claims.push(`${stellium.planets.length} of your planets are gathered ${where}: ${andList(stellium.planets)}.`);
  }
  return claims.slice(skip, skip + CLAIMS_PER_TURN).map((c) => c.charAt(0).toUpperCase() + c.slice(1));
}

/** One event in the coming days the person can write down now and check later: the next new or full Moon. */
export function checkableEvent(chart: ChartContext, sent: Date, thisWeek = false): string {
  const moon = nextMoon(chart, sent, null);
  if (!moon) return 'I cannot work out the next new or full Moon for you right now, so I would rather not guess one.';
  const where = moon.house ? ` It falls in your ${ordinal(moon.house)} house, ${HOUSE_AREA[moon.house]}.` : '';
  const what = moon.kind === 'full' ? 'something there comes to a head or into the open' : 'something there starts';
  // Asked for "this week" and the next lunation is later: said plainly rather than passed off as this week.
  const later =
    thisWeek && Date.parse(moon.at) - sent.getTime() > 7 * 86_400_000
      ? 'Nothing I can date lands inside the next seven days, so here is the nearest. '
      : '';
  return `${later}One you can check: the Moon is ${moon.kind} in ${moon.sign} on ${localDay(chart, moon.at)}.${where} The reading says ${what} within a day or two of it. Write down now what you expect, and look back after; if nothing fits, count that as a miss.`;
}

/** The honest answer for each ask. */
export function scepticReply(
  ask: ScepticAsk,
  chart: ChartContext,
  sent: Date,
  claimsGiven = 0,
  thisWeek = false,
): string {
  const claims = specificClaims(chart, claimsGiven);
  const list = claims.map((c) => `- ${c}`).join('\n');
  switch (ask) {
    case 'barnum':
      return `Fair challenge. A Barnum statement fits nearly anyone ("you can be hard on yourself"), so it proves nothing. The fairer test is a claim that depends on your birth day, hour and place, which most people do not share. Here are yours, to check against your life:\n\n${list}\n\nIf they miss, that is a real answer too.`;
    case 'specific':
      if (!claims.length)
        return "I've given you the least common parts of your chart already; past those, anything I add would be closer to what many people share, which is the thing you asked me not to do.";
      return `Here are the parts of your chart most people do not share, each put so you can check it:\n\n${list}\n\nTell me which ones miss; that is as useful as a hit.`;
    case 'doubt':
      return "Fair enough, and you don't have to believe in it to be here; I won't try to talk you round. If you're curious, I can give you a few claims that depend on your exact birth day, hour and place, to check against your life, or one dated thing to watch for. Misses count as much as hits.";
    case 'physical':
      return "Honest answer: there's no physical mechanism, and Stellara doesn't claim one. The planets don't pull on your personality, and there is no scientific proof for astrology. It works as a symbolic language: the sky at your birth read as a map of themes, something to test against your own life rather than take on trust. If you'd like a test, I can give you one claim from your chart to check.";
    case 'prediction':
      return checkableEvent(chart, sent, thisWeek);
    case 'unconvinced':
      return "That's completely fine; you don't have to buy it, and I won't try to talk you round. If you ever want to test one more claim, or just read your chart for the story, I'm here.";
  }
}

/** A sceptical message, answered as asked rather than with a reading. */
export const planSceptic: PlanBuilder = ({ input, base }) => {
  // A contrast with someone born in a named month has its own answer (sign-contrast.ts).
  const ask =
    base.situation || contrastMonth(input.message) !== null
      ? null
      : scepticAskOf(input.message, input.earlierQuestions);
  if (!ask) return null;
  // Claims already given on earlier sceptical turns are not given again: the next ones are.
  const asked = input.earlierQuestions.filter((m) => ['barnum', 'specific'].includes(scepticAskOf(m) ?? '')).length;
  const thisWeek = /\b(this week|next (?:few|7|seven) days|esta semana|essa semana|cette semaine)\b/.test(
    normalise(input.message),
  );
  const text = scepticReply(ask, input.chart, input.sent ?? new Date(), asked * CLAIMS_PER_TURN, thisWeek);
  return { ...base, mode: 'talk', topic: 'the sceptic', talk: { kind: 'chart-answer', text } };
};
