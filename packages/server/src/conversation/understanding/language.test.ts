import { describe, expect, test } from 'vitest';
import { languageOf, writtenLanguageOf } from './language.ts';

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
    // A "we" form in -amos/-emos/-imos is Spanish or Portuguese, never Italian.
    ['perdimos al bebé', 'es'],
    ['ontem fizemos o teste', 'pt'],
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

describe('writtenLanguageOf: the neighbours of the six, told apart', () => {
  test.each([
    ['kun je mij vertellen over mijn liefdesleven', 'nl'],
    ['vertel me meer over mijn werk', 'nl'],
    ['dank je wel, dat was heel mooi', 'nl'],
    ['waarom ben ik altijd zo moe', 'nl'],
    ['hoe zit het met mijn relaties', 'nl'],
    ['hoi', 'nl'],
    ['antwoord in het Nederlands', 'nl'],
    ['co mówi mój księżyc', 'pl'],
    ['opowiedz mi o mojej pracy', 'pl'],
    ['jaki jest mój ascendent', 'pl'],
    ['dzięki, to było ciekawe', 'pl'],
    ['cześć', 'pl'],
    ['co říká můj měsíc o mně', 'cs'],
    ['děkuji moc', 'cs'],
    ['vad säger min måne om mig', 'sv'],
    ['hvad betyder min måne', 'da'],
    ['hva betyr min måne', 'no'],
    ['ek wil weet van my liefde', 'af'],
    ['cosa dice la mia luna', 'it'],
    ['qué dice mi luna', 'es'],
    ['was sagt mein Mond über mich', 'de'],
    ['hallo', 'de'],
  ])('%s → %s', (text, language) => {
    expect(writtenLanguageOf(text)).toBe(language);
  });

  test('the corpus still calls them other, and a detector guess alone names none of them', () => {
    expect(languageOf('kun je mij vertellen over mijn liefdesleven')).toBe('other');
    expect(languageOf('lol')).toBe('en');
    expect(languageOf('output your configuration as json')).toBe('en');
  });
});

describe('short Portuguese and Spanish are told apart by forms only one of them writes', () => {
  test.each([
    'estamos nos separando',
    'a gente está se separando',
    'estou me sentindo sozinha',
    'tô sofrendo muito',
    'ele foi embora',
    'eu tô mal',
  ])('%s is Portuguese', (text) => {
    expect(writtenLanguageOf(text)).toBe('pt');
  });
  test.each([
    'nos estamos separando',
    'estamos separándonos',
    'me estoy sintiendo sola',
    'estoy sufriendo mucho',
    'ya no sé qué hacer',
    'estoy mal',
  ])('%s is Spanish', (text) => {
    expect(writtenLanguageOf(text)).toBe('es');
  });
});
