// Whose habit a message tells: a blind review's "i've got 40k of gambling debt and my wife doesn't know" was met as
// the wife's gambling (sympathy for living with it, Gam-Anon). Naming someone close does not make the habit theirs.
import { describe, expect, it } from 'vitest';
import { addictionHabit, disclosureIn } from './disclosures.ts';

describe("one's own habit, with someone close named", () => {
  it.each([
    "i've got 40k of gambling debt and my wife doesn't know",
    "i've been gambling again and my husband found out",
    "my wife doesn't know about my gambling",
    "i'm gambling again and my mum is asking questions",
    'tengo una deuda de juego y mi mujer no lo sabe',
  ])('is theirs: %s', (message) => {
    expect(disclosureIn(message)?.kind).toBe('own-gambling');
    expect(addictionHabit(message)).toBeNull();
  });

  it.each([
    ["my dad's gambling is ruining us", 'gambling'],
    ['my brother is gambling again and i am scared', 'gambling'],
    ['mi padre volvió a beber', 'drinking'],
  ])("is still the family member's when they are the one: %s", (message, habit) => {
    expect(disclosureIn(message)?.kind).toBe('family-addiction');
    expect(addictionHabit(message)).toBe(habit);
  });
});
