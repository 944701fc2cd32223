// Which return a message asks about: "when is my Saturn return" is heard as a "when", but "when WAS my last one",
// "my solar return THIS year" and "the last and the next" each ask for a particular one. Read from all the times
// the message names and its own words for the last and the next (English, Spanish, Portuguese, French, German,
// Italian). Pure.
import { timesIn } from '../../understanding/time.ts';
import type { TimeRef } from '../../understanding/understanding.ts';
import type { Asked } from './words.ts';

/** "last", "previous", "when was", "ultimo", "pasado", "letzte", "dernier", "scorso". */
const ASKS_LAST =
  /\b(last|previous|prior|most recent|when was|when did|did i (?:have|go through)|had (?:my|a)|ultim[oa]|anterior|pasad[oa]|passad[oa]|cuando fue|quando foi|letzte[nrs]?|vorige[nrs]?|wann war|wann hatte|dernier|derniere|precedente?|quand (?:etait|a eu lieu|ai-je eu)|scors[oa]|quando (?:e stat[oa]|era|ho avuto))\b/;
/** "next", "upcoming", "proximo", "siguiente", "nachste", "prochain", "prossimo". */
const ASKS_NEXT =
  /\b(next|upcoming|coming|proxim[oa]|siguiente|nachste[nrs]?|prochaine?|prossim[oa]|when is|when will)\b/;

export interface ReturnTime {
  /** The time that picks the return: a named year first, then the past when the last one is asked for. */
  time: TimeRef | null;
  /** The next one is asked for too ("when was the last and when is the next"). */
  alsoNext: boolean;
}

export function returnTime(ask: Asked): ReturnTime {
  const heard = ask.heard.time;
  const alsoNext = ASKS_NEXT.test(ask.text);
  if (heard && heard.kind !== 'when') return { time: heard, alsoNext };
  const named = timesIn(ask.text, ask.now).find(
    (t) => t.kind === 'this-year' || t.kind === 'next-year' || t.kind === 'year',
  );
  if (named) return { time: named, alsoNext };
  if (ASKS_LAST.test(ask.text)) return { time: { kind: 'past', year: null }, alsoNext };
  return { time: heard, alsoNext };
}
