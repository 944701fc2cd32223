// Whole chats for timing asked about one area: the transits to a life area's points over the months ahead (dated,
// the first in the first line), a work move for this week, and the Midheaven itself when asked by name. Dates are
// checked against pyswisseph.
import { execFileSync } from 'node:child_process';
import { calculateNatalChart, findEphemerisPath } from '@stellara/astro';
import { oracleMissing, VENV_PYTHON } from '@stellara/astro/testing/kerykeion';
import type { Tier } from '@stellara/contract';
import { describe, expect, it } from 'vitest';
import { seedKnowledge } from '../../knowledge/meanings.ts';
import { chatReplies } from '../../test-support/chat.ts';
import { contextAt } from '../session-chart.ts';
import { humanDate } from './dates.ts';

const sent = new Date('2026-11-28T12:00:00Z');
const chart = contextAt(calculateNatalChart({ ut: '1990-07-15T12:30:00Z', latitude: 51.5, longitude: -0.12 }), sent);
const setup = (tier: Tier) => ({
  chart,
  knowledge: seedKnowledge(),
  personality: 'guide' as const,
  level: 'basic' as const,
  tier,
  sent,
});
/** The answer's first line, after the line saying the reading is in English. */
const firstLine = (text: string) =>
  text
    .replace(/^[^\n]*?(?:inglés|inglês):\s*/, '')
    .split('\n')
    .find((line) => line.trim()) ?? '';

/**
 * The day (UT) a transiting body reaches an exact aspect to a natal point, between two dates, by pyswisseph:
 * the natal point is a planet (its body number) or the Midheaven (-1).
 */
function exactDays(body: number, natal: number, angle: number, from: string, to: string): string[] {
  const script = `
import json, sys, swisseph as swe
swe.set_ephe_path(sys.argv[1])
body, natal, angle = int(sys.argv[2]), int(sys.argv[3]), float(sys.argv[4])
birth = swe.julday(1990, 7, 15, 12.5)
target = swe.houses(birth, 51.5, -0.12, b'P')[1][1] if natal < 0 else swe.calc_ut(birth, natal)[0][0]
def gap(jd):
    d = (swe.calc_ut(jd, body)[0][0] - target) % 360
    best = None
    for a in {angle % 360, (-angle) % 360}:
        g = (d - a + 180) % 360 - 180
        if best is None or abs(g) < abs(best): best = g
    return best
y1, m1, d1 = map(int, sys.argv[5].split('-')); y2, m2, d2 = map(int, sys.argv[6].split('-'))
jd, end, out = swe.julday(y1, m1, d1, 0), swe.julday(y2, m2, d2, 0), []
while jd < end:
    a, b = gap(jd), gap(jd + 0.5)
    if a == 0 or (a < 0) != (b < 0) and abs(a - b) < 10:
        lo, hi = jd, jd + 0.5
        for _ in range(40):
            mid = (lo + hi) / 2
            if (gap(lo) < 0) != (gap(mid) < 0): hi = mid
            else: lo = mid
        y, m, d, _h = swe.revjul(lo)
        out.append('%04d-%02d-%02d' % (y, m, d))
    jd += 0.5
print(json.dumps(out))
`;
  return JSON.parse(
    execFileSync(
      VENV_PYTHON,
      ['-c', script, findEphemerisPath(), String(body), String(natal), String(angle), from, to],
      { encoding: 'utf8' },
    ),
  );
}
const missing = oracleMissing();
const required = process.env.REQUIRE_ALL_SUITES === '1';
if (missing && !required) console.warn(`[area timing oracle] SKIPPED: ${missing}`);

describe.skipIf(missing !== null && !required)('timing for one area, against pyswisseph', () => {
  it('reads the transits to the career points over the months ahead, dated, not a natal reading', async () => {
    // Transiting Saturn (6) meets the natal Moon (1), ruler of the 10th house, within six months.
    const [day] = exactDays(6, 1, 0, '2026-11-28', '2027-05-28');
    expect(day).toBeDefined();
    for (const message of [
      'o que os trânsitos dizem para os próximos meses na minha carreira',
      'what do the transits say about my career in the next few months',
      "what's coming up for my work over the coming months?",
    ]) {
      const [reply = ''] = await chatReplies([message], setup('plus'));
      const first = firstLine(reply);
      expect(first, message).toMatch(/^Over the next six months, the main passage for your career is this: /);
      expect(first, message).toContain(
        `Saturn meets your Moon (the ruler of your 10th house), exact ${humanDate(day ?? '')}`,
      );
      expect(reply, message).not.toMatch(/^### /m);
    }
  });

  it('names this week’s passage to a work point and a work move, not a quiet evening at home', async () => {
    // Transiting Venus (3) squares the natal Midheaven this week.
    const [day] = exactDays(3, -1, 90, '2026-11-28', '2026-12-05');
    expect(day).toBeDefined();
    const replies = await chatReplies(
      [
        'whats one thing from my chart i should use at work this week',
        'one tip for my job this week from my chart?',
        'una sola cosa de mi carta para usar en el trabajo esta semana',
      ],
      setup('plus'),
    );
    const [first = ''] = replies;
    expect(firstLine(first)).toContain(
      `use your Midheaven, the top of your chart, where career and reputation sit: Venus squares it, exact on ${humanDate(day ?? '', { year: false })}`,
    );
    for (const reply of replies) {
      expect(reply).not.toMatch(/evening at home/);
      expect(reply).toMatch(/One move: |Try this: |Concretely: /);
      expect(reply).toMatch(/Midheaven|10th house|6th house/);
    }
    // Asked again, another point in other words: never the same reply twice.
    expect(new Set(replies.map(firstLine)).size).toBe(replies.length);
  });
});

describe('timing for one area, by plan', () => {
  it('says plainly below Plus that transits for an area are personal timing, without a natal reading', async () => {
    for (const message of [
      'what do the transits say about my career in the next few months',
      'o que os trânsitos dizem para os próximos meses na minha carreira',
    ]) {
      const [reply = ''] = await chatReplies([message], setup('free'));
      expect(firstLine(reply), message).toMatch(/^What the transits bring your career over the next six months means/);
      expect(reply, message).not.toMatch(/^### /m);
    }
  });

  it('names no price below Plus after a hard situation earlier in the chat', async () => {
    const [, reply = ''] = await chatReplies(
      [
        'my dad died last month and i am not sleeping',
        'what do the transits say about my career in the next few months',
      ],
      setup('free'),
    );
    expect(firstLine(reply)).toMatch(/^What the transits bring your career over the next six months means/);
    expect(reply).not.toMatch(/\$|\/month|Plus/);
  });

  it('reads a month ahead by its own markers, not by the sky right now', async () => {
    for (const message of ["what's happening for me in january specifically", 'y en enero qué me espera?']) {
      const [, reply = ''] = await chatReplies(['tell me about my big three', message], setup('free'));
      expect(reply, message).toMatch(/### January 2027/);
      expect(reply, message).toMatch(/new in \w+ on \d+ January 2027/);
      expect(reply, message).not.toMatch(/right now/i);
    }
  });

  it('gives a work move from the chart alone below Plus', async () => {
    const [reply = ''] = await chatReplies(
      ['whats one thing from my chart i should use at work this week'],
      setup('free'),
    );
    expect(reply).toMatch(/^At work this week, use your Moon in Aries, the ruler of your 10th house/);
    expect(reply).not.toMatch(/evening at home/);
  });

  it('reads the Midheaven itself first when asked by name after a career reading, then its ruler', async () => {
    for (const message of ['e o meu meio do céu, o que significa?', 'and my midheaven, what does it mean?']) {
      const [, reply = ''] = await chatReplies(['tell me about my career', message], setup('free'));
      const headings = [...reply.matchAll(/^### (.+)$/gm)].map((m) => m[1]);
      expect(headings[0], message).toMatch(/^Midheaven in Cancer/);
      expect(reply, message).toMatch(/your Midheaven is in Cancer/);
    }
  });
});
