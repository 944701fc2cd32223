import { describe, expect, test } from 'vitest';
import { languageOf } from './language.ts';

describe('languageOf', () => {
  test.each([
    ['what does my sun trine pluto mean', 'en'],
    ['que significa mi luna en escorpio?', 'es'],
    ['y mi carta natal?', 'es'],
    ['perdí mi trabajo y no sé qué hacer', 'es'],
    ['qual é meu signo lunar', 'pt'],
    ['estou muito ansiosa e nao consigo dormir', 'pt'],
    ['e o meu mapa astral?', 'pt'],
    ['merci beaucoup, je suis balance', 'fr'],
    ['wann ist meine saturn rückkehr', 'de'],
    ['grazie, che segno sono?', 'it'],
    ['私の月星座は何ですか', 'other'],
    ['wat is mijn maanteken?', 'other'],
    ['straciłam pracę dzisiaj, co mówi mój horoskop?', 'other'],
    ['aşk hayatım bu ay nasıl olacak?', 'other'],
    ['tusen tack för hjälpen', 'other'],
    ['o que significa casa 8?', 'pt'],
    ['sigue por favor', 'es'],
    ['gute nacht', 'de'],
    ['¿y mañana?', 'es'],
  ])('%s → %s', (text, language) => {
    expect(languageOf(text)).toBe(language);
  });

  test('a message with nothing to go by keeps the conversation language', () => {
    expect(languageOf('ok', 'es')).toBe('es');
    expect(languageOf('lol', 'en')).toBe('en');
  });

  test('emoji or punctuation alone are in no language', () => {
    expect(languageOf('😂😂', 'pt')).toBe('other');
    expect(languageOf('🙏', 'en')).toBe('other');
  });
});
