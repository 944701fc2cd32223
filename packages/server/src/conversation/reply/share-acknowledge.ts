// The first sentences for hard shares met as something other than their situation's register: fear of a step is
// met as fear before it is weighed as a choice, burnout as exhaustion rather than worry. Data only, by voice;
// situations.ts chooses.
import type { PersonalityId } from '@stellara/contract';
import type { ShareKind } from './hard-shares.ts';

/**
 * First sentences for shares met as something else than their register says: fear of a step ("she wants to move in
 * but I'm scared") is met as fear before it is weighed as a choice; burnout as exhaustion, not as worry.
 */
export const SHARE_ACKNOWLEDGE: Record<
  PersonalityId,
  Record<'fear' | Extract<ShareKind, 'burnout'>, readonly string[]>
> = {
  guide: {
    fear: [
      'Being scared about {x} makes sense; it is a big step, and fear often comes with the things that matter.',
      "It's understandable to feel scared about {x}; fear and wanting something can live side by side.",
    ],
    burnout: [
      "I'm sorry you're this worn out. {X} is real, and it makes sense that you're asking what has to change.",
      'Running on empty for this long takes a lot out of anyone. {X} deserves to be taken seriously.',
    ],
  },
  witchy: {
    fear: [
      'Of course {x} has your stomach in knots; big thresholds always do, and fear is not a bad omen.',
      'Fear at the door of {x} is only natural; a threshold is supposed to feel like one.',
    ],
    burnout: [
      'Oh, you sound worn right down to the wick. {X} is real, and it makes sense to ask what has to change.',
      'Even the hardiest plant wilts with no water. {X} sounds like a very long dry spell.',
    ],
  },
  mystical: {
    fear: [
      'Fear at the edge of {x} is natural; every threshold asks something of us.',
      'It is understandable that {x} stirs fear in you; the heart trembles most before what it cares about.',
    ],
    burnout: [
      'I hear how far {x} has worn you down. Even the steadiest flame needs tending.',
      'Running on empty for so long is a heavy thing. {X} deserves to be heard.',
    ],
  },
  mentor: {
    fear: [
      'Feeling scared about {x} is understandable; fear often shows up beside the things that matter most.',
      'It makes sense that {x} frightens you a little; it is a real step, and it deserves care.',
    ],
    burnout: [
      "I'm sorry you're this worn out. {X} is real, and it deserves to be taken seriously, including by you.",
      'Running on empty for this long would wear anyone down. {X} is a signal worth listening to.',
    ],
  },
  coach: {
    fear: [
      "Being scared about {x} is normal. Big step, big nerves; that's not a sign it's wrong.",
      "Nerves about {x} make sense. Fear just means it matters; it doesn't make the call for you.",
    ],
    burnout: [
      "That's {x} talking, and it's real. Running on empty isn't a flaw; it's a signal something has to change.",
      "I'm sorry you're this drained. {X} is real, and it's worth taking seriously.",
    ],
  },
};
