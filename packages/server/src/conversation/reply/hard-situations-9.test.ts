// Round 9 of the blind review: what people tell is met in their own facts (a partner's dementia cared for at home,
// failed modules kept from the parents, retirement after decades, a third IVF attempt with "no stock phrases"); a
// person mentioned is not trouble and a planned proposal is good news; a next step stated in a hard chat is named
// back; and the steadying block comes once a chat, varied by need. Whole chats, several wordings, two languages or
// more, with controls.
import { describe, expect, it } from 'vitest';
import { adaChat, withoutLanguageLine } from '../../test-support/chat.ts';

const PRICE = /\$\d+|Stellara\+|Stellara Pro/;
// The English acknowledgement's first sentence, after the line in their language when they wrote in another.
const first = (text: string) => withoutLanguageLine(text).split(/(?<=[.!?])\s/)[0]!;

describe('a disclosure is met in the person’s own facts', () => {
  it.each([
    [
      "my wife has had Alzheimer's for two years, I care for her at home, she still knows me mostly but less often. I'm tired.",
      [/two years/i, /at home/, /tired/, /less often/],
    ],
    ['my husband has dementia and I look after him at home, I am so tired', [/at home/, /tired/]],
    [
      "I failed two modules this semester and my parents don't know yet, they pay all my fees",
      [/two modules/, /parents/, /don't know yet/],
    ],
    ["I failed three exams and I haven't told my parents, I feel like a failure", [/three exams/, /parents/]],
    ['suspendí dos asignaturas y mis padres aún no lo saben', [/two subjects/, /parents/]],
    ["j'ai raté deux partiels et mes parents ne savent pas", [/two exams|two/, /parents/]],
    ['third IVF attempt, two transfers failed, next in February', [/third attempt/, /two transfers/, /February/]],
    [
      'tercer intento de FIV, dos transferencias fallidas, la próxima en febrero',
      [/third attempt/, /two transfers/, /February/],
    ],
  ])('%s', async (message, facts) => {
    const [turn] = await adaChat([message]);
    const opening = first(turn!.text);
    for (const f of facts) expect(opening).toMatch(f);
    expect(opening).not.toMatch(/that is a lot to deal with/);
    expect(turn!.text).not.toMatch(PRICE);
  });

  it.each([
    "I took early retirement in September after 38 years at the bank and don't know what to do with all the time, I feel a bit useless",
    'I retired last month after 30 years at the school and I feel useless',
    'me jubilé después de 35 años y me siento inútil, no sé qué hacer con el tiempo',
  ])('retirement with the days gone empty: %s', async (message) => {
    const [turn] = await adaChat([message]);
    expect(turn!.plan.situation).not.toBeNull();
    expect(turn!.text).toMatch(/\d+ years|useless/);
    expect(turn!.text).toMatch(/useless/);
    expect(turn!.text).not.toMatch(PRICE);
  });

  it('asked for no stock phrases, the bolded stock line is left out', async () => {
    const [turn] = await adaChat([
      "third IVF attempt, two transfers failed, next in February. I don't want stock phrases",
    ]);
    expect(turn!.text).not.toMatch(/grieving it is allowed|Let's take this gently/);
  });

  it('control: retiring next year as news is no hardship', async () => {
    const [turn] = await adaChat(['I retire next year, what does my chart say about my career?']);
    expect(turn!.plan.situation).toBeNull();
  });
});

describe('a person mentioned is not trouble; a planned proposal is good news', () => {
  it.each([
    'my daughter put this on my phone, what does my chart say about me?',
    'my sister and I are thinking of a joint market stall, is it a good idea?',
    'mi hija me instaló esta app, ¿qué dice mi carta?',
    'ma sœur et moi pensons ouvrir un stand au marché, bonne idée ?',
    "I'm planning to propose to my girlfriend at Christmas, what does my chart say?",
    'I want to propose to my boyfriend next month, what does my chart say about love?',
  ])('%s', async (message) => {
    const [turn] = await adaChat([message]);
    expect(turn!.text).not.toMatch(/tension|conflict|sorry|grie|break-up|keep contact/i);
    expect(turn!.plan.situation).toBeNull();
  });

  it.each([
    ["my sister and I had a huge fight and she won't talk to me", 'conflict'],
    ['mi hermana y yo discutimos y no me habla', 'conflict'],
    ['should I propose to him, or is it too soon?', 'decision'],
  ])('control: %s keeps its situation', async (message, situation) => {
    const [turn] = await adaChat([message]);
    expect(turn!.plan.situation).toBe(situation);
  });
});

describe('a next step stated in a hard chat is named back', () => {
  it.each([
    [
      "I failed two modules and my parents don't know yet",
      "thanks, I'll tell my parents at Sunday lunch",
      /Telling your parents at Sunday lunch/,
    ],
    [
      'my brother is drinking again and I am so worried',
      "thank you, I'm calling that number tomorrow",
      /Calling that number tomorrow/,
    ],
  ])('%s → %s', async (hard, step, named) => {
    const turns = await adaChat([hard, step]);
    expect(turns[1]!.text).toMatch(named);
    expect(turns[1]!.text).not.toMatch(PRICE);
  });

  it('control: a plain thanks gets no step invented', async () => {
    const turns = await adaChat(["I failed two modules and my parents don't know yet", 'thanks, that helps']);
    expect(turns[1]!.text).not.toMatch(/step/);
  });
});

describe('one steadying block a chat, varied by need', () => {
  it('the same chart is steadied differently for a carer and an exam failed', async () => {
    const [carer] = await adaChat(['my husband has dementia and I look after him at home, I am so tired']);
    const [exam] = await adaChat(['I failed my finals and my dad just sighed']);
    const steady = (t: string) => t.match(/What tends to steady a Moon like yours[^.]*\./)?.[0];
    expect(steady(carer!.text)).toBeTruthy();
    expect(steady(carer!.text)).not.toBe(steady(exam!.text));
  });
});
