// The first sentence of a reply to news told in the person's own particulars: a new diagnosis ("got diagnosed with
// rheumatoid arthritis three weeks ago... my hands hurt every morning") or a night with a new baby ("its 3am and im
// feeding the baby and i cant sleep even when she does... i feel like ive lost track of who i am"). Their facts are
// said back in our words, so the reply starts from their life, not from a stock "health news" line. Needs two of
// their particulars, else the general opening stands. English. Pure.

const NUMBER_WORDS = 'a|an|one|two|three|four|five|six|seven|eight|nine|ten|a few|a couple of|\\d+';

/** "diagnosed with rheumatoid arthritis", "got a diagnosis of lupus": the condition in their words. */
const DIAGNOSED =
  /\b(?:diagnosed with|diagnosis of|found out i have|told i have)\s+((?:[a-z0-9'-]+\s?){1,4}?)(?=\s*(?:[,.;!?]|$|\b(?:a|about|last|this|three|two|four|five|six|\d+ (?:days?|weeks?|months?)|weeks?|months?|days?|yesterday|today|recently|and|but|so|just)\b))/i;

/** When: "three weeks ago", "last month", "yesterday". */
const SINCE = new RegExp(
  `\\b((?:${NUMBER_WORDS}) (?:days?|weeks?|months?) ago|last (?:week|month)|yesterday|this (?:week|month))\\b`,
  'i',
);

/** What the body does, and when: "my hands hurt every morning", "my knees ache at night". */
const BODY =
  /\bmy ((?:hands|fingers|wrists|joints|knees|feet|back|hips|shoulders|legs|arms|body))\s+(?:hurt|ache|are (?:stiff|swollen|sore)|swell|burn|throb)\s*((?:every|each) (?:morning|night|day)|in the mornings?|at night|all the time|all day)?/i;

const lowerFirst = (s: string) => s.replace(/^\p{Lu}(?!\p{Lu})/u, (c) => c.toLowerCase());

/** A new diagnosis in their particulars: the condition, how long since, what the body is doing. */
function diagnosisOpening(message: string): string | null {
  const condition = DIAGNOSED.exec(message)?.[1]
    ?.trim()
    .replace(/^(?:a|an)\s+/i, '');
  if (!condition) return null;
  const since = SINCE.exec(message)?.[1]?.toLowerCase();
  const body = BODY.exec(message);
  if (!since && !body) return null;
  const when = since ? (/ago$/.test(since) ? since.replace(/ ago$/, '') : null) : null;
  const head = when
    ? `${upper(when)} since the ${lowerFirst(condition)} diagnosis`
    : `A ${lowerFirst(condition)} diagnosis${since ? ` ${since}` : ''}`;
  const feel = body
    ? `, and your ${body[1]!.toLowerCase()} hurting${body[2] ? ` ${body[2].toLowerCase()}` : ''}`
    : ' is still very new';
  const still = /\b(?:still )?(?:taking it in|processing it|in shock)\b/i.test(message)
    ? ', and of course you are still taking it in'
    : '';
  return `${head}${feel}: that is a lot to take in, in your body and in your head${still}.`;
}

const upper = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** The hour: "3am", "its 4 in the morning". */
const HOUR = /\b(\d{1,2}(?::\d\d)?\s?(?:am|a\.m\.)|\d{1,2} in the morning|the middle of the night)\b/i;
/** Feeding or settling the baby: "feeding the baby", "breastfeeding", "up with my son". */
const FEEDING =
  /\b(?:(?:feeding|breastfeeding|nursing|bottle[- ]feeding|rocking|settling|up with|pumping for)\s+((?:the|my|our)\s+(?:baby|newborn|little one|son|daughter|twins))|(breastfeeding|night feeds?|pumping))\b/i;
/** Not sleeping even when the baby does. */
const SLEEPLESS_TOO =
  /\b(?:can'?t|cant|cannot|couldn'?t) (?:sleep|fall asleep)\b[^.?!]*\beven when (she|he|they|the baby) (?:does|do|sleeps?)\b/i;
/** Losing oneself: "lost track of who i am", "don't know who i am anymore", "lost myself". */
const LOST_SELF =
  /\b(?:lost track of who i am|(?:i'?ve|ive|i have) lost myself|lost myself|(?:don'?t|dont) know who i am (?:anymore|any more)|(?:don'?t|dont) recogni[sz]e myself|not (?:myself|me) anymore)\b/i;

/** A night with a new baby in their particulars: the hour, the feed, not sleeping when the baby does, losing oneself. */
function newParentOpening(message: string): string | null {
  const hour = HOUR.exec(message)?.[1]?.replace(/\s+/g, '').toLowerCase();
  const feeding = FEEDING.exec(message);
  const sleepless = SLEEPLESS_TOO.exec(message);
  const lost = LOST_SELF.test(message);
  const told = [hour, feeding, sleepless, lost].filter(Boolean).length;
  if (!feeding || told < 2) return null;
  const baby = feeding[1] ? feeding[1].toLowerCase().replace(/^(?:my|our) /, 'your ') : 'the baby';
  const doing = /^up with/i.test(feeding[0]) ? 'up with' : 'up feeding';
  const sleeper = sleepless?.[1]?.toLowerCase();
  const who = sleeper === 'he' || sleeper === 'she' ? sleeper : 'the baby';
  const at = hour ? (hour.startsWith('the') ? `It's ${hour}` : `It's ${hour.replace(/a\.m\.$/, 'am')}`) : null;
  const parts = [
    at ? `${at}, you're ${doing} ${baby}` : `You're ${doing} ${baby}`,
    sleepless ? `and even when ${who} sleeps, you can't` : null,
  ].filter(Boolean);
  const close = lost
    ? "no wonder you feel you've lost track of who you are. That feeling is common in these months, and it is not a sign you are doing it wrong."
    : 'that is one of the loneliest hours there is, and you are carrying it.';
  return `${parts.join(', ')}: ${close}`;
}

/** The opening in their own particulars, or null when they gave too few to say back. */
export function ownNewsOpening(message: string): string | null {
  return diagnosisOpening(message) ?? newParentOpening(message);
}
