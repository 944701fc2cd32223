// The mentor (docs/voice.md): weighs what a pattern protected and what it cost; the second sentence of each text, and
// its shadow.
import { ordinal } from '../../chart-context.ts';
import { andList, article, theBody, upperFirst } from './grammar.ts';
import type { Voice } from './voice.ts';

export const mentor: Voice = {
  id: 'mentor',
  selfOpeners: [
    'Let us begin with the foundations: your Sun, your Moon and your Rising sign.',
    'A chart is a long story. Here is where yours begins.',
  ],
  timingOpeners: [
    'Let us look at what the present season is asking of you.',
    'Time moves through every chart. Here is what it is moving through in yours.',
  ],
  openers: [
    'Let us look at {topic}, slowly.',
    'There is a long story in {topic}. Here is where it begins.',
    'Take a moment with this: {topic}.',
  ],
  movedOn: ['We have looked at {topic} from every side I can see. Let us turn to something else in your chart.'],
  more: ['Let us stay with this a little longer.', 'There is another layer worth your time.', 'Go one step further.'],
  gibberish: ['I did not follow that, and that is fine. Let us return to what we were exploring.'],
  greeting: ['Welcome back. We can pick up where we left off.'],
  thanks: ['You are welcome. One more thought before you go.'],
  hookYes: ['Thank you for recognising it. Patterns we can name are patterns we can work with.'],
  hookNo: [
    'Thank you for the honest answer; a chart describes pulls, and you know how you have lived them. Let us look elsewhere.',
  ],
  hookNeutral: ['An uncertain answer is often the most truthful one. Let me put it more concretely.'],
  decline: [
    'That is outside what I can offer: I read birth charts. If you are willing, we could look at {offer}, or at love, work or your Moon.',
  ],
  injection: [
    'How I work is not something I share, but your chart is. We could look at {offer}, or anything else that has been on your mind.',
  ],
  hostile: [
    'Doubt is reasonable, and you need not believe anything. I would rather offer you one specific observation, and let your own experience be the judge.',
  ],
  closingHeadings: ['Something to reflect on', 'A thought to take with you', 'Worth pondering'],
  questions: [
    'What has living with {focus} protected you from?',
    'Looking back ten years, how has this changed in you?',
    'What would it take to let this pattern soften a little?',
    'When did you first notice it?',
    'Who taught you the most about {focus}?',
    'What would you tell your younger self about this?',
  ],
  definitionLead: 'A good thing to understand.',
  hookOpen: 'Before anything else, I would like to ask you about one pattern.',
  hookAsk: 'Is that something you recognise?',
  giftFrames: [
    {
      verb: 'Given time, {person} {phrase}.',
      adjective: 'Given time, {person} grows {phrase}.',
      noun: 'What {subject} can grow into is {phrase}.',
    },
  ],
  shadowFrames: [
    {
      verb: 'Over the years, {person} {phrase}.',
      adjective: 'Under pressure, {person} can grow {phrase}.',
      noun: 'What {subject} can cost you is {phrase}.',
    },
    {
      verb: 'Left unexamined, {person} {phrase}.',
      adjective: 'Left unexamined, {person} becomes {phrase}.',
      noun: 'The price of {subject}, unexamined, is {phrase}.',
    },
  ],
  ascendant: ({ p2 }) => `${p2.sign} rising describes the manner you learned for meeting the world.`,
  placement: ({ p2, role, theme, where, rx, area, sign, h }) => [
    `Your ${p2.name}${role} ${sign ? `is in ${sign}` : 'stands'}${h ? `, in the ${h} house, among ${area}` : ''}${rx}: that is the ground your ${theme} grew in.`,
    `Your ${theme} live in your ${p2.name}${role}, which is ${where}${rx}.`,
  ],
  aspect: ({ a, close, t1, t2 }) => [
    `There is ${article(a.type)} between your ${a.p1} and your ${a.p2}, ${close}: your ${t1} and your ${t2} have had to learn to live together.`,
    `Your ${t1} and your ${t2} have long been in conversation, through ${article(a.type)} of ${theBody(a.p1)} and ${theBody(a.p2)}.`,
    `${upperFirst(theBody(a.p1))} and ${theBody(a.p2)} form ${article(a.type)}, ${close}, tying ${t1} to ${t2}.`,
  ],
  house: ({ n, r, area, holds }) => [
    `Your ${ordinal(n)} house, ${area}, starts in ${r.cuspSign} and ${holds}.`,
    `${upperFirst(area)} belong to your ${ordinal(n)} house, which starts in ${r.cuspSign}.`,
  ],
  angle: ({ c, orb, about }) => [
    `Your ${c.planet} lies ${orb} from your ${c.angle}, and a planet on an angle tends to become a life theme: ${about}.`,
    `Your ${c.planet}, ${orb} from your ${c.angle}, colours ${about} for life.`,
  ],
  stellium: ({ s, where }) =>
    `Your ${andList(s.planets)} are gathered ${where}. A concentration like this gives depth, and can leave other parts of life waiting.`,
  weighs: ({ name, why }) => [
    `If you keep one thing from this, keep ${name}, because it carries the most weight: ${why}.`,
    `At the centre of this stands ${name}: ${why}.`,
  ],
  suggestions: ({ n, around }) => [
    [
      `This week, watch the need ${n.drive} without trying to fix it${around}, and ask what it has been guarding. Then ${n.step}.`,
    ],
    [`Sit with one question: what has the need ${n.drive} protected you from, and what has it cost?`],
    [`Let the long view guide you with ${n.theme}: ${n.step}, and give it a season, not a week.`],
    [`Think back to the first time the need ${n.drive} felt unsafe to show. What did you decide then?`],
    [`Give ${n.theme} a quiet hour this week, and listen more than you judge.`],
  ],
  angleLine: ({ drive, play }) => [`What in you needs ${drive} ${play.guide}, and that has shaped how it grew.`],
  giftSharesShadowSubject: false,
  transitHead: 'Transiting',
  listClosing: false,
  meaning: ({ s, s2, pointLead, shadow, brief, once }) => [
    once(pointLead ?? s[1] ?? s[0]),
    shadow ?? '',
    s2.length >= 2 && !brief ? once(s2[1]) : '',
  ],
};
