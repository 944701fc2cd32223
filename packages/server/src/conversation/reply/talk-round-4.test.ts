import type { PersonalityId } from '@stellara/contract';
import { describe, expect, it } from 'vitest';
import { adaChat } from '../../test-support/chat.ts';
import { LANGUAGE_NOTICE } from './acts.ts';
import {
  CAN_AND_CANNOT,
  HELLO_AGAIN,
  HELLO_NEW,
  HERE_IN_ENGLISH,
  LANGUAGE_AGAIN,
  LANGUAGE_BYE,
  LANGUAGE_PLAIN,
  LANGUAGE_THANKS,
  LANGUAGE_WELCOME,
} from './language-lines.ts';
import { TURN_TAILS } from './turn-line.ts';

const chat = (messages: string[], personality: PersonalityId = 'guide') => adaChat(messages, { personality });
const last = async (messages: string[], personality?: PersonalityId) => (await chat(messages, personality)).at(-1)!;

const words = (text: string) => text.split(/\s+/).filter(Boolean).length;
const firstParagraph = (text: string) => text.split('\n\n')[0]!;

/** Every fixed line we write in a language, by language: a reply's first line must be in the message's own. */
const LINES_BY_LANGUAGE = (() => {
  const out = new Map<string, string[]>();
  const tables = [
    LANGUAGE_NOTICE,
    LANGUAGE_AGAIN,
    LANGUAGE_PLAIN,
    LANGUAGE_WELCOME,
    CAN_AND_CANNOT,
    HELLO_NEW,
    HELLO_AGAIN,
    LANGUAGE_THANKS,
    LANGUAGE_BYE,
    TURN_TAILS,
  ];
  for (const table of tables)
    for (const [language, lines] of Object.entries(table)) {
      const all = out.get(language) ?? [];
      out.set(language, [...all, ...(Array.isArray(lines) ? lines : [lines as string])]);
    }
  return out;
})();

/** The languages whose fixed lines the reply holds. */
const linesIn = (text: string) =>
  [...LINES_BY_LANGUAGE]
    .filter(([, lines]) => lines.some((l) => text.toLowerCase().includes(l.toLowerCase())))
    .map(([language]) => language);

describe('"answer in Italian" is a request about the chat’s language', () => {
  it.each([
    ['can you answer in german?', 'de', /Ich verstehe Deutsch/],
    ['réponds en français stp', 'fr', /Je comprends le français/],
    ['antwoord in het Nederlands', 'nl', /in het Nederlands alleen korte zinnen/],
    ['rispondimi sempre in italiano', 'it', /Capisco l'italiano/],
    ['respóndeme en español por favor', 'es', /Entiendo el español/],
    ['pode responder em português?', 'pt', /Entendo português/],
    ['odpowiadaj po polsku proszę', 'pl', /po polsku tylko krótkie zdania/],
    ['kan du svara på svenska?', 'sv', /can't write in Swedish yet/],
  ])('%s: what it can and cannot write, in one line of it, and a door', async (message, language, line) => {
    const turn = await last([message]);
    expect(turn.plan.language).toBe(language);
    expect(turn.text).toMatch(line);
    expect(turn.text).toMatch(/\?$/);
    expect(turn.text).not.toMatch(/###|Big Three|Sun in Cancer/);
    expect(words(turn.text)).toBeLessThanOrEqual(45);
  });

  it('asked mid-chat, the request is still answered, not read as off-topic or a reading', async () => {
    const turn = await last(["what's my moon sign?", 'réponds en français stp']);
    expect(turn.plan.mode).toBe('talk');
    expect(turn.text).toMatch(/^Je comprends le français/);
  });

  it.each([
    ['rispondimi sempre in italiano, qual è il mio segno lunare?', 'it'],
    ['answer in dutch please: what does my moon say about me?', 'nl'],
    ['en français s’il te plaît : que dit ma lune ?', 'fr'],
  ] as const)('%s: the honest line, then the answer, then a short line on later turns', async (message, language) => {
    const turns = await chat([message, 'and my venus?', 'what about my mars']);
    const [first, second, third] = turns.map((t) => t.text);
    expect(firstParagraph(first!)).toBe(`${CAN_AND_CANNOT[language]} ${HERE_IN_ENGLISH[language]}`);
    expect(first).toMatch(/Moon\b[^.]*\bAries/);
    // The wish holds for the chat: the later English questions get the short line in that language, never the
    // first line again word for word.
    // Each names the planet asked about, in that language (turn-leads.ts), and the two differ.
    const [venus, mars]: [RegExp, RegExp] = { it: [/Venere/, /Marte/], nl: [/Venus/, /Mars/], fr: [/Vénus/, /Mars/] }[
      language
    ] as [RegExp, RegExp];
    expect(firstParagraph(second!)).toMatch(venus);
    expect(firstParagraph(third!)).toMatch(mars);
    expect(firstParagraph(second!)).not.toBe(firstParagraph(third!));
    for (const later of [second!, third!]) expect(linesIn(firstParagraph(later))).toEqual([language]);
    for (const later of [second!, third!]) expect(later).not.toContain(CAN_AND_CANNOT[language]!);
    expect(second).toMatch(/Venus/);
    expect(third).toMatch(/Mars/);
  });

  it.each([
    [['answer in french please', 'muchas gracias, hasta luego!'], 'es'],
    [['switch to english pls', 'what about my sun', 'obrigada, até amanhã'], 'pt'],
    [['réponds en français stp', 'vielen Dank, bis morgen'], 'de'],
  ] as const)(
    'a message written in another language than the one asked for speaks for itself: %j',
    async (messages, language) => {
      const turn = await last([...messages]);
      expect(turn.plan.language).toBe(language);
    },
  );

  it('English asked for first thing is agreed to in one line, no reading', async () => {
    const turn = await last(['can you answer in english please']);
    expect(turn.text).toMatch(/^Of course: I will answer in English\./);
    expect(turn.text).not.toMatch(/###/);
  });
});

describe('a neighbour language is never answered in another’s words', () => {
  const DUTCH = [
    'kun je mij vertellen over mijn liefdesleven',
    'wat zegt mijn maan over mij?',
    'ik ben geboren in juli, wat betekent dat voor mijn werk',
    'waarom ben ik altijd zo moe, zegt mijn horoscoop iets?',
    'hoe zit het met mijn relaties dit jaar',
    'vertel me meer over mijn venus',
  ];
  it.each(DUTCH)('Dutch "%s" opens with a Dutch line, never a French or German one', async (message) => {
    const turn = await last([message]);
    expect(turn.plan.language).toBe('nl');
    expect(linesIn(turn.text)).toEqual(['nl']);
  });

  const POLISH = [
    'co mówi mój księżyc?',
    'jaki jest mój ascendent',
    'opowiedz mi o mojej pracy',
    'czy ten rok będzie dla mnie dobry?',
    'dlaczego jestem taka zmęczona, co mówi horoskop',
  ];
  it.each(POLISH)('Polish "%s" opens with a Polish line, never a Czech or Portuguese one', async (message) => {
    const turn = await last([message]);
    expect(turn.plan.language).toBe('pl');
    expect(linesIn(turn.text)).toEqual(['pl']);
  });

  const NO_LINES = [
    ['co říká můj měsíc o mně?', 'Czech'],
    ['jaké je moje znamení?', 'Czech'],
    ['vad säger min måne om mig?', 'Swedish, Danish or Norwegian'],
    ['hvad siger mit horoskop om kærlighed', 'Swedish, Danish or Norwegian'],
    ['hva betyr min måne?', 'Swedish, Danish or Norwegian'],
    ['ek wil weet van my liefde', 'Afrikaans'],
  ];
  it.each(NO_LINES)('"%s" gets an honest English reply, no other language’s lines', async (message, named) => {
    const turn = await last([message]);
    expect(linesIn(turn.text)).toEqual([]);
    expect(firstParagraph(turn.text)).toContain(`I can't write in ${named} yet`);
  });

  it.each([
    ['wat zegt mijn maan over mij?', 'was sagt mein Mond über mich?'],
    ['kun je mij iets vertellen over mijn werk', 'que dit ma lune sur moi ?'],
    ['co mówi mój księżyc?', 'o que diz minha lua?'],
    ['jaki jest mój ascendent', 'cosa dice la mia luna?'],
    ['opowiedz mi o mojej pracy', 'qué dice mi luna?'],
  ])('"%s" and its neighbour "%s" each get their own lines', async (one, other) => {
    const [a, b] = [await last([one]), await last([other])];
    expect(linesIn(a.text)).toEqual([a.plan.language]);
    expect(linesIn(b.text)).toEqual([b.plan.language]);
    expect(a.plan.language).not.toBe(b.plan.language);
    expect(['nl', 'pl']).toContain(a.plan.language);
  });
});

describe('the form asked for is the form given', () => {
  const list = (text: string) => text.split('\n').filter((l) => l.startsWith('- '));

  it.each([
    'tell me about my love life, bullet points pls',
    'what does my chart say about career? as a list',
    'bullet points: my moon',
    'als Liste bitte: was sagt mein Mond?',
    'meus pontos fortes em tópicos',
  ])('"%s" gets a real list', async (message) => {
    const turn = await last([message]);
    expect(list(turn.text).length).toBeGreaterThanOrEqual(2);
    expect(turn.text).not.toMatch(/^###/m);
  });

  it.each([
    ['in 3 bullets, what does my chart say about love', 3],
    ['my biggest weakness in 3 bullets', 3],
    ['career in two bullet points', 2],
  ])('"%s" gets exactly that many lines', async (message, count) => {
    const turn = await last([message]);
    expect(list(turn.text)).toHaveLength(count);
  });

  it('a list asked once holds for the chat, until prose is asked for', async () => {
    const turns = await chat([
      'bullet points pls. what does my chart say about love',
      'and my career?',
      'what about friendships',
      'one sentence: my sun',
      'more detail on my venus please',
    ]);
    for (const t of turns.slice(0, 3)) expect(list(t.text).length).toBeGreaterThanOrEqual(2);
    // One sentence asked is one sentence, not a one-line list.
    expect(list(turns[3]!.text)).toEqual([]);
    expect(turns[3]!.text.split(/(?<=[.!?])\s+(?=[A-Z])/)).toHaveLength(1);
    expect(list(turns[4]!.text)).toEqual([]);
  });

  it.each([
    'no essay, what does my chart say about my career',
    'no essays pls. my moon?',
    'short version: my venus',
    'sin rollos, qué dice mi luna',
    'sem textão, o que diz minha lua?',
  ])('"%s" is at most 80 words, and so is the next answer until more is asked for', async (first) => {
    const turns = await chat([first, 'what does my chart say about love?', 'ok now in detail: my venus']);
    for (const t of turns.slice(0, 2)) {
      expect(words(t.text)).toBeLessThanOrEqual(80);
      expect(t.text).not.toMatch(/###|Mercury: 6°49'/);
    }
    expect(words(turns[2]!.text)).toBeGreaterThan(100);
  });
});

describe('a weakness asked in any words gets the weakness', () => {
  it.each([
    'worst flaw honestly',
    "what's my weakness? be brutal",
    'my shadow side?',
    'what do i suck at',
    "what's my weak spot",
    'cuál es mi peor defecto, sé sincera',
    'qual o meu maior defeito?',
    'quel est mon pire défaut, honnêtement',
    'was ist meine größte Schwäche?',
  ])('%s', async (message) => {
    const turn = await last([message]);
    expect(turn.plan.mode).toBe('reading');
    expect(turn.plan.side).toBe('shadow');
    expect(turn.text).toMatch(/The (weakness|flaw|shadow|weak spot) I'd name first/);
    expect(turn.text).toMatch(/Sun square Moon/);
    expect(turn.text).not.toMatch(/Big Three|three pillars|###/);
  });

  it('a strength asked plainly gets the strength, in Portuguese too', async () => {
    for (const message of ['what are my strengths', 'quais são meus pontos fortes?']) {
      const turn = await last([message]);
      expect(turn.text).toMatch(/The strength I'd name first/);
    }
  });

  it('a blunt ask is a question, while an insult with it is still met as hostility', async () => {
    expect((await last(['worst flaw, be honest'])).plan.mode).toBe('reading');
    expect((await last(["you're useless, what's my worst flaw"])).plan.mode).toBe('hostile');
  });
});

describe('a hello in another language is a hello, never a reading', () => {
  it.each([
    ['salut', 'fr'],
    ['hallo', 'de'],
    ['ciao', 'it'],
    ['hoi', 'nl'],
    ['cześć', 'pl'],
    ['dzień dobry', 'pl'],
    ['hola', 'es'],
    ['oi', 'pt'],
  ] as const)('%s from someone new: a welcome in it, one door', async (message, language) => {
    const turn = await last([message]);
    expect(turn.text).toBe(HELLO_NEW[language]);
    expect(turn.text).not.toMatch(/###|Sun in Cancer/);
  });

  it.each([
    ['hallo', 'de'],
    ['hoi!', 'nl'],
  ] as const)('%s later in a chat: greeted back in it', async (message, language) => {
    const turn = await last(["what's my moon sign?", message]);
    expect(turn.text).toBe(HELLO_AGAIN[language]);
  });

  it.each(['hej', 'merhaba'])('%s, a language we have no lines in: greeted honestly in English', async (message) => {
    const turn = await last([message]);
    expect(turn.text).toMatch(/^Hi, and welcome to Stellara! .*only in English/);
    expect(turn.text).not.toMatch(/###/);
  });

  it.each([
    ['salut, fais court stp', /^Salut ! Court, promis\./],
    ['hallo, bitte kurz', /^Hallo! Kurz, versprochen\./],
    ['ciao, breve per favore', /^Ciao! Breve, promesso\./],
    ['hoi, kort graag', /^Hoi! Kort, beloofd\./],
  ])('a short hello "%s" is short in its language', async (message, hello) => {
    expect((await last([message])).text).toMatch(hello);
  });
});

describe('a recap only of what was said, and only when asked', () => {
  it.each([
    ['tell me about my chart', 'antwoord in het Nederlands'],
    ['tell me about my chart', 'meus pontos fortes em tópicos'],
    ['tell me about my chart', 'rispondimi in italiano per favore'],
    ['tell me about my chart', 'what are my strengths'],
    ["what's my weakness? be brutal", 'my biggest flaw, honestly?'],
  ])('no "once more" when the Big Three was not asked again: %j', async (...messages) => {
    const turn = await last(messages);
    expect(turn.text).not.toMatch(/once more/);
  });

  it.each(['tell me about me again', 'so who am i, overall?', 'what are my big three again'])(
    '"%s" recalls the Big Three given before, a language request in between did not',
    async (message) => {
      const turns = await chat(['tell me about my chart', 'can you answer in dutch?', message]);
      expect(turns[1]!.text).not.toMatch(/once more|Sun in Cancer/);
      expect(turns[2]!.text).toMatch(/Big Three, once more|Sun in Cancer/);
    },
  );
});
