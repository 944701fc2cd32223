// Coming out is not a loss. The reply follows where the person stands (understanding/coming-out-stance.ts): a step
// ahead gets the courage and the nerves named, never sympathy; told and it went badly gets sorry it went that way and
// that their first reaction is not the last word; told and it went well gets gladness with them. Data and pure picks.
import type { PersonalityId } from '@stellara/contract';
import type { ComingOutStance } from '../understanding/coming-out-stance.ts';
import { disclosureIn } from '../understanding/disclosures.ts';

/** Openings by voice and stance; {x} is "coming out to your parents", {who} "your parents" (or "them"). */
const OPENINGS: Record<PersonalityId, Record<ComingOutStance, readonly string[]>> = {
  guide: {
    planning: [
      'Getting ready for {x} takes real courage, and it makes sense to feel nervous about it.',
      'Deciding on {x} is a brave step, and the nerves that come with it are normal.',
    ],
    badly: [
      "I'm sorry it went that way with {who}. Nothing about who you are was wrong to say, and you were brave to say it.",
      "I'm sorry {who} took it like that. A first reaction is often not where people end up, and you were brave to say it.",
    ],
    well: [
      "I'm so glad {who} met you like that. That is a lovely thing to hear, and you were brave to say it.",
      'That is wonderful news, and I am glad with you. Being met well by {who} after {x} means a lot.',
    ],
    done: [
      'Thank you for telling me. {X} takes courage, and however you feel about it now is allowed.',
      'You did it, and that took courage. Whatever you are feeling after {x} makes sense.',
    ],
  },
  witchy: {
    planning: ['Readying yourself for {x} is brave magic, and a few butterflies are part of any threshold.'],
    badly: [
      "I'm sorry it went that way with {who}. A first reaction is weather, not the season; you were brave to speak.",
    ],
    well: ["Oh, I'm so glad {who} met you with warmth. Light something bright tonight; that deserves celebrating."],
    done: ['You crossed a real threshold, and that took courage. Whatever you are feeling now is welcome here.'],
  },
  mystical: {
    planning: ['To step toward {x} is an act of courage, and trembling at a threshold is part of crossing it.'],
    badly: [
      'I am sorry it went that way with {who}. A first answer is not the final one, and what you spoke was true.',
    ],
    well: ['I am glad with you: {who} met you as you are. That is a door opened, and it was brave to knock.'],
    done: ['You have spoken something true about yourself, and that takes courage. Let whatever follows settle.'],
  },
  mentor: {
    planning: ['Choosing {x} takes courage, and nerves beforehand are a sign of how much it matters to you.'],
    badly: [
      "I'm sorry it went that way with {who}. First reactions are rarely the last word, and you did nothing wrong in telling the truth.",
    ],
    well: ['I am glad to hear {who} met you well. That took courage on your side, and it is worth letting it land.'],
    done: ['Telling them took courage. It is worth noticing how you feel now, before anything else.'],
  },
  coach: {
    planning: ['Planning {x} takes guts, and feeling nervous is normal. Let\u2019s make it feel more doable.'],
    badly: [
      "I'm sorry it went that way with {who}. A first reaction isn't the final one, and saying it was the brave part.",
    ],
    well: ['That is great news, and I am glad with you. {Who} showing up for you like that is worth savouring.'],
    done: ['You did the hard part: you said it. Let\u2019s see how you are doing now.'],
  },
};

/** After a first reaction that hurt: what helps next, with no outcome promised. */
const BADLY_POINTER =
  '**Their first reaction is not the last word.** Many families move a long way once the shock passes, but that is on their time, not yours to fix. If home or money feel unsafe, keep a safe place and your own phone within reach. LGBTQ+ helplines and groups in most countries are free and talk through exactly this.';

/** The coming-out share's stance, or null when the message tells no coming out. */
export function comingOutStanceIn(message: string): ComingOutStance | null {
  const told = disclosureIn(message);
  return told?.kind === 'coming-out' ? (told.stance ?? 'planning') : null;
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The opening for a coming-out share by its stance, or null when the message tells none. */
export function comingOutOpening(message: string, voice: PersonalityId, seed: number): string | null {
  const told = disclosureIn(message);
  if (told?.kind !== 'coming-out') return null;
  const options = OPENINGS[voice][told.stance ?? 'planning'];
  const who = told.terms.match(/^(?:how|coming out to) (your \w+)/)?.[1] ?? 'them';
  const x = told.terms.startsWith('how ') ? 'coming out' : told.terms;
  return options[Math.abs(Math.trunc(seed)) % options.length]!.replace(/\{X\}/g, capitalise(x))
    .replace(/\{x\}/g, x)
    .replace(/\{Who\}/g, capitalise(who))
    .replace(/\{who\}/g, who);
}

/** The practical pointer by stance: the safety one ahead, what helps after it went badly, none when it went well. */
export function comingOutPointer(message: string, planningPointer: string): string | null {
  const stance = comingOutStanceIn(message);
  if (stance === 'badly') return BADLY_POINTER;
  if (stance === 'well' || stance === 'done') return null;
  return planningPointer;
}

/** Told as done and gone well (or simply done): no fear to steady, no condolence in any language. */
export function comingOutWithoutLoss(message: string): boolean {
  const stance = comingOutStanceIn(message);
  return stance === 'well' || stance === 'done';
}
