// Whole chats for the eighth round's talk kinds: the first line in another language answers the turn it opens (a
// loss, "too long", a yes or no, the plans) and the honest line about English is said once; product questions
// (folders, closing the tab as a guest, a named voice, prices in other languages, an app question beside a chart one)
// get the product's facts; short Italian is read as Italian. Wordings of our own, in several languages, with controls.
import type { Tier } from '@stellara/contract';
import { describe, expect, it } from 'vitest';
import { adaChat } from '../../test-support/chat.ts';
import { writtenLanguageOf } from '../understanding/language.ts';

const firstLine = (text: string) => text.split('\n')[0]!;
const ASTROLOGY = /\b(Sun|Moon|Venus|Mars|Saturn|Rising|house|Midheaven|In short)\b/;

describe('the first line in their language answers this turn; the honest line is said once', () => {
  it.each([
    [
      [
        '¿Qué dice mi carta sobre mi trabajo?',
        'Mi abuela murió ayer',
        '¿Cuánto cuestan plus y pro?',
        'su respuesta es demasiado larga',
      ],
      [
        /^Vamos con tu pregunta sobre tu carrera;/,
        /^Lo siento mucho por tu pérdida\./,
        /^Estos son los planes/,
        /^Tienes razón/,
      ],
    ],
    [
      [
        'Que dit mon thème sur mon travail ?',
        'Ma mère est décédée la semaine dernière',
        'combien coûte le plan plus ?',
        "c'est trop long",
      ],
      [/^Passons à ta question sur ta carrière;/, /^Toutes mes condoléances\./, /^Voici les formules/, /^Tu as raison/],
    ],
    [
      [
        'cosa dice il mio tema sul lavoro?',
        'mio padre è morto ieri',
        'quanto costa il piano pro?',
        'la tua risposta è troppo lunga',
      ],
      [
        /^(?:Ho capito|Veniamo alla domanda)/,
        /^Mi dispiace tanto per la tua perdita\./,
        /^Ecco i piani/,
        /^Hai ragione/,
      ],
    ],
  ])('%j', async (messages, lines) => {
    const turns = await adaChat(messages);
    for (const [i, t] of turns.entries()) expect(firstLine(t.text)).toMatch(lines[i]!);
    // No opening line twice in the chat.
    expect(new Set(turns.map((t) => firstLine(t.text))).size).toBe(turns.length);
  });

  it.each([
    ['mi abuela murió ayer', /^Lo siento mucho por tu pérdida\. Por ahora escribo solo en inglés/],
    ['minha avó morreu ontem', /^Sinto muito pela sua perda\. Por enquanto escrevo só em inglês/],
    ['ma grand-mère est morte hier', /^Toutes mes condoléances\. Pour l’instant/],
  ])('a loss told first is met in their language, with the honest line once: %s', async (message, line) => {
    const [reply] = await adaChat([message]);
    expect(firstLine(reply!.text)).toMatch(line);
    expect(reply!.text).not.toMatch(/Entendí tu pregunta|Entendi sua pergunta|compris ta question/);
  });

  it.each([
    ['si cierro la pestaña, ¿se pierde mi carta?', /^Sí\./],
    ['se eu fechar a aba, meu mapa some?', /^Sim\./],
  ])('a yes-or-no product question opens with the answer in their language (guest): %s', async (message, line) => {
    const turns = await adaChat(['¿y mi luna?', message].slice(message.startsWith('se') ? 1 : 0), {
      tier: 'anonymous',
    });
    expect(firstLine(turns.at(-1)!.text)).toMatch(line);
  });

  it('control: an ordinary later question keeps a short rotating line', async () => {
    const turns = await adaChat(['¿qué dice mi carta sobre mi trabajo?', '¿y mi luna?', '¿y mi venus?']);
    expect(firstLine(turns[1]!.text)).not.toMatch(/Entendí|Lo siento|Tienes razón/);
    expect(firstLine(turns[1]!.text)).not.toBe(firstLine(turns[2]!.text));
  });

  it.each([
    'your answer is too long',
    'su respuesta es demasiado larga',
    'la tua risposta è troppo lunga',
    "c'est trop long",
  ])('"%s" after a reading is shorter than it and adds nothing new', async (ask) => {
    const turns = await adaChat(['what does my chart say about my career?', ask]);
    const body = turns[1]!.text.replace(/^[^\n]*:\n\n/, '');
    expect(body.split(/\s+/).length).toBeLessThan(turns[0]!.text.split(/\s+/).length / 2);
    expect(body.split(/\s+/).length).toBeGreaterThan(5);
  });

  it.each(['bye, thanks!', 'ok bye', 'adiós, gracias', 'tchau, obrigada'])(
    'a guest saying goodbye (%s) is never told their chart will be here',
    async (bye) => {
      for (const personality of ['guide', 'witchy'] as const) {
        const turns = await adaChat(['what is my moon sign?', 'thanks', bye], { tier: 'anonymous', personality });
        expect(turns.at(-1)!.text).not.toMatch(/chart will be here|carta estará aquí|mapa vai estar aqui/);
      }
    },
  );
});

describe('short Italian, Spanish and Portuguese messages are read in their language', () => {
  it.each([
    ['perfetto', 'it'],
    ['quanto costa?', 'it'],
    ['troppo lungo', 'it'],
    ['va bene', 'it'],
    ['buona notte', 'it'],
    ['cuánto cuesta?', 'es'],
    ['y mi luna?', 'es'],
    ['muito longo', 'pt'],
    ['quanto custa?', 'pt'],
    ['boa noite', 'pt'],
    ['et ma lune ?', 'fr'],
    ['bonne nuit', 'fr'],
    ['what about my moon?', 'en'],
    ['come here', 'en'],
  ])('%s → %s', (message, language) => {
    expect(writtenLanguageOf(message)).toBe(language);
  });
});

const last = async (messages: string[], tier: Tier = 'free') => (await adaChat(messages, { tier })).at(-1)!.text;

describe('plan and product questions get the product, not a reading', () => {
  it.each([
    'if i close this tab is my chart gone?',
    'will i lose my chart if i close the browser?',
    'si je ferme l’onglet, mon thème est perdu ?',
  ])('a guest asking "%s" is told it lasts only for the browser session, and what keeps it', async (message) => {
    const text = await last([message], 'anonymous');
    expect(text).toMatch(/browser session/);
    expect(text).toMatch(/free account keeps your chart/);
    expect(text).not.toMatch(/chart will be here|Sun in|Rising sign is/);
  });

  it('control: a member asking the same is told it is saved', async () => {
    const text = await last(['if i close this tab is my chart gone?'], 'free');
    expect(text).toMatch(/^No: your chart is saved/);
  });

  it.each([
    ['can you do witch mode?', 'free', /Witchy Mode comes with Plus/],
    ['¿puedes hacer el modo bruja?', 'free', /Witchy Mode comes with Plus/],
    ['can you do witch mode?', 'plus', /Yes: Witchy Mode is yours/],
  ] as const)('%s (%s): which voices the plan has and which plan gives the others', async (message, tier, answer) => {
    const text = await last([message], tier);
    expect(text).toMatch(answer);
    expect(text).toMatch(/Friendly Guide/);
    expect(text).not.toMatch(/### Sun in/);
  });

  it.each([
    ['how do folders work', 'free', /Folders come with Plus \(\$25 a month\) and Pro/],
    ['can I put chats in folders?', 'plus', /Yes, folders are in your Plus plan/],
    ['¿cómo funcionan las carpetas?', 'free', /Folders come with Plus/],
    ['come funzionano le cartelle?', 'anonymous', /As a guest your chats are not saved/],
  ] as const)('%s (%s): how folders work, for the plan', async (message, tier, answer) => {
    const text = await last([message], tier);
    expect(text).toMatch(answer);
    expect(text).toMatch(/Chat Folders page/);
  });

  it.each([
    '¿Cuánto cuestan plus y pro?',
    'combien coûte le plan plus ?',
    'was kostet pro?',
    'quanto costa il piano pro?',
  ])('%s: the prices from the contract', async (message) => {
    const text = await last([message]);
    expect(text).toMatch(/Plus is \$25 a month/);
    expect(text).toMatch(/Pro is \$45 a month/);
  });

  it.each([
    [
      'are you an AI? do you keep my chats? who sees them?',
      'free',
      /not a person[\s\S]*Yes, it is kept[\s\S]*Delete Account/,
    ],
    [
      'are you a bot? and do you store my data?',
      'anonymous',
      /not a person[\s\S]*Only for this visit[\s\S]*Closing the tab/,
    ],
  ] as const)('%s (%s): what it is, what is stored, how to delete', async (message, tier, answer) => {
    expect(await last([message], tier)).toMatch(answer);
  });

  it.each([
    ['how do folders work, and what is my venus sign?', /Chat Folders page/, /Venus[^.]*Gemini/],
    ['can you do witch mode? also what is my rising sign', /Witchy Mode comes with Plus/, /Rising sign is Libra/],
    ['how much is pro and what is my moon sign?', /Pro is \$45/, /Moon[^.]*Aries/],
  ])('%s: both answered, in order', async (message, app, chart) => {
    const text = await last([message]);
    expect(text).toMatch(app);
    expect(text).toMatch(chart);
    expect(text.search(app)).toBeLessThan(text.search(chart));
  });

  it.each(['what personality do I have?', 'my friend keeps chats in folders on her desk, what does my 3rd house say?'])(
    'control: "%s" is still read from the chart',
    async (message) => {
      expect(await last([message])).toMatch(ASTROLOGY);
    },
  );
});
