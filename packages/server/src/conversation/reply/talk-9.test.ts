// Whole chats for the ninth round's talk kinds: a message that only asks for a form (shorter, simpler, bullets, so many
// lines, like I'm 5) gets the previous answer in that form whatever reason it gives, never new content; a permission or
// set-up turn gets a short answer and one door, while a chart asked for beside a hello gets the chart; a doubt gets
// the factor that fits what they say, with its orb, and never the same text. Wordings of our own, several languages.
import { lunations, stations } from '@stellara/astro';
import { describe, expect, it } from 'vitest';
import { adaChat, withoutLanguageLine } from '../../test-support/chat.ts';
import { humanDate } from './dates.ts';

const PLANETS = ['Sun', 'Moon', 'Mercury', 'Venus', 'Mars', 'Jupiter', 'Saturn', 'Uranus', 'Neptune', 'Pluto'];
/** The planets a text names. */
const planetsIn = (text: string) => PLANETS.filter((p) => new RegExp(`\\b${p}\\b`).test(text));
const words = (text: string) => text.split(/\s+/).filter(Boolean).length;
const sentences = (text: string) => text.split(/(?<=[.!?])\s+(?=\S)/).filter(Boolean);

const FIRST_ASKS = [
  'what does my chart say about my love life?',
  'I have a job interview on monday, what does my chart say about how I come across?',
  '¿qué dice mi carta sobre el trabajo?',
];

describe('a form asked with a reason reshapes the previous answer, never swaps it', () => {
  it.each([
    ['shorter pls im back on in 5', (t: string) => words(t) <= 60],
    ['make it shorter, my bus is here', (t: string) => words(t) <= 60],
    ['más corto por favor, tengo que salir en cinco minutos', (t: string) => words(t) <= 60],
    ['plus court s’il te plaît, je suis dans le métro', (t: string) => words(t) <= 60],
    ['can you put that in bullet points? too much to read on my phone', (t: string) => /^- /m.test(t)],
    ['resumen en tres puntos por favor, lo leo en el móvil', (t: string) => /^- /m.test(t)],
    ['in Stichpunkten bitte, ich lese am Handy', (t: string) => /^- /m.test(t)],
    ['three lines, no more', (t: string) => sentences(t).length <= 3],
    ['say it more simply, in two sentences', (t: string) => sentences(t).length <= 2],
    ["explain it like I'm 5, I'm going to screenshot it for her", (t: string) => words(t) < 90],
    ['spiegalo più semplice, lo mando a mia sorella', (t: string) => words(t) < 90],
  ])('%s', async (ask, shaped) => {
    for (const first of FIRST_ASKS) {
      const [before, after] = await adaChat([first, ask]);
      const text = withoutLanguageLine(after!.text);
      expect(after!.plan.mode, `${first} → ${ask}`).toBe('talk');
      expect(shaped(text), `${first} → ${ask}\n${text}`).toBe(true);
      // Nothing new: every planet it names was in the answer it reshapes.
      for (const planet of planetsIn(text)) expect(before!.text, `${ask}: ${planet}\n${text}`).toContain(planet);
      expect(words(text)).toBeLessThan(words(before!.text));
    }
  });

  it.each([
    'say it more simply, in two sentences, no planet names',
    'dilo más simple, sin nombres de planetas',
    'plus simplement, sans noms de planètes',
  ])('"%s" names no planet', async (ask) => {
    const [, after] = await adaChat(['what does my chart say about my love life?', ask]);
    const text = withoutLanguageLine(after!.text);
    expect(after!.plan.mode).toBe('talk');
    expect(text).toMatch(/\w{3,}/);
    expect(planetsIn(text), text).toEqual([]);
  });

  it.each([
    'shorter pls, and what about my Mars?',
    'bullet points please, what does my Saturn mean?',
    'más corto, ¿y mi Marte?',
  ])('control: a form beside a new question answers the new question (%s)', async (ask) => {
    const [, after] = await adaChat(['what does my chart say about my love life?', ask]);
    expect(after!.text).toMatch(/Mars|Saturn/);
  });
});

describe('a permission or set-up turn gets a short answer and one door; a chart asked beside a hello gets the chart', () => {
  it.each([
    ["ciao, I write in Italian, is that ok? a bit sceptical but let's try", /italiano/],
    ["I prefer to write in Dutch if I may; I've done astrology for forty years, so technical is fine", /Nederlands/],
    ['hola! escribo en español, ¿vale? soy un poco escéptica', /español/],
    ['oi, posso escrever em português? sou meio cética', /português/],
    ["hi, I've studied astrology for years so technical is fine", /degrees/],
    ['hallo, ich schreibe auf Deutsch, ist das ok? technical is fine', /Deutsch/],
  ])('%s', async (message, names) => {
    const [turn] = await adaChat([message]);
    const text = turn!.text;
    expect(words(text), text).toBeLessThanOrEqual(60);
    expect(text).toMatch(names);
    expect(planetsIn(text), text).toEqual([]);
    expect(text.match(/\?/g) ?? [], text).toHaveLength(1);
  });

  it.each([
    'hey. my daughter uses this thing. figured id try it. whats my chart say',
    'hallo! my son set this up for me. what does my chart say?',
    'hola, mi hija usa esta app. qué dice mi carta?',
    'ciao, I write in Italian, is that ok? what does my chart say about work?',
  ])('control: the chart asked for is read (%s)', async (message) => {
    const [turn] = await adaChat([message]);
    expect(turn!.plan.mode).toBe('reading');
    expect(words(withoutLanguageLine(turn!.text))).toBeGreaterThan(70);
  });

  it('a whole-chart ask after a told detail reads the chart, not the family', async () => {
    const [turn] = await adaChat(['hey. my daughter uses this thing. figured id try it. whats my chart say']);
    expect(turn!.text).toMatch(/Sun in Cancer/);
    expect(turn!.text).not.toMatch(/4th house/);
  });
});

describe('a doubt gets the factor that fits what they say, with its orb, and a new angle, never the same text', () => {
  it.each([
    "The Saturn/Capricorn 'discipline' angle isn't me though. I'm chaotic. My flat is a tip.",
    'that Saturn stuff is not me at all, I am messy and spontaneous',
    'eso de Saturno no soy yo, soy caótica y desordenada',
    "Saturne, ce n'est pas moi : je suis bordélique et bruyante",
    'Saturn? das bin ich nicht, ich bin total chaotisch',
  ])('%s', async (doubt) => {
    const [first, second] = await adaChat(['tell me about my Saturn', doubt]);
    const text = withoutLanguageLine(second!.text);
    // The doubt taken, a fitting factor with its orb, the doubted factor from another angle.
    expect(text).toMatch(/^Fair enough/);
    expect(text).toMatch(/\d\.\d°/);
    expect(text).toMatch(/Saturn/);
    expect(text).not.toMatch(/strong discipline and ambition/);
    // Never the same text: no sentence of the reply before comes back.
    for (const s of sentences(first!.text).filter((x) => words(x) > 6)) expect(text).not.toContain(s);
  });

  it.each([
    ["that's not me at all, I'm really shy and quiet", /Saturn|Neptune|Moon|water|earth/],
    ['no soy yo, soy muy tímida y tranquila', /Saturn|Neptune|Moon|water|earth/],
  ])('a quiet temperament gets its own fitting factor (%s)', async (doubt, fits) => {
    const [, second] = await adaChat(['what are my strengths?', doubt]);
    expect(withoutLanguageLine(second!.text)).toMatch(fits);
    expect(second!.text).toMatch(/\d\.\d°|planets are in/);
  });

  it.each([
    'this is a bit vague tbh. could be anyone',
    "meh, that's pretty generic",
    "c'est vague, ça pourrait être n'importe qui",
    'eso le pasa a todo el mundo, muy genérico',
    'das ist zu allgemein, passt auf jeden',
  ])('"%s" gets the tightest signature of this chart with its orb first', async (doubt) => {
    const [, second] = await adaChat(['what should I focus on this month?', doubt]);
    const text = withoutLanguageLine(second!.text);
    expect(text).toMatch(/0\.2°/); // Sun conjunct Jupiter, Ada's tightest aspect
    expect(text).not.toMatch(/This week|This month/);
  });

  it('control: a plain "not me" without a temperament is still a doubt, not a set answer', async () => {
    const [, second] = await adaChat(['tell me about my Saturn', "hmm, that doesn't sound like me"]);
    expect(second!.text).not.toMatch(/your word for it/);
  });
});

/** The rows of the markdown table in a text, each as its cells. */
const tableRows = (text: string) =>
  text
    .split('\n')
    .filter((l) => l.startsWith('|') && !/^\|\s*-/.test(l))
    .map((l) =>
      l
        .split('|')
        .slice(1, -1)
        .map((c) => c.trim()),
    );

describe('lists and tables are complete: every named column filled, every dated marker of the period, N things', () => {
  const DECEMBER = [new Date('2026-12-01T00:00:00Z'), new Date('2027-01-01T00:00:00Z')] as const;
  it.each([
    [
      "what's coming up for me in december?",
      'can u put all the december dates in a table? date / what / what to do',
      3,
    ],
    ['qué me espera en diciembre?', 'ponlo en una tabla: fecha / qué / qué hacer', 3],
    ["qu'est-ce qui m'attend en décembre ?", 'un tableau avec les colonnes date, événement et que faire', 3],
    ['what does december hold for me?', 'table please: date | what happens | where in my life | what to do', 4],
  ])('%s → %s', async (first, ask, columns) => {
    const [, table] = await adaChat([first, ask], { tier: 'plus' });
    const [head, ...rows] = tableRows(table!.text);
    expect(head, table!.text).toHaveLength(columns);
    expect(rows.length).toBeGreaterThanOrEqual(4);
    for (const row of rows) {
      expect(row, table!.text).toHaveLength(columns);
      for (const cell of row) expect(cell.length, row.join(' | ')).toBeGreaterThan(3);
    }
    // Every new and full Moon of December is a row, and the transit in orb that month too.
    for (const l of lunations(...DECEMBER))
      expect(
        rows.some((r) => r[0]!.includes(humanDate(l.at.slice(0, 10)))),
        l.at,
      ).toBe(true);
    expect(rows.some((r) => /Transiting/.test(r[1]!))).toBe(true);
  });

  it.each([
    'bullet points only. what should I watch between now and end of January, with dates',
    'bullets: what to watch until the end of january, with dates',
    'viñetas: qué vigilar hasta finales de enero, con fechas',
  ])('%s: lunations, stations, ingresses and their transits, each on its own line', async (ask) => {
    const [turn] = await adaChat([ask], { tier: 'plus' });
    const lines = turn!.text.split('\n').filter((l) => l.startsWith('- '));
    const span = [new Date('2026-11-28T12:00:00Z'), new Date('2027-02-01T00:00:00Z')] as const;
    for (const l of lunations(...span)) expect(turn!.text, l.at).toContain(humanDate(l.at.slice(0, 10)));
    for (const s of stations(...span).filter((x) => ['Mercury', 'Venus', 'Mars'].includes(x.body)))
      expect(turn!.text, `${s.body} ${s.at}`).toContain(humanDate(s.at.slice(0, 10)));
    expect(turn!.text).toMatch(/moves into your \d+\w+ house/);
    expect(lines.filter((l) => /Transiting/.test(l)).length).toBeGreaterThanOrEqual(2);
  });

  it.each([
    ['what does my chart say about work?', 'give me a list of 3 things', 3],
    ['what should I focus on this month?', 'ok, a list of 2 things', 2],
    ['¿qué dice mi carta del amor?', 'dame una lista de 3 cosas', 3],
  ])('%s → "%s" gives exactly that many', async (first, ask, count) => {
    const [, turn] = await adaChat([first, ask], { tier: 'plus' });
    expect(
      turn!.text.split('\n').filter((l) => /^(?:- |\d+\. )/.test(l)),
      turn!.text,
    ).toHaveLength(count);
  });
});
