// A next step the person states inside a hard chat ("I'll tell my parents at Sunday lunch", "I'm calling that number
// tomorrow", "voy a decírselo el domingo", "ich rufe morgen an"): affirmed by name, so they hear it was heard, not
// met with a stock "glad it helped". English, Spanish, Portuguese, French, German and Italian, on folded text. Pure.
import { normalise } from './own-terms.ts';

/** The step as said, with its when: the verb and who, and the day or time. */
const TELL =
  /\b(?:i'?ll|i will|i'?m going to|i am going to|gonna|going to|i'?m|i am) (tell|talk to|speak to|call|ring|phone|email|text|ask|see|telling|talking to|speaking to|calling|ringing|phoning|emailing|texting|asking|seeing) ((?:my |our |that |the |them|him|her)[\w ]{0,25}?)?(?= on | at | this | tomorrow| tonight| today| next|[,.!]|$)/;
const WHEN =
  /\b(?:(?:on|at|this|next) )?(monday|tuesday|wednesday|thursday|friday|saturday|sunday|tomorrow|tonight|today|this week|this evening|next week)(?: (lunch|dinner|morning|evening|night))?\b/;

/** Spanish, Portuguese, French, German and Italian: the step and its day, said back in English words. */
const LOCAL_STEPS: readonly [RegExp, string][] = [
  [/\b(?:voy a|vou) (?:decir|contar|llamar|ligar|hablar|falar)\w*/, 'that step'],
  [/\bje vais (?:le |leur |lui )?(?:dire|appeler|parler|telephoner)\w*/, 'that step'],
  [/\bich (?:rufe|sage es|spreche|werde (?:es )?(?:sagen|anrufen))\w*/, 'that step'],
  [/\b(?:lo dico|chiamo|glielo diro|parlero|telefonero)\w*/, 'that step'],
];
const LOCAL_WHEN: readonly [RegExp, string][] = [
  [/\b(?:domingo|dimanche|sonntag|domenica)\b/, 'on Sunday'],
  [/\b(?:sabado|samedi|samstag|sabato)\b/, 'on Saturday'],
  [/\b(?:manana|amanha|demain|morgen|domani)\b/, 'tomorrow'],
  [/\b(?:esta noche|hoje a noite|ce soir|heute abend|stasera)\b/, 'tonight'],
];

const upper = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
/** "tell" → "Telling", "phone" → "Phoning", "talking to" stays. */
const ing = (verb: string) =>
  upper(
    verb.includes('ing')
      ? verb
      : verb.replace(
          /^(\w+?)(e?)(\b.*)$/,
          (_, stem, e, rest) => `${e && !stem.endsWith('e') ? stem : stem + e}ing${rest}`,
        ),
  );
const yours = (who: string) =>
  who
    .replace(/\bmy\b/g, 'your')
    .replace(/\bour\b/g, 'your')
    .trim();

/** The affirmation of a stated next step, or null when none is stated. */
export function nextStepLine(message: string): string | null {
  const text = normalise(message);
  const m = TELL.exec(text);
  const w = WHEN.exec(text);
  if (m) {
    const who = m[2] ? ` ${yours(m[2])}` : '';
    const day = w
      ? ` ${/^(?:tomorrow|tonight|today|this|next)/.test(w[1]!) ? w[1] : `${w[0].startsWith('at') ? 'at' : 'on'} ${upper(w[1]!)}`}${w[2] ? ` ${w[2]}` : ''}`
      : '';
    return `${ing(m[1]!)}${who}${day} is a real, brave step, and having a time for it makes it easier to do.${/^(?:tell|talk|speak)/.test(m[1]!) ? " Start with the plain facts; you don't have to have the next part worked out to say them." : ''}`;
  }
  const local = LOCAL_STEPS.find(([re]) => re.test(text));
  if (!local) return null;
  const day = LOCAL_WHEN.find(([re]) => re.test(text))?.[1];
  return `Taking ${local[1]}${day ? ` ${day}` : ''} is a real, brave step, and having a time for it makes it easier to do.`;
}
