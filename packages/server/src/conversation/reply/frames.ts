// Sentence frames that come back within one chat: a run of words that appears twice, once chart words are replaced
// by placeholders, so "your Moon in Leo shows…" and "your Venus in Aries shows…" count as one frame. A reader
// that repeats a frame sounds like a form letter (docs/voice.md), however different the placements it fills in. Pure.
import { ANGLE_NAMES, ASPECT_NAMES, ORDINAL_WORDS, POINT_NAMES_PLAIN, SIGN_NAMES } from '@stellara/contract';

/** Frames this long or longer count as repeats (docs/voice.md: "no sentence frame of eight or more words twice"). */
export const FRAME_WORDS = 8;

const POINTS = [...POINT_NAMES_PLAIN, ...ANGLE_NAMES, 'Rising'];
const ORDINALS = ['1st', '2nd', '3rd', '4th', '5th', '6th', '7th', '8th', '9th', '10th', '11th', '12th'];

const alternation = (words: readonly string[]) =>
  new RegExp(`\\b(${[...words].sort((a, b) => b.length - a.length).join('|')})\\b`, 'g');
const POINT_RE = alternation(POINTS.map((p) => p.toLowerCase()));
const SIGN_RE = alternation(SIGN_NAMES.map((s) => s.toLowerCase()));
const HOUSE_RE = alternation([...ORDINALS, ...ORDINAL_WORDS]);
const MONTH_RE = /\b(january|february|march|april|may(?= \d)|june|july|august|september|october|november|december)\b/g;
const ASPECT_RE = new RegExp(`\\b(${ASPECT_NAMES.join('|')})s?\\b`, 'g');

/** The reply's words, lower case, with chart words and numbers as placeholders. */
export function frameWords(text: string): string[] {
  const plain = text
    .toLowerCase()
    .replace(/[#*_`>]/g, ' ')
    .replace(/[‘’]/g, "'")
    .replace(POINT_RE, ' planet ')
    .replace(SIGN_RE, ' sign ')
    .replace(HOUSE_RE, ' nth ')
    .replace(ASPECT_RE, ' aspect ')
    .replace(MONTH_RE, ' month ')
    .replace(/\d+(\.\d+)?°?('?\d*'?)?/g, ' num ')
    // A date is data, one word of a frame however it is written ("14 February 2027", "February 2027", "14 February").
    .replace(/\b(num\s+)?month(\s+num)?\b/g, ' date ');
  return plain.match(/[a-z][a-z'-]*/g) ?? [];
}

/**
 * The prose of a reply, one sentence or heading per item: a frame is a sentence's shape, so runs never cross a
 * sentence end. Headings (labels that the sentence under them restates) and the technical notes (a table of
 * degrees, meant to look alike) are left out.
 */
export function proseSentences(text: string): string[] {
  const prose = text.replace(/### Technical notes[\s\S]*?(?=\n\n|$)/g, '').replace(/^###.*$/gm, '');
  return prose
    .split(/\n+|(?<=[.!?])\s+(?=[^a-z])/)
    .map((s) => s.trim())
    .filter(Boolean);
}

export interface RepeatedFrame {
  /** The repeated words, with placeholders (planet, sign, nth, aspect, date, num). */
  frame: string;
  /** Indexes of the replies it appears in (one index: twice in that reply). */
  replies: number[];
}

const windows = (words: string[], min: number) => {
  const out: string[] = [];
  for (let at = 0; at + min <= words.length; at++) out.push(words.slice(at, at + min).join(' '));
  return out;
};

/**
 * Every run of `min` or more words that appears twice in the replies (in two replies, or twice in one), longest
 * runs merged from their overlapping windows, in order of first appearance.
 */
export function repeatedFrames(replies: readonly string[], min = FRAME_WORDS): RepeatedFrame[] {
  const sentences = replies.map((r, reply) => proseSentences(r).map((s) => ({ reply, words: frameWords(s) })));
  const seen = new Map<string, number[]>();
  for (const s of sentences.flat()) {
    // A window repeated inside one sentence (a run of one word) is not a second frame.
    for (const key of new Set(windows(s.words, min))) seen.set(key, [...(seen.get(key) ?? []), s.reply]);
  }
  const out: RepeatedFrame[] = [];
  const reported = new Set<string>();
  for (const s of sentences.flat()) {
    const keys = windows(s.words, min);
    let from = -1;
    let replyIds = new Set<number>();
    const flush = (to: number) => {
      const frame = s.words.slice(from, to + min).join(' ');
      if (!reported.has(frame)) out.push({ frame, replies: [...replyIds].sort((a, b) => a - b) });
      reported.add(frame);
      from = -1;
      replyIds = new Set();
    };
    keys.forEach((key, at) => {
      const hits = seen.get(key)!;
      const repeated = hits.length > 1 && !reported.has(key);
      if (repeated) {
        if (from < 0) from = at;
        for (const r of hits) replyIds.add(r);
      } else if (from >= 0) flush(at - 1);
    });
    if (from >= 0) flush(keys.length - 1);
    for (const key of keys) if ((seen.get(key)?.length ?? 0) > 1) reported.add(key);
  }
  return out;
}

/**
 * What a chat has said so far, as frames: the writer checks a sentence against it before using it, and picks
 * another wording (or leaves the sentence out) when the frame was heard already.
 */
export class FrameMemory {
  private readonly frames: Set<string>;
  /** Texts still being written (a reply's sections), read afresh at every check. */
  private readonly live: readonly (readonly string[])[];
  /** The earlier replies' sentences, lower-cased: "as we saw" may only point at what one of them said. */
  private readonly earlier: string[];

  constructor(texts: readonly string[] = [], live: readonly string[] = [], base?: FrameMemory) {
    this.frames = base?.frames ?? new Set();
    this.live = [...(base?.live ?? []), live];
    this.earlier = base?.earlier ?? [];
    for (const t of texts) this.earlier.push(...proseSentences(t).map((x) => x.toLowerCase()));
    for (const t of texts) this.add(t);
  }

  /** The same memory, also checking `lines` (sentences of a section still being built). */
  with(lines: readonly string[]): FrameMemory {
    return new FrameMemory([], lines, this);
  }

  add(text: string): void {
    for (const s of proseSentences(text)) for (const key of windows(frameWords(s), FRAME_WORDS)) this.frames.add(key);
  }

  /** The text repeats a frame already said (or repeats one inside itself). */
  repeats(text: string): boolean {
    const own = new Set<string>();
    const live = new Set(
      this.live.flatMap((texts) =>
        texts.flatMap((t) => proseSentences(t).flatMap((s) => windows(frameWords(s), FRAME_WORDS))),
      ),
    );
    for (const s of proseSentences(text)) {
      for (const key of windows(frameWords(s), FRAME_WORDS)) {
        if (this.frames.has(key) || live.has(key) || own.has(key)) return true;
        own.add(key);
      }
    }
    return false;
  }

  /** Whether one sentence of an earlier reply names all these words ("Moon", "Aries"): something said to recall. */
  mentioned(...words: readonly string[]): boolean {
    const wanted = words.map((w) => new RegExp(`\\b${w.toLowerCase()}\\b`));
    return this.earlier.some((sentence) => wanted.every((re) => re.test(sentence)));
  }

  /** The first option that repeats nothing said, or null. */
  first(options: readonly (string | null | undefined)[]): string | null {
    return options.find((o): o is string => !!o && !this.repeats(o)) ?? null;
  }
}
