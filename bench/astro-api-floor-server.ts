// The floors bench/astro-api.ts sets the chart API against: a bare node:http server, no framework, no validation,
// no guards, no cache, answering POST /api/v4/natal-aspects-data in one of two ways (FLOOR env):
//   ephemeris  the bare Swiss Ephemeris calls of the body's chart (exactly those the bench times in a tight loop),
//              then a fixed answer of the real answer's size: what HTTP plus the ephemeris cost at the least;
//   engine     the real chart (local time -> UT, the engine), its aspects and the real answer writer: what the
//              server's own work costs without Fastify, its hooks and zod.
// Started by bench/astro-api.ts (bundled like the server); not part of the product.
import { createServer } from 'node:http';
import { calculateAspects, initEphemeris, utcToJulianDay } from '@stellara/astro';
import { BODY, FLG_SWIEPH, swe } from '@stellara/astro/ephemeris';
import { chartForSubject, natalAnswerBytes } from '@stellara/server/bench/v4';

const floor = process.env.FLOOR;
if (floor !== 'ephemeris' && floor !== 'engine') throw new Error('FLOOR must be "ephemeris" or "engine"');
initEphemeris();
const BODIES = Object.values(BODY);
const ECL_NUT = swe.constants.SE_ECL_NUT;
const SPEED = swe.constants.SEFLG_SPEED;
let sink = 0;

// biome-ignore lint/suspicious/noExplicitAny: the bench sends well-formed subjects; no validation is the point
function answer(subject: any): Buffer {
  if (floor === 'engine') {
    const s = chartForSubject(
      {
        second: 0,
        zodiac_type: 'Tropic',
        houses_system_identifier: 'P',
        perspective_type: 'Apparent Geocentric',
        ...subject,
      },
      'subject',
    );
    return natalAnswerBytes(s, calculateAspects(s.chart.points));
  }
  // The zone's offset is not looked up here: a whole-hour guess gives an instant as new as the real one.
  const jd = utcToJulianDay(subject.year, subject.month, subject.day, subject.hour, subject.minute, 0);
  sink += swe.houses_ex2(jd, 0, subject.latitude, subject.longitude, 'P').data.houses[0];
  sink += swe.calc_ut(jd, ECL_NUT, 0).data[0]!;
  for (const b of BODIES) sink += swe.calc_ut(jd, b, FLG_SWIEPH | SPEED).data[0]!;
  return FIXED;
}
const FIXED = Buffer.alloc(Number(process.env.FLOOR_ANSWER_BYTES ?? 20_000), 0x20);

createServer((request, response) => {
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('end', () => {
    if (request.method !== 'POST') {
      response.writeHead(200).end('{"status":"OK"}');
      return;
    }
    const body = answer(JSON.parse(Buffer.concat(chunks).toString('utf8')).subject);
    response.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': body.length });
    response.end(body);
  });
}).listen(Number(process.env.PORT), process.env.HOST ?? '127.0.0.1');
process.on('SIGTERM', () => process.exit(sink === Number.POSITIVE_INFINITY ? 1 : 0));
