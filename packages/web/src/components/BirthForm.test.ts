import { describe, expect, test } from 'vitest';
import { to24HourTime } from '../state/birthData.ts';
import { from24HourTime, submitLabel } from './BirthForm.tsx';

describe('birth form time fields', () => {
  test('a stored 24-hour time fills hour, minute and AM/PM (12 AM is 00, 12 PM stays 12)', () => {
    expect(from24HourTime('00:05')).toEqual({ hour: '12', minute: '05', meridiem: 'AM' });
    expect(from24HourTime('07:30')).toEqual({ hour: '7', minute: '30', meridiem: 'AM' });
    expect(from24HourTime('12:00')).toEqual({ hour: '12', minute: '00', meridiem: 'PM' });
    expect(from24HourTime('23:59')).toEqual({ hour: '11', minute: '59', meridiem: 'PM' });
    expect(from24HourTime('7:30')).toBeNull();
  });
  test('round trip through the fields for every minute of a day', () => {
    for (let h = 0; h < 24; h++) {
      for (const m of [0, 7, 59]) {
        const time = `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
        const f = from24HourTime(time)!;
        expect(to24HourTime(Number(f.hour), Number(f.minute), f.meridiem)).toBe(time);
      }
    }
  });
  test('the dialog submits with "Generate My Reading"', () => {
    const ready = { busy: false, detecting: false, hasCoordinates: true };
    expect(submitLabel(ready, 'dialog')).toBe('Generate My Reading');
    expect(submitLabel(ready, 'landing')).toBe('Start Your Reading');
    expect(submitLabel({ ...ready, hasCoordinates: false }, 'dialog')).toBe('Search Location First');
    expect(submitLabel({ ...ready, busy: true }, 'dialog')).toBe('Calculating Your Chart...');
    expect(submitLabel({ ...ready, detecting: true }, 'landing')).toBe('Detecting timezone...');
    expect(submitLabel({ ...ready, busy: true, detecting: true }, 'landing')).toBe('Calculating Your Chart...');
  });
});
