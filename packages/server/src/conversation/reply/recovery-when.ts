// "When will this burnout end?", "when will I be better?": a recovery asked of the sky. A transit ending is not a
// recovery date, so the first thing said is that, and that recovery is planned with their doctor, not waited out;
// any dated passage that follows is then read as the pressure it is. Six languages, folded. Pure.
import { normalise } from './own-terms.ts';

/** Being worn out or unwell in a way one recovers from: burnout, exhaustion, depression, a long illness. */
const WORN =
  /\b(?:burn(?:t|ed)? ?out|burnout|exhaust\w*|depress\w*|breakdown|long covid|chronic fatigue|agotad[oa]|agotamiento|quemad[oa]|esgotad[oa]|esgotamento|epuis\w*|ausgebrannt|erschopf\w*|esaurit[oa]|esaurimento)\b/;

/** Asking when it ends or when they will be well: "when will this end", "when will I feel better", "how long". */
const WHEN_BETTER =
  /\b(?:when (?:will|does|is|do) (?:(?:this|it|the|my)(?: \w+)?|i) (?:end|stop|be over|lift|pass|get better|feel better|be better|recover|be well|be myself)|when (?:will|do) i (?:get|feel|be) (?:better|well|back|normal|myself)|how long (?:will|until|till|does)|cuando (?:se acaba|termina|pasara|me recupero|estare mejor|voy a estar (?:bien|mejor))|quando (?:vai acabar|acaba|passa|vou melhorar|vou ficar bem|finira)|quand (?:est-ce que )?(?:ca va (?:finir|passer)|je vais (?:aller mieux|guerir))|wann (?:hort|ist|geht) (?:das|es) (?:auf|vorbei|besser)|wann geht es mir besser|quando (?:finisce|passera|staro meglio))\b/;

/** Whether the message asks when a recovery comes, in a chat that told burnout or exhaustion. */
export function asksRecoveryDate(message: string, before: readonly string[] = []): boolean {
  const text = normalise(message);
  return WHEN_BETTER.test(text) && [message, ...before.slice(-4)].some((m) => WORN.test(normalise(m)));
}

/** Said first: a transit's end is no recovery date; recovery is planned with their doctor. */
export const RECOVERY_FIRST =
  "A transit ending is not a recovery date, and no chart can tell you when you'll feel better. Recovering from burnout is something to plan with your doctor (time off, what has to change at work, what helps you rest), not something to wait out; if you haven't yet, booking that appointment is a real first step.";

/** The honest first line when a recovery date is asked, else null. */
export function recoveryLine(message: string, before: readonly string[] = []): string | null {
  return asksRecoveryDate(message, before) ? RECOVERY_FIRST : null;
}
