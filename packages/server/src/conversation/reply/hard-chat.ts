// Whether a chat holds something hard (a death, an illness, a crisis, a break-up, a fear told): from the turn it is
// told, no reply in that chat names a price, a plan or an upgrade, whichever path writes it (a timing section, a
// month outlook, a "when", a compatibility taste, a date asked again, the model's instructions). One answer, read
// once per turn by the planner (plan.hardChat), so no writer path has its own idea of it. Pure.

import { disclosureIn } from '../understanding/disclosures.ts';
import type { Understanding } from '../understanding/understanding.ts';
import { wantsJustToTalk } from './care-talk.ts';
import { controlSigns } from './control-signs.ts';
import { hardShare, refineHeard } from './hard-shares.ts';
import type { ReplyPlan } from './plan-types.ts';
import { lossBySuicide, soundsHopeless, speaksOfOwnHarm } from './safety.ts';

/**
 * A message that makes a chat hard: thoughts of not living, a loss by suicide, asking for no reading but someone to
 * talk to, a fear told with a choice ("scared to move in with him"), money asked for by someone not met (heard as a
 * choice, yet no choice to sell on), or controlling behaviour told. A situation heard is counted by the caller.
 */
function hardMessage(message: string): boolean {
  return (
    speaksOfOwnHarm(message) ||
    soundsHopeless(message) ||
    lossBySuicide(message) ||
    wantsJustToTalk(message) ||
    !!hardShare(message)?.afraid ||
    disclosureIn(message)?.kind === 'money-request' ||
    controlSigns(message).length > 0
  );
}

/**
 * The chat, this message included, holds something hard: any message in it told one, or was heard with a situation
 * other than a plain choice still open ("should I take the offer?" sells as freely as any question).
 */
export function holdsHardThing(messages: readonly string[], heard: readonly (Understanding | null)[]): boolean {
  return heard.some((h) => h?.situation && h.situation !== 'decision') || messages.some(hardMessage);
}

/**
 * The person's messages of a chat, oldest first, hold something hard, each heard as the planner hears it (a share
 * the reader missed taken in): for the paths outside a reply, like the day's limit, that must sell nothing either.
 */
export function chatHoldsHardThing(messages: readonly string[], hear: (message: string) => Understanding): boolean {
  const heard: Understanding[] = [];
  for (const m of messages)
    heard.push(
      refineHeard(
        hear(m),
        m,
        heard.map((h) => h.situation),
      ),
    );
  return holdsHardThing(messages, heard);
}

/** This reply names no price, plan or upgrade: the chat holds something hard, or this turn shares or asks one. */
export function sellsNothing(plan: Pick<ReplyPlan, 'hardChat' | 'situation' | 'carried' | 'health' | 'mode'>): boolean {
  return (
    !!plan.hardChat ||
    !!plan.situation ||
    !!plan.carried ||
    !!plan.health ||
    plan.mode === 'safety' ||
    plan.mode === 'just-talk'
  );
}
