#!/usr/bin/env node
// Generates packages/server/src/places/time/tzdata.generated.json from the machine's compiled tz
// database (Debian's tzdata, built with backzone, so zones keep their pre-1970 history).
//
//   node scripts/tz/generate.mjs [--zoneinfo /usr/share/zoneinfo] [--out <file>]
//
// IANA tz data is in the public domain. The output records the tz version (from tzdata.zi).
// Format (read by packages/server/src/places/time/tzdata.ts):
//   { version, source, zones: { name: groupIndex }, groups: [{ types, times, idx, footer, hash }] }
//   types:  "utoffSeconds,isdst,abbr;..." (TZif local time types, type 0 applies before the first transition)
//   times:  transition instants, Unix seconds in base 36: the first absolute, then differences, comma separated
//   idx:    one base-36 character per transition: the type in force from that instant
//   footer: the POSIX TZ string for instants after the last transition ("" if none)
//   hash:   first 12 hex digits of the SHA-256 of the TZif file (lets the oracle test spot a changed host copy)
// Zones whose TZif files are byte-identical (links, mostly) share one group.
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const args = process.argv.slice(2);
const opt = (name, fallback) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : fallback;
};
const zoneinfo = opt('--zoneinfo', '/usr/share/zoneinfo');
const out = opt(
  '--out',
  new URL('../../packages/server/src/places/time/tzdata.generated.json', import.meta.url).pathname,
);

/** Reads the 64-bit (version 2+) part of a TZif file. */
export function parseTzif(buf) {
  if (buf.toString('latin1', 0, 4) !== 'TZif') throw new Error('not a TZif file');
  const version = buf[4];
  if (!version) throw new Error('TZif version 1 has no 64-bit data');
  const counts = (at) => {
    const c = [];
    for (let i = 0; i < 6; i++) c.push(buf.readUInt32BE(at + 20 + i * 4));
    const [isutcnt, isstdcnt, leapcnt, timecnt, typecnt, charcnt] = c;
    return { isutcnt, isstdcnt, leapcnt, timecnt, typecnt, charcnt };
  };
  const v1 = counts(0);
  let p = 44 + v1.timecnt * 5 + v1.typecnt * 6 + v1.charcnt + v1.leapcnt * 8 + v1.isstdcnt + v1.isutcnt;
  const h = counts(p);
  if (h.leapcnt) throw new Error('leap-second ("right/") files are not supported');
  p += 44;
  const times = [];
  for (let i = 0; i < h.timecnt; i++) times.push(Number(buf.readBigInt64BE(p + i * 8)));
  p += h.timecnt * 8;
  const idx = [...buf.subarray(p, p + h.timecnt)];
  p += h.timecnt;
  const rawTypes = [];
  for (let i = 0; i < h.typecnt; i++) {
    rawTypes.push({ utoff: buf.readInt32BE(p), isdst: buf[p + 4], abbrind: buf[p + 5] });
    p += 6;
  }
  const chars = buf.toString('latin1', p, p + h.charcnt);
  p += h.charcnt + h.isstdcnt + h.isutcnt;
  const footerEnd = buf.indexOf(0x0a, p + 1);
  const footer = buf[p] === 0x0a && footerEnd > p ? buf.toString('latin1', p + 1, footerEnd) : '';
  const types = rawTypes.map((t) => ({
    utoff: t.utoff,
    isdst: t.isdst,
    abbr: chars.slice(t.abbrind, chars.indexOf('\0', t.abbrind)),
  }));
  return { types, times, idx, footer };
}

function zoneNames() {
  const zi = readFileSync(join(zoneinfo, 'tzdata.zi'), 'utf8');
  const version = /^# version (\S+)/m.exec(zi)?.[1];
  if (!version) throw new Error(`no "# version" line in ${zoneinfo}/tzdata.zi`);
  const names = new Set();
  for (const line of zi.split('\n')) {
    const f = line.split(/\s+/);
    if (f[0] === 'Z') names.add(f[1]);
    else if (f[0] === 'L') names.add(f[2]);
  }
  return { version, names: [...names].sort() };
}

function main() {
  const { version, names } = zoneNames();
  const groups = [];
  const byHash = new Map();
  const zones = {};
  let transitions = 0;
  for (const name of names) {
    const buf = readFileSync(join(zoneinfo, name));
    const hash = createHash('sha256').update(buf).digest('hex').slice(0, 12);
    let g = byHash.get(hash);
    if (g === undefined) {
      const z = parseTzif(buf);
      if (z.types.length > 36) throw new Error(`${name}: more than 36 local time types`);
      let prev = 0;
      const times = z.times.map((t, i) => {
        const s = (i === 0 ? t : t - prev).toString(36);
        prev = t;
        return s;
      });
      groups.push({
        types: z.types.map((t) => `${t.utoff},${t.isdst},${t.abbr}`).join(';'),
        times: times.join(','),
        idx: z.idx.map((i) => i.toString(36)).join(''),
        footer: z.footer,
        hash,
      });
      transitions += z.times.length;
      g = groups.length - 1;
      byHash.set(hash, g);
    }
    zones[name] = g;
  }
  const data = {
    version,
    source: `IANA tz database ${version} (public domain), compiled zoneinfo from ${zoneinfo} (Debian tzdata, with backzone)`,
    zones,
    groups,
  };
  const json = `${JSON.stringify(data)}\n`;
  writeFileSync(out, json);
  console.log(
    `tz ${version}: ${names.length} zone names, ${groups.length} distinct zones, ${transitions} transitions, ${(json.length / 1024).toFixed(0)} KB -> ${out}`,
  );
}

main();
