// The questions of one message as pieces to answer in order: a piece that points back to the one before, or narrows
// it ("…about losing my home? like 4th house??"), is joined to it, since it asks about the same thing. Pure.
import { hear } from '../understanding/reader.ts';

/** Words that point back to the question before ("what does that mean?", "and when is the next?", "¿y el próximo?"). */
const POINTS_BACK = /\b(it|its|that|this|them|those|these)\b/i;
/** "like 4th house??", "i mean the moon", "e.g. saturn": a piece that narrows the question before it. */
const CLARIFIES = /^\W*(?:like|i mean|e\.?g\.?|for example|as in|tipo|genre|zum beispiel)\b/i;
/** "the next", "el próximo", "der nächste": another of the same thing, whatever a bare "when" makes it sound like. */
const SAME_AGAIN =
  /\b(the (?:next|last|previous)|(?:el|la|o|a) (?:pr[oó]xim[oa]|siguiente|[uú]ltim[oa])|(?:der|die|das) (?:n[aä]chste|letzte)|(?:le|la) (?:prochaine?|derni[eè]re?)|il (?:prossimo|successivo))\b/i;

/**
 * The questions of a message, with a question that names no chart subject of its own and points back ("what's my
 * rising sign and what does it mean for how people see me") joined to the one before: it asks about the same thing.
 */
export function withReferencesJoined(pieces: string[], sent?: Date): string[] {
  const out: string[] = [];
  for (const piece of pieces) {
    const about = hear(piece, sent).about;
    const ownSubject =
      about.points.length ||
      about.houses.length ||
      about.signs.length ||
      about.aspects.length ||
      (about.techniques.length && !SAME_AGAIN.test(piece));
    // "…about losing my home? like 4th house??": an example of the question before, not a second one.
    if (out.length && (CLARIFIES.test(piece) || (!ownSubject && (POINTS_BACK.test(piece) || SAME_AGAIN.test(piece)))))
      out[out.length - 1] = `${out.at(-1)} ${piece}`;
    else out.push(piece);
  }
  return out;
}
