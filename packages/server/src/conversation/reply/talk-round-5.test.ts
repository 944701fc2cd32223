// Round 5 of the blind review, as whole chats: questions about the product answered from the plan table and the
// privacy facts (never a reading), decimals kept when the person's words come back, a goodbye or thanks in the chat's
// language, "please" heard as please, and a first hello that welcomes with an offer in every language.
import type { Tier } from '@stellara/contract';
import { describe, expect, it } from 'vitest';
import { adaChat } from '../../test-support/chat.ts';
import { HELLO_NEW } from './language-lines.ts';

const last = async (messages: string[], tier: Tier = 'free') => (await adaChat(messages, { tier })).at(-1)!;
const NO_READING = /### |Sun in Cancer|Moon in Aries|Libra rising/;

describe('a question about the product gets the product facts, never a reading', () => {
  it.each([
    ['whats the diff between plus and pro', /Pro gives you .*compatibility.*\$45/],
    ['plus vs pro, what is different?', /Pro gives you .*compatibility/],
    ['¿cuál es la diferencia entre plus y pro?', /Pro gives you .*compatibility/],
    ['qual a diferença entre o plus e o pro?', /Pro gives you .*compatibility/],
  ])('%s: the two plans compared', async (message, answer) => {
    const turn = await last([message]);
    expect(turn.plan.mode).toBe('talk');
    expect(turn.text).toMatch(answer);
    expect(turn.text).not.toMatch(NO_READING);
  });

  it.each([
    'can i get the other personalities without paying',
    'can i use the other voices for free?',
    '¿puedo usar las otras personalidades sin pagar?',
    'posso ter as outras personalidades sem pagar?',
  ])('%s: the honest no first, and which plan has them', async (message) => {
    const turn = await last([message]);
    expect(turn.text).toMatch(/Not on a free account, sorry\. All five voices: part of Plus \(\$25 a month\)/);
    expect(turn.text).not.toMatch(NO_READING);
  });

  it.each([
    'what do i get if i pay',
    'what would i get if i upgrade?',
    'o que eu ganho se pagar?',
    "qu'est-ce que j'ai si je paie ?",
  ])('%s: what each paid plan adds, from the plan table', async (message) => {
    const turn = await last([message]);
    expect(turn.text).toMatch(/Plus \(\$25 a month\) adds all five voices/);
    expect(turn.text).toMatch(/Pro \(\$45 a month\) adds/);
    expect(turn.text).not.toMatch(NO_READING);
  });

  it.each([
    ['where does my birth data go, do you sell it', /^It goes to the server .*nothing is sold/],
    ['¿dónde van mis datos? ¿los venden?', /It goes to the server .*nothing is sold/],
    ['onde ficam meus dados? vocês vendem?', /It goes to the server .*nothing is sold/],
    ['où vont mes données ? vous les vendez ?', /It goes to the server .*nothing is sold/],
  ])('%s: where it goes and whether it is sold, both answered', async (message, answer) => {
    const turn = await last([message]);
    expect(turn.text).toMatch(answer);
    expect(turn.text).not.toMatch(NO_READING);
  });

  it.each([
    ['do you remember me next time?', 'free', /^Yes: your chart is saved .*your last 10 chats/],
    ['will you remember me tomorrow?', 'plus', /^Yes: your chart is saved .*all your chats/],
    ['do you remember me next time?', 'anonymous', /^Not as a guest.*only for this visit/],
    ['¿te acuerdas de mí la próxima vez?', 'free', /Yes: your chart is saved/],
    ['você lembra de mim da próxima vez?', 'free', /Yes: your chart is saved/],
  ] as const)('%s (%s): what is kept between visits, by plan', async (message, tier, answer) => {
    const turn = await last([message], tier);
    expect(turn.text).toMatch(answer);
  });
});

describe('numbers in their words come back whole', () => {
  it.each([
    ["yes that's me, i grew my business 9.9% last year", '9.9%'],
    ['yes exactly, i got a 12.5% raise at work', '12.5%'],
  ])('%s', async (message, figure) => {
    const turn = await last(['tell me about my career', message]);
    expect(turn.text).toContain(figure);
  });
});

describe('a goodbye or thanks is answered in the language of the chat', () => {
  it.each([
    [['parle-moi de ma lune', 'bye'], /Prends soin|Je suis là/],
    [['háblame de mi luna', 'ok thanks'], /Cuídate|cuando vuelvas|De nada/],
    [['háblame de mi luna', 'chau'], /Cuídate|cuando vuelvas/],
    [['háblame de mi luna', 'buenas noches'], /Cuídate|cuando vuelvas|descanses/],
    [['fale da minha lua', 'thx 🙏'], /Por nada|Estou aqui/],
    [['fale da minha lua', 'boa noite'], /Se cuida|quando você voltar/],
    [['dimmi della mia luna', 'ok ciao'], /Abbi cura|Sono qui/],
    [["what's my moon sign?", 'ciao ciao'], /./],
  ])('%j', async (messages, line) => {
    const turn = await last(messages);
    expect(turn.plan.mode).toBe('thanks');
    expect(turn.text).toMatch(line);
    expect(turn.text).not.toMatch(NO_READING);
  });

  it('an English chat keeps its English goodbye for "ta"', async () => {
    const turn = await last(['tell me about my moon', 'ta']);
    expect(turn.text).toMatch(/^[A-Z][a-z' ]+[!.,]/);
    expect(turn.text).not.toMatch(/Obrigad|Por nada/);
  });
});

describe('"s\'il te plaît" is please, never a wish for a short answer', () => {
  it.each(["parle-moi de ma lune s'il te plaît", "s'il vous plaît, parle-moi de mon ascendant"])('%s', async (m) => {
    const turn = await last([m]);
    expect(turn.plan.heard?.acts).not.toContain('brevity');
    expect(turn.plan.shape).toBeNull();
  });
  it('a length asked with please is still a length', async () => {
    expect((await last(['en bref s’il te plaît, ma lune ?'])).plan.heard?.acts).toContain('brevity');
  });
});

describe('a first hello is a welcome and an offer, in every language, with no reading', () => {
  it.each(['hi', 'hey there', 'hello!'])('%s', async (message) => {
    const turn = await last([message]);
    expect(turn.plan.note).toBe('welcome');
    expect(turn.text).toMatch(/welcome/i);
    expect(turn.text).toMatch(/Big Three.*\?$/);
    expect(turn.text).not.toMatch(NO_READING);
  });
  it.each([
    ['hola', 'es'],
    ['oi', 'pt'],
  ] as const)('%s', async (message, language) => {
    const turn = await last([message]);
    expect(turn.text).toBe(HELLO_NEW[language]);
  });
});

describe('two questions on one topic are one section', () => {
  it.each([
    'what am i like? and what do people see in me?',
    'describe my personality. and what are my strengths?',
    'como soy? y que ven los demas en mi?',
  ])('%s: one "About you" heading, not two', async (message) => {
    const turn = await last([message]);
    expect(turn.plan.parts?.length).toBe(2);
    expect(turn.text.match(/^### About you$/gm)).toHaveLength(1);
  });
});

describe('the shape asked for is the shape given', () => {
  const plusChat = async (messages: string[]) => adaChat(messages, { tier: 'plus' });

  it.each(['element balance please, a table is fine', '¿cuántos planetas tengo en cada elemento? en una tabla'])(
    '%s: the counts as a table',
    async (message) => {
      const [turn] = await plusChat([message]);
      expect(turn!.text).toMatch(
        /^\| Element or mode \| Count \| Planets \|\n\|---\|---\|---\|\n\| Fire \| 2 \| Moon, Mercury \|$/m,
      );
    },
  );

  it.each([
    ['what is my chart about, in one paragraph', 4],
    ['explain my moon in a paragraph please', 4],
    ['explícame mi luna en un párrafo', 4],
  ])('%s: one paragraph, no sections, even after a list was asked', async (message, sentences) => {
    const turns = await plusChat(['what am i like? bullet points', message]);
    const text = turns[1]!.text;
    expect(text).not.toMatch(/^(### |- |\d+\. )/m);
    expect(text.split(/\n{2,}/)).toHaveLength(1);
    expect(text.split(/(?<=[.!?])\s+(?=[A-Z])/).length).toBeLessThanOrEqual(sentences + 1);
  });

  it.each([
    'give me numbered steps to handle stress better',
    'how do i handle conflict? step by step',
    'cómo manejo el estrés? paso a paso',
  ])('%s: a numbered list', async (message) => {
    const [turn] = await plusChat([message]);
    expect(turn!.text).toMatch(/^1\. .+\n2\. /m);
    expect(turn!.text).not.toMatch(/^- /m);
  });

  it.each([
    ['what hobbies would suit me? 3 ideas', 3],
    ['dame 2 consejos para el trabajo', 2],
  ])('%s: a list of exactly that many', async (message, count) => {
    const [turn] = await plusChat([message]);
    expect(turn!.text.match(/^- /gm)).toHaveLength(count);
  });
});
