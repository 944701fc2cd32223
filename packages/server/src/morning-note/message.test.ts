import type { TodayResponse } from '@stellara/contract';
import { describe, expect, it } from 'vitest';
import { buildMorningNote, dayWords } from './message.ts';

// A day as the Today card reads it (today.service.ts), written out so the builder is tested alone.
const day: TodayResponse = {
  date: '2027-03-28',
  timezone: 'Europe/London',
  at: '2027-03-28T05:00:00.000Z',
  moon: {
    sign: 'Libra',
    degree: 12.4,
    phase: 'Waxing Gibbous',
    elongation: 150,
    illumination: 93,
    signChange: null,
  },
  lead: {
    kind: 'moon-contact',
    title: 'Moon square your Venus, in your 7th house',
    detail: 'Your feelings rub against your need for closeness <today>. Exact at 14:20.',
    at: '2027-03-28T13:20:00.000Z',
    question: 'What does the Moon square my Venus bring up?',
    about: null,
  },
  more: [
    { kind: 'moon-sign', title: 'Moon in Libra', detail: 'A day for fairness.', at: null, question: null, about: null },
    { kind: 'moon-house', title: 'Moon in your 7th house', detail: 'Partners.', at: null, question: null, about: null },
    { kind: 'moon', title: 'Third thing', detail: 'Not in the mail.', at: null, question: null, about: null },
  ],
  moonHouse: { house: 7, enters: null },
  background: {
    planet: 'Saturn',
    aspect: 'square',
    target: 'Sun',
    orb: 1.2,
    start: null,
    end: null,
    meaning: 'Saturn asks you to build slowly.',
    question: 'What is Saturn asking of me?',
  },
  personal: true,
  hasChart: true,
};

const links = {
  chat: 'https://stellara.example/',
  unsubscribe: 'https://stellara.example/api/morning-note/unsubscribe?token=abc.def',
};

const hrefs = (html: string) => [...html.matchAll(/href="([^"]*)"/g)].map((m) => m[1]!.replace(/&amp;/g, '&'));

describe('buildMorningNote', () => {
  const mail = buildMorningNote({ today: day, name: 'Ada Lovelace', hour: 7, links });

  it("leads with the day's lead, greets by first name, and names the day and the Moon", () => {
    expect(mail.subject).toBe('Your morning note: Moon square your Venus, in your 7th house');
    expect(mail.text.startsWith('Good morning, Ada.\n')).toBe(true);
    expect(mail.text).toContain('Sunday 28 March · Moon in Libra, waxing gibbous, 93% lit');
    expect(mail.text).toContain('Moon square your Venus, in your 7th house.\nYour feelings rub against');
    expect(mail.text).toContain('In the background: Saturn square your Sun. Saturn asks you to build slowly.');
    expect(mail.text).toContain('at 07:00, Europe/London time');
  });

  it('names two more things of the day, not all of them', () => {
    expect(mail.text).toContain('- Moon in Libra. A day for fairness.');
    expect(mail.text).toContain('- Moon in your 7th house. Partners.');
    expect(mail.text).not.toContain('Third thing');
    expect(mail.html).not.toContain('Third thing');
  });

  it('carries the chat and unsubscribe links in both parts, and only those in the HTML', () => {
    expect(mail.text).toContain(links.chat);
    expect(mail.text).toContain(links.unsubscribe);
    expect(hrefs(mail.html)).toEqual([links.chat, links.unsubscribe]);
  });

  it('has the one-click unsubscribe headers of RFC 8058', () => {
    expect(mail.headers).toEqual({
      'List-Unsubscribe': `<${links.unsubscribe}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
  });

  it('escapes what it puts into the HTML', () => {
    expect(mail.html).toContain('closeness &lt;today&gt;');
    expect(mail.html).not.toContain('<today>');
    const named = buildMorningNote({ today: day, name: '<b>Eve</b> Smith', hour: 7, links });
    expect(named.html).toContain('Good morning, &lt;b&gt;Eve&lt;/b&gt;.');
  });

  it('greets without a name when there is none, and leaves out what the day does not have', () => {
    const plain = buildMorningNote({ today: { ...day, more: [], background: null }, name: null, hour: 6, links });
    expect(plain.text.startsWith('Good morning.\n')).toBe(true);
    expect(plain.text).not.toContain('Also today');
    expect(plain.text).not.toContain('In the background');
    expect(plain.html).not.toContain('<ul');
  });
});

it('dayWords names the local date as it is, whatever the server zone', () => {
  expect(dayWords('2027-03-28')).toBe('Sunday 28 March');
  expect(dayWords('2027-01-01')).toBe('Friday 1 January');
});
