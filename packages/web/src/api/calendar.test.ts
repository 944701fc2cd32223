import { describe, expect, it } from 'vitest';
import { calendarUrls } from './calendar.ts';

describe('calendarUrls', () => {
  const path = `/api/calendar/cal_${'a'.repeat(43)}.ics`;

  it('gives the https address to paste and the webcal one that opens a calendar app, on this site', () => {
    expect(calendarUrls(path, { origin: 'https://stellara.example', host: 'stellara.example' })).toEqual({
      https: `https://stellara.example${path}`,
      webcal: `webcal://stellara.example${path}`,
    });
  });

  it('keeps a port', () => {
    expect(calendarUrls(path, { origin: 'http://127.0.0.1:8080', host: '127.0.0.1:8080' }).webcal).toBe(
      `webcal://127.0.0.1:8080${path}`,
    );
  });
});
