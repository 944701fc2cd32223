// The five voices of the built-in reader (VOICE.md): the same facts, a different tone and a different shape of
// suggestion. Variants are picked by a stable hash so a reply is deterministic yet not identical for everyone.
import type { PersonalityId } from '@stellara/contract';

export type Topic =
  | 'big-three'
  | 'planet'
  | 'aspect'
  | 'sign'
  | 'house'
  | 'love'
  | 'career'
  | 'transits'
  | 'compatibility'
  | 'explain'
  | 'overview'
  | 'follow-up'
  | 'hook';

export interface Voice {
  openers: Partial<Record<Topic, string[]>> & { default: string[] };
  /** Joins the factors into one picture: {a} and {b} are short labels. */
  synthesis: string[];
  /** The week's suggestion; {shadow}, {gift} and {focus} are filled in. */
  suggestion: string[];
  questions: Partial<Record<Topic, string[]>> & { default: string[] };
  /** Said when the person pushed back on the hook. */
  hookDoubt: string[];
  /** Said when the hook landed. */
  hookYes: string[];
}

export const voices: Record<PersonalityId, Voice> = {
  guide: {
    openers: {
      'big-three': ["Let's start with the three pillars of your chart: your Sun, Moon and Rising sign."],
      planet: ["Here's what your {focus} says, in everyday terms."],
      aspect: ["Let's look at how these two parts of you talk to each other."],
      love: ["Love in a chart is mostly Venus, the Moon and the 7th house, so let's look at yours."],
      career: [
        'For work and direction we look at the top of the chart, the Midheaven, and the planets that shape how you work.',
      ],
      transits: ["Here's what the sky is doing right now and how it touches your chart."],
      compatibility: [
        "Compatibility starts with knowing what you yourself need in a relationship, so let's begin there.",
      ],
      explain: [
        'Happy to start from the beginning. A birth chart is a map of where the Sun, Moon and planets were at the moment you were born, seen from your birthplace.',
      ],
      'follow-up': ["Let's go one layer deeper."],
      default: ["Here's what stands out in your chart."],
    },
    synthesis: [
      'Put together, {a} and {b} describe one person, not two: {link}',
      'What ties {a} and {b} together: {link}',
    ],
    suggestion: [
      'One thing to try this week: notice a moment when the harder side of {focus} shows up ({shadow}), pause, and ask yourself what you actually needed right then. Then use its strength ({gift}) on purpose once.',
      'A small experiment for this week: each time you catch the old pattern ({shadow}), write one line about what set it off. By Sunday you will know more about {focus} than any book can tell you.',
    ],
    questions: {
      love: ['How does that compare with what you have lived in relationships so far?'],
      transits: ['Is there a situation in your life right now that this seems to be about?'],
      career: ['Does that match the kind of work that leaves you energised rather than drained?'],
      default: [
        'Does that match how it feels from the inside?',
        'Which part of that feels most like you, and which part not at all?',
      ],
    },
    hookDoubt: [
      "Fair enough, and thank you for saying so: a chart shows pulls, not verdicts, and you're the one who knows how they play out. Let's look at it from another angle.",
    ],
    hookYes: ["I'm glad that landed. Let's unpack where it comes from in your chart."],
  },
  witchy: {
    openers: {
      'big-three': ['Pull up a chair: your Sun, your Moon and your Rising sign are the three candles on this altar.'],
      planet: ['Ah, {focus}. Let us see what this one is brewing in your cauldron.'],
      aspect: ['Two planets, one spell: let us see how they stir each other.'],
      love: ["Love magic lives with Venus, the Moon and the 7th house. Here's your recipe."],
      career: ['Your work path is written at the top of the wheel, near the Midheaven. Let us read the leaves.'],
      transits: ["Here's the weather in the sky right now, and where it blows through your chart."],
      compatibility: ['Before we mix two charts in one pot, let us know your own ingredients.'],
      explain: [
        'A birth chart is a snapshot of the sky at your first breath: every planet in its sign and house, like herbs in labelled jars.',
      ],
      'follow-up': ['Deeper into the woods we go.'],
      default: ['The cards are on the table, and the chart has something to say.'],
    },
    synthesis: [
      'Stir {a} and {b} together and you get one brew: {link}',
      'Like salt and honey in the same jar, {a} and {b} work together: {link}',
    ],
    suggestion: [
      'A little ritual for this week: on an evening when the moon is visible, light a candle and write down where the shadow of {focus} crept in lately ({shadow}). Fold the paper, put it under a stone, and name one way to honour its gift instead ({gift}).',
      'Kitchen magic for the week: brew a cup of something warm, sit with {focus}, and list three moments when its shadow took the wheel ({shadow}). Keep the list by your bed; when you catch it again, touch the paper and reach for its gift ({gift}).',
    ],
    questions: {
      default: [
        'Does that ring like a bell, or clank like an empty pot?',
        'Which part of that brew tastes most like you?',
      ],
    },
    hookDoubt: ["No harm done: not every herb suits every pot. Let's try another jar from your shelf."],
    hookYes: ['I thought the cards were whispering that. Let us follow the thread.'],
  },
  mystical: {
    openers: {
      'big-three': [
        'Three lights stood over your birth: the Sun that names you, the Moon that holds you, and the sign that rose on the eastern horizon.',
      ],
      planet: ['Consider {focus}, and the old story it carries.'],
      aspect: ['Two powers meet in your sky, and every meeting is a story.'],
      love: ['Venus, the Moon and the western house of meeting: here is how love was written for you.'],
      career: ['At the summit of your chart stands the Midheaven, the place of the work you are called to.'],
      transits: ['The sky keeps moving after your birth, and its wanderers still cross your path.'],
      compatibility: ['Every union begins with the self who enters it; let us first read yours.'],
      explain: [
        'A birth chart is the sky frozen at the moment of your first breath: a circle of twelve signs and twelve houses, with the planets as actors on that stage.',
      ],
      'follow-up': ['Let us go further down the same path.'],
      default: ['The chart opens on a single image.'],
    },
    synthesis: [
      'Read {a} and {b} as one symbol: {link}',
      'The threads of {a} and {b} are woven into one cloth: {link}',
    ],
    suggestion: [
      'Carry one image with you this week: {focus}. Where it darkens ({shadow}), ask what it is guarding; where it brightens ({gift}), follow it.',
      'Before sleep this week, hold {focus} in mind like a lantern. Notice the nights it shows you its shadow ({shadow}), and the mornings it gives you its gift ({gift}).',
    ],
    questions: {
      default: [
        'Does this image speak to you, or does it belong to someone else?',
        'Where have you met this figure in your own life?',
      ],
    },
    hookDoubt: ['The symbol does not insist. If it does not fit, let it pass, and we will listen for another.'],
    hookYes: ['Then the symbol has found its owner. Let us see where it leads.'],
  },
  mentor: {
    openers: {
      'big-three': ['Let us take the three foundations one at a time: the Sun, the Moon and the Rising sign.'],
      planet: ['Let us look at {focus} patiently, as something that has been with you all your life.'],
      aspect: ['These two parts of you have been in conversation for a long time.'],
      love: ['How we love is usually learned early and refined slowly. Your chart shows the raw material.'],
      career: ['Vocation is rarely found in a single moment; it is built. Your chart shows the materials.'],
      transits: ['Time in astrology is about seasons, not events. Here is the season you are in.'],
      compatibility: [
        'Any relationship reflects what each person brings to it, so let us look first at what you bring.',
      ],
      explain: [
        'A good place to begin. A birth chart records the sky at the moment you were born, and each planet stands for one part of a life.',
      ],
      'follow-up': ['Let us stay with this a little longer.'],
      default: ['There is one theme in your chart worth sitting with.'],
    },
    synthesis: [
      'Taken together, {a} and {b} point to one lesson: {link}',
      'It helps to see {a} and {b} as one pattern: {link}',
    ],
    suggestion: [
      'You might keep a short note this week: each time the old pattern appears ({shadow}), write down what it protected you from. Patterns loosen once they are seen, and the strength underneath ({gift}) grows in the space they leave.',
      'There is no need to change anything yet. For a week, simply observe when the shadow side takes over ({shadow}) and when the gift comes easily ({gift}). The difference is the lesson.',
    ],
    questions: {
      transits: ['What season does your life feel like it is in right now?'],
      default: ['What has this pattern protected you from?', 'When did you first notice this in yourself?'],
    },
    hookDoubt: [
      "That's worth taking seriously. Charts describe possibilities; your experience decides. Let's look at what does fit.",
    ],
    hookYes: ['That recognition matters. Patterns we can name are patterns we can work with.'],
  },
  coach: {
    openers: {
      'big-three': ["Here's your core setup in three parts: Sun, Moon, Rising."],
      planet: ["{focus}: here's what it does and how to use it."],
      aspect: ["Two drives, one aspect. Here's the mechanics."],
      love: ['Love, in practical terms: what you need, how you show it, what trips you up.'],
      career: ['Career, straight: where your drive goes and how you work best.'],
      transits: ["Here's what's active now and what to do with it."],
      compatibility: ['Compatibility starts with your own needs. Here they are.'],
      explain: [
        'Quick primer: your birth chart is where each planet was when you were born. Planet = what, sign = how, house = where.',
      ],
      'follow-up': ['Next layer.'],
      default: ["Here's the headline from your chart."],
    },
    synthesis: ['Bottom line, {a} plus {b}: {link}', 'Connect the dots between {a} and {b}: {link}'],
    suggestion: [
      'Three moves for this week: 1) Catch the pattern once ({shadow}) and name it out loud. 2) Do one thing that uses your strength on purpose ({gift}). 3) Tell one person what you noticed.',
      'Your assignment this week: pick one situation where the old pattern usually wins ({shadow}), decide in advance how you will answer it, and play to your strength instead ({gift}). Report back.',
    ],
    questions: {
      transits: ['What is the one decision this timing should shape?'],
      default: ['Which of these will you try first?', 'What would change if you acted on this this week?'],
    },
    hookDoubt: ["Noted, that one's off. Let's work with what does fit."],
    hookYes: ["Good, that's our starting point. Let's get specific."],
  },
};

/** A stable choice among variants. */
export function pick<T>(list: readonly T[], seed: number): T {
  return list[Math.abs(seed) % list.length]!;
}

export function hashText(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

export function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (_, k: string) => values[k] ?? '');
}

/** How two elements get on, in one sentence. */
export function elementLink(a: string, b: string): string {
  const pair = [a, b].sort().join('+');
  const links: Record<string, string> = {
    'Fire+Fire': 'both run on fire, so enthusiasm is never the problem; pacing yourself is.',
    'Earth+Earth':
      'both are earthy, so you trust what is real and proven, and may resist change longer than you need to.',
    'Air+Air':
      'both are airy, so you live a lot in ideas and conversation, and feelings may get analysed before they are felt.',
    'Water+Water':
      'both are watery, so you take in the emotional weather around you and need time alone to wring it out.',
    'Earth+Fire':
      'fire wants to start and earth wants to be sure, so you may feel the push to leap and the pull to wait at the same time.',
    'Air+Fire':
      'air feeds fire, so ideas become action quickly in you; the risk is burning through energy faster than you refill it.',
    'Fire+Water':
      'fire and water make steam: your drive runs hot while your feelings need time to settle, and rushing one scalds the other.',
    'Air+Earth':
      'air thinks in possibilities and earth in results, so you may plan well and then doubt whether the plan is practical enough.',
    'Earth+Water':
      'water and earth make fertile ground: feelings become loyalty and care, though you can hold on to things after they have stopped growing.',
    'Air+Water':
      'air wants to understand and water wants to feel, so you may explain your emotions well and still find them hard to simply have.',
  };
  return links[pair] ?? 'they colour each other in everything you do.';
}
