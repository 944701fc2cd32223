// Round 5 of the blind review: hard things told in plain words that the reader missed (someone close drinking or
// using again, an exam failed, alone after a move, a pregnancy lost, coming out), context the reply invented, and
// the practical pointer a person needs first. Whole chats, several wordings and languages, with controls.
import { describe, expect, it } from 'vitest';
import { seedKnowledge } from '../../knowledge/meanings.ts';
import { adaChart, adaChat, runChat, withoutLanguageLine } from '../../test-support/chat.ts';
import { situationPhrase } from '../told-phrases.ts';
import { understandingReader } from '../understanding/reader.ts';

const SENT = new Date('2026-11-28T12:00:00Z');
const hear = (text: string) => understandingReader().understand(text, { sent: SENT });

/** The reply without the line in the person's language that may head it. */
const body = withoutLanguageLine;

/** Any line that sells: a price, a plan by name, an upgrade. */
const SELLS = /\$\d|Stellara\+|\bPlus\b|\bPro\b|upgrade|your plan\b|paid plan/i;
/** A condolence or a hard-situation line: what a message with no hard thing in it must never get. */
const HARD_LINE =
  /\bI'?m (?:so |really )?sorry\b|sounds exhausting|the separation|the divorce|losing your|your (?:mum|mother)'s (?:illness|cancer)|What may steady you|not your fault/i;

describe('a hard thing told in plain words is heard, named in their terms, and met before any chart', () => {
  it.each([
    // someone close drinking, using or gambling again
    ['my brother relapsed again', "your brother's relapse", /not your fault[\s\S]*Al-Anon or Nar-Anon/],
    ['mi padre volvió a beber', "your dad's drinking", /not your fault[\s\S]*Al-Anon, for families/],
    ['my mum is drinking again and i dont know what to do', "your mum's drinking", /Al-Anon, for families/],
    ['meu irmão voltou a usar drogas', "your brother's drug use", /Nar-Anon/],
    ['my husband is gambling again, we have nothing left', "your husband's gambling", /Gam-Anon/],
    // an exam failed, a course lost
    ['i failed my finals', 'failing your finals', /exam body’s own rules[\s\S]*appeal[\s\S]*study plan/],
    ["ho fallito l'esame di anatomia", 'failing the exam', /exam body’s own rules[\s\S]*appeal[\s\S]*study plan/],
    ["j'ai raté mon concours", 'failing the exam', /exam body’s own rules[\s\S]*appeal[\s\S]*study plan/],
    ['suspendí los exámenes finales', 'failing the exam', /exam body’s own rules[\s\S]*appeal[\s\S]*study plan/],
    ['got kicked off my nursing course today', 'being kicked off your course', /resit, an appeal/],
    // alone after a move
    [
      'moved here for work 4 months ago and i feel so alone',
      'alone since the move for work',
      /after a move is very common/,
    ],
    ['me mudé a Madrid por trabajo y me siento muy sola', 'alone since the move for work', /after a move/],
    ["je me sens seule depuis que j'ai déménagé à Lyon", 'alone since the move', /after a move/],
    // a pregnancy lost
    ['we lost the baby at 10 weeks', 'losing your baby', /Nothing you did caused this[\s\S]*doctor or midwife/],
    ['tuve un aborto espontáneo', 'losing the pregnancy', /Nothing you did caused this/],
    ['perdimos al bebé la semana pasada, mi marido no habla', 'losing your baby', /Nothing you did caused this/],
    ['the scan showed no heartbeat at 9 weeks', 'losing the pregnancy', /doctor or midwife/],
    // coming out, or the fear of it
    ["i want to come out to my parents but i'm scared", 'coming out to your parents', /Your timing, your safety/],
    ['tengo miedo de salir del armario con mi familia', 'coming out to your family', /Your timing, your safety/],
    // Went badly: sorry it went that way with them, never "sorry about coming out" (coming-out.ts).
    ['I came out to my parents and they stopped talking to me', 'it went that way with your parents', /safe place/],
  ])('%s', async (message, terms, pointer) => {
    const [turn] = await adaChat([message]);
    const text = body(turn!.text);
    const [first, second] = text.split('\n\n');
    expect(turn!.plan.situation).not.toBeNull();
    expect(first!.toLowerCase()).toContain(terms.toLowerCase());
    // The practical pointer comes first after the acknowledgement, before any chart.
    expect(second).toMatch(pointer);
    expect(text.indexOf('###')).toBeGreaterThan(text.indexOf(second!));
    expect(turn!.text).not.toMatch(SELLS);
    // No outcome predicted.
    expect(text).not.toMatch(/\bwill (?:recover|stop drinking|pass next time|accept you|get better)\b/i);
  });

  it('the understanding step names the situation itself, so memory and every path hear it', () => {
    expect(hear('my brother relapsed again').situation).toBe('anxiety');
    expect(hear('ho fallito l’esame').situation).toBe('anxiety');
    expect(hear('tuve un aborto espontáneo').situation).toBe('bereavement');
    expect(hear('moved here for work 4 months ago and i feel so alone').situation).toBe('loneliness');
  });

  it('a lost pregnancy and an addiction get no placement read at them; an exam failed gets Saturn', async () => {
    for (const m of ['we lost the baby at 10 weeks', 'my dad is drinking again']) {
      const [turn] = await adaChat([m], { tier: 'plus' });
      expect(turn!.plan.factors).toEqual([]);
      expect(turn!.text).not.toMatch(/### (?:Moon|Sun|Venus|Saturn|Your \d)/);
    }
    const [exam] = await adaChat(['i failed my finals'], { tier: 'plus' });
    expect(exam!.text).toMatch(/### Saturn in Capricorn/);
  });

  it('says the pointer once, and the chat stays unsold after it', async () => {
    const turns = await adaChat(['my brother relapsed again', 'how do I cope with it?', 'what does my moon say?']);
    const told = turns.filter((t) => /not your fault, and it is not yours to fix/.test(t.text));
    expect(told).toHaveLength(1);
    for (const t of turns) expect(t.text).not.toMatch(SELLS);
  });
});

describe('debt and a panic attack get the practical help first', () => {
  it.each([
    ['im drowning in debt and the letters keep coming', /Free, non-profit debt advice/],
    ['tengo muchas deudas y no duermo', /Free, non-profit debt advice/],
    ['I had a panic attack at work today', /In the moment:[\s\S]*If it keeps happening,\*\* see your doctor/],
    ['tuve un ataque de pánico en el metro', /In the moment:/],
  ])('%s', async (message, pointer) => {
    const [turn] = await adaChat([message]);
    const text = body(turn!.text);
    expect(text.split('\n\n')[1]).toMatch(pointer);
    expect(text).not.toMatch(/\b\d{3,}\b|www\.|\.org/);
    expect(turn!.text).not.toMatch(SELLS);
  });
});

describe('no hard situation is credited to a message that never told one', () => {
  it.each([
    'what does a separating aspect mean?',
    'which of my aspects are separating?',
    "my mum's a cancer sun, how do we get on?",
    'my mum is a cancer sun and i am an aries',
    'my brother is a gemini, do we get along?',
    'my dad drinks too much coffee lol, what is his sun sign like?',
    'I passed my finals! what is next for my career?',
    'the sun came out today, what transits do I have?',
    'I moved to Lisbon last year and I love it, what about my 4th house?',
    'im addicted to astrology lately, tell me about my moon',
  ])('%s', async (message) => {
    const [turn] = await adaChat([message]);
    expect(turn!.plan.situation ?? null).toBeNull();
    expect(turn!.text).not.toMatch(HARD_LINE);
  });
});

describe('memory remembers what was told, never a category the person did not name', () => {
  it('a move for work is never remembered or met as a lost job; a lost pregnancy never as a partner', async () => {
    const setup = {
      chart: adaChart(),
      knowledge: seedKnowledge(),
      personality: 'guide' as const,
      level: 'basic' as const,
      tier: 'free' as const,
      sent: SENT,
      remembers: true,
    };
    const move = await runChat(
      ['moved here for work 4 months ago and i feel so alone', 'what about my career?', 'and my 11th house?'],
      setup,
    );
    for (const t of move) expect(t.reading.text).not.toMatch(/losing your job|lost job|being let go|laid off/i);
    const baby = await runChat(
      ['perdimos al bebé a las 10 semanas, mi marido está destrozado', 'what does my moon say?'],
      setup,
    );
    for (const t of baby) expect(t.reading.text).not.toMatch(/losing your husband|your husband's death/i);
  });
});

describe('a remembered situation keeps the words told', () => {
  it.each([
    ['perdimos al bebé a las 10 semanas, mi marido está destrozado', 'bereavement', 'husband', 'losing your baby'],
    ['we lost our little one at 9 weeks, my husband is devastated', 'bereavement', 'husband', 'losing your baby'],
    ['my brother relapsed again', 'anxiety', 'brother', "your brother's relapse"],
  ] as const)('%s', (text, situation, words, phrase) => {
    expect(situationPhrase(situation, text, { words, topic: 'family' })).toBe(phrase);
  });
});

describe('children asked of first, with nothing told before', () => {
  it.each(['how do I tell the children', '¿cómo se lo digo a mis hijos?', 'will my kids be ok?'])(
    '%s',
    async (message) => {
      const [turn] = await adaChat([message]);
      const text = body(turn!.text);
      expect(text).not.toMatch(/5th house|whether (?:or when )?you will have children|creativity/i);
      expect(text).toMatch(/Telling them is one of the hardest parts|No chart can promise how your children/);
      expect(text).not.toMatch(/separation|divorce|arguing|illness/i);
    },
  );
});
