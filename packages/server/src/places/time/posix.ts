/**
 * POSIX TZ strings (the TZif footer), e.g. "EST5EDT,M3.2.0,M11.1.0" or "<+1030>-10:30<+11>-11,M10.1.0,M4.1.0".
 * They give the rule for instants after a zone's last listed transition. POSIX offsets count west
 * as positive; everything returned here counts east as positive, like the TZif types.
 */

export interface LocalType {
  utoff: number;
  isdst: boolean;
  abbr: string;
}

interface DateRule {
  kind: 'J' | 'n' | 'M';
  /** J: 1..365 (Feb 29 never counted); n: 0..365; M: month, week, weekday. */
  a: number;
  b: number;
  c: number;
  /** Seconds after local midnight (may be negative or beyond 24 h, RFC 8536). */
  time: number;
}

export interface PosixRule {
  std: LocalType;
  dst?: LocalType;
  start?: DateRule;
  end?: DateRule;
}

const DAY = 86_400;

/** Days since 1970-01-01 of a proleptic Gregorian date (month 1..12). */
export function daysFromCivil(y: number, m: number, d: number): number {
  const yy = m <= 2 ? y - 1 : y;
  const era = Math.floor(yy / 400);
  const yoe = yy - era * 400;
  const doy = Math.floor((153 * (m + (m > 2 ? -3 : 9)) + 2) / 5) + d - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146_097 + doe - 719_468;
}

/** The Gregorian date of a day number (days since 1970-01-01). */
export function civilFromDays(z: number): { y: number; m: number; d: number } {
  const zz = z + 719_468;
  const era = Math.floor(zz / 146_097);
  const doe = zz - era * 146_097;
  const yoe = Math.floor((doe - Math.floor(doe / 1460) + Math.floor(doe / 36_524) - Math.floor(doe / 146_096)) / 365);
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const d = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const m = mp + (mp < 10 ? 3 : -9);
  return { y: era * 400 + yoe + (m <= 2 ? 1 : 0), m, d };
}

const isLeap = (y: number) => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;

class Cursor {
  i = 0;
  constructor(readonly s: string) {}
  peek(): string {
    return this.s[this.i] ?? '';
  }
  fail(what: string): never {
    throw new Error(`Bad POSIX TZ string "${this.s}" at ${this.i}: ${what}`);
  }
  name(): string {
    if (this.peek() === '<') {
      const close = this.s.indexOf('>', this.i);
      if (close < 0) this.fail('unclosed <');
      const name = this.s.slice(this.i + 1, close);
      this.i = close + 1;
      return name;
    }
    const m = /^[A-Za-z]{3,}/.exec(this.s.slice(this.i));
    if (!m) this.fail('expected a zone abbreviation');
    this.i += m[0].length;
    return m[0];
  }
  /** [+-]hh[:mm[:ss]] in seconds. */
  hms(): number {
    const m = /^([+-]?)(\d{1,3})(?::(\d{1,2}))?(?::(\d{1,2}))?/.exec(this.s.slice(this.i));
    if (!m) this.fail('expected a time');
    this.i += m[0].length;
    const v = Number(m[2]) * 3600 + Number(m[3] ?? 0) * 60 + Number(m[4] ?? 0);
    return m[1] === '-' ? -v : v;
  }
  number(): number {
    const m = /^\d+/.exec(this.s.slice(this.i));
    if (!m) this.fail('expected a number');
    this.i += m[0].length;
    return Number(m[0]);
  }
  expect(ch: string): void {
    if (this.peek() !== ch) this.fail(`expected "${ch}"`);
    this.i++;
  }
  dateRule(): DateRule {
    let rule: Omit<DateRule, 'time'>;
    if (this.peek() === 'M') {
      this.i++;
      const month = this.number();
      this.expect('.');
      const week = this.number();
      this.expect('.');
      const weekday = this.number();
      rule = { kind: 'M', a: month, b: week, c: weekday };
    } else if (this.peek() === 'J') {
      this.i++;
      rule = { kind: 'J', a: this.number(), b: 0, c: 0 };
    } else {
      rule = { kind: 'n', a: this.number(), b: 0, c: 0 };
    }
    let time = 7200;
    if (this.peek() === '/') {
      this.i++;
      time = this.hms();
    }
    return { ...rule, time };
  }
}

export function parsePosixTz(tz: string): PosixRule {
  const c = new Cursor(tz);
  const stdName = c.name();
  const std: LocalType = { utoff: 0 - c.hms(), isdst: false, abbr: stdName };
  if (c.i >= tz.length) return { std };
  const dstName = c.name();
  let dstUtoff = std.utoff + 3600;
  if (c.peek() !== ',' && c.i < tz.length) dstUtoff = 0 - c.hms();
  const dst: LocalType = { utoff: dstUtoff, isdst: true, abbr: dstName };
  if (c.peek() !== ',') c.fail('a DST rule needs ",start,end" (no default rules here)');
  c.i++;
  const start = c.dateRule();
  c.expect(',');
  const end = c.dateRule();
  if (c.i !== tz.length) c.fail('trailing characters');
  return { std, dst, start, end };
}

/** Day number (days since 1970-01-01) on which a rule falls in year y. */
function ruleDay(r: DateRule, y: number): number {
  const jan1 = daysFromCivil(y, 1, 1);
  if (r.kind === 'J') return jan1 + r.a - 1 + (isLeap(y) && r.a >= 60 ? 1 : 0);
  if (r.kind === 'n') return jan1 + r.a;
  const first = daysFromCivil(y, r.a, 1);
  const weekdayOfFirst = (((first + 4) % 7) + 7) % 7; // 1970-01-01 was a Thursday (4)
  let day = first + ((r.c - weekdayOfFirst + 7) % 7) + (r.b - 1) * 7;
  if (r.b === 5) {
    const monthLength = daysFromCivil(r.a === 12 ? y + 1 : y, r.a === 12 ? 1 : r.a + 1, 1) - first;
    while (day - first >= monthLength) day -= 7;
  }
  return day;
}

export interface Transition {
  at: number;
  type: LocalType;
}

/** The rule's transitions in year y (Unix seconds, ascending). Empty without DST. */
export function transitionsInYear(rule: PosixRule, y: number): Transition[] {
  if (!rule.dst || !rule.start || !rule.end) return [];
  // The start is given in standard (local) time, the end in daylight time.
  const start = ruleDay(rule.start, y) * DAY + rule.start.time - rule.std.utoff;
  const end = ruleDay(rule.end, y) * DAY + rule.end.time - rule.dst.utoff;
  const list: Transition[] = [
    { at: start, type: rule.dst },
    { at: end, type: rule.std },
  ];
  return list.sort((a, b) => a.at - b.at);
}

/** The Gregorian year of a Unix instant (UTC). */
export function yearOf(t: number): number {
  return civilFromDays(Math.floor(t / DAY)).y;
}
