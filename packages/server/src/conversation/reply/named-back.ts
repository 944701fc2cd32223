// "That venus in scorpio thing, does that mean…", "lo de mercurio en escorpio", "das mit dem Merkur im Skorpion": a
// follow-up that names a placement from an earlier reply. It is resolved against the chart before anything is read:
// the person's own placement when it is theirs ("the aries moon bit"); the sky's when the planet is in that sign NOW
// and their birth one is not (an earlier reply named a transit); else said plainly that it is not in their chart.
// Never the natal point read in its place. Pure.

import { normalise } from './own-terms.ts';
import { claimReply } from './placement-claim.ts';
import type { PlanBuilder } from './plan-types.ts';
import { personalTier, planetNowAnswer } from './sky-now.ts';
import { SKY_BODIES, type SkyBody } from './sky-now-ask.ts';

/** Words that point back to something said ("that X thing", "the X bit", "what you said about X"), six languages. */
const BACK_REFERENCE =
  /\b(?:that|the|this|your) [\w' -]{2,40}? (?:thing|bit|part|stuff|one|business)\b|\bwhat you (?:said|wrote|mentioned|meant)\b|\byou (?:said|mentioned|wrote)\b|\b(?:lo|eso|esto) de\b|\blo que (?:dijiste|dices)\b|\bisso d[aeo]\b|\bessa coisa d[aeo]\b|\bo que (?:voce )?disse\b|\bce (?:truc|que tu (?:as dit|dis))\b|\bcette histoire\b|\bdas mit\b|\bwas du (?:uber|gesagt|meinst)\b|\bquella cosa\b|\bquello che hai detto\b|\bla storia d\w*\b/;

/** The follow-up names a point in a sign and points back to an earlier reply. */
export const pointsBackTo = (message: string, about: { points: readonly string[]; signs: readonly string[] }) =>
  about.points.length === 1 && about.signs.length === 1 && BACK_REFERENCE.test(normalise(message))
    ? { point: about.points[0]!, sign: about.signs[0]! }
    : null;

/** What a sky placement can and cannot say, added when the follow-up asks what it means for others or for money. */
const NO_FORECAST =
  "A planet's passage through a sign colours the mood of a few weeks; it can't say what other people will buy, do or decide.";

/** The follow-up asks what it means for others or for what people do ("people buy more or less"). */
const ASKS_OF_OTHERS =
  /\b(?:people|everyone|others|buy|sell|market|prices?|la gente|todo el mundo|as pessoas|les gens|tout le monde|die leute|alle|tutti)\b/;

/** The sentence of a sky answer that says what the passage stirs for this person. */
const MEANING = /here that is|brings what it touches|sweetens what it touches|presses on/;

export const planNamedBack: PlanBuilder = ({ heard, input, base }) => {
  const named = heard && !base.situation && !input.part ? pointsBackTo(input.message, heard.about) : null;
  if (!named) return null;
  const natal = input.chart.planets.find((p) => p.name === named.point);
  if (!natal || natal.sign === named.sign) return null; // their own placement: the ordinary reading answers
  const sky = input.chart.sky?.positions.find((p) => p.name === named.point);
  if (sky?.sign === named.sign && (SKY_BODIES as readonly string[]).includes(named.point)) {
    const answer = planetNowAnswer(
      input.chart,
      named.point as SkyBody,
      input.sent ?? new Date(),
      personalTier(base, input.tier),
      {
        text: input.message,
        sign: null,
      },
    );
    const lead = `That ${named.point} in ${named.sign} is today's sky, not your birth chart: your own ${named.point} is in ${natal.sign}.`;
    const forecast = ASKS_OF_OTHERS.test(normalise(input.message)) ? [NO_FORECAST] : [];
    // Described already in this chat: the lead, what it means for them in one line, and no full passage again.
    const said = answer.ids.length > 0 && answer.ids.every((id) => input.used.includes(id));
    const details = said
      ? [...answer.details.filter((d) => MEANING.test(d)).slice(0, 1), ...forecast]
      : [...answer.details, ...forecast];
    return {
      ...base,
      mode: 'technique',
      topic: 'the sky now',
      techniques: [
        {
          ...answer,
          answer: said ? lead : `${lead} ${answer.answer}`,
          details,
          ids: said ? [] : answer.ids,
          // The sky's offer was made already: this one turns to their own placement.
          ...(said
            ? { closing: `Would you like to hear what your own ${named.point} in ${natal.sign} says instead?` }
            : {}),
        },
      ],
    };
  }
  // Neither theirs nor the sky's: said plainly, with what their own placement is.
  const text = claimReply(input.chart, { point: named.point, house: null, sign: named.sign });
  return text ? { ...base, mode: 'talk', topic: 'what a placement means', talk: { kind: 'chart-answer', text } } : null;
};
