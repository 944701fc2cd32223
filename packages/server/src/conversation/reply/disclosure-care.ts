// What a reply adds for the hard things told in plain words (understanding/disclosures.ts) and for two strains whose
// first help is practical: the register it is acknowledged in, the part of the chart that fits (none, where
// astrology is not what helps), and a short practical pointer said before any chart. The pointers name kinds of
// help (a family group, free debt advice, their doctor or midwife), never a number or an address we could get
// wrong for their country (a prisoners' families line only where the country is known), and predict nothing. Pure.
import { addictionHabit, type DisclosureKind } from '../understanding/disclosures.ts';
import type { Situation } from '../understanding/understanding.ts';
import { comingOutPointer } from './coming-out.ts';
import { crisisCountry } from './crisis-lines.ts';
import { gamblingHelp } from './gambling-help.ts';
import { asksJustice } from './outcome-asks.ts';
import { normalise } from './own-terms.ts';
import type { SituationFactors } from './situation-factors.ts';

/** How each is first acknowledged, when it differs from its situation's register (situations.ts). */
export const DISCLOSURE_REGISTER: Partial<Record<DisclosureKind, 'blow' | 'strain'>> = {
  // A failed exam landed, like a lost job: "I'm sorry about failing your finals", never "sounds exhausting".
  'exam-failure': 'blow',
  'family-addiction': 'strain',
  'eating-disorder': 'strain',
  // Hate, threats or a posted address: "I'm sorry about ...", never "sounds exhausting".
  harassment: 'blow',
  'parentage-news': 'blow',
  whistleblower: 'blow',
  'line-of-duty-loss': 'blow',
  // A sentence or an arrest has landed: "I'm sorry about your brother's sentence", never "sounds exhausting".
  'family-prison': 'blow',
  // A round that failed landed; treatment ahead and one's own gambling go on.
  'fertility-loss': 'blow',
  'fertility-treatment': 'strain',
  'own-gambling': 'blow',
  'hidden-debt': 'blow',
  'breakup-told': 'blow',
  retirement: 'strain',
};

const NONE: SituationFactors = { houses: [], points: [], rulersOf: [], transitsTo: [], transiting: [] };

/** Where the chart speaks to each; NONE where the steadying lines are all the chart should add. */
export const DISCLOSURE_FACTORS: Record<DisclosureKind, SituationFactors> = {
  // A lost pregnancy and someone close's addiction: no placement read at them, only how this person steadies.
  'pregnancy-loss': NONE,
  'family-addiction': NONE,
  // One's own eating disorder: nothing read at the body, food or weight; only how this person steadies.
  'eating-disorder': NONE,
  // Being targeted: safety first, and no placement read as if the chart explained or invited it.
  harassment: NONE,
  // People close under attack: nothing read at a war, only how this person gets through the wait.
  'war-fear': NONE,
  // A parent who is not the biological one: the 4th house (roots, family) and its ruler, the Moon (belonging) and
  // the Sun (who they are). Never Saturn or the Sun read as "your father", which the news has just put in question.
  'parentage-news': { houses: [4], points: ['Moon', 'Sun'], rulersOf: [4], transitsTo: [], transiting: [] },
  // Shut out after speaking up: the Sun (standing by who they are), Saturn (holding a hard line) and the 10th (work).
  whistleblower: { houses: [10], points: ['Sun', 'Saturn'], rulersOf: [10], transitsTo: [], transiting: [] },
  // Someone lost on the job: no placement read at a death; only how this person steadies.
  'line-of-duty-loss': NONE,
  // Someone close in prison: the Moon (how this person carries it) and the 4th (home and family), nothing more. Never
  // the 12th house old books call the house of prisons, nor a transit, which could be taken for a verdict or a
  // release date ("when will he get out?" is answered by no chart).
  'family-prison': { houses: [4], points: ['Moon'], rulersOf: [4], transitsTo: [], transiting: [] },
  // Fertility treatment: no placement read at a body or a chance; only how this person steadies.
  'fertility-loss': NONE,
  'fertility-treatment': NONE,
  // One's own gambling: never a "luck" or Jupiter-windfall reading, so no placement at all.
  'own-gambling': NONE,
  // A debt told by its size: the free advice first, no money-luck placement.
  'hidden-debt': NONE,
  // Money asked for by someone not met: the warning first, and no "good day to send it" placement at all.
  'money-request': NONE,
  // A partner gone: Venus (love), the Moon (what feels safe) and the 7th (partnership).
  'breakup-told': {
    houses: [7],
    points: ['Venus', 'Moon'],
    rulersOf: [7],
    transitsTo: ['Venus', 'Moon'],
    transiting: ['Saturn', 'Pluto'],
  },
  // An exam failed: Saturn (tests, effort, setbacks), Mercury (how they learn) and the 9th (higher study).
  'exam-failure': {
    houses: [9],
    points: ['Saturn', 'Mercury'],
    rulersOf: [9],
    transitsTo: ['Saturn', 'Mercury'],
    transiting: ['Saturn', 'Jupiter'],
  },
  // Alone after a move: the Moon (what feels like home), the 4th (roots) and the 11th (friends, new circles).
  'move-loneliness': {
    houses: [4, 11],
    points: ['Moon'],
    rulersOf: [11],
    transitsTo: ['Moon', 'IC'],
    transiting: ['Jupiter', 'Saturn', 'Uranus'],
  },
  // Retirement with the days gone empty: the Sun (purpose), Saturn (structure), the 10th (work) and 6th (days).
  retirement: {
    houses: [10, 6],
    points: ['Sun', 'Saturn'],
    rulersOf: [10],
    transitsTo: ['Sun', 'Saturn'],
    transiting: ['Saturn', 'Jupiter'],
  },
  // Coming out: the Sun (being seen as who they are), the Moon (what feels safe) and the 4th (family).
  'coming-out': {
    houses: [4],
    points: ['Sun', 'Moon'],
    rulersOf: [4],
    transitsTo: ['Sun', 'Moon'],
    transiting: ['Uranus', 'Saturn'],
  },
};

/** The family group for each habit: the kind of help, by its best-known name. */
const FAMILY_GROUP = {
  drinking: 'Al-Anon, for families and friends of someone who drinks',
  drugs: 'Nar-Anon, for families and friends of someone who uses drugs',
  gambling: 'Gam-Anon, for families and friends of someone who gambles',
  relapse: 'Al-Anon or Nar-Anon, for families and friends of someone with an addiction',
  addiction: 'Al-Anon or Nar-Anon, for families and friends of someone with an addiction',
} as const;

const POINTERS = {
  'family-addiction': (group: string) =>
    `**It is not your fault, and it is not yours to fix.** Nothing you said or did made them drink, use or gamble, and nothing you say can make them stop. Family groups meet in most countries, free, in person and online, with people who know exactly this: ${group}.`,
  'pregnancy-loss':
    '**Nothing you did caused this.** An early loss almost always comes from how the pregnancy itself was developing, not from anything you did, ate, lifted or felt. For your body, the bleeding, the pain or any question about what comes next, your doctor or midwife is the one to ask, and it is fine to call them just to be reassured.',
  'eating-disorder':
    '**Telling someone is a real step, and a slip is not the end of a recovery.** If a team or a doctor has helped you with this before, ring them now, early, before it takes more hold; if not, your doctor is the place to start. Eating-disorder charities in most countries run free, confidential helplines and chats for exactly this, and if you feel faint, dizzy or unwell, see a doctor today.',
  harassment:
    '**Your safety comes first.** If you feel in danger right now, call the emergency number. Keep a record before anything is deleted: screenshots of the messages and of any post with your address, with dates. Report the post to the platform (most take a home address down quickly) and the threats to the police. For the next days it helps to have someone with you when you go out, or to stay with a friend, and to set your accounts to private. Organisations that support people facing online hate exist in most countries and know how to get posts removed.',
  'war-fear':
    '**While you wait for news:** in a city under attack, phones and networks often go down for hours, so a silence is very often a dead battery or no signal. Keep your own phone charged and the sound on, try at set times rather than every minute, and send one message to a neighbour or friend near them who might know more. Eat something and keep one person with you, in the room or on the phone, for the next hours.',
  'parentage-news':
    '**Who you have become is still yours.** A test result changes the story of where you came from, not the life you have lived or the people who raised you. Many people who learn this feel unmoored for a while, then angry or curious, often in waves. A parent who will not talk about it yet is often held back by shame or fear; a short written message saying you want to understand, not to blame, can be easier to answer than a conversation. Groups for people with unexpected DNA results meet online and are full of people who have been exactly here.',
  whistleblower:
    '**Reporting fraud is not the wrong thing, and being shut out for it is a known pattern.** In many countries that treatment counts as retaliation, which whistleblowing law protects against. Keep a dated record of each time you are left out (the emails, the meetings, what was said) and copies of what you reported. Before you resign or go further, talk to an employment lawyer, your union or a whistleblowing advice service, many of them free and confidential: leaving first can weaken a claim. No chart can say how a case would end.',
  'line-of-duty-loss':
    '**Replaying it is what minds do after a call like this**; it is not a sign you did something wrong or are not cut out for the work. It usually eases over the following weeks. Your service’s peer support or trauma support is there for exactly this, even if you feel fine in between. If the replaying, the sleeplessness or the numbness are still strong after about a month, tell your doctor or occupational health: it responds well to help.',
  'course-lost':
    '**One result is not the whole of you.** Most courses have a resit, an appeal or another way back in; your tutor, the exams office or student services can tell you what is open to you and by when. Ask them before you decide anything.',
  'exam-failure':
    '**One result is not the whole of you.** The exam body’s own rules say when you can sit it again and whether you can appeal or see where the marks went; look them up, or ask your tutor or the exams office, before you decide anything. Then a short study plan for the next attempt, built around the parts that cost you marks, does more than going over everything again.',
  'move-loneliness':
    '**Loneliness in the first months after a move is very common.** It tends to ease when something repeats: the same class, club, team or café each week lets faces turn into people. One recurring thing this week does more than many one-offs.',
  'coming-out':
    '**Your timing, your safety.** You owe no one a date. If you are unsure how they will take it, tell one person you trust first, and if you depend on them for a home or money, keep a safe place and your own phone within reach. LGBTQ+ helplines and groups in most countries are free and talk through exactly this.',
  'fertility-loss':
    '**This is a real loss, and grieving it is allowed.** Whatever comes next is a question for your consultant, in your own time, not today. Most fertility clinics offer counselling, and fertility support groups and charities have people who have been exactly here.',
  'fertility-treatment':
    '**The treatment itself is your clinic\u2019s to guide.** Dates, doses and what each step means are theirs to explain, and it is fine to ring them with any question. Most clinics offer counselling alongside, and fertility support groups help with the waiting and the worry.',
  scam: '**Please hold off sending it.** Someone you have not met in person asking for money for a fee, a frozen payment or a ticket is one of the most common patterns in romance and advance-fee scams, and no chart and no planet can tell you a transfer is safe. Before anything, talk it over with your bank (they see this every day) or someone you trust; in the UK Action Fraud is on 0300 123 2040, in the US reportfraud.ftc.gov, and if it is genuine, a real person will understand the wait.',
  debt: '**Free, non-profit debt advice exists for exactly this.** A debt charity or a free local advice service can go through everything you owe with you, deal with the lenders and work out repayments you can afford, at no cost; steer clear of any company that charges a fee for it.',
  panic:
    '**In the moment:** breathe out more slowly than you breathe in, feel your feet on the floor, and name five things you can see. A panic attack peaks and passes, usually within minutes, even when it feels as if it won\u2019t. **If it keeps happening,** see your doctor: panic attacks are common and they respond well to treatment.',
} as const;

/**
 * Help for the families of people in prison, where the person's words or birth time zone tell the country: one
 * well-known service, by name (a number only where it is long established and national), else the general line.
 * Sources (checked 2025): prisonersfamilies.org / Pact (Prisoners' Families Helpline, 0808 808 2003, England and
 * Wales), familiesoutside.org.uk (Scotland), uframa.fr, bag-s.de (Angehörige), carceraria.org.br.
 */
const PRISON_FAMILY_HELP: Partial<Record<NonNullable<ReturnType<typeof crisisCountry>>, string>> = {
  GB: "the Prisoners' Families Helpline is free on 0808 808 2003 (in Scotland, Families Outside)",
  FR: "UFRAMA's family reception houses beside the prisons help relatives with visits and the first weeks",
  DE: 'the BAG-S (Bundesarbeitsgemeinschaft für Straffälligenhilfe) lists advice centres for prisoners’ relatives',
  BR: 'the Pastoral Carcerária supports prisoners’ families across the country',
};
/** Words that place a prison in a country: "HMP Pentonville", a crown court, a county jail. */
const PRISON_COUNTRY: readonly [RegExp, 'GB' | 'US'][] = [
  [/\b(?:hmp|hmyoi|crown court|magistrates'? court)\b/, 'GB'],
  [/\b(?:county jail|state prison|federal prison|state pen)\b/, 'US'],
];

/** The pointer for someone close in prison: support for the family, the lawyer for the case, and no prediction. */
function prisonFamilyPointer(message: string, timezone?: string): string {
  const text = normalise(message);
  const country = PRISON_COUNTRY.find(([re]) => re.test(text))?.[1] ?? crisisCountry([message], timezone);
  const help = country ? PRISON_FAMILY_HELP[country] : undefined;
  const service = help
    ? `Families of people in prison get support too: ${help}, for the visits, the money, what happens next and how you are holding up.`
    : 'Families of people in prison get support too: charities for prisoners’ families in most countries are free and confidential, for the visits, the money, what happens next and how you are holding up, and the prison’s own family or visits officer is a good first call.';
  // Asked in the same message ("when will he get out?"), the honest line about that is said already, before this.
  const noGuess = asksJustice(message)
    ? ''
    : ' How the case, an appeal or a release goes is for their lawyer to explain; no chart can tell it, and I won’t guess.';
  return `**You don’t have to carry this alone.** ${service}${noGuess}`;
}

const COURSE_LOST = /\b(?:kicked (?:off|out)|expelled|thrown off|exmatrikuliert)\b/;

/** A job lost with papers still to sign: a redundancy, a dismissal, a settlement offered, in six languages. */
const REDUNDANCY =
  /\b(?:redundan\w*|laid off|let go|severance|settlement agreement|despid\w*|finiquito|indemnizacion|demitid[oa]|rescisao|licencie\w*|rupture conventionnelle|licenziat[oa]|gekundigt|entlassen|abfindung|aufhebungsvertrag|kundigung)\b/;

const REDUNDANCY_POINTER =
  '**Before you sign anything, get it checked.** A redundancy or settlement offer can often be questioned or improved: a union, the works council if your workplace has one, or an employment lawyer (many give a first talk free) can tell you what you are owed and what the terms really mean. Free employment advice services exist in most countries too.';

const DEBT =
  /\b(?:debts?|in the red|bailiffs?|debt collectors?|collections?|overdrawn|maxed out|deudas?|endeudad[oa]|dividas?|endividad[oa]|dettes?|endette\w*|schulden|verschuldet|debiti|indebitat[oa])\b/;

const PANIC =
  /\bpanic attacks?\b|\bataques? de (?:panico|ansiedad)\b|\bcrises? de (?:panico|panique|angoisse)\b|\battacc(?:o|hi) di (?:panico|ansia)\b|\bpanikattacke\w*/;

/**
 * The practical pointer a hard turn opens with, or null: for a disclosure by its kind, for debt or a panic attack by
 * their words. Only on a turn that is hard (`situation` set), so a chart question naming a word gets none.
 */
export function practicalPointer(
  kind: DisclosureKind | null,
  message: string,
  situation: Situation,
  timezone?: string,
): string | null {
  if (kind === 'family-addiction') return POINTERS[kind](FAMILY_GROUP[addictionHabit(message) ?? 'addiction']);
  // One's own gambling: their country's free service and self-exclusion, by name when we can tell it.
  if (kind === 'own-gambling') return gamblingHelp(message, timezone);
  if (kind === 'hidden-debt') return POINTERS.debt;
  if (kind === 'family-prison') return prisonFamilyPointer(message, timezone);
  if (kind === 'money-request') return POINTERS.scam;
  // A course lost is the university's appeal route; an exam failed is the exam body's rules and a study plan.
  if (kind === 'exam-failure' && COURSE_LOST.test(normalise(message))) return POINTERS['course-lost'];
  // Coming out: the safety pointer while it is ahead, another after it went badly, none after it went well.
  if (kind === 'coming-out') return comingOutPointer(message, POINTERS['coming-out']);
  if (kind && kind in POINTERS)
    return POINTERS[kind as Exclude<keyof typeof POINTERS, 'family-addiction' | 'course-lost'>];
  const text = normalise(message);
  if (situation === 'job-loss' && REDUNDANCY.test(text)) return REDUNDANCY_POINTER;
  if (situation === 'money-worry' && DEBT.test(text)) return POINTERS.debt;
  if (situation === 'anxiety' && PANIC.test(text)) return POINTERS.panic;
  return null;
}
