// The coach (docs/voice.md): turns a placement into steps; its edge and its trap, in lists.
import { ordinal } from '../../chart-context.ts';
import { andList, theBody, upperFirst } from './grammar.ts';
import type { Voice } from './voice.ts';

export const coach: Voice = {
  id: 'coach',
  selfOpeners: [
    "Here's your base layer: Sun, Moon and Rising, then what stands out.",
    'The short version of who you are on paper, then what to do with it.',
  ],
  timingOpeners: [
    "Here's what's active for you now and how to use it.",
    "What's moving in your chart right now, and the moves that fit it.",
  ],
  openers: [
    'Straight to it: {topic} in your chart.',
    "Here's the short version of {topic}, then what to do with it.",
    "Let's make {topic} practical.",
  ],
  movedOn: ["That's {topic} covered. Next thing worth working with:"],
  more: ['Next factor.', "Let's keep going.", 'One more piece to work with.'],
  gibberish: ["Didn't catch that. Let's keep moving on what we had."],
  greeting: ["Hey! Let's pick up where we were."],
  thanks: ["Anytime. Here's one more thing to work on."],
  hookYes: ["Good, that gives us something to work with. Here's where it comes from and what to do with it."],
  hookNo: ["Noted, that one's not you. Scrap it. Let's work from another part of your chart."],
  hookNeutral: ['OK, "maybe". Let\'s test it with something concrete.'],
  decline: [
    'Not my area: I work with your birth chart. Want to look at {offer} instead? Or ask about love, work or your Moon.',
  ],
  injection: ["Not sharing how I'm set up. Back to your chart: want to look at {offer}?"],
  hostile: [
    "Fine, no need to believe anything. Let's test it: here's one specific claim from your chart. Check it against your week.",
  ],
  closingHeadings: ['Three moves for this week', 'What to try next', 'Your next moves'],
  questions: [
    'Which of these will you try first?',
    'What would get in the way of doing this?',
    'Where do you pay the most for {focus} right now?',
    'Can you commit to one of these by Sunday?',
    'What is one small win you could get from {focus} this week?',
    'What would make this easier to start?',
  ],
  definitionLead: 'Quick definition.',
  hookOpen: 'Before we start, one thing in your chart I want to test with you.',
  hookAsk: 'Accurate or not?',
  giftFrames: [
    {
      verb: 'Your edge: {person} {phrase}.',
      adjective: 'Your edge: {person} is {phrase}.',
      noun: 'Your edge from {subject} is {phrase}.',
    },
    {
      verb: 'Use it: {person} {phrase}.',
      adjective: 'Use it: {person} can be {phrase}.',
      noun: 'Use it: {subject} gives you {phrase}.',
    },
  ],
  shadowFrames: [
    {
      verb: 'Watch out: {person} {phrase}.',
      adjective: 'Watch out: {person} can get {phrase}.',
      noun: 'The risk with {subject} is {phrase}.',
    },
    {
      verb: 'Known trap: {person} {phrase}.',
      adjective: 'Known trap: {person} turns {phrase}.',
      noun: 'Known trap of {subject}: it slides into {phrase}.',
    },
  ],
  ascendant: ({ p2 }) => `${p2.sign} rising: this is how people read you in the first five minutes.`,
  placement: ({ p2, role, theme, where, rx, area, sign, h }) => [
    `${p2.name}${sign ? ` in ${sign}` : ''}${h ? `, ${h} house` : ''}${rx}${role}. That's your ${theme}${area ? `, working through ${area}` : ''}.`,
    `Your ${p2.name}${role}: ${where}${rx}. It runs your ${theme}.`,
  ],
  aspect: ({ a, close, orb, t1, t2 }) => [
    `${a.p1} ${a.type} ${a.p2}, orb ${orb}: your ${t1} and your ${t2} are wired together.`,
    `Your ${t1} and ${t2} are linked: ${a.p1} ${a.type} ${a.p2}, ${orb}.`,
    `${a.p1}-${a.p2} ${a.type}, ${close}: ${t1} versus ${t2}.`,
  ],
  house: ({ n, r, area, holds }) => [
    `${ordinal(n)} house, covering ${area}: ${r.cuspSign} on the cusp; it ${holds}.`,
    `Your ${ordinal(n)} house runs ${area}. Cusp: ${r.cuspSign}.`,
  ],
  angle: ({ c, orb, about }) => [
    `${upperFirst(theBody(c.planet))} on your ${c.angle} (${orb}): a planet this close to an angle is always on, and it works through ${about}.`,
    `Your ${c.planet} sits on the ${c.angle}, ${orb}: it runs ${about}.`,
  ],
  stellium: ({ s, where }) => `Stellium ${where}: ${andList(s.planets)}. Strength: focus. Risk: tunnel vision.`,
  weighs: ({ name, why }) => [`Priority: ${name}, ${why}.`, `Start with ${name}: ${why}.`],
  suggestions: ({ n, around, index }) => [
    [
      `1. Spot it: write one line each time the need ${n.drive} takes over${around}.`,
      `2. Act: ${n.step}.`,
      [
        '3. Review on Sunday: what happened when you did?',
        '3. Check in with yourself on Sunday and write one line on what changed.',
        '3. Tell one person your plan; saying it out loud makes it more likely you follow through.',
      ][index % 3]!,
    ],
    [`1. This week, ${n.step}.`, `2. Log it: one line a day on the need ${n.drive}.`, '3. Friday: keep what worked.'],
    [`1. Pick one day this week for ${n.theme}.`, `2. ${upperFirst(n.step)}.`, '3. Note the result in one line.'],
    [
      `1. Name the need ${n.drive} when it shows.`,
      '2. Ask what it wants right now.',
      '3. Give it five minutes, on purpose.',
    ],
    [`1. Track ${n.theme} daily.`, '2. Spot the pattern by Thursday.', '3. Change one thing by Sunday.'],
  ],
  angleLine: ({ drive, play }) => [`Whatever in you needs ${drive}: ${play.step}.`],
  giftSharesShadowSubject: true,
  transitHead: 'Transit:',
  listClosing: true,
  meaning: ({ s, shadow, gift, once }) => (shadow || gift ? [shadow ?? '', gift ?? ''] : [once(s[0])]),
};
