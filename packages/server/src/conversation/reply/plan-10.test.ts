// Whole chats for product questions a blind review found unanswered and asked shapes ignored: "person or program?"
// in any word order and spelling, a guest asking what is kept, whether someone whose chart was run is told, what moving
// down from Pro takes away, a price asked in another currency, one plan's price named alone. Wordings of our own,
// several languages, with controls that must stay readings.
import { planInfo, type Tier } from '@stellara/contract';
import { describe, expect, it } from 'vitest';
import { adaChat } from '../../test-support/chat.ts';

const last = async (messages: string[], tier: Tier = 'free') => (await adaChat(messages, { tier })).at(-1)!;
const CHART_READING = /### |Your (?:Sun|Moon|Rising)/;

describe('"person or program?" is answered as what Stellara is, in the asker\'s language', () => {
  it.each([
    ['Vous êtes une personne ou un programme ?', /lecteur automatique/],
    ["t'es un robot ou un humain ?", /lecteur automatique/],
    ['vc é uma pessoa ou um robo? pq parece mt real', /leitor automático/],
    ['você é gente de verdade ou um programa?', /leitor automático/],
    ['¿Eres una persona o un programa?', /lector automático/],
    ['Bist du ein Programm oder ein echter Mensch?', /automatischer Leser/],
    ['is this a real person or a bot?', /automated|built-in|not a person|no person/i],
    ["sei un astrologo vero o un'intelligenza artificiale?", /lettore automatico/],
    ['¿eres una astróloga de verdad o una inteligencia artificial?', /lector automático/],
    ['are you an AI or a real astrologer?', /automated|built-in|not a person|no person/i],
  ])('%s', async (message, said) => {
    const { text, plan } = await last([message]);
    expect(plan.mode).toBe('about-stellara');
    expect(text).toMatch(said);
    expect(text).not.toMatch(CHART_READING);
  });

  it.each([
    'is my boss a robot or a person? he never smiles',
    'mon chef est un robot ou une personne ?',
    "j'ai une question : est-ce que tu peux lire mon thème ?",
  ])('control: someone else asked about is not the app (%s)', async (message) => {
    const { plan } = await last([message]);
    expect(plan.mode).not.toBe('about-stellara');
  });
});

describe('a guest asking what is kept hears: only for this visit', () => {
  it.each([
    "Est-ce que vous gardez mes informations ? Je n'ai pas créé de compte.",
    'Vocês guardam as minhas informações? Não criei conta.',
    '¿Guardan mi información? No tengo cuenta.',
    'do you keep my info? i never made an account',
  ])('%s', async (message) => {
    const { text, plan } = await last([message], 'anonymous');
    expect(plan.mode).toBe('about-stellara');
    expect(text).toMatch(/Only for this visit/);
    expect(text).toMatch(/Privacy page/);
    expect(text).not.toMatch(CHART_READING);
  });
});

describe('whether someone whose chart was run is told, and the chart allowance', () => {
  it.each([
    [
      "Does Tunde get notified that I ran his chart? And can I add my daughter's too — how many charts do I have?",
      'pro',
    ],
    ['will she know I looked at her chart? how many charts can I save?', 'plus'],
    ['Est-ce que Marc sera prévenu si je regarde son thème ?', 'pro'],
  ] as const)('%s (%s)', async (message, tier) => {
    const { text, plan } = await last([message], tier);
    expect(plan.mode).toBe('about-stellara');
    expect(text).toMatch(/nobody is notified/);
    if (/how many/.test(message)) expect(text).toContain(`${planInfo[tier].chartsIncluded}`);
  });
});

describe('moving down a plan says what is lost, from the plan table', () => {
  it.each([
    'if I downgrade to plus after the raise, what do I lose?',
    'what happens if I switch from pro to plus?',
    "Si je passe de Pro à Plus, qu'est-ce que je perds ?",
  ])('%s', async (message) => {
    const { text, plan } = await last([message], 'pro');
    expect(plan.mode).toBe('about-stellara');
    expect(text).toMatch(/compatibility, synastry and composite/);
    expect(text).toMatch(/1 stored chart/);
    expect(text).not.toMatch(CHART_READING);
  });
});

describe('prices: one plan named gets that plan, another currency hears that prices are in US dollars', () => {
  it.each(['quanto custa o plus? em reais', 'how much is plus in euros?', '¿cuánto cuesta pro en pesos?'])(
    '%s',
    async (message) => {
      const { text } = await last([message]);
      expect(text).toMatch(/US dollars/);
      expect(text).toMatch(/\$\d+ a month/);
    },
  );

  it.each([
    ['Wie kündige ich das Abo? Und was kostet Pro?', 'pro', /Cancel Subscription[\s\S]*Pro is \$45 a month/],
    ['how do I cancel? and how much is plus?', 'plus', /Cancel Subscription[\s\S]*Plus is \$25 a month/],
  ] as const)('two questions, two answers: %s', async (message, tier, said) => {
    const { text } = await last([message], tier);
    expect(text).toMatch(said);
  });

  it('control: the price in dollars says nothing about currencies', async () => {
    const { text } = await last(['how much is plus?']);
    expect(text).not.toMatch(/US dollars only/);
  });
});

describe('a table of transits is a real table of computed rows, with the asked columns and row cap', () => {
  const rowsOf = (text: string) =>
    text
      .split('\n')
      .filter((l) => /^\| (?!-)/.test(l))
      .slice(1);

  it.each([
    ['Table: date, transit, what to do. Max 6 rows.', ['Date', 'Transit', 'What to do'], 6],
    ['my transits in a table please, at most 3', null, 3],
    ['Tabla de mis tránsitos: fecha, tránsito, qué hacer. Máximo 4 filas.', null, 4],
  ] as const)('%s', async (message, header, cap) => {
    const { text } = await last([message], 'pro');
    if (header) expect(text).toContain(`| ${header.join(' | ')} |`);
    const rows = rowsOf(text);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.length).toBeLessThanOrEqual(cap);
    expect(text).not.toMatch(CHART_READING);
  });

  it("a named year gives that year's exact hits, dated in it (German)", async () => {
    const { text } = await last(['Eine Tabelle mit den wichtigsten Daten 2027, kurz.'], 'pro');
    const rows = rowsOf(text);
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) expect(r).toMatch(/2027/);
  });
});
