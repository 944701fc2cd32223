// Birth data the tests share, written once.
import type { BirthData } from '@stellara/contract';

/**
 * Ada, London, 15 July 1990, 13:30 BST (12:30 UT): Sun Cancer in the 9th, Moon Aries in the 7th (2° from the
 * Descendant), Libra rising. The chat, reading and training tests read her chart.
 */
export const adaBirthData: BirthData = {
  name: 'Ada',
  birthDate: '1990-07-15',
  birthTime: '13:30',
  birthPlace: 'London, United Kingdom',
  latitude: 51.5,
  longitude: -0.12,
  timezone: 'Europe/London',
};

/** Alex, Liverpool, 1 January 1990, 12:00: a member's profile and stored charts. */
export const sampleBirthData: BirthData = {
  name: 'Alex',
  birthDate: '1990-01-01',
  birthTime: '12:00',
  birthPlace: 'Liverpool, England, United Kingdom',
  latitude: 53.4084,
  longitude: -2.9916,
  timezone: 'Europe/London',
};

/** A birth as the /api/v4 chart API takes it (a "subject"): Ada, Rome, 15 June 1990, 14:30; `over` changes fields. */
export const v4Subject = (over: Record<string, unknown> = {}) => ({
  name: 'Ada',
  year: 1990,
  month: 6,
  day: 15,
  hour: 14,
  minute: 30,
  longitude: 12.4964,
  latitude: 41.9028,
  city: 'Rome',
  nation: 'IT',
  timezone: 'Europe/Rome',
  ...over,
});
