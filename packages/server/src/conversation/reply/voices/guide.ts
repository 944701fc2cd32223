// The guide (docs/voice.md): explains plainly, the first sentence of each text, the gift in everyday terms.
import { ordinal } from '../../chart-context.ts';
import { andList, article, theBody, upperFirst } from './grammar.ts';
import type { Voice } from './voice.ts';

export const guide: Voice = {
  id: 'guide',
  selfOpeners: [
    "Let's start with the three pillars of your chart: your Sun, Moon and Rising sign.",
    "Here's the shape of your chart, from its foundations up.",
  ],
  timingOpeners: [
    "Here's what the sky is doing right now, and where it touches your chart.",
    "Let's look at what's moving in the sky and what it stirs in you.",
  ],
  openers: [
    "Here's what your chart says about {topic}, in everyday terms.",
    "Let's look at {topic} in your chart, step by step.",
    "Good question. Here's how {topic} shows up in your chart.",
  ],
  movedOn: ["That covers {topic}. Here's what else stands out in your chart."],
  more: ["Let's go one layer deeper.", "Here's the next piece of the picture.", 'There is more to it. Next:'],
  gibberish: ["I didn't quite catch that, so I'll pick up the thread we were on."],
  greeting: ['Hello again! Let me pick up where we were.'],
  thanks: ["You're welcome! Here's one more piece while we're here."],
  hookYes: ["I'm glad that landed. Let's unpack where it comes from in your chart."],
  hookNo: [
    "Fair enough, and thank you for saying so: a chart shows pulls, not verdicts, and you're the one who knows how they play out. Let's look at your chart from another angle.",
  ],
  hookNeutral: ['"Maybe" is an honest answer. Let me make it more concrete, so you can check it against your life.'],
  decline: [
    "That's outside what I can help with: I'm here to read your birth chart. If you'd like, we could look at {offer} next, or ask me about love, work or your Moon.",
  ],
  injection: [
    "I keep how I work to myself, but I'm happy to keep reading your chart. We could look at {offer}, or anything else in your chart you're curious about.",
  ],
  hostile: [
    "That's fair: you don't have to take any of this on faith. Rather than argue, here is something specific from your chart that you can check against your own life.",
  ],
  closingHeadings: ['Putting it together', 'How it fits together', 'Bringing it home'],
  questions: [
    'Does that match what you know of {focus} from the inside?',
    'Which part of that sounds most like you, and which part not at all?',
    'Where in your life have you noticed {focus} most recently?',
    'How does that compare with what you have lived so far?',
    'What would you add about {focus} from your own experience?',
    'Is any of this new to you, or is it familiar?',
  ],
  definitionLead: 'Here it is in plain words.',
  hookOpen: "Before we dive in, there's something in your chart I'd like to check with you.",
  hookAsk: 'Does that ring true for you?',
  giftFrames: [
    {
      verb: 'At its best, {person} {phrase}.',
      adjective: 'At its best, {person} is {phrase}.',
      noun: 'At its best, {subject} gives you {phrase}.',
    },
    {
      verb: 'In everyday life, {person} often {phrase}.',
      adjective: 'Day to day, {person} tends to be {phrase}.',
      noun: 'Day to day, {subject} shows as {phrase}.',
    },
  ],
  shadowFrames: [
    {
      verb: 'On a hard day, {person} {phrase}.',
      adjective: 'On a hard day, {person} can be {phrase}.',
      noun: 'The harder side of {subject} is {phrase}.',
    },
  ],
  ascendant: ({ p2, role }) =>
    `Your Rising sign is ${p2.sign}: it shapes first impressions and how you start things${role}.`,
  placement: ({ p2, role, theme, where, rx, area, brief }) => [
    `Your ${p2.name}${role}, the part of you that holds your ${theme}, is ${where}${rx}${area ? `, which brings it into ${area}` : ''}.`,
    brief
      ? ''
      : `Your ${p2.name}${role} is ${where}${rx}. ${upperFirst(theBody(p2.name))} colours your ${theme}${area ? `, and here it works through ${area}` : ''}.`,
    `${upperFirst(where)}: that is where your ${p2.name}${role} sits${rx}, and your ${theme} with it.`,
  ],
  aspect: ({ a, close, orb, t1, t2 }) => [
    `Your ${a.p1}, the seat of your ${t1}, forms ${article(a.type)} with your ${a.p2} and its ${t2}: ${close}, ${orb} from exact.`,
    `Between your ${t1} and your ${t2} runs ${article(a.type)}, your ${a.p1} and ${a.p2} ${orb} apart from exact.`,
    `Your ${a.p1} and ${a.p2} make ${article(a.type)}, ${close}: ${t1}, face to face with ${t2}.`,
  ],
  house: ({ n, r, area, holds }) => [
    `Your ${ordinal(n)} house covers ${area}. It begins in ${r.cuspSign} and ${holds}.`,
    `${upperFirst(area)}: that is your ${ordinal(n)} house, which opens in ${r.cuspSign} and ${holds}.`,
  ],
  angle: ({ c, orb, about }) => [
    `Your ${c.planet} sits ${orb} from your ${c.angle}, the point about ${about}, which makes it one of the loudest voices in your chart.`,
    `${upperFirst(about)}: that is what your ${c.angle} describes, and your ${c.planet} sits on it, ${orb} away.`,
  ],
  stellium: ({ s, where, style }) =>
    `${s.planets.length} planets, your ${andList(s.planets)}, gather ${where}. That much weight in one place makes ${style ? `being ${style}` : 'this area'} second nature to you.`,
  weighs: ({ name, why }) => [
    `Of all this, ${name} weighs most: ${why}.`,
    `${upperFirst(name)} leads this picture: ${why}.`,
  ],
  suggestions: ({ n, around }) => [
    [`This week, when the need ${n.drive} stirs${around}, ${n.step}, and see what changes.`],
    [`For the coming days: ${n.step}. Then notice what shifts in ${n.theme}.`],
    [`A small experiment: name the need ${n.drive} out loud once this week, to yourself or to someone you trust.`],
    [`Keep an eye on ${n.theme}${around} for a few days, and jot down the first moment something stirs.`],
    [`Give ${n.theme} ten quiet minutes this week.`],
  ],
  angleLine: ({ drive, play }) => [`The part of you that needs ${drive} ${play.guide}.`],
  giftSharesShadowSubject: false,
  transitHead: 'Transiting',
  listClosing: false,
  meaning: ({ s, s2, gift, brief, once }) => [once(s[0]), gift ?? '', s2.length && !brief ? once(s2[0]) : ''],
};
