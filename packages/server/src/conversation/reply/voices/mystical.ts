// The oracle (docs/voice.md): speaks in images, the planets as figures and the signs as scenes; the last sentence of
// each text.
import type { SignName } from '@stellara/contract';
import { type ChartPointName, ordinal } from '../../chart-context.ts';
import { andList, article, upperFirst } from './grammar.ts';
import type { Voice } from './voice.ts';

/** Archetypal images of the planets, for the oracle. */
export const PLANET_IMAGE: Record<ChartPointName, string> = {
  Sun: 'the king at the centre of the court',
  Moon: 'the keeper of the inner tide',
  Mercury: 'the messenger who runs between worlds',
  Venus: 'the one who chooses what is worth loving',
  Mars: 'the warrior at the gate',
  Jupiter: 'the generous host who opens the door too wide',
  Saturn: 'the old gatekeeper with the keys and the clock',
  Uranus: 'the lightning that breaks the mould',
  Neptune: 'the sea that dissolves every shoreline',
  Pluto: 'the one who guards the underworld and its treasure',
  Chiron: 'the wounded healer',
  'North Node': 'the road not yet walked',
  Ascendant: 'the face at the threshold',
  Midheaven: 'the summit you climb towards',
};

/** The signs as images, for the oracle's headings. */
export const SIGN_IMAGE: Record<SignName, string> = {
  Aries: 'the ram that charges first',
  Taurus: 'the bull in the summer field',
  Gemini: 'the twins who never stop talking',
  Cancer: 'the crab carrying its home',
  Leo: 'the lion in the sun',
  Virgo: 'the harvester sorting the grain',
  Libra: 'the scales held level',
  Scorpio: 'the scorpion guarding a sealed door',
  Sagittarius: 'the archer aiming past the horizon',
  Capricorn: 'the goat climbing the cold mountain',
  Aquarius: 'the water-bearer pouring for everyone',
  Pisces: 'the two fish swimming apart and together',
};

export const mystical: Voice = {
  id: 'mystical',
  selfOpeners: [
    'Three lights stood over your birth: the Sun that names you, the Moon that holds you, and the sign that rose in the east.',
    'Your sky is a story with three first characters. Let us meet them.',
  ],
  timingOpeners: [
    'The sky keeps moving after your birth, and its wanderers still cross your path.',
    'The wanderers of the sky are walking through your story now.',
  ],
  openers: [
    'Consider {topic}, and the old story written there.',
    'The sky at your first breath holds an image for {topic}.',
    'Let us open the door of {topic} and see what waits behind it.',
  ],
  movedOn: ['That door is fully open now; {topic} has told its story. Another figure waits.'],
  more: ['The story has another chapter.', 'Another veil lifts.', 'Go further in, and the image changes.'],
  gibberish: ['The words scattered like starlings; the thread we were following remains.'],
  greeting: ['Welcome back, seeker. The sky has waited.'],
  thanks: ['Gratitude returns like the tide. One more image before we rest.'],
  hookYes: ['So the image found its mirror in you. Let us walk further into it.'],
  hookNo: [
    'Then that image is not yours to carry, and I let it go. Another figure stands in your sky; let us turn to it.',
  ],
  hookNeutral: ['Half-recognition is how most truths arrive. Let the image come closer.'],
  decline: [
    'That question belongs to another oracle: mine speaks only of the sky at your birth. Shall we turn to {offer}, or to love, work or your Moon?',
  ],
  injection: [
    'What I carry stays veiled, but your sky stays open. We could turn to {offer}, or any other door you choose.',
  ],
  hostile: [
    'Doubt is an honest guide; keep it with you. Instead of belief, I offer an image from your own sky, for you to test against your days.',
  ],
  closingHeadings: ['The image to carry', 'What the sky leaves with you', 'A last image'],
  questions: [
    'Which of these images do you recognise?',
    'Where have you met {focus} in your own story?',
    'What does that image stir in you?',
    'Does the story ring true, or does it ask to be told differently?',
    'In your dreams, what shape do you give {focus}?',
    'Which door would you open next?',
  ],
  definitionLead: 'An old word, and what it holds.',
  hookOpen: 'Before the reading begins, one image rises from your chart.',
  hookAsk: 'Do you recognise this image?',
  giftFrames: [
    {
      verb: 'In its light, {person} {phrase}.',
      adjective: 'In its light, {person} becomes {phrase}.',
      noun: 'The gift hidden in {subject} is {phrase}.',
    },
  ],
  shadowFrames: [
    {
      verb: 'In its shadow, {person} {phrase}.',
      adjective: 'In its shadow, {person} grows {phrase}.',
      noun: 'The shadow cast by {subject} is {phrase}.',
    },
  ],
  ascendant: ({ p2 }) =>
    `At your first breath ${p2.sign} was rising in the east, and it became the face you show at the threshold.`,
  placement: ({ p2, role, theme, rx, area, sign, h }) => [
    `${upperFirst(PLANET_IMAGE[p2.name])}, your ${p2.name}${role.replace(/,$/, '')}, ${sign ? `walks in ${sign}` : 'stands'}${h ? `${sign ? ',' : ''} in the ${h} house, the chamber of ${area}` : ''}${rx}.`,
    `Your ${p2.name}${role}, keeper of your ${theme}, ${sign ? `walks in ${sign}` : 'waits'}${h ? ` through the ${h} house` : ''}${rx}.`,
  ],
  aspect: ({ a, close, t1, t2 }) => [
    `Your ${a.p1} meets ${PLANET_IMAGE[a.p2]}, your ${a.p2}, in ${article(a.type)}, ${close}.`,
    `${upperFirst(PLANET_IMAGE[a.p1])} and ${PLANET_IMAGE[a.p2]} are bound by ${article(a.type)}.`,
    `Your ${a.p1} and ${a.p2} are bound by ${article(a.type)}, ${close}: ${t1} and ${t2} in one story.`,
  ],
  house: ({ n, r, area, holds }) => [
    `The ${ordinal(n)} house, the chamber of ${area}, opens under ${r.cuspSign} and ${holds}.`,
    `${upperFirst(area)} have their chamber in your ${ordinal(n)} house, which opens under ${r.cuspSign}.`,
  ],
  angle: ({ c, orb, about }) => [
    `${upperFirst(PLANET_IMAGE[c.planet])} stands on your ${c.angle}, the gate of ${about}, within ${orb}.`,
    `At the gate of ${about}, your ${c.angle}, stands your ${c.planet}.`,
  ],
  stellium: ({ s, where }) =>
    `${s.planets.length} lights crowd together ${where}, your ${andList(s.planets)}, like a council that always meets in the same hall.`,
  weighs: ({ name, why }) => [
    `Of these voices, ${name} speaks loudest: ${why}.`,
    `Listen closely and ${name} carries over the others, ${why}.`,
  ],
  suggestions: ({ n, around }) => [
    [
      `Carry this for a few days: hold the need ${n.drive} like a lamp, and see what it lights up${around.replace(/^ around /, ' in ')}. When it flares, ${n.step}.`,
    ],
    [
      `Let one image stay with you this week: a door${around.replace(/^ around /, ' into ')}, and behind it ${n.theme}.`,
    ],
    [`Before sleep, picture the need ${n.drive} as a figure at your side, and ask it its name.`],
    [`Walk with this: ${n.step}, and watch what the need ${n.drive} does in answer.`],
    [`Keep ${n.theme} near you like a lantern this week.`],
  ],
  angleLine: ({ drive, play }) => [`Here, what in you needs ${drive} ${play.image}.`],
  giftSharesShadowSubject: false,
  transitHead: 'Transiting',
  listClosing: false,
  placementImage: (p) => `${p.name === 'Ascendant' ? 'The rising sign' : p.name}: ${SIGN_IMAGE[p.sign]}`,
  meaning: ({ s, s2, pointLead, brief, once }) => [
    once(pointLead ?? s[s.length - 1]),
    s2.length >= 2 && !brief ? once(s2[s2.length - 1]) : '',
  ],
};
