// A reshape that finds nothing to keep (R12, after it was scored: a reply all sky and price, then "in points, more
// simply?") printed only the language line and a closing question. It now says the point plainly.

import { calculateNatalChart } from '@stellara/astro';
import { describe, expect, it } from 'vitest';
import { seedKnowledge } from '../../knowledge/meanings.ts';
import { runChat } from '../../test-support/chat.ts';
import { contextAt } from '../session-chart.ts';

const SENT = new Date('2026-11-28T12:00:00Z');
// Born 12 October 1957, 05:40 CET, Brest.
const chart = contextAt(calculateNatalChart({ ut: '1957-10-12T04:40:00Z', latitude: 48.39, longitude: -4.49 }), SENT);

describe('a reshape with nothing left to keep', () => {
  it.each(['Pouvez-vous répondre en points, plus simplement ?', 'in bullet points, more simply please'])(
    'still answers with the point: %s',
    async (ask) => {
      const turns = await runChat(
        ["Et mon retour de Jupiter, c'est quand ? Un ami dit que c'est une bonne période.", ask],
        { chart, knowledge: seedKnowledge(), personality: 'guide', level: 'basic', tier: 'anonymous', sent: SENT },
      );
      const text = turns.at(-1)!.reading.text;
      expect(text).toMatch(/Jupiter is in Leo/);
      expect(text.split(/\s+/).length).toBeGreaterThan(20);
    },
  );
});
