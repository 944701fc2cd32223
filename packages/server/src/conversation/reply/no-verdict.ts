// "Do the stars approve?", "should I?": a choice put to the chart for a yes or no. No chart approves or forbids one,
// and the reply says so plainly before it reads what in the person the choice would use. Six languages, folded. Pure.
import type { PersonalityId } from '@stellara/contract';
import { normalise } from './own-terms.ts';

const LEAVE_ASKED =
  /\b(?:approve|allow|should i|shall i|is it (?:a )?(?:good|bad|wise|smart|the right)|good idea|right (?:choice|move|call)|do the (?:stars|planets)|(?:the )?stars say|debo|deberia|aprueban?|los astros|las estrellas|devo|deveria|aprovam?|os astros|as estrelas|dois-je|devrais-je|approuvent|les astres|les etoiles|soll(?:te)? ich|erlauben|die sterne|dovrei|approvano|le stelle|gli astri)\b/;

/** The message asks the chart for leave, or a yes or no, on a choice. */
export const asksLeave = (message: string) => LEAVE_ASKED.test(normalise(message));

/** Said in place of the acknowledgement's second sentence: the chart gives no verdict, and what it gives instead. */
export const NO_VERDICT: Record<PersonalityId, string> = {
  guide:
    "Your chart can't approve or forbid a choice like this, and I won't pretend it can; what it can show is what in you the choice would use and what it would ask of you.",
  witchy:
    "No star signs a permission slip, and I won't pretend one does; what the chart can show is which of your gifts this path would feed and what it would ask of you.",
  mystical:
    'The sky neither blesses nor forbids a path, and I will not pretend it does; it can show what in you the path would call on, and what it would ask.',
  mentor:
    'A chart cannot approve or forbid a choice, and it would be unfair to you to pretend otherwise; it can show what the choice would draw on in you, and what it would ask.',
  coach:
    "Straight answer: the chart can't approve or veto this. What it can do is show which of your strengths the move uses and what it will demand.",
};
