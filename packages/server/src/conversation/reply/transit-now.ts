// A transit asked about in the present: "is Uranus hitting my Moon at the moment?", "transiting Pluto square my
// Mars?", "is Saturn squaring my Uranus this year?", "¿Plutón está en cuadratura con mi Marte ahora?". The sky
// answers first: yes or no, the orb today, closing in or separating, the exact dates of the passes; the birth chart
// comes only after, as a different thing. Never the natal check "your chart does not have Saturn square Uranus".
// Pure.
import type { ChartTransit } from '../chart-context.ts';
import { fold } from '../understanding/fold.ts';
import type { NamedPoint, Understanding } from '../understanding/understanding.ts';
import type { PlanBuilder } from './plan-types.ts';
import { contactDates, contactsAt, personalTimingPlan, planetNowAnswer } from './sky-now.ts';
import { SKY_BODIES, type SkyBody } from './sky-now-ask.ts';
import { transitVerb } from './transit-words.ts';

/** Times that put the question in the sky now or in this stretch of it. */
const PRESENT = new Set(['now', 'today', 'this-week', 'this-month', 'this-year']);
/** Words that say the planet is the one moving today, in the six languages (folded). */
const NOW_WORDS =
  /\b(transit\w*|currently|right now|at the moment|these days|lately|nowadays|at present|actualmente|ahora|en este momento|estos dias|agora|atualmente|no momento|neste momento|en ce moment|actuellement|maintenant|ces temps-ci|gerade|derzeit|zurzeit|momentan|jetzt|aktuell|adesso|ora|attualmente|in questo periodo|al momento)\b/;
/** "My natal Saturn square my Uranus", "when I was born": the birth chart, not the sky. */
const NATAL = /\b(natal|birth|born|nacimiento|nascimento|naissance|geburt\w*|nascita|radix)\b/;

/** Asking what a planet is doing, not whether it makes a contact (folded). */
const DOING = /\b(doing|up to|hace|haciendo|faz|fazendo|fait|macht|tut|fa|facendo)\b/;

export interface TransitNowAsk {
  planet: SkyBody;
  target: NamedPoint;
}

/** A present-time ask about one moving planet and one point of the person's chart, or null. */
export function transitNowAsk(message: string, heard: Understanding): TransitNowAsk | null {
  const named = heard.about.aspects[0];
  const points = named?.b ? [named.a, named.b] : heard.about.points;
  if (points.length !== 2 || points[0] === points[1] || heard.about.houses.length) return null;
  const planet = SKY_BODIES.find((b) => b === points[0]);
  if (!planet) return null;
  const text = fold(message);
  // "What is Pluto doing to my Mars now?" asks for the planet's doing: the sky-now answer gives it, contact first.
  if (NATAL.test(text) || DOING.test(text) || heard.time?.kind === 'when') return null;
  const present = (heard.time && PRESENT.has(heard.time.kind)) || NOW_WORDS.test(text);
  return present ? { planet, target: points[1]! } : null;
}

/** The yes or no first line: the contact today with its orb, its motion and its dates, or that there is none. */
export function transitNowLine(ask: TransitNowAsk, contact: ChartTransit | undefined, at: Date): string {
  if (!contact) return `No: transiting ${ask.planet} makes no close aspect to your natal ${ask.target} right now.`;
  const motion = contact.applying === null ? '' : contact.applying ? ', still closing in' : ', separating';
  return (
    `Yes: transiting ${ask.planet} ${transitVerb(contact.aspect)} your natal ${ask.target} now, ` +
    `${contact.orb < 0.1 ? 'under 0.1°' : `${contact.orb.toFixed(1)}°`} from exact${motion} (${contactDates(contact, at)}).`
  );
}

/** The planner's step: the transit asked about in the present, from the sky; the general sky below Plus. */
export const planTransitNow: PlanBuilder = ({ heard, input, base }) => {
  if (!heard || input.automatic || base.situation || heard.acts.includes('ask-several')) return null;
  const ask = transitNowAsk(input.message, heard);
  if (!ask) return null;
  if (input.chart.timeUnknown && ['Ascendant', 'Midheaven', 'Descendant', 'IC'].includes(ask.target)) return null;
  return personalTimingPlan(
    input,
    base,
    ask.planet,
    (at) => {
      const contact = contactsAt(input.chart, at).find((c) => c.planet === ask.planet && c.target === ask.target);
      const sky = planetNowAnswer(input.chart, ask.planet, at, 'personal', {
        text: '',
        sign: null,
        target: ask.target,
      });
      // The first line says the contact (or its absence): the sky answer's own line on it is not said twice.
      const said = contact ? 'Against your own chart it is' : 'It makes no close contact to your natal';
      const details = sky.details.filter((d) => !d.startsWith(said));
      return { ...sky, answer: transitNowLine(ask, contact, at), details: [sky.answer, ...details] };
    },
    ask.target,
  );
};
