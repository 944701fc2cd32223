// Whole chats for the seventh round's talk kinds: a shape asked of what was said is kept on the final text, product
// questions in other wordings and languages are answered, not read, and formal address is kept. Each kind in wordings
// of our own, in English and at least two other languages, with controls.
import type { PersonalityId, Tier } from '@stellara/contract';
import { describe, expect, it } from 'vitest';
import { adaChat } from '../../test-support/chat.ts';

const last = async (messages: string[], tier: Tier = 'free', personality: PersonalityId = 'guide') =>
  (await adaChat(messages, { tier, personality })).at(-1)!;

const CAREER = 'What does my chart say about my career?';
const LOVE = 'how do I love, according to my chart?';
const SENTENCES = (text: string) => text.split(/(?<=[.!?])\s+(?=\p{Lu})/u).filter(Boolean).length;
const WORDS = (text: string) => text.split(/\s+/).filter((w) => /\p{L}/u.test(w)).length;
/** The English body of a reply, without a line in another language above it. */
const body = (text: string) => text.replace(/^[^\n]*:\n\n/, '');
const ASTROLOGY =
  /\b(Sun|Moon|Mercury|Venus|Mars|Jupiter|Saturn|Cancer|Aries|Libra|Gemini|Capricorn|chart|house|rising|transit|planet|astrolog\w*|zodiac)\b/i;

describe('a shape asked of what was said is the answer, and adds nothing new', () => {
  it.each([
    [CAREER, 'in one sentence'],
    [LOVE, 'one sentence please'],
    [CAREER, 'en una frase'],
    [LOVE, 'em uma frase, por favor'],
  ])('%s → %s: one sentence, from the last reply', async (first, ask) => {
    const turns = await adaChat([first, ask]);
    const reply = body(turns[1]!.text);
    expect(SENTENCES(reply)).toBe(1);
    expect(reply).toMatch(/^In short: /);
    const said = turns[0]!.text.replace(/\s+/g, ' ').toLowerCase();
    expect(said).toContain(
      reply
        .replace(/^In short: /, '')
        .replace(/\s+/g, ' ')
        .toLowerCase(),
    );
  });

  it.each([
    '3 bullet points summing up what you told me',
    'sum up what you said in 3 bullets',
    'resume lo que me dijiste en 3 puntos',
    'fasse zusammen, was du gesagt hast, in drei Stichpunkten',
  ])('%s: three bullets, each from the chat’s own replies', async (ask) => {
    const turns = await adaChat([CAREER, LOVE, ask]);
    const said = `${turns[0]!.text} ${turns[1]!.text}`.replace(/\*\*/g, '').replace(/\s+/g, ' ');
    const bullets = body(turns[2]!.text)
      .split('\n')
      .filter((l) => /^[-*] /.test(l));
    expect(bullets).toHaveLength(3);
    for (const b of bullets) expect(said).toContain(b.replace(/^[-*] /, '').replace(/\*\*/g, ''));
  });

  it.each(['max 50 words', 'in 30 words max', 'máximo 40 palabras'])('%s: never more words than asked', async (ask) => {
    const cap = Number(/\d+/.exec(ask)![0]);
    const reply = body((await last([CAREER, ask])).text);
    expect(WORDS(reply)).toBeLessThanOrEqual(cap);
    expect(WORDS(reply)).toBeGreaterThan(3);
  });

  it.each([
    ['a table with 5 rows', 5],
    ['put that in a table, 3 rows', 3],
    ['en una tabla con 3 filas', 3],
  ])('%s: a markdown table of that many rows', async (ask, rows) => {
    const reply = (await last([CAREER, LOVE, ask])).text;
    const lines = reply.split('\n').filter((l) => l.startsWith('|'));
    expect(lines.length - 2).toBeLessThanOrEqual(rows);
    expect(lines.length - 2).toBeGreaterThanOrEqual(2);
    expect(lines[1]).toMatch(/^\| --- \|/);
  });

  it.each(['just one thing', 'only one thing please', 'solo una cosa'])('%s: one step, no reading', async (ask) => {
    const reply = body((await last([CAREER, ask])).text);
    expect(reply).toMatch(/^If you do one thing:/);
    expect(SENTENCES(reply)).toBe(1);
  });

  it.each([
    [CAREER, 'no star stuff, just practical', /work/],
    ["I'm so stressed about my job interview next week", 'without astrology, just practical', /work/],
    ['how do I get along with my boyfriend better?', 'sin astrología, solo lo práctico', /need/],
    ['mein Chef macht mir das Leben schwer', 'ohne Astrologie bitte, nur praktisch', /work/],
  ])('%s → %s: practical steps from their words, no astrology at all', async (first, ask, about) => {
    const reply = (await last([first, ask])).text;
    expect(body(reply)).not.toMatch(ASTROLOGY);
    expect(reply).toMatch(about);
    expect(reply.split('\n').filter((l) => /^\d\. /.test(l)).length).toBeGreaterThanOrEqual(3);
  });

  it('a question with "no astrology" in it is answered practically too', async () => {
    const reply = (await last([CAREER, 'how do I handle my boss? no astrology please'])).text;
    expect(body(reply)).not.toMatch(ASTROLOGY);
    expect(reply).toMatch(/boss/);
  });

  it('a reading asked as a table is kept a table on the final text', async () => {
    const reply = (await last(['what about my moon? in a table'])).text;
    expect(reply).toMatch(/^\| Point \| What it says \|$/m);
    expect(reply).not.toMatch(/^### /m);
  });

  it('control: a question with a subject of its own is a reading, not a reshape', async () => {
    const turn = await last([CAREER, 'and what about my Venus?']);
    expect(turn.plan.mode).not.toBe('talk');
    expect(turn.text).toMatch(/Venus/);
  });
});

describe('product questions in other wordings and languages are answered, not read', () => {
  it.each([
    ['are you human?', /not a person|automated/],
    ['bist du ein Mensch?', /kein Mensch/],
    ['sind Sie ein Bot?', /kein Mensch/],
    ['sei una persona?', /Non sono una persona/],
    ['êtes-vous humain ?', /pas d'humain/],
    ['¿es usted una persona?', /No soy una persona/],
  ])('%s', async (message, answer) => {
    const turn = await last([message]);
    expect(turn.plan.mode).toBe('about-stellara');
    expect(turn.text).toMatch(answer);
    expect(turn.text).not.toMatch(/###/);
  });

  it.each(['what email do I use to cancel?', 'how do I cancel', 'wie kündige ich?', '¿cómo cancelo?'])(
    '%s: how to cancel, no reading',
    async (message) => {
      const turn = await last([message]);
      expect(turn.text).toMatch(/Cancel Subscription/);
      expect(turn.text).not.toMatch(/###/);
    },
  );

  it('an email asked for is answered: none is needed', async () => {
    expect((await last(['what email do I use to cancel?'])).text).toMatch(/^No email is needed/);
  });

  it('cancelling asked again is answered again in a line, never with "still a program"', async () => {
    const turns = await adaChat(['how do I cancel?', 'wie kündige ich?', 'what email do I use to cancel?']);
    for (const t of turns.slice(1)) {
      expect(t.text).toMatch(/Cancel Subscription/);
      expect(t.text).not.toMatch(/program|automated/);
    }
    expect(new Set(turns.map((t) => body(t.text))).size).toBe(3);
  });

  it.each([
    ['do you speak German?', /^Na klar! Schreib mir auf Deutsch/],
    ['parlez-vous français ?', /^Bien sûr ! Écrivez-moi en français/],
    ['¿hablas español?', /^¡Claro que sí! Escríbeme en español/],
    ['parli italiano?', /^Certo! Scrivimi in italiano/],
    ['você fala português?', /^Claro que sim!/],
  ])('%s: answered in that language, honestly, with no reading', async (message, answer) => {
    const turn = await last([message]);
    expect(turn.text).toMatch(answer);
    expect(turn.text).toMatch(/ingl[eéê]s|anglais|Englisch|inglese|English/);
    expect(turn.text).not.toMatch(/###/);
  });

  it.each(['can I switch to the witchy one?', 'can I change to the mystical oracle?', '¿puedo cambiar a la bruja?'])(
    '%s on Free: what Free allows and that Plus has the others',
    async (message) => {
      const text = (await last([message], 'free')).text;
      expect(text).toMatch(/Friendly Guide/);
      expect(text).toMatch(/come with Plus/);
      expect(text).not.toMatch(/###/);
    },
  );

  it('on Plus the switch is theirs, in Settings', async () => {
    expect((await last(['can I switch to the witchy one?'], 'plus')).text).toMatch(/All five are yours[\s\S]*Settings/);
  });

  it.each([
    "can you read Sam's chart too?",
    'can you look at my boyfriend’s chart as well?',
    '¿puedes leer la carta de Ana?',
  ])('%s: how many charts each plan keeps, Pro for several', async (message) => {
    const text = (await last([message], 'free')).text;
    expect(text).toMatch(/Plus, which includes 1 stored chart, and Pro, with up to 6 charts/);
    expect(text).not.toMatch(/###/);
  });
});

describe('formal address is kept in the lines in their language', () => {
  it.each([
    ['Sprechen Sie Deutsch?', /Schreiben Sie mir[\s\S]*Ihre Fragen[\s\S]*möchten Sie zuerst/, /\b(du|dein\w*)\b/],
    ['Sind Sie ein Bot?', /Ihrem Geburtshoroskop/, /\bdein\w*\b/],
    ['parlez-vous français ?', /Écrivez-moi[\s\S]*vos questions[\s\S]*aimeriez-vous/, /\b(tu|tes|ton)\b|-tu\b/],
    ['êtes-vous humain ?', /votre thème/, /\bton\b/],
    ['¿Usted habla español?', /Escríbame[\s\S]*sus preguntas[\s\S]*le gustaría/, /\b(tus|te)\b|Escríbeme/],
    ['¿Es usted una persona?', /su carta natal/, /\btu\b/],
    ['O senhor fala português?', /o senhor gostaria/, /\bvocê\b/],
  ])('%s', async (message, formal, informal) => {
    const text = (await last([message])).text;
    expect(text).toMatch(formal);
    expect(text).not.toMatch(informal);
  });

  it('the form holds over a later turn in that language: the line above an English reading, and thanks', async () => {
    const turns = await adaChat(['Können Sie mir etwas über meinen Mond sagen?', 'danke schön']);
    expect(turns[0]!.text.split('\n\n')[0]).toMatch(/Ihrer? Frage/);
    expect(turns[1]!.text).toMatch(/wenn Sie mit Ihrem Horoskop weitermachen möchten/);
  });

  it.each([
    ['Bist du ein Mensch?', /deinem Geburtshoroskop/],
    ['hablas español?', /Escríbeme en español/],
    ['es-tu humain ?', /ton thème/],
  ])('control: informal stays informal (%s)', async (message, informal) => {
    expect((await last([message])).text).toMatch(informal);
  });
});

describe('the honest line in their language is said in full once, in the form of address they use', () => {
  it.each([
    [
      ['¿Qué dice mi carta sobre mi trabajo? Usted me dirá.', '¿Y qué dice de mi pareja, por favor?', '¿Y mi luna?'],
      'por ahora escribo solo en inglés',
      /^Vamos con su pregunta sobre su carrera/,
    ],
    [
      [
        'Que dit mon thème sur mon travail, selon vous ?',
        'Et pouvez-vous me parler de ma lune ?',
        'Et mon Vénus, svp ?',
      ],
      'pour l’instant, j’écris uniquement en anglais',
      /^Passons à votre question sur votre carrière/,
    ],
  ])('%j', async (messages, full, first) => {
    // The first line names the topic answered (answer-line.ts), in their form of address, with the honest part once.
    const turns = await adaChat(messages);
    const opened = turns.map((t) => t.text.split('\n')[0]!.includes(full));
    expect(opened).toEqual([true, false, false]);
    expect(turns[0]!.text).toMatch(first);
  });
});

describe('who is on the other side, asked with a time word', () => {
  it.each([
    'am i speaking to a human right now',
    "is this a real astrologer i'm chatting with at the moment?",
    'r we talking to an actual person rn or a bot',
  ])('"%s" is answered as a question about Stellara, not with the sky', async (message) => {
    const [reply] = await adaChat([message]);
    expect(reply!.text).toMatch(/not a person/);
    expect(reply!.text).not.toMatch(/transit|In the sky as of/i);
  });

  it('a story about an astrologer is not that question', async () => {
    const [reply] = await adaChat(['I was talking to an astrologer last week and she said my saturn is rough']);
    expect(reply!.text).not.toMatch(/not a person/);
  });
});
