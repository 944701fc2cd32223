// Hard things no situation of the reader names (adversity.ts), met first as what happened: each kind in wordings of
// our own and in more than one language, ordinary messages that must not set it off, and the neighbouring fixes a
// message with something hard in it needs (a pet not lost in a fire, a job at a hospital, a divorce only asked about).
import { describe, expect, it } from 'vitest';
import { adaChat, withoutLanguageLine } from '../../test-support/chat.ts';
import { hear } from '../understanding/reader.ts';
import { adversityIn } from './adversity.ts';
import { separationTold } from './children-care.ts';
import { hardShare } from './hard-shares.ts';
import { petLoss } from './pet-loss.ts';

const PRICE = /[$£€]\s?\d|\/month|\bper month\b|\bupgrade\b/i;
const opening = (text: string) => withoutLanguageLine(text).split('\n\n')[0]!;

describe('adversityIn', () => {
  it.each([
    ['we got burgled on tuesday night and they took my grandmother’s rings', 'the break-in'],
    ['i was held up at an atm last week and i still feel sick about it', 'being held up'],
    ['two guys attacked me outside the station on friday', 'what happened to you'],
    ['nos entraron a robar en casa mientras estábamos de vacaciones', 'the break-in'],
    ['fui assaltada no ônibus ontem, ainda estou tremendo', 'what happened to you'],
    ['I was in a bad car accident in October and my back is still wrecked', 'the accident'],
    ['mi sono tamponato in autostrada la settimana scorsa', 'the accident'],
    ['a bushfire destroyed the farm and half the town', 'the bushfire'],
    ['our kitchen caught fire on sunday, nobody hurt but the flat is unliveable', 'the fire'],
    ['my wife has been having an affair with her trainer', "your wife's affair"],
    ['ik ontdekte dat mijn vriend is vreemdgegaan', 'the affair'],
    ['my little brother is being bullied online and he won’t tell the teachers', 'your little brother being bullied'],
    ['mon fils est harcelé au collège depuis la rentrée', 'your son being bullied'],
    ['my daughter ran away last night, she is 15', 'your daughter running away'],
    ['my nephew got arrested at the protest', "your nephew's arrest"],
    ['my spouse visa was refused again after 8 months of waiting', 'your visa being refused'],
    ['mein Visum wurde abgelehnt und ich muss bis März ausreisen', 'your visa being refused'],
    ['my ex is taking me to court over the kids', 'the court case'],
    ['my manager keeps making comments about my body in meetings', 'what has been happening at work'],
    ['my son hasn’t spoken to me in three years', 'the distance between you and your son'],
    ['i feel like such a fraud at my new job', 'feeling like a fraud'],
    ['Bernard had a stroke on Sunday and is still in the ward', "Bernard's stroke"],
  ])('%s', (message, terms) => {
    expect(adversityIn(message)?.terms).toBe(terms);
  });

  it.each([
    'my brother is a firefighter, what does my mars say',
    'what does saturn attacking my venus mean',
    'my mum says I have fire in my chart',
    'we watched a film about a bank robbery last night, what is my moon',
    'is my visa application a good idea this spring?',
    "i'm a paramedic on night shifts, what's my career like",
    'my boss is a scorpio, how do we get on',
  ])('an ordinary message tells none: %s', (message) => {
    expect(adversityIn(message)).toBeNull();
  });
});

describe('the reply to an adversity: acknowledged first, in its terms, no price', () => {
  it.each([
    ['someone broke into our car and took the kids’ school bags, what does my 4th house say', /break-in/],
    ['i was mugged on the way home on saturday and now i cant go out after dark', /being mugged on the way home/],
    ['my husband has been cheating on me with his ex. what does my venus say?', /your husband's affair/],
    ['a mi hija le hacen bullying en el colegio, ¿qué dice mi carta?', /your daughter being bullied/],
    [
      'our home flooded in the storm and we lost nearly everything. anything in my chart about starting again??',
      /the flood/,
    ],
  ])('%s', async (message, terms) => {
    const [turn] = await adaChat([message], { tier: 'free' });
    const first = opening(turn!.text);
    expect(first).toMatch(terms);
    expect(first).not.toMatch(/^###/);
    expect(turn!.text).not.toMatch(PRICE);
  });

  it('a new hard thing later in a chat is met as itself, not as the one before', async () => {
    const turns = await adaChat([
      'my mum has dementia and does not know me any more',
      'and now my son got arrested last night, i have not slept',
    ]);
    expect(opening(turns[1]!.text)).toMatch(/your son's arrest/i);
    expect(turns[1]!.text).not.toMatch(/dementia|doctors/);
  });

  it('an apology on the way to telling something hard meets what is told', async () => {
    const [turn] = await adaChat(['sorry, off topic. my kid is being bullied and came home crying again today']);
    expect(opening(turn!.text)).toMatch(/your kid being bullied|your child being bullied/);
  });
});

describe('neighbouring readings a hard message needs', () => {
  it('a pet got out of a fire safely is not a pet lost', () => {
    const message = 'the house burnt down, we got the dog out but everything else is gone';
    expect(petLoss(message)).toBeNull();
    expect(hardShare(message)?.terms).toBe('the fire');
    expect(petLoss('our old dog is gone, we had to say goodbye yesterday')).not.toBeNull();
  });

  it('a divorce asked about is not a divorce told', () => {
    expect(separationTold('does my uranus in the 7th mean i will get divorced?')).toBeNull();
    expect(separationTold('ça veut dire que je vais divorcer ?')).toBeNull();
    expect(separationTold('we are getting divorced after ten years')).toBe('the divorce');
  });

  it('a hospital where someone works is no illness told', () => {
    expect(hear("i'm a nurse doing 12 hour shifts at the hospital, will i ever get promoted").situation).not.toBe(
      'illness',
    );
  });

  it('an electrical fault is no weakness asked', async () => {
    const [turn] = await adaChat(['the fire started from an electrical fault. what does my 4th house say?']);
    expect(turn!.text).not.toMatch(/I'd name first/);
  });

  it('thanks with a chart question after it gets the question answered', async () => {
    const turns = await adaChat([
      'my flat was burgled last week',
      'thank you. is there anything in my chart about this? 4th house stuff?',
    ]);
    expect(turns[1]!.text).toMatch(/4th house/);
  });
});

describe('"is it my fault?" after something hard', () => {
  it('answers no, first, for what someone else did to them', async () => {
    const turns = await adaChat(['i found out my boyfriend has been cheating on me for months', 'is it my fault?']);
    expect(turns[1]!.text).toMatch(/^No\. Your boyfriend's affair is not your fault/);
    expect(turns[1]!.text).not.toMatch(/^### |[$]\d/m);
  });

  it('assigns no blame either way for anything else, and is no answer outside a hard chat', async () => {
    const turns = await adaChat(['i lost my job on friday', 'es culpa mía?']);
    expect(withoutLanguageLine(turns[1]!.text)).toMatch(/^No chart can hand out blame/);
    const [alone] = await adaChat(['is it my fault my venus is in virgo lol']);
    expect(alone!.text).not.toMatch(/hand out blame|not your fault/);
  });
});

describe('two questions after something hard', () => {
  it('are still two questions when this message tells nothing hard', async () => {
    const turns = await adaChat([
      'i reported my boss and now nobody at work will talk to me. should i quit or stay?',
      'how much is plus, and can i pay in euros',
    ]);
    expect(turns[1]!.text).toMatch(/\$25 a month/);
  });
});
