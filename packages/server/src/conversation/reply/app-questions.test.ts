// Whole chats asking about Stellara itself, its data and the account, against ordinary asks that only say "you".
import { calculateNatalChart } from '@stellara/astro';
import type { PersonalityId } from '@stellara/contract';
import { describe, expect, it } from 'vitest';
import { seedKnowledge } from '../../knowledge/meanings.ts';
import { chatReplies } from '../../test-support/chat.ts';
import { contextAt } from '../session-chart.ts';
import { appFactsForModel, appQuestionOf } from './app-questions.ts';

const sent = new Date('2026-11-28T12:00:00Z');
const chart = contextAt(calculateNatalChart({ ut: '1990-07-15T12:30:00Z', latitude: 51.5, longitude: -0.12 }), sent);
const knowledge = seedKnowledge();

/** The texts of a chat's replies, on a free plan. */
const chat = (messages: string[], personality: PersonalityId = 'guide') =>
  chatReplies(messages, { chart, knowledge, personality, level: 'basic', tier: 'free', sent });

const ABOUT_ITSELF = /not a person|no human|automated reader|no witch behind|pas d'humain|ningún humano|nenhum humano/i;

describe('an ordinary ask that says "you"', () => {
  it.each([
    ['guide', 'do you think i will find a new place in time?'],
    ['witchy', 'can you give me a small full-moon ritual'],
    ['coach', 'could you tell me if this is a good month to ask for a raise'],
    ['mentor', '¿crees que voy a encontrar trabajo pronto?'],
  ] as const)('%s: "%s" is answered, not met with what Stellara is', async (voice, message) => {
    const [reply] = await chat([message], voice);
    expect(reply).not.toMatch(ABOUT_ITSELF);
    // "full-moon" with a hyphen is the full Moon asked for, not the next new one.
    if (message.includes('full-moon')) expect(reply).toMatch(/next Full Moon/);
    expect(appQuestionOf(message)).toBeNull();
  });
});

describe('a chart question that only sounds like one about the app', () => {
  it.each([
    'what does lilith in gemini mean',
    'my moon is in gemini, what does that say about me',
    "claude is my brother's name, he's a leo. are we compatible",
    "i'm training a new puppy lol, what does my chart say about patience",
    'should i share my birth chart with my boyfriend?',
    'i want to delete everything about my ex from my life, is this a good month for it',
    'qué dice mi venus en géminis sobre el amor',
  ])('"%s" is read as a chart question', async (message) => {
    expect(appQuestionOf(message)).toBeNull();
    const [reply] = await chat([message]);
    expect(reply).not.toMatch(/built-in reader|Privacy page|Delete Account|Cancel Subscription/);
  });
});

describe('a question about Stellara itself', () => {
  it.each([
    ['merci 🌙 tu es un vrai humain derrière ou un bot?', /^Avec plaisir ! .*pas d'humain/],
    ['gracias!! eres una persona real o un programa?', /^¡De nada! .*ningún humano/],
    ['thanks x. are you actually a bot or a real person', /^You're welcome! .*not a person/],
  ])('thanks and "bot?" in "%s": thanks first, then the honest answer, in the language', async (message, answer) => {
    const [reply] = await chat([message]);
    expect(reply).toMatch(answer);
  });
});

describe('questions on data, privacy and the account', () => {
  it.each([
    ['who sees my birth data? do u sell it', /nothing is sold/i, /Privacy page/],
    ['is my info private or do you share it with anyone', /nobody else/i, /Privacy page/],
    ['can i delete my account and everything about me', /Delete Account removes/, /Settings, under Account/],
    ['how do i wipe all my data from here', /Delete Account removes/, /Export My Data/],
    ['do you use chatgpt? is my chat used to train it', /not ChatGPT/, /not used to train/],
    ['what ai model writes this', /built-in reader/, /Privacy page/],
    ['how do i cancel if i subscribe', /Cancel Subscription/, /end of the period you have already paid for/],
    ['if i pay for plus can i stop the subscription later?', /Cancel Subscription/, /profile and chart stay/],
  ])('"%s" is answered from what the app does', async (message, first, second) => {
    const [reply] = await chat([message]);
    expect(reply).toMatch(first);
    expect(reply).toMatch(second);
    expect(reply).not.toMatch(/Big Three|Sun in|\$\d/);
  });

  it('in Spanish, the honest language line and then the answer', async () => {
    const [reply] = await chat(['quien ve mis datos de nacimiento? los venden?']);
    expect(reply).toMatch(/inglés/);
    expect(reply).toMatch(/nothing is sold/);
  });
});

describe('the facts the model writer is given', () => {
  it('names the configured model and what is sent to it, and gives no facts for "what are you"', () => {
    expect(appFactsForModel('is my chat used to train chatgpt?', 'gpt-4o-mini')).toMatch(/gpt-4o-mini.*sent to it/);
    expect(appFactsForModel('can i delete everything about me from my account', 'gpt-4o-mini')).toMatch(
      /Delete Account/,
    );
    expect(appFactsForModel('are you a bot', 'gpt-4o-mini')).toBeNull();
    expect(appFactsForModel('do you think i will move soon', null)).toBeNull();
  });
});

describe('questions about the app in more forms', () => {
  const SIGNS = /Cancer|Aries|Libra|Gemini|###/;

  it.each([
    'quick q before i pay for anything else: who actually writes these answers? a person?',
    'is this written by a real person or what',
    '¿quién escribe estas respuestas?',
  ])('"%s": who writes the replies, honestly, and no reading', async (message) => {
    const [reply] = await chat([message]);
    expect(reply).toMatch(ABOUT_ITSELF);
    expect(reply).not.toMatch(SIGNS);
  });

  it.each(['do you share my stuff with advertisers', 'do u sell my data to advertisers?'])(
    '"%s": no first, then what the Privacy page says',
    async (message) => {
      const [reply] = await chat([message]);
      expect(reply).toMatch(/^No\. /);
      expect(reply).toMatch(/no advertising or tracking scripts/);
      expect(reply).not.toMatch(SIGNS);
    },
  );

  it.each(['can i cancel anytime', 'can I cancel whenever?', '¿puedo cancelar cuando quiera?'])(
    '"%s": yes, and where',
    async (message) => {
      const [reply] = await chat([message]);
      expect(reply).toMatch(/Yes, whenever you like\. In Settings, under Account, Cancel Subscription/);
      expect(reply).not.toMatch(SIGNS);
    },
  );

  it.each([
    'is my birth data stored somewhere, and can i delete it',
    'do you keep my birth details? can i remove them?',
  ])('"%s": both parts, in order, naming the screen', async (message) => {
    const [reply] = await chat([message]);
    const kept = reply!.indexOf('Yes, it is kept');
    const deleted = reply!.indexOf('Delete Account');
    expect(kept).toBe(0);
    expect(deleted).toBeGreaterThan(kept);
    expect(reply).toMatch(/In Settings, under Account/);
    expect(reply).not.toMatch(SIGNS);
  });
});

describe('a reminder asked for', () => {
  it.each(['cool. can u set a reminder for me for that', 'remind me on march 3rd pls'])(
    '"%s": an honest no, and what comes close',
    async (message) => {
      const [reply] = await chat(['when is my saturn return?', message]).then((r) => r.slice(1));
      expect(reply).toMatch(/^I can't set reminders/);
      expect(reply).toMatch(/morning note/);
      expect(reply).not.toMatch(/Big Three|Sun in|\$\d/);
    },
  );

  it.each([
    'remind me what my moon sign is',
    'you remind me of my mum, she said the same',
    'every song is a reminder of him',
  ])('"%s" asks for no reminder', (message) => expect(appQuestionOf(message)).toBeNull());
});
