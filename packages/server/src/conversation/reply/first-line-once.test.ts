// A first line in another language is never said twice in a chat: a doubt's lead ("É justo duvidar; …") is printed
// without its full stop, and was looked for with it, so every later doubt repeated it word for word.
import { describe, expect, it } from 'vitest';
import { adaChat } from '../../test-support/chat.ts';

describe('first lines in another language, over several doubts', () => {
  it.each([
    [
      'qual é o meu signo lunar?',
      'isso não tem nada a ver comigo',
      'não sei, continua a parecer vago',
      'hmm, não me convence',
    ],
    [
      '¿cuál es mi signo lunar?',
      'eso no tiene nada que ver conmigo',
      'no sé, sigue pareciendo vago',
      'mmm, no me convence',
    ],
  ])('are all different: %s …', async (...messages) => {
    const turns = await adaChat(messages);
    const firsts = turns.map((t) => t.text.split('\n')[0]);
    expect(new Set(firsts).size).toBe(firsts.length);
  });
});
