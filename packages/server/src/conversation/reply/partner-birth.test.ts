import { describe, expect, it } from 'vitest';
import { partnerBirthIn, placeIn, relationFor, timeIn, withoutBirthDetails } from './partner-birth.ts';
import { partnerBirthEarlier, storedChartNamedIn } from './partner-follow-up.ts';

describe("another person's birth data typed in a message", () => {
  it('reads the name, relation, date, time and place', () => {
    expect(
      partnerBirthIn('Are we compatible? My husband Tom was born 14 February 1991 at 11:00 in London, England.'),
    ).toEqual({
      name: 'Tom',
      relation: 'husband',
      date: { year: 1991, month: 2, day: 14 },
      unclearDate: null,
      time: { hour: 11, minute: 0 },
      place: 'London, England',
    });
  });

  it('reads the usual ways a date is written', () => {
    const dateOf = (m: string) => partnerBirthIn(m)?.date;
    expect(dateOf('Sam was born on February 14th, 1991')).toEqual({ year: 1991, month: 2, day: 14 });
    expect(dateOf('My girlfriend, born 1991-02-14, how do we match?')).toEqual({ year: 1991, month: 2, day: 14 });
    expect(dateOf('compatibility with Ana (born 3rd of Sept 1988)')).toEqual({ year: 1988, month: 9, day: 3 });
    expect(dateOf('my partner was born 25/12/1985')).toEqual({ year: 1985, month: 12, day: 25 });
    expect(dateOf('my partner was born 12/25/1985')).toEqual({ year: 1985, month: 12, day: 25 });
  });

  it('never guesses a date that reads two ways, nor one that does not exist', () => {
    expect(partnerBirthIn('my wife was born 3/4/1990')).toMatchObject({ date: null, unclearDate: '3/4/1990' });
    expect(partnerBirthIn('my wife was born 30 February 1990')).toBeNull();
  });

  it('reads a numeric date day first in a message written outside English, and a dotted one anywhere', () => {
    const dateOf = (m: string) => partnerBirthIn(m)?.date;
    expect(
      partnerBirthIn('meu marido, Rafael Costa, nasceu 03/12/1984 às 14h10 em Caruaru. combinamos?'),
    ).toMatchObject({
      name: 'Rafael',
      date: { year: 1984, month: 12, day: 3 },
      place: 'Caruaru',
    });
    expect(dateOf('mi novio nació el 4/5/1992, ¿somos compatibles?')).toEqual({ year: 1992, month: 5, day: 4 });
    expect(dateOf('my wife was born 3.4.1990')).toEqual({ year: 1990, month: 4, day: 3 });
    // A month-first date that cannot be day first is still read.
    expect(dateOf('mi novio nació el 12/25/1985')).toEqual({ year: 1985, month: 12, day: 25 });
  });

  it('leaves the time and place out when not given', () => {
    expect(partnerBirthIn('How compatible am I with my boyfriend? He was born 2 May 1993.')).toMatchObject({
      relation: 'boyfriend',
      name: null,
      date: { year: 1993, month: 5, day: 2 },
      time: null,
      place: null,
    });
  });

  it("ignores the person's own birth date, and takes the other one when both are given", () => {
    expect(partnerBirthIn('I was born 5 March 1990 in Leeds. What does my chart say?')).toBeNull();
    expect(
      partnerBirthIn(
        'I was born 5 March 1990 at 8am in Leeds and my wife Mia was born 9 June 1992 at 3:30 pm in Paris',
      ),
    ).toMatchObject({
      name: 'Mia',
      relation: 'wife',
      date: { year: 1992, month: 6, day: 9 },
      time: { hour: 15, minute: 30 },
      place: 'Paris',
    });
  });

  it('needs a birth to be talked about: a date of an event is not a birth', () => {
    expect(partnerBirthIn('What happens to me on 5 March 2027?')).toBeNull();
    expect(partnerBirthIn('My Moon is in Leo. Tell me about love')).toBeNull();
    expect(partnerBirthIn('my partner and I met on 3 May 2012, are we ok?')).toBeNull();
    expect(partnerBirthIn('my dad died on 2 March 2022 and I miss him')).toBeNull();
  });

  it('reads "my partner NAME, DATE, TIME, PLACE" as their birth, with no "born"', () => {
    expect(
      partnerBirthIn('ok different thing. my partner rafal, 22 feb 1987, 11.40pm, gdansk. are we ok long term?'),
    ).toMatchObject({
      relation: 'partner',
      date: { year: 1987, month: 2, day: 22 },
      time: { hour: 23, minute: 40 },
      place: 'gdansk',
    });
    expect(partnerBirthIn('my wife: 3 June 1979, 06:10, Porto. how do we fit?')).toMatchObject({
      relation: 'wife',
      date: { year: 1979, month: 6, day: 3 },
    });
  });
});

describe('the relative the birth data belongs to', () => {
  it('is the one "his" points back to, not the mum passing a view on', () => {
    expect(
      partnerBirthIn(
        "my little brother is driving me nuts lately, my mom says it's because we're both stubborn. his info is 3 may 2001, 8:15am in leeds. are we doomed?",
      ),
    ).toMatchObject({
      relation: 'brother',
      date: { year: 2001, month: 5, day: 3 },
      time: { hour: 8, minute: 15 },
      place: 'leeds',
    });
    expect(
      partnerBirthIn('my mom thinks my brother and i are too alike. he was born 3 may 2001 in leeds'),
    ).toMatchObject({ relation: 'brother' });
  });

  it('is the one the data follows, when no pronoun says', () => {
    expect(partnerBirthIn('my sister says my boyfriend Dan was born 2 May 1993 in Leeds')).toMatchObject({
      relation: 'boyfriend',
      name: 'Dan',
    });
    expect(partnerBirthIn('according to my mum, my husband was born 2 May 1990. are we ok?')).toMatchObject({
      relation: 'husband',
    });
  });

  it('is the one who speaks when the pronoun is theirs, and none when it fits nobody named', () => {
    expect(partnerBirthIn('my mum says she was born 2 May 1963 in Leeds, are we compatible?')).toMatchObject({
      relation: 'mum',
    });
    expect(partnerBirthIn('my mom says he was born 2 May 1993 in Leeds, are we compatible?')).toMatchObject({
      relation: null,
      date: { year: 1993, month: 5, day: 2 },
    });
  });

  it('reads a relation with an adjective, and the name after it', () => {
    const text = 'my twin sister Ana and my dad: she was born 9 June 1992';
    expect(relationFor(text, text.indexOf('9 June'))).toEqual({ relation: 'sister', name: 'Ana' });
    expect(relationFor('no relation named here')).toBeNull();
  });
});

describe('times and places', () => {
  it('reads a whole hour written the French, Portuguese or German way', () => {
    expect(timeIn('né le 3 mars 1961 vers 6h à Dijon')).toEqual({ hour: 6, minute: 0 });
    expect(timeIn('às 18h')).toEqual({ hour: 18, minute: 0 });
    expect(timeIn('um 6 Uhr morgens')).toEqual({ hour: 6, minute: 0 });
    // The part of the day said after a 12-hour time sets it: evening and night are after noon, small hours are not.
    expect(timeIn('a las 10:30 de la noche en Monterrey')).toEqual({ hour: 22, minute: 30 });
    expect(timeIn('at 7 in the evening')).toEqual({ hour: 19, minute: 0 });
    expect(timeIn('10h30 du soir')).toEqual({ hour: 22, minute: 30 });
    expect(timeIn('um 10 Uhr abends')).toEqual({ hour: 22, minute: 0 });
    expect(timeIn('at 3 at night')).toEqual({ hour: 3, minute: 0 });
    expect(timeIn('a las 12 de la noche')).toEqual({ hour: 0, minute: 0 });
    expect(timeIn('às 6 da manhã')).toEqual({ hour: 6, minute: 0 });
    expect(timeIn('in 6 hours')).toBeNull();
  });

  it('reads the clock in its common forms', () => {
    expect(timeIn('at 3pm')).toEqual({ hour: 15, minute: 0 });
    expect(timeIn('at 12 am')).toEqual({ hour: 0, minute: 0 });
    expect(timeIn('14h30')).toEqual({ hour: 14, minute: 30 });
    expect(timeIn('around noon')).toEqual({ hour: 12, minute: 0 });
    expect(timeIn('at 25:00')).toBeNull();
    expect(timeIn('in 1991')).toBeNull();
  });

  it('reads a place after "in", never a month', () => {
    expect(placeIn('born in March in São Paulo, Brazil')).toBe('São Paulo, Brazil');
    expect(placeIn('born in Marseille, France')).toBe('Marseille, France');
    expect(placeIn('born in Mayfield in 1990')).toBe('Mayfield');
    expect(placeIn('born in the morning')).toBeNull();
    expect(placeIn('born in New York City at 3pm')).toBe('New York City');
    expect(placeIn('born at 11:00 in Manchester. How do we fit?')).toBe('Manchester');
    expect(placeIn('born in Leeds, What do you think?')).toBe('Leeds');
    expect(placeIn('born in St. Louis, Missouri')).toBe('St. Louis, Missouri');
  });

  it('reads "nato a Roma" but never "a lot" or "a bit" as a place', () => {
    expect(partnerBirthIn('mio marito è nato il 3 maggio 1985 a roma')?.place).toBe('roma');
    expect(partnerBirthIn('my bf was born 3 may 1992 and we fight a lot')?.place).toBeNull();
    expect(partnerBirthIn('she was born on 12/04/1990, it worries me a bit')?.place).toBeNull();
  });
});

describe('a stored chart named in a message', () => {
  const charts = [
    { id: '1', name: 'My Chart' },
    { id: '2', name: 'Tom' },
    { id: '3', name: 'Lena Fischer' },
  ];

  it('finds the chart the pair question names, by its name or first name', () => {
    expect(storedChartNamedIn('How compatible am I with my husband Tom?', charts)?.id).toBe('2');
    expect(storedChartNamedIn("What's the synastry between me and Lena?", charts)?.id).toBe('3');
    expect(storedChartNamedIn("How do Tom's Venus and mine get on?", charts)?.id).toBe('2');
  });

  it('needs the message to be about the two of them, and never picks the own chart', () => {
    expect(storedChartNamedIn('Tom says my Moon is in Leo. Is it?', charts)).toBeNull();
    expect(storedChartNamedIn('How compatible is my chart with anyone?', charts)).toBeNull();
    expect(storedChartNamedIn('Are we a match, Tommy?', charts)).toBeNull();
  });

  it('prefers the whole name, and picks nothing when a first name is shared', () => {
    const two = [...charts, { id: '4', name: 'Tom Baker' }];
    expect(storedChartNamedIn('Am I compatible with Tom?', two)?.id).toBe('2');
    expect(storedChartNamedIn('Am I compatible with Tom Baker?', two)?.id).toBe('4');
    const shared = [
      { id: '5', name: 'Tom Baker' },
      { id: '6', name: 'Tom Jones' },
    ];
    expect(storedChartNamedIn('Am I compatible with Tom?', shared)).toBeNull();
    expect(storedChartNamedIn('Am I compatible with Tom Jones?', shared)?.id).toBe('6');
  });
});

describe('a name and place said the way other languages say "born"', () => {
  it.each([
    ["J'ai rencontré quelqu'un. Bernard, né le 12 mai 1955 à Dijon, vers 6h du matin.", 'Bernard', 'Dijon'],
    ['Conocí a alguien. Andrés nació el 3 de mayo de 1980 en Bogotá', 'Andrés', 'Bogotá'],
    ['Conheci alguém: a Marta nasceu em 3 de maio de 1980 em Lisboa', 'Marta', 'Lisboa'],
    ['Ich habe jemanden kennengelernt: Jonas, geboren am 4. März 1985 in Köln', 'Jonas', 'Köln'],
  ])('%s', (message, name, place) => {
    expect(partnerBirthIn(message)).toMatchObject({ name, place });
  });
});

describe('a follow-up on birth data typed earlier', () => {
  const earlier = [
    'What is my rising sign?',
    'My husband Tom was born 14 February 1991 at 11:00 in London. Are we a match?',
  ];

  it('leans on it when the message names them, asks about the pair or asks for more', () => {
    for (const m of [
      'What about Tom and money?',
      'Tell me more',
      'And my husband, is he loyal?',
      'How do we handle conflict?',
    ]) {
      expect(partnerBirthEarlier(m, earlier)?.name, m).toBe('Tom');
    }
  });

  it("does not lend one person's data to another person the follow-up names", () => {
    const mum = ['my mum is on her own now. she was born 9 oct 1958 in sligo, dont know the time. can you look at us'];
    expect(partnerBirthEarlier('and my partner? are we ok long term?', mum)).toBeNull();
    expect(partnerBirthEarlier('what about my boyfriend and me?', earlier)).toBeNull();
    expect(partnerBirthEarlier('and my mum and me, do we get along?', mum)?.date).toEqual({
      year: 1958,
      month: 10,
      day: 9,
    });
  });

  it('leaves a question about something else, and data typed long ago, alone', () => {
    expect(partnerBirthEarlier('What does my 10th house say about my career?', earlier)).toBeNull();
    expect(partnerBirthEarlier('Tell me more', [...earlier, 'a', 'b', 'c'])).toBeNull();
  });
});

describe('the message without its birth details', () => {
  it('keeps the words and drops the date, time and place', () => {
    expect(withoutBirthDetails('My husband Tom was born 14 February 1991 at 11:00 in Manchester. How do we fit?')).toBe(
      'My husband Tom was born. How do we fit?',
    );
    expect(withoutBirthDetails('Sam (born 3/4/1990 around 3pm in São Paulo, Brazil) and me?')).toBe(
      'Sam (born) and me?',
    );
  });
});

describe('the birthplace, not the place the day was spent in', () => {
  it.each([
    ["J'ai vu quelqu'un à Lyon hier : Paul, né le 3 mars 1985 à 14h à Dijon. On est compatibles ?", 'Dijon'],
    ['I met someone in Leeds last week: Tom, born 4 May 1990 at 7:10 in Bristol', 'Bristol'],
    ['ontem conheci alguém em Lisboa: a Rita, nascida em 12 de maio de 1992 no Porto', 'Porto'],
    ['Tom, born in London on 4 May 1990', 'London'],
  ])('%s', (message, place) => {
    expect(partnerBirthIn(message)?.place).toBe(place);
  });
});

describe('birth data given as a label, as details, or for a named chart', () => {
  it.each([
    ['Wife: Noor, 9 Jan 1985, 06:10, Bradford. how do we handle money together?', 'wife', 'Noor', 1985],
    ['his birth details are 2 August 1979, 10:30 pm, Cork. are we a good match?', null, null, 1979],
    ['could you look at tommys chart? 12 may 2011, 3:05pm, Derby', null, 'Tommy', 2011],
  ])('%s', (message, relation, name, year) => {
    const typed = partnerBirthIn(message);
    expect(typed).toMatchObject({ relation, name });
    expect(typed?.date?.year).toBe(year);
  });

  it.each([
    'what does my chart say for 3 march 2027?',
    "what's in saturn's chart for next year, 2027",
    'Note: meeting moved to 4 June 2025',
  ])('reads no one in: %s', (message) => {
    expect(partnerBirthIn(message)).toBeNull();
  });
});
