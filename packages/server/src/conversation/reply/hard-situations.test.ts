// Whole chats for the third round of hard situations a reviewer found met wrongly: an animal companion's goodbye,
// waiting for a medical result, a friend's betrayal, going back to people who hurt you, a job decision with money
// fear. Each kind is tried in wordings of our own, one at least in another language.
import type { PersonalityId, Tier } from '@stellara/contract';
import { describe, expect, it } from 'vitest';
import { adaChat, withoutLanguageLine } from '../../test-support/chat.ts';

/** The chat's turns: each reply's plan and text. */
const chat = (messages: string[], personality: PersonalityId = 'guide', tier: Tier = 'free') =>
  adaChat(messages, { personality, tier });

const last = async (messages: string[], voice?: PersonalityId, tier?: Tier) =>
  (await chat(messages, voice, tier)).at(-1)!;

/** The reply without the line in the person's language that may head it. */
const english = withoutLanguageLine;

const PRICE = /\$\d+/;

describe('an animal companion’s goodbye is a grief, met as one', () => {
  it.each([
    ["my dog is 14 and the vet said it's probably time, we're booking it for thursday", /say goodbye to your dog/],
    ['we had to put our cat Mimi to sleep yesterday, i keep looking for her on the sofa', /losing Mimi/],
    ["the vet thinks it's kinder to let Biscuit go this weekend", /say goodbye to Biscuit/],
    ['el veterinario dice que ya es hora de dormir a mi perra Luna, la cita es el viernes', /say goodbye to Luna/],
    ['meu cavalo morreu ontem, ele tinha 25 anos', /losing your horse/],
  ])('%s', async (message, named) => {
    const turn = await last([message], 'guide', 'plus');
    expect(turn.plan.situation).toBe('bereavement');
    const first = english(turn.text).split('\n\n')[0]!;
    expect(first).toMatch(/sorry/i);
    expect(first).toMatch(named);
    expect(turn.text).not.toMatch(/Time moves through every chart|\$\d+/);
  });

  const GOODBYE = "my dog is 14 and the vet said it's probably time, we're booking it for thursday";

  it.each(['i keep thinking i should have noticed she was sick sooner', 'if only i had taken him in a month earlier'])(
    'guilt after it is met as guilt, not as health news: %s',
    async (guilt) => {
      const turn = await last([GOODBYE, guilt]);
      expect(turn.plan.situation).not.toBe('illness');
      expect(turn.text.split('\n\n')[0]).toMatch(/guilt/i);
      expect(turn.text).not.toMatch(/health news/);
    },
  );

  it.each([
    "i cant stop crying at work, she's been with me since i was 22",
    'no puedo dejar de llorar, la tengo desde que tenía 20 años',
  ])('tears at work are met, not read as a career question: %s', async (tears) => {
    const turn = await last([GOODBYE, tears]);
    expect(english(turn.text).split('\n\n')[0]).toMatch(/Crying like that isn't weakness/);
    expect(turn.text).not.toMatch(/Midheaven|10th house/);
  });

  it.each([
    "my partner says it's just a dog and i should pull myself together, that hurt",
    'my mum told me to get over it, it was only a cat',
    'mi novio dice que solo es un perro y que lo supere',
  ])('a grief waved away is validated: %s', async (dismissed) => {
    const turn = await last([GOODBYE, dismissed]);
    expect(english(turn.text).split('\n\n')[0]).toMatch(/grief, and it is real/);
    expect(turn.text).not.toMatch(/projection|your partner/);
  });

  it.each([
    'is thursday a bad day astrologically? should i move it',
    'what day would be best for it according to my chart?',
    '¿el jueves es un mal día según los astros? ¿debería cambiar el día?',
  ])('a which-day question gets an honest answer, no transits: %s', async (day) => {
    const turn = await last([GOODBYE, day], 'guide', 'pro');
    const text = english(turn.text);
    expect(text).toMatch(/no chart can pick the right day/);
    expect(text).toMatch(/comfortable and you being there/);
    expect(text).not.toMatch(/transit|Saturn|Moon in|\bhouse\b|Choice is yours/i);
    expect(text).not.toMatch(PRICE);
  });
});

describe('waiting for a medical result is fear while waiting, not a loss', () => {
  const WAIT = "j'ai passé une IRM la semaine dernière et ils ont trouvé une masse, j'attends la biopsie";

  it.each([
    WAIT,
    'had a mammogram and they found a lump, waiting on the biopsy results now',
    'me hicieron una resonancia y encontraron un bulto, estoy esperando la biopsia',
  ])('%s', async (message) => {
    const turn = await last([message]);
    expect(turn.plan.situation).toBe('illness');
    const first = english(turn.text).split('\n\n')[0]!;
    expect(first).toMatch(/frightening/);
    expect(first).toMatch(/waiting for the biopsy/);
    expect(turn.text).not.toMatch(/this loss|grief|condolence/i);
  });

  it.each(["je n'arrive pas à dormir, j'ai tellement peur", "can't sleep at all, i'm so scared"])(
    'the fear and the sleep are met with small things for tonight: %s',
    async (night) => {
      const text = english((await last([WAIT, night])).text);
      expect(text.split('\n\n')[0]).toMatch(/frightened, and of course it's keeping you awake/);
      expect(text).toMatch(/### For tonight/);
      expect(text).toMatch(/questions you want to ask the doctor/);
    },
  );

  it.each(['est-ce que mon thème dit si ce sera grave?', "does my chart say if it's cancer?"])(
    'whether it is serious: no chart can tell (%s)',
    async (serious) => {
      const turn = await last([WAIT, serious]);
      expect(turn.plan.health).toBe('shows-illness');
      expect(english(turn.text).split('\n\n')[0]).toMatch(/can't show illness/);
      // How they meet the waiting, not whatever the health houses hold.
      expect(turn.text).toMatch(/### (Saturn|Moon) in/);
      expect(turn.text).not.toMatch(/Neptune/);
    },
  );

  it.each([
    ["my mum doesn't know yet and i don't know how to tell her", /Telling your mum/, /“Mum, I need to tell you/],
    ['my dad doesnt know yet, how do i tell him', /Telling your dad/, /“Dad, I need to tell you/],
    ['no sé cómo decírselo a mi madre', /Telling your mum/, /waiting for a biopsy/],
  ])('telling someone close gets real help: %s', async (telling, heading, sentence) => {
    const text = english((await last([WAIT, telling])).text);
    expect(text).toMatch(heading);
    expect(text).toMatch(sentence);
    expect(text).toMatch(/Not having answers yet is fine/);
    expect(text).not.toMatch(/Moon on the Descendant|Sun square Moon/);
  });

  it.each([
    'what in my chart helps me get through waiting like this',
    'what in my chart helps me cope with the waiting',
  ])('the chart’s resources for waiting, gently: %s', async (resources) => {
    const turn = await last([WAIT, resources]);
    expect(turn.plan.coping).toBeTruthy();
    expect(turn.text).toMatch(/Moon in Aries/);
  });

  it.each([
    'should i skip the follow up if the biopsy is clear? i hate hospitals',
    'can i cancel the check-up scan if everything is fine? hospitals freak me out',
    '¿puedo faltar a la consulta de control si sale bien? odio los hospitales',
  ])('a follow-up is kept, the fear of hospitals taken to the doctor: %s', async (skip) => {
    const turn = await last([WAIT, skip]);
    const text = english(turn.text);
    expect(text).toMatch(/^Please keep the follow-up/);
    expect(text).toMatch(/tell|saying so to your doctor/);
    expect(text).not.toMatch(/### |\$\d+/);
  });
});

describe('a friend’s betrayal: the hurt named, trust read, a choice weighed, friends found', () => {
  const BETRAYAL = 'meine beste Freundin hat hinter meinem Rücken über mich gelästert, in der ganzen Gruppe 😞';

  it.each([
    [BETRAYAL, /best friend talking about you behind your back to the whole group/],
    ['my best friend has been talking shit about me behind my back to everyone', /best friend talking about you/],
    ['mi amiga me traicionó, contó mis secretos a mis espaldas', /A friend sharing your secrets behind your back/],
  ])('%s', async (message, named) => {
    const turn = await last([message]);
    expect(turn.plan.situation).toBe('conflict');
    const first = english(turn.text).split('\n\n')[0]!;
    expect(first).toMatch(/betrayal/);
    expect(first).toMatch(named);
    expect(turn.text).not.toMatch(/break-up/);
  });

  it.each([
    'ich vertraue jetzt niemandem mehr, ist das in meinem Horoskop?',
    "i can't trust anyone now, is that in my chart?",
  ])('trust is read from the Moon, Saturn, Venus and the 11th house: %s', async (trust) => {
    const text = english((await last([BETRAYAL, trust])).text);
    expect(text).toMatch(/### Trust in your chart/);
    for (const part of [/Moon in Aries/, /Saturn's square to your Moon/, /Venus in Gemini/, /11th house/]) {
      expect(text).toMatch(part);
    }
    expect(text).not.toMatch(/Midheaven|Right now/);
  });

  it.each([
    ['soll ich sie konfrontieren oder den Kontakt abbrechen', /Talking to her/],
    ['should i confront him or just cut him off', /Talking to him/],
    ['¿debería enfrentarla o cortar el contacto?', /Talking to her/],
  ])('confront or cut contact: both weighed, the choice theirs (%s)', async (choice, path) => {
    const text = english(
      (await last([BETRAYAL.replace('Freundin', choice.includes('him') ? 'Freund' : 'Freundin'), choice])).text,
    );
    expect(text).toMatch(path);
    expect(text).toMatch(/Stepping back or cutting contact/);
    expect(text).toMatch(/the choice is yours/);
    expect((text.match(/^- .*\?$/gm) ?? []).length).toBeGreaterThanOrEqual(2);
  });

  it.each(['wie finde ich neue Freunde, denen ich trauen kann', 'how do i make friends i can actually trust?'])(
    'finding friends gets steps tied to the 11th house: %s',
    async (friends) => {
      const text = english((await last([BETRAYAL, friends])).text);
      expect(text).toMatch(/### Finding friends you can trust/);
      expect(text).toMatch(/11th house, friends and groups, begins in Virgo and its ruler Mercury/);
      expect(text).toMatch(/Join one regular thing/);
    },
  );
});

describe('going back to people who hurt you, and "will we get back together?"', () => {
  const PATTERN = 'siempre vuelvo con la gente que me hace daño, por qué??';

  it.each([
    PATTERN,
    'why do i always go back to people who hurt me',
    'i keep going back to guys who treat me like dirt, what is wrong with me',
  ])('a word for the hurt before the why: %s', async (message) => {
    const text = english((await last([message])).text);
    const [first, ...rest] = text.split('\n\n');
    expect(first).toMatch(/painful|hurts/);
    expect(rest.join('\n\n')).toMatch(/### What your chart shows about the pattern/);
    expect(text).not.toMatch(/Good question/);
  });

  it.each(['crees que vamos a volver? dime la verdad', 'will we get back together? be honest', 'will he come back?'])(
    'no chart can say whether two people get back together: %s',
    async (ask) => {
      const text = english((await last([PATTERN, ask])).text);
      expect(text.split('\n\n')[0]).toMatch(/no chart can say whether two people will get back together/);
      expect(text).toMatch(/### What the chart does show/);
      expect(text).not.toMatch(/As we saw/);
    },
  );

  it.each([
    ['dame un ritual pequeño para cerrar esto, algo con la luna', 'witchy'],
    ['a small ritual for letting go, nothing kitschy', 'witchy'],
    ['a ritual to release this, please', 'mystical'],
  ] as const)('a ritual asked for a purpose keeps it: %s', async (ask, voice) => {
    const text = english((await last([PATTERN, ask], voice)).text);
    expect(text).toMatch(/ritual for (closing this|letting go)/);
    expect(text).not.toMatch(/intention for|money, possessions and self-worth/);
    expect(text).not.toMatch(/I love a bit of moon magic/);
  });

  it('a second letting-go ritual in one chat is a different one', async () => {
    const turns = await chat([
      PATTERN,
      'dame un ritual para cerrar esto',
      'another ritual for letting go, nothing kitschy',
    ]);
    expect(english(turns[1]!.text)).toMatch(/A small ritual for closing this/);
    expect(turns[2]!.text).toMatch(/^Another small ritual for letting go/);
  });
});

describe('a job decision with money fear: the fear named, the choice theirs, the timing tied to it (plus)', () => {
  const THINKING = 'quero saber sobre meu trabalho, estou pensando em sair do emprego ano que vem';

  it.each([
    THINKING,
    "i'm thinking about quitting my job next year, what does my chart say",
    'estoy pensando en dejar mi trabajo el año que viene',
  ])('thinking of leaving gets the timing tied to the decision: %s', async (message) => {
    const text = english((await last([message], 'guide', 'plus')).text);
    expect(text.split('\n\n')[0]).toMatch(/yours to decide/);
    expect(text).toMatch(/### Your chart’s timing for this/);
    expect(text).toMatch(/Midheaven|10th house/);
    expect(text).not.toMatch(/weather for everyone|eclipses/);
  });

  it.each([
    ['então devo pedir demissão em março ou esperar? tenho medo de ficar sem dinheiro', /What does March change\?/],
    ["should i resign in march or wait? i'm scared i'll run out of money", /What does March change\?/],
    ['¿debo dejar mi trabajo en junio o esperar? me da miedo quedarme sin dinero', /What does June change\?/],
  ])('quit or wait, afraid for money: %s', async (ask, month) => {
    const turn = await last([THINKING, ask], 'guide', 'plus');
    const text = english(turn.text);
    expect(text.split('\n\n')[0]).toMatch(/afraid of running out of money/);
    expect(text).toMatch(/### Three questions before you decide/);
    expect(text).toMatch(/What could you live on\?/);
    expect(text).toMatch(/line up the next thing/);
    expect(text).toMatch(month);
    expect(text).toMatch(/### Your chart’s timing for this/);
    expect(text).not.toMatch(/Venus in Gemini|\$\d+/);
  });

  it('on the free plan the questions come without transit dates, and no price in their place', async () => {
    const text = english((await last(["should i resign in march or wait? i'm scared i'll run out of money"])).text);
    expect(text).toMatch(/### Three questions before you decide/);
    expect(text).not.toMatch(/### Your chart’s timing for this|exact on|\b20\d\d\b|\$\d+/);
  });
});
