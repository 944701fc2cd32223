// The technique, time, shape and act words of Spanish, Portuguese, French, German, Italian and Dutch, heard as their
// English would be (glossary.ts), and the language of a short message read against the chat's own (language.ts).
// English controls beside each kind: the gloss adds to English, never changes it.
import { describe, expect, test } from 'vitest';
import { glossed } from './glossary.ts';
import { writtenLanguageOf } from './language.ts';
import { hear } from './reader.ts';

const sent = new Date('2026-11-28T12:00:00Z');

describe('techniques named in other languages', () => {
  test.each([
    ['Kun je mijn zonnerevolutie opzetten?', 'return'],
    ['Wie sieht mein Solarhoroskop aus?', 'return'],
    ['Welke transits heb ik volgende maand?', 'transits'],
    ['Welche Transite habe ich im kommenden Monat?', 'transits'],
    ['Quali transiti ho il mese prossimo?', 'transits'],
    ['Onze synastrie, hoe zit dat?', 'synastry'],
    ['Een composiethoroscoop van ons twee?', 'synastry'],
    // Controls: English, and a language that already read them.
    ['Can you set up my solar return?', 'return'],
    ['¿Qué tránsitos tengo el mes que viene?', 'transits'],
  ])('%s → %s', (message, technique) => {
    expect(hear(message, sent).about.techniques).toContain(technique);
  });
});

describe('times named in other languages', () => {
  test.each([
    ['Welke transits heb ik volgende maand?', { kind: 'next-month' }],
    ['Wat staat me de komende maand te wachten?', { kind: 'next-month' }],
    ['Was bringt mir der kommende Monat?', { kind: 'next-month' }],
    ['Wat brengt deze week voor mij?', { kind: 'this-week' }],
    ['Wat zie je voor maart 2027?', { kind: 'month', month: 3, year: 2027 }],
    ['En in mei?', { kind: 'month', month: 5, year: null }],
    // Controls.
    ['What are my transits next month?', { kind: 'next-month' }],
    ['Quels transits pour moi le mois prochain ?', { kind: 'next-month' }],
  ])('%s', (message, time) => {
    expect(hear(message, sent).time).toEqual(time);
  });
});

describe('shapes and acts in other languages', () => {
  test.each([
    ['Korter graag, in twee zinnen.', 'brevity'],
    ['Korter graag. Drie regels, niet meer.', 'brevity'],
    ['Kürzer bitte, in zwei Sätzen.', 'brevity'],
    ['Plus court, en deux phrases.', 'brevity'],
    ['Dat klopt niet, ik geloof er niks van.', 'doubt'],
    ['Dank je wel!', 'thank'],
    ['Tot ziens!', 'leave'],
    // Controls.
    ['Shorter please. Three lines, no more.', 'brevity'],
    ['Più breve, in due frasi.', 'brevity'],
  ])('%s → %s', (message, act) => {
    expect(hear(message, sent).acts).toContain(act);
  });

  test('"klopt niet" doubts and does not agree as well', () => {
    expect(hear('Dat klopt niet echt', sent).acts).not.toContain('agree');
  });
});

describe('the gloss', () => {
  test.each([
    ['Korter graag. Drie regels, niet meer.', 'shorter please. three lines, no more.'],
    ['Drie zinnen, alsjeblieft', 'three sentences, please'],
    ['Transits graag met orbs', 'transits please with orbs'],
  ])('%s → %s', (message, english) => {
    expect(glossed(message)).toBe(english);
  });

  test('English comes back as it was, folded', () => {
    expect(glossed('What are my transits next month?')).toBe('what are my transits next month?');
  });
});

describe('a short message read against the chat language', () => {
  test.each([
    ['resume en una frase', 'es'],
    ['No entiendo tanto nombre de planeta. Dimelo mas facil, en dos frases', 'es'],
  ])('%s in a Spanish chat is Spanish', (message, language) => {
    expect(writtenLanguageOf(message, 'en', 'es')).toBe(language);
  });

  test('an English message in a Spanish chat stays English', () => {
    expect(writtenLanguageOf('what does my moon in aries mean for my work?', 'en', 'es')).toBe('en');
  });
});
