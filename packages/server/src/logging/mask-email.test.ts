import { describe, expect, it } from 'vitest';
import { maskEmails } from './mask-email.ts';

describe('masking e-mail addresses in log text', () => {
  it('keeps the first character and the domain', () => {
    expect(maskEmails('ada.lovelace@example.com')).toBe('a…@example.com');
    expect(maskEmails('a@example.com')).toBe('a…@example.com');
    expect(maskEmails('Mail for free-lq3-7@mail.example.co.uk failed')).toBe('Mail for f…@mail.example.co.uk failed');
    expect(maskEmails("o'brien+tag@example.org")).toBe('o…@example.org');
    expect(maskEmails('zoë@exämple.de, 𝒜lice@example.com')).toBe('z…@exämple.de, 𝒜…@example.com');
    expect(maskEmails('bob@xn--bcher-kva.example')).toBe('b…@xn--bcher-kva.example');
  });

  it('masks every address in a line, inside URLs, mailto: and percent-encoded query strings', () => {
    expect(maskEmails('to ann@example.com, cc bob@example.net')).toBe('to a…@example.com, cc b…@example.net');
    expect(maskEmails('/api/admin/members?q=bob%40example.com&page=2')).toBe(
      '/api/admin/members?q=b…%40example.com&page=2',
    );
    expect(maskEmails('/x?email=bob%2Bnews%40example.com')).toBe('/x?email=b…%40example.com');
    expect(maskEmails('<mailto:carol@example.com>')).toBe('<mailto:c…@example.com>');
    expect(maskEmails('Key (email)=(dave@example.com) already exists.')).toBe(
      'Key (email)=(d…@example.com) already exists.',
    );
  });

  it('keeps a JSON line valid, masking the message and string fields at any depth', () => {
    const line = JSON.stringify({
      level: 30,
      msg: 'Mail written to the outbox for eve@example.com',
      to: 'eve@example.com',
      nested: { list: ['x', { who: 'frank@example.com' }], quoted: '"gina@example.com"' },
    });
    expect(JSON.parse(maskEmails(line))).toEqual({
      level: 30,
      msg: 'Mail written to the outbox for e…@example.com',
      to: 'e…@example.com',
      nested: { list: ['x', { who: 'f…@example.com' }], quoted: '"g…@example.com"' },
    });
  });

  it('changes nothing twice, and leaves alone what is not an address', () => {
    const once = maskEmails('ann@example.com');
    expect(maskEmails(once)).toBe(once);
    for (const text of [
      'no address here',
      'better-auth@1.7.25 and @stellara/contract',
      'user@localhost',
      'pkg@2.0.0-beta.1',
      'an @ alone, and trailing@',
      '@example.com',
    ]) {
      expect(maskEmails(text)).toBe(text);
    }
  });

  it('reads at most 64 characters of a local part (the longest an address has), masking those', () => {
    expect(maskEmails(`${'x'.repeat(70)}${'y'.repeat(64)}@example.com`)).toBe(`${'x'.repeat(70)}y…@example.com`);
  });

  // Every log line goes through this, visitors' input included: a regular expression over the whole address
  // backtracked quadratically (40,000 letters and one @: 1.6 s).
  it('takes time in proportion to the line, whatever it holds', () => {
    const lines = [
      `{"msg":"${'a'.repeat(400_000)} @ x"}`,
      `{"msg":"${'a.'.repeat(200_000)}@${'b'.repeat(400_000)}"}`,
      '@a.a'.repeat(100_000),
      `${'a%40'.repeat(100_000)}example.com`,
      `x@${'ab.'.repeat(130_000)}`,
      'ann@example.com, '.repeat(25_000),
    ];
    for (const line of lines) {
      const started = performance.now();
      maskEmails(line);
      // A guard against a hang, not a speed measure: linear work here is a few milliseconds, quadratic is minutes.
      expect(performance.now() - started).toBeLessThan(10_000);
    }
  });
});
