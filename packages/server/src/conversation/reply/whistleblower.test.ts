// Shut out at work after reporting wrongdoing, then "resign or go to court, will I win?": the speaking up met as what
// it is, the record and the advice before any chart, and the court question answered honestly. No price on the way.
import { describe, expect, it } from 'vitest';
import { adaChat, PRICE_LINE, withoutLanguageLine } from '../../test-support/chat.ts';
import { disclosureIn } from '../understanding/disclosures.ts';

describe('shut out after speaking up', () => {
  it.each([
    'i reported my boss for fiddling the expenses and now the team ignores me, nobody talks to me at lunch. was i wrong?',
    'denuncié a mi jefe por fraude y desde entonces nadie me habla en la oficina',
    "i raised a complaint about safety shortcuts and since then i've been left out of every meeting",
  ])('%s', async (message) => {
    expect(disclosureIn(message)?.kind).toBe('whistleblower');
    const [turn] = await adaChat([message]);
    const text = withoutLanguageLine(turn!.text);
    expect(text.split('\n')[0]).toContain('being shut out at work since you spoke up');
    expect(text).toMatch(/Keep a dated record/);
    expect(text).not.toMatch(PRICE_LINE);
  });

  it('"will I win in court?" after it: no chart calls a case, a lawyer can say how strong it is', async () => {
    const [, turn] = await adaChat([
      'i reported my manager for fraud and the whole department froze me out',
      'should i quit or take it further? will i win if it goes to court',
    ]);
    expect(turn!.text).toMatch(/No chart can say whether you would win in court/);
    expect(turn!.text).not.toMatch(PRICE_LINE);
    expect(turn!.text).not.toMatch(/exact on/);
  });

  it.each([
    'my report card came back and my mum ignored me all evening lol',
    'i reported the bug to the developers, what does mercury say',
  ])('tells nothing of the kind: %s', (message) => {
    expect(disclosureIn(message)?.kind).not.toBe('whistleblower');
  });
});
