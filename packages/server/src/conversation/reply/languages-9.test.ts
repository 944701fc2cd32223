// Whole chats in Spanish, Portuguese, French, German, Italian and Dutch, for three kinds a blind review found: the
// question lost outside English (a solar return met with the month's transits, a progressed Moon with the natal
// one, "three lines" with a reading), the wrong language (a Spanish "dímelo más fácil" answered in Portuguese,
// Portugal's Portuguese answered in Brazil's), and first lines that said nothing of the message or claimed a loss
// nobody told. Each kind in several wordings, with English or an already-read language as a control.
import { describe, expect, it } from 'vitest';
import { adaChat, withoutLanguageLine } from '../../test-support/chat.ts';

const chat = (messages: string[], tier: 'free' | 'plus' = 'plus') => adaChat(messages, { tier });
const firstLine = (text: string) => text.split('\n\n')[0]!;
const english = withoutLanguageLine;

describe('a technique, a time or a shape asked outside English is what gets answered', () => {
  it.each([
    'Kun je de zonnerevolutie voor mijn verjaardag opzetten?',
    'Wat zegt mijn verjaardagshoroscoop voor volgend jaar?',
    // Control: the Spanish words were read before.
    '¿Me haces la revolución solar de este año?',
  ])('a solar return: %s', async (message) => {
    const turn = (await chat(['Wat is mijn zonneteken?', message])).at(-1)!;
    expect(turn.plan.techniques.map((t) => t.technique)).toContain('return');
    expect(english(turn.text)).toMatch(/solar return/);
  });

  it.each([
    'Mijn geprogresseerde Maan staat volgens mij op 3 Schorpioen. Herken je dat?',
    'Hoe staan mijn progressies er nu voor?',
    'La mia Luna progressata dove si trova adesso?',
  ])('a progression: %s', async (message) => {
    const turn = (await chat([message])).at(-1)!;
    expect(english(turn.text)).toMatch(/progressed (?:Moon|Sun) is at/);
  });

  it.each([
    'Wat staat me de komende maand te wachten? Transits graag met orbs.',
    'Welche Transite habe ich im kommenden Monat? Mit Orben bitte.',
    // Control: English, which the orbs turned into the orb rules.
    "What's in store for me next month? Transits with orbs please.",
  ])('next month’s transits, orbs as a detail: %s', async (message) => {
    const turn = (await chat(['Hoi', message])).at(-1)!;
    expect(turn.plan.mode).toBe('transits');
    expect(turn.text).not.toMatch(/I count an aspect within/);
    expect(english(turn.text)).toMatch(/^### Next month/m);
  });

  it.each([
    ['Korter graag. Drie regels, niet meer.', 'nl'],
    ['Kürzer bitte, in zwei Sätzen.', 'de'],
    ['Plus court, en deux phrases.', 'fr'],
  ])('a shorter answer: %s', async (message, language) => {
    const turns = await chat(['Wat betekent mijn Maan in Ram?', message]);
    const turn = turns.at(-1)!;
    expect(turn.plan.language).toBe(language);
    const words = english(turn.text).split(/\s+/).length;
    expect(words).toBeLessThan(english(turns[0]!.text).split(/\s+/).length / 2);
  });

  it.each(['Dat klopt niet, ik geloof er niks van.', 'Klopt niet echt, dat ben ik niet.'])(
    'a doubt in Dutch is met as doubt: %s',
    async (message) => {
      const turn = (await chat(['Wat zegt mijn Maan over mij?', message])).at(-1)!;
      expect(turn.plan.mode).toBe('doubt');
    },
  );
});

describe('the reply is in the language the person writes', () => {
  it.each([
    'No entiendo tanto nombre de planeta. Dimelo mas facil, en dos frases',
    'resume en una frase',
    'hazlo mas corto, en tres lineas',
  ])('Spanish in a Spanish chat: %s', async (message) => {
    const turn = (await chat(['¿Qué dice mi Luna de mí?', message])).at(-1)!;
    expect(turn.plan.language).toBe('es');
    expect(firstLine(turn.text)).toMatch(/inglés/);
  });

  it.each([
    ['Olá! Falas português? Qual é o meu signo solar?', /Sun/],
    ['Fixe, pá. O meu telemóvel diz que sou Caranguejo, e a minha Lua?', /Moon/],
    ['Estou a pensar mudar de emprego, o que diz o meu mapa?', /career|work|10th/i],
  ])('Portugal’s Portuguese gets Portugal’s forms, and the question answered: %s', async (message, answered) => {
    const turns = await chat(['Olá, tudo bem?', message, 'obrigadinho, até já']);
    const text = turns
      .slice(1)
      .map((t) => t.text)
      .join('\n\n');
    expect(text).not.toMatch(/(?<!\p{L})(?:você|celular|seu|sua)(?!\p{L})|^Oi\b/imu);
    expect(english(turns[1]!.text)).toMatch(answered);
  });

  it('control: Brazil’s Portuguese keeps Brazil’s forms', async () => {
    const turns = await chat(['Oi! Você fala português? Valeu', 'Qual é o meu signo lunar? To curiosa']);
    expect(turns.map((t) => t.text).join('\n\n')).toMatch(/(?<!\p{L})(?:você|seu|sua|suas)(?!\p{L})/u);
  });
});

describe('the first line says what the message was, in their language', () => {
  it('a Dutch chat: each turn names its subject, and no two lines are the same', async () => {
    const turns = await chat([
      'Wat is mijn zonneteken?',
      'En mijn Maan?',
      'Welke transits heb ik deze week?',
      'Dank je wel! En mijn Venus?',
    ]);
    const lines = turns.map((t) => firstLine(t.text));
    expect(lines[0]).toMatch(/Zon/);
    expect(lines[1]).toMatch(/Maan/);
    expect(lines[2]).toMatch(/transits/);
    expect(lines[3]).toMatch(/^Graag gedaan!.*Venus/);
    for (const line of lines) expect(line).toMatch(/Engels/);
    expect(new Set(lines).size).toBe(lines.length);
  });

  it.each([
    [['Qual è il mio segno lunare?', 'Grazie! E il mio Mercurio?'], /^Grazie a te!.*Mercurio/],
    [['¿Cuál es mi signo lunar?', '¡Gracias! ¿Y mi Mercurio?'], /^¡Gracias a ti!.*Mercurio/],
    [['Quel est mon signe lunaire ?', 'Merci ! Et mon Mercure ?'], /^Merci à toi !.*Mercure/],
  ])('a thanks with a question is thanked, and the question named: %j', async (messages, line) => {
    const turn = (await chat(messages)).at(-1)!;
    expect(firstLine(turn.text)).toMatch(line);
  });

  it.each([
    'Mio marito lavora troppo e lo vedo poco, cosa dice la mia Venere?',
    'Mi marido trabaja demasiado y casi no lo veo, ¿qué dice mi Venus?',
  ])('no loss or feeling claimed that was not told: %s', async (message) => {
    const turn = (await chat(['Ciao', message])).at(-1)!;
    expect(firstLine(turn.text)).not.toMatch(/dispiace|perdita|siento|pérdida|passando|pasando/i);
  });

  it.each([
    ['Mia madre è morta la settimana scorsa, cosa dice il mio tema?', /perdita/],
    ['Mi madre murió la semana pasada, ¿qué dice mi carta?', /pérdida/],
    ['Mijn moeder is vorige week overleden. Wat zegt mijn horoscoop?', /verlies/],
  ])('control: a death told is condoled: %s', async (message, condolence) => {
    const turn = (await chat([message])).at(-1)!;
    expect(firstLine(turn.text)).toMatch(condolence);
  });
});
