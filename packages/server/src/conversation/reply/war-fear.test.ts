// Fear for people close in a war, then relief with "something calming, not astrology", then "when will this war
// end?" (the shape of R15 c04, in new words): the wait met first with practical help and no chart read at it, calm
// words with no chart, and an honest answer about the war with no transits and no price.
import { describe, expect, it } from 'vitest';
import { adaChat, PRICE_LINE, withoutLanguageLine } from '../../test-support/chat.ts';
import { disclosureIn } from '../understanding/disclosures.ts';
import { asksForCalm } from './calming.ts';
import { toldSymptoms } from './named-doctor.ts';
import { asksWorldOutcome } from './world-events.ts';

const CHART = /###|\b(?:Sun|Moon|Saturn|Venus|Mars) (?:in|square|trine)\b|\btransit|eclipse|\d+(?:st|nd|rd|th) house/i;

describe('people close caught in a war', () => {
  it.each([
    [
      'my parents are in dnipro and there were missile strikes last night, i cant reach them',
      'waiting to hear from your parents while the attacks go on',
    ],
    ['mi hermano vive en una ciudad bajo los misiles y no contesta desde ayer', 'waiting to hear from your brother'],
    ["my whole family is still there and the war is getting closer, i'm so scared for them", 'fearing for your family'],
  ])('%s', async (message, terms) => {
    expect(disclosureIn(message)?.kind).toBe('war-fear');
    const [turn] = await adaChat([message]);
    const text = withoutLanguageLine(turn!.text);
    expect(text.split('\n')[0]).toContain(terms);
    expect(text).toMatch(/While you wait for news:/);
    expect(text).not.toMatch(PRICE_LINE);
    expect(text).not.toMatch(/\btransit|eclipse|### (?:Right now|The year ahead|This week)/i);
  });

  it.each([
    'we watched a war film last night',
    'the war of the roses is my favourite history topic',
    'my sister is a gemini',
  ])('tells nothing of the kind: %s', (message) => expect(disclosureIn(message)?.kind).not.toBe('war-fear'));

  it('then calm without astrology, then the end of the war: no chart, no transits, no price', async () => {
    const [, calm, war] = await adaChat([
      'my sister and her kids are in a city being shelled and she has not answered since this morning',
      'she just called, they are ok, hiding in a cellar. i am shaking. please just say something calming, no astrology',
      'when will the war end? does mundane astrology say anything about it',
    ]);
    expect(calm!.text).toMatch(/^I'm so glad they're safe for now/);
    expect(calm!.text).toMatch(/the shaking is that fear leaving/);
    expect(calm!.text).not.toMatch(CHART);
    expect(calm!.text).not.toMatch(/doctor|GP|symptom/i);
    expect(war!.text).toMatch(/^Nobody can tell you when this war will end/);
    expect(war!.text).not.toMatch(CHART);
    expect(war!.text).not.toMatch(PRICE_LINE);
  });

  it('reads "I\'m shaking" as fear, not a symptom, and asks for calm only when astrology is set aside or fear told', () => {
    expect(toldSymptoms("i'm shaking, can't stop")).toBe(false);
    expect(toldSymptoms('my hands have been shaking for weeks')).toBe(true);
    expect(asksForCalm('can you tell me something calming, not astrology')).toBe(true);
    expect(asksForCalm('what in my chart helps me stay calm under pressure?')).toBe(false);
  });

  it('asks of the war only when a war is named', () => {
    expect(asksWorldOutcome('quando a guerra vai acabar?')).toBe(true);
    expect(asksWorldOutcome('when will the fighting with my boyfriend stop')).toBe(false);
    expect(asksWorldOutcome('when will my saturn return end')).toBe(false);
  });
});
