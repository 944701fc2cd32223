// What the personality trainer reads from and how long it answers: the admin's sample chart, the generation
// temperature, and the word limit applied to the reading (its "Placements used" line kept).
import type { BirthData } from '@stellara/contract';
import { MONTHS } from '../reply/dates.ts';
import { fitToWords } from './reply-length.ts';

/** The trainer's and the personality test's generation settings (docs/admin.md). */
export const TRAINER_TEMPERATURE = 0.7;

/** The chart the trainer reads from: the admin's tester sample (London, 15 June 1990, 14:30). */
export const TRAINER_SAMPLE_BIRTH: BirthData = {
  name: 'Sample Person',
  birthDate: '1990-06-15',
  birthTime: '14:30',
  birthPlace: 'London, United Kingdom',
  latitude: 51.5074,
  longitude: -0.1278,
  timezone: 'Europe/London',
};

/** "15 June 1990, 14:30" from the form's "1990-06-15" and "14:30". */
export function birthMoment(birth: BirthData): string {
  const [y, m, d] = birth.birthDate.split('-').map(Number);
  const date = y && m && d ? `${d} ${MONTHS[m - 1]} ${y}` : birth.birthDate;
  return `${date}, ${birth.birthTime.slice(0, 5)}`;
}

/** The closing line the built-in reader adds; a length limit applies to the reading above it. */
const PLACEMENTS_LINE = /\n+(Placements used:[^\n]*)$/;

/** A reply within the trainer's word limit, whole (see fitToWords), its "Placements used" line kept. */
export function withinLimit(text: string, limit: number | null): string {
  if (limit === null) return text;
  const line = PLACEMENTS_LINE.exec(text)?.[1];
  const reading = line ? text.replace(PLACEMENTS_LINE, '') : text;
  const fitted = fitToWords(reading, limit);
  return line ? `${fitted}\n\n${line}` : fitted;
}
