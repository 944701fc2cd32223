import { natalRecordFacts } from '@stellara/contract';
import { describe, expect, test } from 'vitest';
import { natalDataFrom } from './chart.ts';

describe('the session record from the chart API', () => {
  test("is the contract's one mapping (the server keeps a member's record with it)", () => {
    const answer = {
      data: {
        subject: {
          sun: {
            sign: 'Ari',
            position: 22.38,
            abs_pos: 22.38,
            house: 'Ninth_House',
            element: 'Fire',
            quality: 'Cardinal',
          },
        },
      },
      aspects: [],
    };
    expect(natalDataFrom(answer)).toEqual(natalRecordFacts(answer));
  });
});
