// The five voices of the built-in writer (VOICE.md). A voice decides what to stress in each factor and how to
// say it, not only how to open and close: the guide explains, the witch brews, the oracle speaks in images, the
// mentor weighs what a pattern protected, the coach turns it into steps. Our own words throughout.
import type { Element, PersonalityId, SignName } from '@stellara/contract';
import type { ChartPointName } from '../chart-context.ts';
import type { AngleName } from './chart-features.ts';

/** Archetypal images of the planets, for the oracle and the witch. */
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

export const ELEMENT_HERB: Record<Element, string> = {
  Fire: 'cinnamon and a struck match',
  Earth: 'rosemary and dark bread',
  Air: 'lavender and an open window',
  Water: 'mugwort and moonlit water',
};

/**
 * What each angle is about, as a noun phrase, for planets that sit on one. The IC is the most private point of the
 * chart and the Midheaven the most public; the Ascendant is the self met first, the Descendant the other.
 */
export const ANGLE_MEANING: Record<AngleName, string> = {
  Ascendant: 'the way you meet the world and start things',
  Descendant: 'partners and the close others you keep meeting',
  Midheaven: 'your public direction and what you become known for',
  IC: 'your roots, your home and what you keep to yourself',
};

/**
 * How the drive of a planet on each angle shows, completing "The part of you that needs {drive} ...": in the open
 * on the Ascendant and the Midheaven, through others on the Descendant, in private on the IC.
 */
export const ANGLE_PLAY: Record<AngleName, { guide: string; image: string; step: string }> = {
  Ascendant: {
    guide: 'shows in how you come across, often before you have said a word',
    image: 'walks through the door ahead of you, so people meet it first',
    step: 'choose how you lead with it, since people notice it first',
  },
  Descendant: {
    guide: 'tends to reach you through partners and the people closest to you',
    image: 'waits across the table, in the faces of the people you choose',
    step: 'notice whom you pick, since you often meet it in other people first',
  },
  Midheaven: {
    guide: 'is on show in your work and public life, where it becomes part of your reputation',
    image: 'stands at the summit of your sky, where the world can see it',
    step: 'put it to work on purpose, since it shapes what you are known for',
  },
  IC: {
    guide: 'lives mostly in private: at home, in your family roots, in what you keep inward',
    image: 'is kept at the hearth, below the house, where few are invited',
    step: 'give it room at home, where it lives, before it leaks out elsewhere',
  },
};

/** A planet on an angle in the voice's words: its drive and where that angle lets it show. */
export function angleLines(angle: AngleName, drive: string, voice: PersonalityId): string[] {
  const play = ANGLE_PLAY[angle];
  return {
    guide: [`The part of you that needs ${drive} ${play.guide}.`],
    witchy: [`Whatever in you needs ${drive} ${play.image}.`],
    mystical: [`Here, what in you needs ${drive} ${play.image}.`],
    mentor: [`What in you needs ${drive} ${play.guide}, and that has shaped how it grew.`],
    coach: [`Whatever in you needs ${drive}: ${play.step}.`],
  }[voice];
}

/**
 * Sentences for a knowledge-base gift, one set per shape of phrase ({person} "someone with the Moon in Aries",
 * {subject} "your Moon in Aries"): the phrase always has its own subject, never a bare slot.
 */
export const GIFT_FRAMES: Record<PersonalityId, Record<'verb' | 'adjective' | 'noun', string>[]> = {
  guide: [
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
  witchy: [
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
  mystical: [
    {
      verb: 'In its light, {person} {phrase}.',
      adjective: 'In its light, {person} becomes {phrase}.',
      noun: 'The gift hidden in {subject} is {phrase}.',
    },
  ],
  mentor: [
    {
      verb: 'Given time, {person} {phrase}.',
      adjective: 'Given time, {person} grows {phrase}.',
      noun: 'What {subject} can grow into is {phrase}.',
    },
  ],
  coach: [
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
};

/** Sentences for a knowledge-base shadow, as GIFT_FRAMES. */
export const SHADOW_FRAMES: Record<PersonalityId, Record<'verb' | 'adjective' | 'noun', string>[]> = {
  guide: [
    {
      verb: 'On a hard day, {person} {phrase}.',
      adjective: 'On a hard day, {person} can be {phrase}.',
      noun: 'The harder side of {subject} is {phrase}.',
    },
  ],
  witchy: [
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
  mystical: [
    {
      verb: 'In its shadow, {person} {phrase}.',
      adjective: 'In its shadow, {person} grows {phrase}.',
      noun: 'The shadow cast by {subject} is {phrase}.',
    },
  ],
  mentor: [
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
  coach: [
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
};

/** How each transiting slow planet tends to work on what it touches. */
export const TRANSIT_PLANET: Record<string, string> = {
  Jupiter: 'widens what it touches and opens doors, sometimes more than you can walk through',
  Saturn: 'tests what it touches, slows it down and asks for commitment',
  Uranus: 'shakes up what it touches, with surprises and a pull towards freedom',
  Neptune: 'softens and blurs what it touches, inviting ideals (check the facts twice)',
  Pluto: 'deepens what it touches and strips away what no longer fits',
  Sun: 'puts a spotlight on what it touches for a few days',
  Moon: 'stirs what it touches for a day or two',
  Mercury: 'brings what it touches into conversations and plans',
  Venus: 'sweetens what it touches for a few days',
  Mars: 'heats up what it touches and pushes for action',
  Chiron: 'presses on an old sore spot in what it touches, so that it can finally be tended',
  'North Node': 'points what it touches towards growth, often through unfamiliar choices',
};

/** Completes "and a square ..." */
export const ASPECT_FEEL: Record<string, string> = {
  conjunction: 'conjunction turns the volume right up',
  opposition: 'opposition tends to play out through other people',
  square: 'square creates friction that pushes for a decision',
  trine: 'trine lets it flow more easily than usual',
  sextile: 'sextile offers openings if you take them',
};

export interface Voice {
  /** A new reading's first line; {topic} is filled in. */
  openers: string[];
  /** The first line of a reading of the whole person (the Big Three and what stands out). */
  selfOpeners: string[];
  /** The first line of a reading about what is coming. */
  timingOpeners: string[];
  /** Before a reply that continues the topic ("tell me more"). */
  more: string[];
  /** When the topic has been covered and the reply turns to other features; {topic} is filled in. */
  movedOn: string[];
  gibberish: string[];
  greeting: string[];
  thanks: string[];
  /** The hook landed / was refused / drew a "maybe". */
  hookYes: string[];
  hookNo: string[];
  hookNeutral: string[];
  /** Off-topic and orders: a kind sentence, then the way back ({offer}). */
  decline: string[];
  injection: string[];
  hostile: string[];
  /** Heading of the closing section. */
  closingHeading: string;
  /** Questions to end with; {focus} is the reading's main factor. */
  questions: string[];
}

export const voices: Record<PersonalityId, Voice> = {
  guide: {
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
    closingHeading: 'Putting it together',
    questions: [
      'Does that match what you know of {focus} from the inside?',
      'Which part of that sounds most like you, and which part not at all?',
      'Where in your life have you noticed {focus} most recently?',
      'How does that compare with what you have lived so far?',
      'What would you add about {focus} from your own experience?',
      'Is any of this new to you, or is it familiar?',
    ],
  },
  witchy: {
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
    closingHeading: 'A little ritual',
    questions: [
      'Does that ring like a bell, or clank like an empty pot?',
      'Which part of that brew tastes most like you?',
      'When did {focus} last stir the pot in your life?',
      'What would you add to this recipe from your own kitchen?',
      'Which herb in {focus} would you keep, and which would you throw out?',
      'Does the brew smell familiar?',
    ],
  },
  mystical: {
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
    closingHeading: 'The image to carry',
    questions: [
      'Which of these images do you recognise?',
      'Where have you met {focus} in your own story?',
      'What does that image stir in you?',
      'Does the story ring true, or does it ask to be told differently?',
      'In your dreams, what shape do you give {focus}?',
      'Which door would you open next?',
    ],
  },
  mentor: {
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
    closingHeading: 'Something to reflect on',
    questions: [
      'What has living with {focus} protected you from?',
      'Looking back ten years, how has this changed in you?',
      'What would it take to let this pattern soften a little?',
      'When did you first notice it?',
      'Who taught you the most about {focus}?',
      'What would you tell your younger self about this?',
    ],
  },
  coach: {
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
    closingHeading: 'Three moves for this week',
    questions: [
      'Which of these will you try first?',
      'What would get in the way of doing this?',
      'Where do you pay the most for {focus} right now?',
      'Can you commit to one of these by Sunday?',
      'What is one small win you could get from {focus} this week?',
      'What would make this easier to start?',
    ],
  },
};
