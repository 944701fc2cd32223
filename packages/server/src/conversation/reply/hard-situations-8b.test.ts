// Round 8b of the blind review: coming out is met by where the person stands (ahead, went badly, went well), never
// as a loss. Whole chats, several wordings, three languages or more, and controls that keep their reply.
import { describe, expect, it } from 'vitest';
import { adaChat } from '../../test-support/chat.ts';

const SYMPATHY =
  /sorry you're living with it|I'm sorry about coming out|sounds exhausting|Lo siento|Es tut mir sehr leid|Sinto muito/;

describe('coming out follows the tense and the stance, never a loss', () => {
  it.each([
    "i'm planning to come out to my parents this weekend",
    'thinking of telling my mum i’m gay',
    'going to tell my dad i am bisexual tomorrow, kind of terrified',
    "je vais faire mon coming out à mes parents ce week-end, j'ai peur",
    'quiero salir del armario con mis padres este fin de semana',
  ])('ahead: courage and nerves, no sympathy (%s)', async (message) => {
    const [turn] = await adaChat([message]);
    expect(turn!.text).not.toMatch(SYMPATHY);
    expect(turn!.text).toMatch(/courage|brave|Mut|valor|coragem/);
    expect(turn!.text).toMatch(/Your timing, your safety/);
  });

  it.each([
    'i came out last night and it went badly',
    'came out to my parents and they took it badly, my dad won’t speak to me',
    'salí del armario con mis padres y fue muy mal',
    'ich habe mich bei meinen eltern geoutet und es ist richtig schief gelaufen',
  ])('went badly: sorry it went that way, not the last word (%s)', async (message) => {
    const [turn] = await adaChat([message]);
    expect(turn!.text).toMatch(/sorry (?:it went that way|\w+ took it like that)/i);
    expect(turn!.text).toMatch(/not the last word/);
    expect(turn!.text).not.toMatch(/Your timing, your safety|sorry about coming out/);
  });

  it.each([
    ['came out to my dad, he was great actually', /your dad/],
    ['told my mum i’m gay and it went really well', /your mum/],
    ['ich habe mich bei meinen eltern geoutet, es lief richtig gut', /Was für eine schöne Nachricht/],
    ['saí do armário com meus pais e correu muito bem', /Que notícia boa/],
  ])('went well: glad with them, nothing to steady (%s)', async (message, whom) => {
    const [turn] = await adaChat([message]);
    expect(turn!.text).toMatch(/glad/);
    expect(turn!.text).toMatch(whom);
    expect(turn!.text).not.toMatch(SYMPATHY);
    expect(turn!.text).not.toMatch(/What may steady you|Your timing, your safety|therapist/);
  });

  it('controls: "the results came out as expected" and "the sun came out" are no coming out', async () => {
    const turns = await adaChat(['the results came out as expected, what does my sun mean?', 'the sun came out today']);
    for (const t of turns) expect(t.text).not.toMatch(/coming out|courage|glad/i);
  });
});

describe('a goodbye picks up one concrete thing they said, in one short warm line', () => {
  it.each([
    [
      'my grandad died last week',
      'thanks. think ill light a candle for him on wednesday. night x',
      /candle for him on Wednesday/,
    ],
    ['what does my moon mean', 'ok off to bed, 6am start tomorrow', /6am start tomorrow/],
    ['what does my moon mean', 'thanks, got my driving exam on friday so heading to bed', /exam on Friday/],
    [
      'mi abuelo murió la semana pasada',
      'gracias, el miércoles encenderé una vela por él. buenas noches',
      /vela por él el miércoles/,
    ],
    ['what does my moon mean', 'danke! ich muss morgen früh raus, gute nacht', /frühen Start morgen/],
    ['what does my moon mean', "merci, j'ai un examen demain, bonne nuit", /l'examen demain/],
    ['what does my moon mean', 'obrigada! amanhã acordo cedo, boa noite', /cedo amanhã/],
  ])('%s → %s', async (first, bye, picked) => {
    const turns = await adaChat([first, bye]);
    const text = turns[1]!.text;
    expect(text).toMatch(picked);
    expect(text.split(/\s+/).length).toBeLessThanOrEqual(40);
    expect(text).not.toMatch(/###|look at|next\?|Stellara Plus|\$/);
  });

  it('controls: a goodbye naming nothing stays a plain goodbye; a plan without a goodbye is not one', async () => {
    const plain = await adaChat(['what does my moon mean', 'thanks, night x']);
    expect(plain[1]!.text).not.toMatch(/candle|start|exam|Sun-Moon square next/);
    const notBye = await adaChat(['i have an exam on friday, what does my mercury say?']);
    expect(notBye[0]!.text).toMatch(/Mercury/);
  });
});
