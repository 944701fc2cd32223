import { describe, expect, it } from 'vitest';
import { displayNameOf, parseGazetteer } from './bundle.ts';
import { normalizePlaceName } from './normalize.ts';
import { parsePlaceQuery, uncommaedSplits } from './query.ts';

describe('normalizePlaceName', () => {
  it.each([
    ['São Paulo', 'sao paulo'],
    ['  Sao   Paulo ', 'sao paulo'],
    ['München', 'munchen'],
    ['Saint-Étienne', 'saint etienne'],
    ['Łódź', 'lodz'],
    ['Tromsø', 'tromso'],
    ['Reykjavík', 'reykjavik'],
    ['İstanbul', 'istanbul'],
    ['Straße', 'strasse'],
    ["Val-d'Or", 'val d or'],
    ['Москва', 'москва'],
    ['!!!', ''],
  ])('%s -> %s', (input, expected) => {
    expect(normalizePlaceName(input)).toBe(expected);
  });
});

describe('parsePlaceQuery', () => {
  it('splits "City, Region, Country" and ignores empty queries', () => {
    expect(parsePlaceQuery('Springfield, Illinois')).toEqual({ name: 'springfield', qualifiers: ['illinois'] });
    expect(parsePlaceQuery('Liverpool, England, UK')).toEqual({ name: 'liverpool', qualifiers: ['england', 'uk'] });
    expect(parsePlaceQuery('Paris,,')).toEqual({ name: 'paris', qualifiers: [] });
    expect(parsePlaceQuery('   ')).toBeUndefined();
    expect(parsePlaceQuery(', ,')).toBeUndefined();
  });
});

describe('uncommaedSplits', () => {
  it('reads the last words as the region or country, the longest city first', () => {
    expect(uncommaedSplits('dayton ohio')).toEqual([['dayton', 'ohio']]);
    expect(uncommaedSplits('San José Costa Rica')).toEqual([
      ['san jose costa', 'rica'],
      ['san jose', 'costa rica'],
      ['san jose', 'costa', 'rica'],
      ['san', 'jose costa rica'],
      ['san', 'jose', 'costa rica'],
      ['san', 'jose costa', 'rica'],
    ]);
    expect(uncommaedSplits('london england uk')).toContainEqual(['london', 'england', 'uk']);
  });

  it('leaves a query with a comma, or of one word, alone', () => {
    expect(uncommaedSplits('dayton, ohio')).toEqual([]);
    expect(uncommaedSplits('dayton')).toEqual([]);
  });
});

describe('gazetteer bundle format', () => {
  const text = [
    '#\tcomment',
    'A\tGB\tUnited Kingdom\tUK|Royaume-Uni',
    'A\tGB.ENG\tEngland\tAngleterre|ENG',
    'P\t2644210\tLiverpool\t53.41058\t-2.97794\tGB\tENG\t\t864122\tEurope/London\tLerpwl|Liverpul',
    'P\t1\tTiny\t1\t2\tGB\tXX\t\t1500\tEurope/London\t',
    'P\t2\tNowhere\t1\t2\tGB\tENG\t\t1500\tNot/AZone\t',
  ].join('\n');

  it('reads areas and places, with display names, and leaves out unknown zones', () => {
    const g = parseGazetteer(text, 'full');
    expect(g.areas.find((a) => a.key === 'GB')?.names).toEqual(['united kingdom', 'uk', 'royaume uni']);
    expect(g.places.map((p) => p.displayName)).toEqual(['Liverpool, England, United Kingdom', 'Tiny, United Kingdom']);
    expect(g.places[0]).toMatchObject({ searchNames: ['liverpool', 'lerpwl', 'liverpul'], mainNames: 1 });
    expect(g.nameCount).toBe(4);
  });

  it('the sample keeps only cities of a million people and more', () => {
    expect(parseGazetteer(text, 'sample').places).toEqual([]);
  });

  it('drops a region equal to the city from the display name', () => {
    expect(displayNameOf('Tokyo', 'Tokyo', 'Japan')).toBe('Tokyo, Japan');
  });
});
