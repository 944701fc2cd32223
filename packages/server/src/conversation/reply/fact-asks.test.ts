import { describe, expect, it } from 'vitest';
import { adaPlanner } from '../../test-support/chat.ts';

// 1990-07-15 12:30 UT, London: Libra rising (Venus in Gemini, 9th), MC 28°22' Cancer, Mars in Taurus (detriment),
// Sun conjunct Jupiter 0.21° while the loudest contact is the Sun–Moon square (0.78°).
const plan = adaPlanner({ level: 'technical', sent: new Date('2026-03-01T12:00:00Z') });
const first = (message: string) => plan(message).techniques[0];

describe('exact facts asked for are computed and said first', () => {
  it.each([
    'which aspect in my chart is closest to exact?',
    'most exact aspect pls + orb',
    'my tightest aspects?',
    '¿cuál es mi aspecto más exacto?',
    'qual é o aspecto mais apertado do meu mapa?',
  ])('the tightest aspect by orb: %s', (message) => {
    const p = plan(message);
    expect(p.mode).toBe('technique');
    expect(p.techniques[0]?.answer).toMatch(/^Your tightest major aspect is Sun conjunct Jupiter, 0°13'/);
  });

  it.each([
    ['what tight aspects does my sun make?', 3],
    ['dove cade il mio sole (grado, casa) e che aspetti stretti fa, sotto i 3°', 3],
    ['aspects de mon soleil à moins de 0,5°', 0.5],
  ])('one point’s aspects within an orb, tightest first: %s', (message, orb) => {
    const answers = plan(message).techniques.map((t) => t.answer);
    const within = answers.find((a) => a.startsWith(`Within ${orb}°`));
    if (orb === 3)
      expect(within).toBe(
        "Within 3°, your Sun makes 3 major aspects: Sun conjunct Jupiter (0°13', separating), Sun square Moon (0°47', separating) and Sun opposite Saturn (0°48', separating).",
      );
    else expect(within).toBe("Within 0.5°, your Sun makes one major aspect: Sun conjunct Jupiter (0°13', separating).");
    // The place is given only when asked ("grado, casa"), and first, as asked.
    expect(answers[0]?.startsWith('Your Sun is at 22°46')).toBe(message.includes('grado'));
  });

  it('an orb limit is not a degree asked for, and a point with nothing that close says so', () => {
    expect(plan('what aspects does my venus make within 1 degree?').techniques.map((t) => t.answer)).toEqual([
      "Within 1°, your Venus makes one major aspect: Venus sextile Moon (0°53', applying).",
    ]);
    expect(first('any aspects to my mars under 0.2°?')?.answer).toBe('Your Mars makes no major aspect within 0.2°.');
  });

  it.each([
    'do you use placidus or whole sign houses?',
    'is this chart tropical or sidereal?',
    'what house system are you using',
    'che sistema di case usi?',
    '¿usas el zodiaco tropical o el sideral?',
  ])('the house system and zodiac in use: %s', (message) => {
    expect(first(message)?.answer).toMatch(/^I read your chart in (Placidus houses and )?the tropical zodiac\.$/);
  });

  it.each([
    ['are you using whole sign houses?', 'No: I read your chart in Placidus houses and the tropical zodiac.'],
    ['do you use placidus?', 'Yes: I read your chart in Placidus houses and the tropical zodiac.'],
    ['is my chart sidereal', 'No: I read your chart in the tropical zodiac.'],
    ['¿es tropical?', 'Yes: I read your chart in the tropical zodiac.'],
  ])('a guessed system or zodiac gets yes or no first: %s', (message, expected) => {
    expect(first(message)?.answer).toBe(expected);
  });

  it('leaves "what changes with whole sign" to the comparison', () => {
    for (const message of ['what changes with whole sign houses?', 'which planets would move in whole sign?']) {
      const t = first(message);
      expect(t?.technique).toBe('house-system');
      expect(t?.answer).toMatch(/whole sign/i);
    }
  });

  it.each([
    ['what degree is my moon at', /^Your Moon is at 23°33' Aries/],
    ['exact degree of my ascendant?', /^Your Ascendant is at 21°27' Libra/],
    ['mc degree and minute?', /^Your Midheaven is at 28°22' Cancer/],
    ['¿a qué grado está mi medio cielo?', /^Your Midheaven is at 28°22' Cancer/],
    ['em que grau está o meu nodo norte?', /^Your North Node is at 8°07' Aquarius/],
  ])('a degree: %s', (message, expected) => {
    expect(first(message)?.answer).toMatch(expected);
  });

  it.each([
    ['is my mars in its detriment?', /^Yes: your Mars is in Taurus in your 7th house, in its detriment/],
    ['is venus in fall in my chart', /^No: your Venus is in Gemini/],
    ["what's the condition of my MC ruler", /^The ruler of your Midheaven, the Moon, is in Aries/],
    ['chart ruler + its essential dignity?', /^Your chart ruler, Venus, is in Gemini in your 9th house, peregrine/],
    ['dignidad esencial de mi saturno?', /^Your Saturn is in Capricorn in your 3rd house, in its domicile/],
  ])('a dignity or a condition: %s', (message, expected) => {
    const t = first(message);
    expect(t?.answer).toMatch(expected);
    expect([t?.answer, ...(t?.details ?? [])].join(' ')).toMatch(/aspects?/);
  });

  it.each([
    ['is my venus dignified?', /^No: your Venus is in Gemini/],
    ['is jupiter well placed in my chart', /^Yes: your Jupiter is in Cancer in your 9th house, in its exaltation/],
  ])('dignified or not, yes or no first: %s', (message, expected) => {
    expect(first(message)?.answer).toMatch(expected);
  });

  it('reads "its ruler" as the ruler of what the message before named', () => {
    const after = (earlier: string, message: string) =>
      plan(message, { earlierQuestions: [earlier] }).techniques[0]?.answer;
    expect(after("what's my midheaven?", "and its ruler's condition?")).toMatch(
      /^The ruler of your Midheaven, the Moon,/,
    );
    expect(after("where's my mars?", 'what about the condition of its ruler')).toMatch(
      /^The ruler of your Mars's sign, Venus,/,
    );
    expect(after('tell me about my rising sign', 'how dignified is its ruler')).toMatch(/^Your chart ruler, Venus,/);
  });

  it('gives the Sun and Moon no word on motion: they are never retrograde', () => {
    const t = first("what's the condition of my MC ruler");
    expect(t?.details.join(' ')).not.toMatch(/retrograde|moving direct/);
  });

  it.each([
    'just list my placements, no interpretation',
    'where were all the planets when i was born? facts only',
    'solo los datos de mis planetas por favor',
  ])('the placements as a list: %s', (message) => {
    const t = first(message);
    expect(t?.answer).toMatch(
      /^Your placements at birth \(Placidus houses, tropical zodiac\):\n- Sun: 22°46' Cancer, 9th house/,
    );
    expect(t?.details).toEqual([]);
  });

  it.each(['where is my black moon lilith', 'y mi lilith?', 'tell me about lilith in my chart'])(
    'Lilith with its sign and house, never a false "that covers": %s',
    (message) => {
      const t = first(message);
      expect(t?.answer).toBe("Your Black Moon Lilith is at 28°19' Scorpio, in your 2nd house.");
      expect(t?.details.join(' ')).toMatch(/Scorpio/);
    },
  );

  it('answers the facts of a two-part technical message together', () => {
    const p = plan('which house system do you use? and is the zodiac tropical?');
    expect(p.techniques[0]?.answer).toBe('I read your chart in Placidus houses and the tropical zodiac.');
  });

  it('leaves a message that also asks about life to be split into its questions', () => {
    const p = plan("what's my tightest aspect? and what does my love life look like this year?");
    expect(p.parts?.length).toBe(2);
    expect(p.parts?.[0]?.techniques[0]?.answer).toMatch(/^Your tightest major aspect/);
  });

  it('leaves ordinary readings alone', () => {
    for (const message of ['what does my moon say about me?', 'how is my love life?', 'tell me about my 10th house']) {
      expect(plan(message).mode).not.toBe('technique');
    }
  });
});
