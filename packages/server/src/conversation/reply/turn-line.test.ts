// The first line in the person's language on a chat of several hard things told: each turn opens its own way.
import { describe, expect, it } from 'vitest';
import { adaChat } from '../../test-support/chat.ts';

const firstLines = async (messages: string[]) =>
  (await adaChat(messages, { personality: 'guide', tier: 'free' })).map((t) => t.text.split('\n\n')[0]!);

describe('hard things told one after another in another language', () => {
  it.each([
    [
      'es',
      [
        'no puedo dormir, llevo semanas así',
        'mi novia me dejó y estoy destrozado',
        'no llego a fin de mes y las deudas me agobian',
        'me peleo todo el tiempo con mi hermano',
      ],
    ],
    [
      'pt',
      [
        'acordo todo dia às 3 da manhã e não durmo mais',
        'ele terminou comigo depois de 4 anos',
        'tô cheia de dívidas e com medo de perder o apartamento',
      ],
    ],
    [
      'fr',
      [
        'je ne dors plus depuis des semaines',
        'ma copine m’a quitté et je suis détruit',
        'j’ai des dettes et j’ai peur',
      ],
    ],
  ])('%s: no two turns open with the same line', async (_language, messages) => {
    const lines = await firstLines(messages);
    expect(new Set(lines).size).toBe(lines.length);
  });
});
