import { describe, expect, test } from 'vitest';
import { featuresOf, isGreetingAlone, isKeyboardMash, isThanksAlone } from './features.ts';

const signals = {
  language: 'en' as const,
  chart: { points: [], houses: [], signs: [], aspects: [], aspectNames: [] },
  time: null,
};

describe('featuresOf', () => {
  test('emoji speak as the words they stand for', () => {
    expect(featuresOf('🙏🙏', signals)).toHaveProperty('c:thanks', 1);
    expect(featuresOf('🤔', signals)).toHaveProperty('c:doubt', 1);
    expect(featuresOf('💔', signals)).toHaveProperty('c:feeling', 1);
  });

  test('thanks, greetings and farewells beyond the six languages of the corpus', () => {
    expect(featuresOf('dank je wel', signals)).toHaveProperty('c:thanks', 1);
    expect(featuresOf('dziękuję bardzo', signals)).toHaveProperty('c:thanks', 1);
    expect(featuresOf('merhaba', signals)).toHaveProperty('c:greeting', 1);
    expect(featuresOf('tot ziens', signals)).toHaveProperty('c:farewell', 1);
  });

  test('a held letter is read once', () => {
    expect(featuresOf('graciaaas', { ...signals, language: 'es' })).toHaveProperty('c:thanks', 1);
    expect(featuresOf('heyyy', signals)).toHaveProperty('c:greeting', 1);
  });
});

describe('isKeyboardMash', () => {
  test.each(['hfdjskhfjdks', 'aaaaaaaaaa', 'fgfgfgfg', '!!!!!!!!', '???????', 'qwertyuiop', '123123123'])(
    '%s is noise',
    (text) => expect(isKeyboardMash(text)).toBe(true),
  );
  test.each(['thx!!', 'hej!', '👋', '🙏🙏', 'спасибо большое', 'ok', 'brb', 'why?', 'what does my moon mean'])(
    '%s is not',
    (text) => expect(isKeyboardMash(text)).toBe(false),
  );
});

describe('isThanksAlone', () => {
  test('a thanks in a word or two, in any language the cues know', () => {
    for (const m of ['ta!', 'thx', 'TYSM!!', 'thank u 🙏', 'Danke.', 'muito obrigada', 'merci', 'dziękuję']) {
      expect(isThanksAlone(m), m).toBe(true);
    }
  });
  test('not a thanks with more in it, nor Portuguese "tá"-like words', () => {
    for (const m of ['thanks, and what about my moon?', 'tá bom', 'take care', 'ok']) {
      expect(isThanksAlone(m), m).toBe(false);
    }
  });
});

describe('isGreetingAlone', () => {
  test('a hello and nothing else, in the languages people greet in', () => {
    for (const m of ['salut', 'hallo!', 'ciao ciao', 'hoi', 'cześć 👋', 'dzień dobry', 'goedemorgen', 'hey stellara']) {
      expect(isGreetingAlone(m), m).toBe(true);
    }
    for (const m of ['hola, qué tal?', 'hallo, hoe gaat het?', 'bonjour, ça va ?'])
      expect(isGreetingAlone(m), m).toBe(true);
  });
  test('not a hello that asks or tells something', () => {
    for (const m of ["hi what's my moon", 'hola! acabo de descargar la app 😊', 'hallo, ich habe eine Frage', '']) {
      expect(isGreetingAlone(m), m).toBe(false);
    }
  });
});
