// What may steady a person, by what they are going through and their Moon's element: a carer's day, a wait, a
// setback, days gone empty, a strain with someone. Grief and a break-up keep the general lines (steadying.ts). The
// same chart meets an exam failed and a partner's dementia with different help, so no two hard chats read alike.
// Pure data and one chooser.
import type { SignElement } from '../chart-context.ts';
import type { Situation } from '../understanding/understanding.ts';

export type SteadyNeed = 'carer' | 'own-illness' | 'waiting' | 'setback' | 'empty' | 'strain' | 'recovery';

/** An illness that is their own ("I got diagnosed with...", "my diagnosis"): no one to care for but themself. */
const OWN_DIAGNOSIS =
  /\b(?:i (?:was|got|have been|'ve been|just got) diagnosed|(?:got|was|been) diagnosed with|my (?:diagnosis|condition|illness)|me diagnosticaron|fui diagnosticad[oa]|on m'a diagnostique|ich habe die diagnose|mi hanno diagnosticato)\b/i;

/** The need a hard turn has, from its situation and the kind of share read in it, or null for the general lines. */
export function steadyNeed(situation: Situation, kind: string | null, message = ''): SteadyNeed | null {
  if (situation === 'illness' && !kind && OWN_DIAGNOSIS.test(message)) return 'own-illness';
  // An eating disorder: nothing about food, meals or exercise (the team's to guide), only not carrying it alone.
  if (kind === 'eating-disorder') return 'recovery';
  if (kind === 'ill-parent' || (situation === 'illness' && kind !== 'medical-wait')) return 'carer';
  if (kind === 'retirement' || situation === 'loneliness') return 'empty';
  if (kind === 'exam-failure' || situation === 'job-loss') return 'setback';
  if (kind === 'medical-wait' || kind === 'fertility-loss' || kind === 'fertility-treatment') return 'waiting';
  if (situation === 'conflict' || situation === 'money-worry') return 'strain';
  return null;
}

/** "What tends to steady a Moon like yours {is ...}", by need and element. */
export const STEADIES_FOR: Record<SteadyNeed, Record<SignElement, string>> = {
  carer: {
    fire: 'a short burst of something that is only yours, even twenty minutes out of the house while someone else sits with them',
    earth:
      'protecting the small fixed points of your own day (a meal sitting down, the same walk) so caring does not swallow all of it',
    air: 'one person you can say the unsayable parts to, a friend or a carers’ group, where you do not have to be the strong one',
    water: 'a little time each day that asks nothing of you, and someone who asks how you are, not only how they are',
  },
  'own-illness': {
    fire: 'something your body can still do on its own terms each day, however small, so the illness is not the only thing setting the pace',
    earth:
      'a plain daily routine around the new reality (rest, meals, the same short walk), so your body has something steady to lean on',
    air: 'writing your questions down as they come, so they wait on paper for your doctor instead of circling at night',
    water: 'a few people you let see how it really is, rather than being brave for everyone',
  },
  waiting: {
    fire: 'giving the waiting somewhere to go: plans for the days in between that have nothing to do with the date ahead',
    earth: 'keeping the in-between days ordinary on purpose: work, meals, sleep, something growing or being made',
    air: 'writing the questions down as they come, so they wait on paper for the people who can answer them',
    water: 'choosing who you tell and when, so you are held by a few people rather than asked by many',
  },
  setback: {
    fire: 'turning the sting into one first move: one email, one appointment, one page, done today rather than planned',
    earth: 'a plain plan on paper, broken into weeks, so the next attempt is a list rather than a cloud',
    air: 'talking the result through with one person who knows the ground, so it becomes information instead of a verdict',
    water:
      'letting the disappointment be felt for a day before you decide anything, then asking for help with the next step',
  },
  empty: {
    fire: 'something with a start and a finish each week, a class, a team, a project, so the energy has a place to land',
    earth: 'building a new weekly rhythm by hand: fixed days for fixed things, and one of them useful to someone else',
    air: 'new people and new talk: a course, a club, a cause where what you know is wanted',
    water: 'one place where you are expected and missed if you do not come',
  },
  recovery: {
    fire: 'giving the restlessness somewhere to go that has nothing to do with food or your body: a call, a project, a place to be',
    earth: 'the plan your team made with you, kept one day at a time, with no verdict on the days it slips',
    air: 'saying out loud what the illness tells you, to someone who knows, so its voice is not the only one you hear',
    water: 'being held by a few people who know, rather than carrying it hidden and alone',
  },
  strain: {
    fire: 'stepping away before you answer, and moving the heat through your body before you speak',
    earth: 'setting one practical boundary and keeping it, rather than winning the argument',
    air: 'writing what you want to say before you say it, and saying it once, calmly',
    water: 'time on your own after hard talks, so you answer from yourself rather than from the hurt',
  },
};
