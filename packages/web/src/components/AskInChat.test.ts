import { messageAboutSchema } from '@stellara/contract';
import { describe, expect, it } from 'vitest';
import { transitAsk } from './AskInChat.tsx';

describe('the chat message for a transit', () => {
  it('says the transit in words and carries it as data the server accepts', () => {
    const ask = transitAsk({ planet: 'Pluto', aspect: 'opposition', target: 'Chiron' });
    expect(ask.question).toBe('Tell me about transiting Pluto opposite my Chiron');
    expect(messageAboutSchema.parse(ask.about)).toEqual({
      kind: 'transit',
      planet: 'Pluto',
      aspect: 'opposition',
      target: 'Chiron',
    });
  });

  it('names a planet returning to its own place as the natal one', () => {
    const ask = transitAsk({ planet: 'Jupiter', aspect: 'conjunction', target: 'Jupiter' });
    expect(ask.question).toBe('Tell me about transiting Jupiter conjunct my natal Jupiter');
  });
});
