// Whole chats for the shape asked of the final text (round 8b): a table holds rows of the subject asked (progressed
// points, a month's dates), never natal padding; "plainer" and "shorter, less poetic" say the last point again without
// terms or imagery and in fewer words; "in one sentence, sum up" sums up this chat; the latest shape asked governs.
// Wordings of our own, in several languages, with controls.
import type { PersonalityId } from '@stellara/contract';
import { describe, expect, it } from 'vitest';
import { adaChat } from '../../test-support/chat.ts';
import { sentencesOf } from './format-asks.ts';

/** The rows of the first markdown table in a reply, as their cells (header and rule lines aside). */
const tableRows = (text: string) =>
  text
    .split('\n')
    .filter((l) => l.startsWith('|'))
    .slice(2)
    .map((l) =>
      l
        .split('|')
        .slice(1, -1)
        .map((c) => c.trim()),
    );
/** The reply under a line in another language (a paragraph ending in a colon). */
const body = (text: string) => text.replace(/^[^\n]*:\n\n/, '');
const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;
const TECHNICAL =
  /\d+(?:\.\d+)?°|\b\d+(?:st|nd|rd|th)\b|\b(square|trine|sextile|opposition|conjunction|Descendant|Midheaven|house)\b/i;
const IMAGERY = /\b(keeper|tide|gate|chamber|door|lamp|threshold|walks|voices)\b/i;

describe('a table asked of a subject holds rows of that subject only', () => {
  it.each([
    ['a table of my progressions: sun, moon, ascendant', ['Progressed Ascendant', 'Progressed Sun', 'Progressed Moon']],
    ['can you put my progressed sun and moon in a table', ['Progressed Sun', 'Progressed Moon']],
    ['una tabla de mis progresiones: sol y luna', ['Progressed Sun', 'Progressed Moon']],
    ['eine Tabelle meiner Progressionen: Sonne und Mond', ['Progressed Sun', 'Progressed Moon']],
  ])('%s: progressed rows from the chart, no natal padding', async (message, points) => {
    const [, turn] = await adaChat(['tell me about my career', message], { tier: 'plus' });
    const rows = tableRows(turn!.text);
    expect(rows.map((r) => r[0]).sort()).toEqual([...points].sort());
    // From the computed progressions: a degree and a sign in each, never the natal Sun in Cancer.
    for (const [, where] of rows) expect(where).toMatch(/^\d+° [A-Z][a-z]+/);
    expect(turn!.text).not.toMatch(/Sun is in Cancer|Point \| What it says/);
  });

  it.each([
    'table of my december dates',
    'put my dates for December in a table please',
    'una tabla de mis fechas de diciembre',
    'un tableau de mes dates de décembre',
  ])('%s: one dated row each, all in December', async (message) => {
    const [, turn] = await adaChat(['tell me about my career', message], { tier: 'plus' });
    const rows = tableRows(turn!.text);
    expect(rows.length).toBeGreaterThanOrEqual(2);
    for (const [date, what] of rows) {
      expect(date).toMatch(/December 2026/);
      expect(what!.length).toBeGreaterThan(5);
    }
    expect(turn!.text).not.toMatch(/Point \| What it says|How it fits together|Putting it together/);
  });

  it('says plainly when there are fewer rows than asked', async () => {
    const [, turn] = await adaChat(['tell me about my career', 'a table with 12 rows of my December dates'], {
      tier: 'plus',
    });
    const rows = tableRows(turn!.text);
    expect(turn!.text).toMatch(new RegExp(`^There are only ${rows.length} dates in December`));
  });

  it('control: a table of the reply itself keeps its points', async () => {
    const [, turn] = await adaChat(['what does my chart say about love?', 'put that in a table'], { tier: 'plus' });
    expect(tableRows(turn!.text).length).toBeGreaterThanOrEqual(2);
  });
});

/** Every sentence of a reshaped reply was said in the reply before it (no new claim). */
function saidBefore(reply: string, before: string) {
  const plain = body(reply).replace(/^Put simply: /, '');
  for (const s of sentencesOf(plain)) {
    const start = s
      .replace(/^\p{Ll}/u, (c) => c.toUpperCase())
      .split(' ')
      .slice(0, 5)
      .join(' ');
    expect(before.toLowerCase()).toContain(start.toLowerCase().replace(/[.]$/, ''));
  }
}

describe('"plainer" says the last point again, with no terms, shorter', () => {
  it.each<[PersonalityId, string]>([
    ['guide', 'plainer'],
    ['guide', 'explain it like to my nan'],
    ['guide', 'in plain words please'],
    ['mystical', 'can you say it more simply?'],
    ['guide', '¿puedes explicarlo más sencillo?'],
    ['witchy', 'tu peux le dire plus simplement ?'],
    ['guide', 'kannst du das einfacher sagen?'],
    ['mentor', 'explica como para a minha avó'],
  ])('%s: %s', async (personality, message) => {
    const [first, plain] = await adaChat(['what does my chart say about love?', message], { personality });
    const text = body(plain!.text);
    expect(text).toMatch(/^Put simply: /);
    expect(text).not.toMatch(TECHNICAL);
    expect(text).not.toMatch(IMAGERY);
    expect(wordCount(text)).toBeLessThan(wordCount(first!.text));
    saidBefore(plain!.text, first!.text);
  });

  it('control: plain words asked with a question read that question', async () => {
    const [, turn] = await adaChat(['what does my chart say about love?', 'in plain words: what does my moon mean?']);
    expect(turn!.text).not.toMatch(/^Put simply/);
    expect(turn!.text).toMatch(/Moon/);
  });
});

describe('"shorter, less poetic" and "too long" are shorter than the reply before, with no imagery', () => {
  it.each<[PersonalityId, string]>([
    ['mystical', 'shorter and less poetic'],
    ['mystical', 'too long'],
    ['witchy', 'way too long, less flowery please'],
    ['mystical', 'más corto y menos poético'],
    ['mystical', "c'est trop long"],
    ['mystical', 'zu lang, bitte weniger poetisch'],
  ])('%s: %s', async (personality, message) => {
    const [first, short] = await adaChat(['what does my chart say about love?', message], { personality });
    const text = body(short!.text);
    expect(text).not.toMatch(IMAGERY);
    expect(wordCount(text)).toBeLessThan(wordCount(first!.text) / 2);
    saidBefore(short!.text, first!.text);
  });
});

describe('"in one sentence, sum up what you told me" sums up this chat', () => {
  it.each([
    'in one sentence, sum up what you told me',
    'sum up everything so far in one sentence',
    'resume en una frase lo que me dijiste',
    "résume en une phrase ce que tu m'as dit",
  ])('%s', async (message) => {
    const turns = await adaChat(['what does my chart say about love?', 'and my career?', message], { tier: 'plus' });
    const text = body(turns[2]!.text);
    expect(sentencesOf(text)).toHaveLength(1);
    expect(text).toMatch(/^In short, I read your /);
    // Only what the chat read: placements named in its replies, no degrees.
    const read = [...text.matchAll(/\b(Venus|Moon|Sun|Mars|Saturn|Midheaven|Mercury) in ([A-Z][a-z]+)/g)];
    expect(read.length).toBeGreaterThanOrEqual(2);
    for (const [placement] of read) expect(turns[0]!.text + turns[1]!.text).toContain(placement);
    expect(text).not.toMatch(/\d+(?:\.\d+)?°/);
  });
});

describe('the latest shape asked governs', () => {
  const bullets = (text: string) => text.split('\n').filter((l) => /^(?:-|\d+\.) /.test(l));
  it.each([
    ['what does my chart say about love, as a list', 'max 50 words: what about my career?', 50],
    ['my love life in bullet points please', 'and my career? 40 words max', 40],
    ['¿qué dice mi carta del amor? en una lista', 'máximo 50 palabras: ¿y mi trabajo?', 50],
    ['o que meu mapa diz sobre o amor? em tópicos', 'e minha carreira? em 2 frases', 0],
  ])('%s, then %s', async (list, length, words) => {
    const [listed, later] = await adaChat([list, length], { tier: 'plus' });
    expect(bullets(listed!.text).length).toBeGreaterThanOrEqual(2);
    expect(bullets(later!.text)).toEqual([]);
    if (words) expect(wordCount(body(later!.text))).toBeLessThanOrEqual(words);
  });

  it('control: a list asked stays for the next question with no shape of its own', async () => {
    const [, next] = await adaChat(['what does my chart say about love, as a list', 'and my career?'], {
      tier: 'plus',
    });
    expect(bullets(next!.text).length).toBeGreaterThanOrEqual(2);
  });
});
