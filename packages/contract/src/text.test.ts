import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { birthDataSchema, signUpSchema } from './accounts.ts';
import { sendConversationMessageSchema } from './chat.ts';
import { DATE_RANGE_MESSAGE } from './dates.ts';
import { extractionResultSchema } from './ingest.ts';
import {
  isSafeText,
  replaceUnsafeText,
  safeJson,
  safeText,
  UNSAFE_TEXT_MESSAGE,
  unsafeTextIndex,
  unsafeTextPath,
} from './text.ts';

const NUL = '\u0000';
const LONE_HIGH = '\uD83D';
const LONE_LOW = '\uDE00';

describe('unsafeTextIndex', () => {
  it('accepts ordinary text, tab, newline, carriage return and paired surrogates', () => {
    for (const s of ['', 'Ada Lovelace', 'line\none\r\n\ttabbed', 'Zoë ☉ 😀 𝔐', 'München']) {
      expect(unsafeTextIndex(s), JSON.stringify(s)).toBe(-1);
    }
  });

  it('finds C0 control characters other than tab, newline and carriage return', () => {
    expect(unsafeTextIndex(`ab${NUL}c`)).toBe(2);
    expect(unsafeTextIndex('\u0001')).toBe(0);
    expect(unsafeTextIndex('x\u000b')).toBe(1);
    expect(unsafeTextIndex('\u001f')).toBe(0);
    expect(unsafeTextIndex('\u001b[31m')).toBe(0);
  });

  it('finds unpaired surrogates: a high one alone or at the end, a low one alone or reversed', () => {
    expect(unsafeTextIndex(`a${LONE_HIGH}`)).toBe(1);
    expect(unsafeTextIndex(`${LONE_HIGH}a`)).toBe(0);
    expect(unsafeTextIndex(`${LONE_LOW}`)).toBe(0);
    expect(unsafeTextIndex(`${LONE_LOW}${LONE_HIGH}`)).toBe(0);
    expect(unsafeTextIndex(`😀${LONE_HIGH}${LONE_HIGH}${LONE_LOW}`)).toBe(2);
    expect(isSafeText(`${LONE_HIGH}${LONE_LOW}`)).toBe(true);
  });
});

describe('replaceUnsafeText', () => {
  it('replaces each unsafe character by U+FFFD and leaves the rest, pairs included', () => {
    expect(replaceUnsafeText('plain 😀')).toBe('plain 😀');
    expect(replaceUnsafeText(`a${NUL}b${LONE_HIGH}c${LONE_LOW}`)).toBe('a\uFFFDb\uFFFDc\uFFFD');
    expect(replaceUnsafeText(`${NUL}${NUL}\t`)).toBe('\uFFFD\uFFFD\t');
  });
});

describe('safeText', () => {
  const name = safeText({ error: 'is required' }).trim().min(1, 'is required').max(5, 'is too long');

  it('parses and chains like z.string()', () => {
    expect(name.parse('  Ada ')).toBe('Ada');
    expect(name.safeParse('   ').error?.issues[0]?.message).toBe('is required');
    expect(name.safeParse(3).error?.issues[0]?.message).toBe('is required');
  });

  it('refuses NUL and a lone surrogate with one issue: the unsafe-text message', () => {
    for (const bad of [`A${NUL}a`, `A${LONE_HIGH}`, NUL.repeat(10)]) {
      const issues = name.safeParse(bad).error?.issues ?? [];
      expect(issues.map((i) => i.message)).toEqual([UNSAFE_TEXT_MESSAGE]);
    }
  });
});

describe('unsafeTextPath', () => {
  it('is null for clean values of every JSON kind', () => {
    expect(unsafeTextPath({ a: [1, 'x', { b: null, c: true }], d: 'ok' })).toBeNull();
    expect(unsafeTextPath(undefined)).toBeNull();
    expect(unsafeTextPath(Buffer.from([0, 0, 0]))).toBeNull();
  });

  it('names the first offending value, key or top-level string', () => {
    expect(unsafeTextPath({ birthData: { name: `x${NUL}` } })).toEqual(['birthData', 'name']);
    expect(unsafeTextPath({ messages: [{ content: 'ok' }, { content: LONE_LOW }] })).toEqual([
      'messages',
      1,
      'content',
    ]);
    expect(unsafeTextPath({ a: 'ok', b: NUL, c: NUL })).toEqual(['b']);
    expect(unsafeTextPath({ props: { [`k${NUL}`]: 1 } })).toEqual(['props', `k${NUL}`]);
    expect(unsafeTextPath(NUL)).toEqual([]);
  });

  it('walks a deeply nested value without exhausting the stack', () => {
    let deep: unknown = NUL;
    for (let i = 0; i < 200_000; i++) deep = [deep];
    expect(unsafeTextPath(deep)).toHaveLength(200_000);
  });
});

describe('safeJson', () => {
  it('accepts any JSON value whose strings are safe, and names the path of one that is not', () => {
    const schema = z.object({ properties: z.record(safeText(), safeJson()) });
    expect(schema.safeParse({ properties: { a: [1, { b: 'ok' }] } }).success).toBe(true);
    const issue = schema.safeParse({ properties: { a: [1, { b: `x${NUL}` }] } }).error?.issues[0];
    expect(issue).toMatchObject({ path: ['properties', 'a', 1, 'b'], message: UNSAFE_TEXT_MESSAGE });
  });
});

describe('request schemas use safe text', () => {
  const firstIssue = (schema: z.ZodType, value: unknown) => schema.safeParse(value).error?.issues[0];
  const birth = {
    name: 'Ada',
    birthDate: '1990-07-15',
    birthTime: '13:30',
    birthPlace: 'London',
    latitude: 51.5,
    longitude: -0.12,
    timezone: 'Europe/London',
  };

  it('refuses unsafe text in the birth form, sign-up, chat and an extraction edit, naming the field', () => {
    expect(firstIssue(birthDataSchema, { ...birth, birthPlace: `Lon${NUL}don` })).toMatchObject({
      path: ['birthPlace'],
      message: UNSAFE_TEXT_MESSAGE,
    });
    expect(firstIssue(signUpSchema, { name: LONE_HIGH, email: 'a@example.com', password: 'secret1' })).toMatchObject({
      path: ['name'],
      message: UNSAFE_TEXT_MESSAGE,
    });
    expect(firstIssue(sendConversationMessageSchema, { content: `hi${NUL}` })).toMatchObject({
      path: ['content'],
      message: UNSAFE_TEXT_MESSAGE,
    });
    const extraction = {
      doc_meta: { file_id: 'f', file_name: 'a.txt', file_size: 1, processed_at: '2024-01-01T00:00:00Z' },
      extraction: {
        concepts: [
          {
            concept_type: 'Planet',
            name: 'Saturn',
            normalized_name: 'saturn',
            short_summary: 'Structure.',
            properties: { ruler: `Capricorn${NUL}` },
            confidence: 0.9,
          },
        ],
        confidence: 'high',
      },
    };
    expect(firstIssue(extractionResultSchema, extraction)?.path).toEqual([
      'extraction',
      'concepts',
      0,
      'properties',
      'ruler',
    ]);
  });

  it('keeps birth dates inside the ephemeris range', () => {
    expect(birthDataSchema.safeParse({ ...birth, birthDate: '1800-01-01' }).success).toBe(true);
    expect(birthDataSchema.safeParse({ ...birth, birthDate: '2399-12-31' }).success).toBe(true);
    for (const birthDate of ['1799-12-31', '2400-01-01', '0001-01-01', '9999-12-31']) {
      expect(firstIssue(birthDataSchema, { ...birth, birthDate }), birthDate).toMatchObject({
        path: ['birthDate'],
        message: DATE_RANGE_MESSAGE,
      });
    }
    expect(DATE_RANGE_MESSAGE).toContain('1800-01-01 and 2399-12-31');
  });
});
