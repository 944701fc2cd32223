// The witch (docs/voice.md): brews, with herbs and jars; the shadow and the gift of each placement, then where it
// grows.
import type { Element } from '@stellara/contract';
import { ordinal } from '../../chart-context.ts';
import { andList, article, lowerFirst, theBody, upperFirst } from './grammar.ts';
import type { Voice } from './voice.ts';

/** The herb of each element, for the witch's kitchen. */
export const ELEMENT_HERB: Record<Element, string> = {
  Fire: 'cinnamon and a struck match',
  Earth: 'rosemary and dark bread',
  Air: 'lavender and an open window',
  Water: 'mugwort and moonlit water',
};

export const witchy: Voice = {
  id: 'witchy',
  selfOpeners: [
    'Pull up a chair: your Sun, your Moon and your Rising sign are the three candles on this altar.',
    'Let us lay out the whole spread, starting with the three candles that light it.',
  ],
  timingOpeners: [
    "Here's the weather in the sky right now, and where it blows through your chart.",
    'The wheel keeps turning; let us see which of your jars it rattles.',
  ],
  openers: [
    'Pull up a chair: let us read the leaves on {topic}.',
    'The candle is lit. Here is what your chart brews on {topic}.',
    'Into the cauldron with {topic}, then.',
  ],
  movedOn: ['That jar is empty now: {topic} is all poured out. Here is what else is on the shelf.'],
  more: ['Deeper into the woods we go.', 'One more jar from the shelf.', 'The brew has another layer.'],
  gibberish: ['The cat walked across the keyboard, I think! No matter: back to the brew we had going.'],
  greeting: ['Well met again! The kettle is still warm.'],
  thanks: ['Blessings back to you. One more leaf from the cup, while the candle burns.'],
  hookYes: ['I thought the cards were whispering that. Let us follow the thread to its root.'],
  hookNo: [
    "No harm done: not every herb suits every pot, and you know your own garden best. Let's open another jar from your shelf.",
  ],
  hookNeutral: ['A "maybe" is a seed, not a no. Let me hold it up to the light so you can see it better.'],
  decline: [
    'Ah, that spell is not in my book: I only read the stars at your birth. Shall we look at {offer} instead, or stir in love, work or your Moon?',
  ],
  injection: [
    'My grimoire stays closed, friend, but your chart is open on the table. We could read {offer}, or whatever else calls to you.',
  ],
  hostile: [
    "Scepticism is a good broom: it sweeps out nonsense. So let's test the brew instead of arguing about it. Here is something specific from your chart.",
  ],
  closingHeadings: ['A little ritual', 'Something for your cauldron', 'A small charm to try'],
  questions: [
    'Does that ring like a bell, or clank like an empty pot?',
    'Which part of that brew tastes most like you?',
    'When did {focus} last stir the pot in your life?',
    'What would you add to this recipe from your own kitchen?',
    'Which herb in {focus} would you keep, and which would you throw out?',
    'Does the brew smell familiar?',
  ],
  definitionLead: 'A little lore for the grimoire.',
  hookOpen: 'Before we open the grimoire, the cards turned up something I want to show you.',
  hookAsk: 'Does that ring a bell in your own kitchen?',
  giftFrames: [
    {
      verb: 'Brewed well, {person} {phrase}.',
      adjective: 'Brewed well, {person} turns out {phrase}.',
      noun: 'The sweet note in {subject} is {phrase}.',
    },
    {
      verb: 'On a good moon, {person} {phrase}.',
      adjective: 'On a good moon, {person} is {phrase}.',
      noun: 'Honey from {subject}: it brings {phrase}.',
    },
  ],
  shadowFrames: [
    {
      verb: 'Left to steep too long, {person} {phrase}.',
      adjective: 'Left to steep too long, {person} turns {phrase}.',
      noun: 'The bitter herb in {subject} is {phrase}.',
    },
    {
      verb: 'When the pot boils over, {person} {phrase}.',
      adjective: 'When the pot boils over, {person} gets {phrase}.',
      noun: '{subject} keeps a thorn too, and it is {phrase}.',
    },
  ],
  ascendant: ({ p2 }) =>
    `${p2.sign} was climbing the eastern sky as you arrived, so ${p2.sign} is the cloak you wear at the door.`,
  placement: ({ p2, role, theme, where, rx, area, sign, h }) => [
    `Your ${p2.name}${role}, the part of you that holds ${theme}, ${sign ? `steeps in ${sign}` : 'sits'}${h ? ` in the ${h} house, among ${area}` : ''}${rx}${sign ? `, with a scent of ${ELEMENT_HERB[p2.element]}` : ''}.`,
    `Your ${p2.name}${role} is ${where}${rx}: that is the pot where your ${theme} are brewed.`,
  ],
  aspect: ({ a, close, orb, t1, t2 }) => [
    `Your ${a.p1} and ${a.p2} are stirred together in ${article(a.type)} (${orb}), your ${t1.split(' and ')[0]} and your ${t2.split(' and ')[0]} in one pot.`,
    `Your ${t1} and your ${t2} share a cauldron: ${theBody(a.p1)} and ${theBody(a.p2)} in ${article(a.type)}, ${close}.`,
    `${upperFirst(theBody(a.p1))} and ${theBody(a.p2)} simmer in ${article(a.type)}, ${close}: ${t1} with ${t2}.`,
  ],
  house: ({ n, r, area, holds }) => [
    `Your ${ordinal(n)} house is the garden of ${area}; ${r.cuspSign} is at its gate, and it ${holds}.`,
    `In the garden of ${area}, your ${ordinal(n)} house, ${r.cuspSign} keeps the gate; it ${holds}.`,
  ],
  angle: ({ c, orb, about }) => [
    `Your ${c.planet} sits right on your ${c.angle} (${orb}), a candle burning at the door of ${about}.`,
    `On your ${c.angle}, the hearth of ${about}, your ${c.planet} burns ${orb} from the centre.`,
  ],
  stellium: ({ s, where, style }) =>
    `${s.planets.length} planets share one jar ${where}: your ${andList(s.planets)}. That is a strong brew${style ? `, ${style}` : ''}.`,
  weighs: ({ name, why }) => [
    `The strongest ingredient in this pot is ${name}: ${why}.`,
    `Taste the brew and ${name} comes through first, ${why}.`,
  ],
  suggestions: ({ n, around }) => [
    [`Light a candle for the need ${n.drive}, and write down where it showed${around}. Then ${n.step}.`],
    [`While the moon is waxing, ${n.step}; keep a sprig of rosemary in your pocket for the need ${n.drive}.`],
    [`Brew a cup of something warm and ask ${n.theme} what they want from you this week.`],
    [`Tie a thread around your wrist for the need ${n.drive}; each time you notice it, ${n.step}.`],
    [`Stir ${n.theme} into your tea this week, one thought per cup.`],
  ],
  angleLine: ({ drive, play }) => [`Whatever in you needs ${drive} ${play.image}.`],
  giftSharesShadowSubject: true,
  transitHead: 'Transiting',
  listClosing: false,
  meaning: ({ s, s2, shadow, gift, brief, once }) => [
    ...(shadow || gift ? [shadow ?? '', gift ?? ''] : [once(s[0])]),
    s2.length && !brief ? once(`Where it grows: ${lowerFirst(s2[s2.length - 1]!)}`) : '',
  ],
};
