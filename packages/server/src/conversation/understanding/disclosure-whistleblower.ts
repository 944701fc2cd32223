// Shut out at work after reporting wrongdoing: a manager reported for fraud, a concern raised, and since then the
// colleagues freeze the person out. English, Spanish, Portuguese, French, Italian, German and Dutch, on folded text.
// Met as retaliation, which it may legally be, before any chart (R15 c05 got a Midheaven reading and no word on it).
// Pure.
import type { Disclosure } from './disclosure-types.ts';

/** Wrongdoing reported, or a concern raised with someone above. */
const REPORTED =
  /\b(?:reported (?:my|our|the|a|him|her|them|it)|blew the whistle|whistle-?blow\w*|raised (?:a |my )?(?:concern|complaint|grievance)|filed a (?:complaint|report|grievance)|denunci(?:e|ei|ar|ado|o)\b|\bdenuncie|signale (?:mon|ma|le|la)|ho segnalato|habe (?:\w+ )?(?:gemeldet|angezeigt)|heb (?:\w+ )?(?:gemeld|aangegeven))\b/;

/** What came back: frozen out, ignored, left off, punished. */
const RETALIATION =
  /\b(?:froz(?:en|e) me out|frozen out|freez\w* me out|left (?:me )?(?:out|off)|nobody (?:greets|talks to|speaks to|looks at) me|no one (?:greets|talks to|speaks to) me|(?:they|everyone|colleagues|the team) ignor\w* me|isolat\w*|excluded|shut (?:me )?out|retaliat\w*|punish\w*|demoted|me ignoran|me excluyen|nadie me (?:habla|saluda)|me ignoram|ninguem (?:me )?(?:fala|cumprimenta)|m'ignorent|on m'ignore|personne ne me (?:parle|dit bonjour)|mi ignorano|nessuno mi (?:parla|saluta)|ignorieren mich|niemand (?:redet mit mir|grusst mich)|negeren me|niemand (?:praat met|groet) me)\b/;

export function whistleblowerShutOut(text: string): Disclosure | null {
  if (!REPORTED.test(text) || !RETALIATION.test(text)) return null;
  return {
    kind: 'whistleblower',
    situation: 'conflict',
    terms: 'being shut out at work since you spoke up',
    feeling: 'the isolation',
    afraid: false,
  };
}
