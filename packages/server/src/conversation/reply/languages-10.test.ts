// Round 10 of the blind review, languages: a person who writes formally (a formal greeting, vous, Sie, usted, Lei,
// u) is answered formally through the chat, and informal writers keep "tu"/"du"; the first line in their language
// names what the reply answers and, for a short reply, says its fact in that language; sorrow only for pain shared;
// Portugal's and Mexico's writers get their own crisis lines. Whole chats, several wordings and languages, controls.
import { calculateNatalChart } from '@stellara/astro';
import { describe, expect, it } from 'vitest';
import { seedKnowledge } from '../../knowledge/meanings.ts';
import { adaChat, runChat } from '../../test-support/chat.ts';
import { contextAt } from '../session-chart.ts';
import { HELLO_NEW } from './language-lines.ts';

const firstLine = (text: string) => text.split('\n')[0]!;
/** The informal forms our lines use, by language, as whole words. */
const INFORMAL = {
  fr: /\b(?:tu|ta|ton|tes|toi|te)\b/i,
  de: /\b(?:du|dein\w*|dir|dich)\b/i,
  es: /\b(?:tu|tus|te|ti)\b/,
  it: /\b(?:tu|tuo|tua|tuoi|tue|ti|vuoi|hai)\b/i,
  nl: /\b(?:je|jij|jouw)\b/i,
} as const;

describe('a formal writer is answered formally, every turn of the chat', () => {
  it.each([
    ['fr', ['Bonjour. Que dit mon thème ?', 'Et ma Lune ?', 'Merci beaucoup'], /votre|vous/],
    ['fr', ['Bonsoir, vous pouvez me dire ce que dit mon thème ?', 'Et mon Soleil ?', 'Merci, au revoir'], /vous/],
    [
      'de',
      ['Guten Tag. Ich will mein Horoskop verstehen. Bitte technisch.', 'Und mein Mond?', 'Danke schön'],
      /Ihr|Sie/,
    ],
    ['de', ['Können Sie mir sagen, was mein Horoskop zeigt?', 'Und die Venus?', 'Danke, auf Wiedersehen'], /Ihr|Sie/],
    ['es', ['Buenas tardes, ¿qué dice mi carta?', '¿Y mi Luna?', 'Muchas gracias'], /\bsu\b|usted|le /],
    ['it', ['Buongiorno, cosa dice il mio tema natale?', 'E la Luna?', 'Grazie mille'], /Suo|Sua|vuole/],
    ['nl', ['Goedemiddag, wat zegt mijn horoscoop?', 'En mijn Maan?', 'Dank u wel'], /\bu\b|\buw\b/],
  ] as const)('%s: %j', async (language, messages, formal) => {
    const turns = await adaChat(messages);
    for (const t of turns) expect(firstLine(t.text)).not.toMatch(INFORMAL[language]);
    expect(turns.map((t) => firstLine(t.text)).join(' ')).toMatch(formal);
  });

  it.each([
    ['bonjour !', INFORMAL.fr],
    ['buongiorno', INFORMAL.it],
    ['goedemorgen', INFORMAL.nl],
    ['Guten Tag', INFORMAL.de],
  ])('a formal hello from someone new is welcomed formally: %s', async (message, informal) => {
    const [turn] = await adaChat([message]);
    expect(turn!.text).not.toMatch(informal);
    expect(turn!.text).not.toMatch(/###/);
  });

  it.each([
    ['fr', ['Salut ! Que dit mon thème ?', 'Et ma Lune ?'], /\bta\b/],
    ['de', ['Hallo, was sagt mein Horoskop?', 'Und mein Mond?'], /\bdein/],
    ['es', ['Hola, ¿qué dice mi carta?', '¿Y mi Luna?'], /\btu\b/],
    ['it', ['Ciao, cosa dice il mio tema?', 'E la Luna?'], /\btua\b/],
    ['fr', ['Bonjour, tu peux me dire ce que dit mon thème ?', 'Et ma Lune ?'], /\bta\b/],
  ])('control: an informal writer keeps the informal form (%s) %j', async (_language, messages, informal) => {
    const turns = await adaChat(messages);
    expect(turns.map((t) => firstLine(t.text)).join(' ')).toMatch(informal);
  });

  it.each(['salut', 'hallo', 'ciao', 'hoi', 'oi', 'hola'] as const)(
    'control: an informal hello keeps our informal welcome: %s',
    async (message) => {
      const [turn] = await adaChat([message]);
      expect(Object.values(HELLO_NEW)).toContain(turn!.text);
    },
  );
});

describe('the first line names what the reply answers, and a short reply says its fact in their language', () => {
  it.each([
    ['Oi! Resume numa frase o que meu mapa diz sobre minha carreira', /carreira: o seu Meio do Céu está em Câncer/],
    ['Em uma frase: o que diz a minha Lua?', /Lua está em Áries/],
    ['En una frase, ¿qué dice mi carta de mi Luna?', /Luna está en Aries/],
    ['In einem Satz: was sagt mein Horoskop über meinen Beruf?', /Beruf: dein MC steht im Krebs/],
    ['En une phrase : que dit ma Lune ?', /Lune est en Bélier/],
    ['In una frase: cosa dice la mia Luna?', /Luna è in Ariete/],
    ['In één zin: wat zegt mijn Maan?', /Maan staat in Ram/],
  ])('%s', async (message, fact) => {
    const [turn] = await adaChat([message]);
    expect(firstLine(turn!.text)).toMatch(fact);
  });

  it.each([
    [['¿Qué dice mi carta sobre mi trabajo?'], /tu carrera/],
    [['Wie steht es um meine Liebe laut Horoskop?'], /Liebesleben/],
    [['¿Qué dice mi carta sobre mi Luna?', '¿y el amor?'], /el amor/],
    [['Que dit mon thème sur mon travail ?'], /ta carrière/],
  ])('a reading names the area it answers: %j', async (messages, label) => {
    const turns = await adaChat(messages);
    expect(firstLine(turns.at(-1)!.text)).toMatch(label);
  });
});

const SORRY = /sinto muito|lo siento|siento mucho|tut mir (?:sehr )?leid|ce que tu traverses|mi dispiace|I'm sorry/i;

describe('sorrow opens a reply only when something painful was shared', () => {
  it.each([
    'Numa frase só: devo mudar de carreira? tenho medo de errar',
    'In einem Satz: Soll ich den Job wechseln? Ich habe Angst, mich falsch zu entscheiden',
    "En une phrase : dois-je changer de métier ? J'ai peur de me tromper",
    'En una frase: ¿debería cambiar de trabajo? Me da miedo equivocarme',
  ])('a choice ahead, with a fear of choosing wrong: %s', async (message) => {
    const [turn] = await adaChat([message]);
    expect(turn!.text).not.toMatch(SORRY);
  });

  it.each([
    ['Fui demitida semana passada. Em uma frase, o que meu mapa diz da carreira?', /^Sinto muito/],
    ['Mi madre murió el mes pasado y no sé qué hacer con mi trabajo', /^Lo siento/],
    ["J'ai peur tout le temps, je fais des crises d'angoisse", /^Ce que tu traverses/],
  ])('control: a pain told is still met with sorrow: %s', async (message, line) => {
    const [turn] = await adaChat([message]);
    expect(firstLine(turn!.text)).toMatch(line);
  });
});

/** A chat with a birth time zone, for the crisis line of the country someone was born in. */
async function bornIn(timezone: string, messages: readonly string[]) {
  const sent = new Date('2026-11-28T12:00:00Z');
  const natal = calculateNatalChart({ ut: '1990-07-15T12:30:00Z', latitude: 38.7, longitude: -9.1 });
  const chart = contextAt(natal, sent, { local: { date: '1990-07-15', time: '13:30', timezone } });
  const turns = await runChat(messages, {
    chart,
    knowledge: seedKnowledge(),
    personality: 'guide',
    level: 'basic',
    tier: 'free',
    sent,
  });
  return turns.map((t) => t.reading.text);
}

const PORTUGAL = /808 24 24 24|213 544 545/;

describe("a crisis line for the writer's own country", () => {
  it.each([
    'Estou a pensar que não quero mais viver, tu és a única com quem falo',
    'já não quero viver, o meu telemóvel nem toca',
    'estou a pensar em me matar',
  ])('European Portuguese gets Portugal’s lines, not Brazil’s 188: %s', async (message) => {
    const [turn] = await adaChat([message]);
    expect(turn!.text).toMatch(PORTUGAL);
    expect(turn!.text).not.toMatch(/\b188\b/);
  });

  it('born in Portugal, writing plainly, gets Portugal’s lines', async () => {
    const [text] = await bornIn('Europe/Lisbon', ['não quero mais viver']);
    expect(text).toMatch(PORTUGAL);
    expect(text).not.toMatch(/\b188\b/);
  });

  it('born in Portugal, writing English, gets Portugal’s line in English', async () => {
    const [text] = await bornIn('Europe/Lisbon', ["I don't want to live anymore"]);
    expect(text).toMatch(/808 24 24 24/);
  });

  it.each(['oi, não quero mais viver, você me entende?', 'to pensando em me matar, cara'])(
    'control: Brazilian Portuguese keeps CVV 188: %s',
    async (message) => {
      const [turn] = await adaChat([message]);
      expect(turn!.text).toMatch(/\b188\b/);
      expect(turn!.text).not.toMatch(PORTUGAL);
    },
  );

  it.each([
    ['ya no quiero vivir, ahorita no tengo con quien platicar', /800 911 2000/, /\b024\b/],
    ['ya no quiero vivir, mi móvil ni suena y vosotros no lo entendéis', /\b024\b/, /800 911 2000/],
  ])('Spanish of Mexico or of Spain gets that country’s line: %s', async (message, own, other) => {
    const [turn] = await adaChat([message]);
    expect(turn!.text).toMatch(own);
    expect(turn!.text).not.toMatch(other);
  });

  it('born in Mexico City, writing plainly, gets the Línea de la Vida', async () => {
    const [text] = await bornIn('America/Mexico_City', ['ya no quiero vivir']);
    expect(text).toMatch(/800 911 2000/);
    expect(text).not.toMatch(/\b024\b/);
  });

  it('control: Portuguese with no country named gives both countries', async () => {
    const [turn] = await adaChat(['não quero mais viver']);
    expect(turn!.text).toMatch(/\b188\b/);
    expect(turn!.text).toMatch(PORTUGAL);
  });
});
