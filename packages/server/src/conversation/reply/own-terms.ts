// The person's own words for what happened, turned to second person ("my dad died" → "your dad"), so that an
// acknowledgement names their loss rather than a category (docs/voice.md). This is phrase extraction on a
// situation the understanding step has already classified, so plain word patterns are enough: each pattern
// either finds a clear phrase or the caller falls back to a general one.
import type { Situation } from '../understanding/understanding.ts';
import { ADJECTIVE, diedRelation, firstRelation, RELATION, spelled, yourRelation } from './relation-words.ts';

/**
 * Lower case without accents (people often type "despues", "mae"), straight apostrophes, single spaces: the form
 * every pattern below is written against, which also keeps `\b` working next to letters like "é".
 */
export function normalise(message: string): string {
  return message
    .toLowerCase()
    .replace(/œ/g, 'oe')
    .replace(/ß/g, 'ss')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[\u2018\u2019\u02bc`´]/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

/** Turns a clause the person wrote about themself into one addressed to them. */
export function toSecondPerson(clause: string): string {
  const swap: Record<string, string> = {
    i: 'you',
    me: 'you',
    my: 'your',
    mine: 'yours',
    myself: 'yourself',
    "i'm": "you're",
    im: "you're",
    "i've": "you've",
    ive: "you've",
    "i'll": "you'll",
    "i'd": "you'd",
  };
  const words = clause.split(' ');
  return words
    .map((w, i) => {
      const prev = words[i - 1];
      if (prev === 'i' && w === 'am') return 'are';
      if (prev === 'i' && w === 'was') return 'were';
      return swap[w] ?? w;
    })
    .join(' ');
}

/** A clause cut at its first break and kept short; null when it runs on too long to quote. */
function clauseFrom(rest: string, maxWords = 14): string | null {
  const cut = rest
    .split(/[?!;:\n]|(?<!\d)\.|\.(?!\d)|,(?! or|\d)| or is (?:it|that)\b| but | lol\b| tbh\b| haha\b/)[0]!
    .replace(/\s*\p{Extended_Pictographic}.*$/u, '')
    .trim();
  const words = cut.split(' ').filter(Boolean);
  if (words.length === 0 || words.length > maxWords) return null;
  return toSecondPerson(words.join(' '));
}

type Extractor = (text: string) => string | null;

/** A fixed phrase when any of the patterns matches. */
const phrase =
  (patterns: RegExp[], words: string): Extractor =>
  (text) =>
    patterns.some((p) => p.test(text)) ? words : null;

const DEATH =
  "(?:died|passed|passed away|passed on|is gone|was killed|took (?:his|her|their) own life|had to be put down|was put down|'s gone)";

const bereavement: Extractor[] = [
  (t) => {
    const m = t.match(new RegExp(`\\bmy ${ADJECTIVE}${RELATION}\\b(?: [\\w']+){0,5}? ${DEATH}\\b`));
    return m ? yourRelation(m) : null;
  },
  (t) => {
    const m = t.match(new RegExp(`\\b(?:lost|bury|buried|burying|without|miss|missing) my ${ADJECTIVE}${RELATION}\\b`));
    return m ? yourRelation(m) : null;
  },
  // "mom died 3 days ago", "since mum passed": no "my" before the word.
  (t) => {
    const m = t.match(new RegExp(`(?:^|[^\\w ]|\\bsince |\\band |\\bwhen )\\s*${ADJECTIVE}${RELATION} ${DEATH}\\b`));
    return m ? yourRelation(m) : null;
  },
  phrase([/\blost (?:the|our|my) (?:baby|pregnancy)\b/, /\bmiscarri(?:age|ed)\b/], 'your baby'),
  // "minha mãe tá sozinha desde que meu pai morreu": the one who died, not the first one named.
  diedRelation,
  firstRelation,
];

const PARTNER = '(boyfriend|girlfriend|bf|gf|partner|husband|wife|fiancee|fiance|ex)';
const LEAVING: [RegExp, string][] = [
  [/^(?:left me|walked out|dumped me)/, 'leaving'],
  [/^(?:broke up with me|ended (?:it|things)|called it off)/, 'ending things'],
  [/^moved out/, 'moving out'],
  [/^called off the wedding/, 'calling off the wedding'],
  [/^(?:asked (?:me )?for a divorce|wants a divorce|filed for divorce)/, 'asking for a divorce'],
  [/^cheated/, 'cheating'],
  [/^ghosted me/, 'ghosting you'],
];

const breakup: Extractor[] = [
  (t) => {
    const m = t.match(new RegExp(`\\bmy (?:[\\w']+ ){0,4}?${PARTNER}\\b(?: of [\\w ]+? years?)? (.*)`));
    if (!m) return null;
    const rest = m[2]!.replace(/^(?:just|finally|suddenly|has|had) /, '');
    const found = LEAVING.find(([p]) => p.test(rest));
    return found ? `your ${spelled(m[1]!)} ${found[1]}` : null;
  },
  phrase([/\bgot dumped\b/, /\bbeen dumped\b/], 'being dumped'),
  phrase([/\bgot ghosted\b/, /\bghosted me\b/], 'being ghosted'),
  phrase([/\bengagement is off\b/, /\bengagement (?:ended|is over)\b/], 'your engagement ending'),
  phrase([/\bmarriage (?:ended|is over|fell apart)\b/, /\bcasamento acabou\b/], 'your marriage ending'),
  phrase([/\bdivorce\b/, /\bdivorcio\b/], 'the divorce'),
  phrase(
    [/\bwe (?:split|separated)\b/, /\bme separe\b/, /\bseparei\b/, /\bsepares\b/, /\bnos separamos\b/],
    'the separation',
  ),
  (t) => {
    const m = t.match(/\b(he|she) (?:left me|dumped me|walked out)\b/);
    return m ? (m[1] === 'he' ? 'him leaving' : 'her leaving') : null;
  },
  // Other languages: "mi novia me dejó", "il mio ragazzo mi ha lasciata", "mon copain m'a quittée".
  (t) => {
    if (!/\bme dejo\b|\bme deixou\b|\bmi ha lasciat[oa]\b|\bm'a quitte|\bschluss gemacht\b|\bse fue\b/.test(t))
      return null;
    const who = firstRelation(t);
    return who ? `${who} leaving` : null;
  },
  phrase(
    [
      /\b(?:we|they) broke up\b/,
      /\bbroke up with me\b/,
      /\bended (?:it|things)\b/,
      /\bterminamos\b|\brompimos\b|\bterminou comigo\b|\bbreak ?up\b/,
    ],
    'the break-up',
  ),
];

const FIGHT_WORDS: [RegExp, string][] = [
  [/^(?:fight|fighting|fights|fought|fighting)$/, 'the fighting'],
  [/^(?:argue|arguing|arguments?|argued)$/, 'the arguments'],
  [/^(?:clash|clashing|clashes|clashed|butt heads|butting heads)$/, 'the clashes'],
  [/^(?:row|rows|rowing|screaming match|blow-up|blowup|feud|war)$/, 'the fighting'],
];
const FIGHT = '(fight|fighting|fights|fought|argue|arguing|arguments?|argued|clash|clashing|clashes|clashed|row|rows)';

const conflict: Extractor[] = [
  // "me and my bf keep fighting", "my sister and i are fighting"
  (t) => {
    const m =
      t.match(new RegExp(`\\b(?:me and|between me and) my ${ADJECTIVE}${RELATION}\\b(.*)`)) ??
      t.match(new RegExp(`\\bmy ${ADJECTIVE}${RELATION} and (?:i|me)\\b(.*)`));
    if (!m) return null;
    const who = yourRelation(m);
    const rest = m[3] ?? '';
    if (/\b(?:haven't|have not|aren't|are not|not) (?:spoken|speaking|talking)\b/.test(rest))
      return `the silence between you and ${who}`;
    if (/\bfell out\b/.test(rest)) return `falling out with ${who}`;
    const word = rest.match(new RegExp(`\\b${FIGHT}\\b|\\b(screaming match|blow-up|feud|war|butt heads)\\b`));
    const kind = word ? FIGHT_WORDS.find(([p]) => p.test(word[1] ?? word[2]!))?.[1] : null;
    return `${kind ?? 'the tension'} with ${who}`;
  },
  // "huge fight with my husband", "i keep clashing with my manager"
  (t) => {
    const m = t.match(new RegExp(`\\b${FIGHT} with my ${ADJECTIVE}${RELATION}\\b`));
    if (!m) return null;
    const kind = FIGHT_WORDS.find(([p]) => p.test(m[1]!))?.[1] ?? 'the tension';
    return `${kind} with your ${m[2] ? `${m[2]} ` : ''}${spelled(m[3]!)}`;
  },
  // "me peleé con mi jefa", "brigo muito com minha mãe", "je me dispute avec ma sœur", "mein mann und ich streiten"
  (t) => {
    if (!/\bpele|\bbrig|\bdisput|\bstreit|\blitig|\bdiscut|\bguerra\b|\bno nos hablamos\b/.test(t)) return null;
    const who = firstRelation(t);
    return who ? `the fighting with ${who}` : null;
  },
  (t) => {
    const who = firstRelation(t);
    return who ? `the tension with ${who}` : null;
  },
];

const jobLoss: Extractor[] = [
  phrase(
    [/\blost (?:my|the|our) job\b/, /\bjob verloren\b/, /\bperdi o emprego\b/, /\bperso il lavoro\b/],
    'losing your job',
  ),
  phrase(
    [/\bperdu mon (?:boulot|travail|emploi)\b/, /\bme quede sin (?:trabajo|chamba|curro)\b/, /\bfiquei sem emprego\b/],
    'losing your job',
  ),
  phrase([/\blaid off\b/, /\blicenciee?\b/], 'being laid off'),
  phrase([/\bmade redundant\b/, /\bredundant\b/], 'being made redundant'),
  phrase([/\b(?:got|been|was|just|being) fired\b/, /^fired\b/], 'being fired'),
  phrase(
    [
      /\blet (?:me|us) go\b/,
      /\b(?:got|was|been) let go\b/,
      /\bme despidieron\b/,
      /\bme echaron\b/,
      /\bechar del trabajo\b/,
      /\bfui demitid[oa]\b/,
      /\bfui mandad[oa] embora\b/,
      /\bgekundigt\b/,
      /\blicenziat[oa]\b/,
    ],
    'being let go',
  ),
  phrase([/\bcontract (?:wasn't|wasnt|was not|isn't|won't be) renewed\b/], 'your contract not being renewed'),
  phrase([/\b(?:position|role|job) (?:was|got|has been) (?:eliminated|cut)\b/], 'your job being cut'),
  phrase([/\b(?:department|team) (?:got|was) cut\b/], 'your department being cut'),
  phrase(
    [
      /\b(?:company|startup|business|restaurant|shop|firm) (?:i worked at |i managed )?(?:just )?(?:folded|closed|shut down|went under)\b/,
      /\bclosed the (?:company|restaurant|shop|office|store)\b/,
      /\bcerraron la empresa\b/,
      /\ba empresa fechou\b/,
    ],
    'your workplace closing',
  ),
  phrase(
    [/\bunemployed\b/, /\bout of work\b/, /\bdesemplead[oa]\b/, /\bdesempregad[oa]\b/, /\bsin trabajo\b/],
    'being out of work',
  ),
];

const ILLNESS =
  "(cancer|a stroke|stroke|a heart attack|heart attack|dementia|alzheimer'?s?|diabetes|type 1 diabetes|pneumonia|ms|lupus|long covid|endometriosis|chronic fatigue|migraines|burnout|depression|covid|chemo|a tumou?r|tumou?r)";
const ILLNESS_SHOWN: Record<string, string> = {
  ms: 'MS',
  'long covid': 'long Covid',
  covid: 'Covid',
  alzheimers: "Alzheimer's",
  "alzheimer's": "Alzheimer's",
  alzheimer: "Alzheimer's",
};
const illnessWord = (w: string) => {
  const bare = w.replace(/^an? /, '');
  return ILLNESS_SHOWN[bare] ?? bare;
};

const illness: Extractor[] = [
  // "my dad's cancer came back", "my mum has dementia", "my partner had a heart attack", "my wife is on chemo"
  (t) => {
    const m = t.match(
      new RegExp(
        `\\bmy ${ADJECTIVE}${RELATION}(?:'s| has| had| is on|(?: was| has been)(?: just)? diagnosed with| got)(?: just)? ${ILLNESS}\\b`,
      ),
    );
    return m ? `${yourRelation(m)}'s ${illnessWord(m[3]!)}` : null;
  },
  (t) => {
    const m = t.match(
      new RegExp(
        `\\bmy ${ADJECTIVE}${RELATION}(?:'s| is| has been| was)(?: [\\w']+){0,3}? (?:in (?:the )?hospital|in icu)\\b`,
      ),
    );
    return m ? `${yourRelation(m)} being in hospital` : null;
  },
  (t) => {
    const m = t.match(
      new RegExp(`\\bmy ${ADJECTIVE}${RELATION} (?:is|'s|has been) (?:very |really |so )?(?:ill|sick|unwell)\\b`),
    );
    return m ? `${yourRelation(m)} being ill` : null;
  },
  (t) => {
    const m = t.match(new RegExp(`\\b(?:diagnosed with|found out i have) ${ILLNESS}\\b`));
    return m ? `your ${illnessWord(m[1]!)} diagnosis` : null;
  },
  (t) => {
    const m =
      t.match(new RegExp(`\\b(?:i have|i've had|i've got|ive had|sick leave with) ${ILLNESS}\\b`)) ??
      t.match(/^(chronic [a-z]+)\b/);
    return m ? `living with ${illnessWord(m[1]!)}` : null;
  },
  phrase([/\bwaiting (?:for|on) (?:my |the )?(?:[\w-]+ ){0,2}results\b/], 'waiting for the results'),
  phrase([/\b(?:surgery|an operation|my operation)\b/], 'the operation ahead of you'),
  // Other languages: "mi mamá está enferma", "minha mãe tá internada", "meu pai tá com alzheimer".
  (t) => {
    const who = firstRelation(t);
    if (!who) return null;
    if (/\bhospital\b|\binternad[oa]\b|\bhopital\b|\bospedale\b|\bkrankenhaus\b/.test(t))
      return `${who} being in hospital`;
    if (/\benferm[oa]\b|\bdoente\b|\bmalade\b|\bkrank\b|\bmalat[oa]\b/.test(t)) return `${who} being ill`;
    if (/\bcancer\b|\btumor\b|\balzheimer\b|\bdengue\b/.test(t)) return `${who}'s illness`;
    return null;
  },
  phrase([/\bdiagnostic/, /\bdescobri que tenho\b/], 'the diagnosis'),
];

const anxiety: Extractor[] = [
  // One attack told is one ("the panic attack sounds frightening", never "the panic attacks sounds").
  phrase([/\ba panic attack\b/, /\bun ataque de (?:ansiedad|panico)\b/], 'the panic attack'),
  phrase([/\bpanic attacks?\b/, /\bataques? de (?:ansiedad|panico)\b/, /\bcrises? de panico\b/], 'the panic attacks'),
  phrase([/\bhealth anxiety\b/], 'the health anxiety'),
  phrase([/\bsocial anxiety\b/], 'the social anxiety'),
  phrase([/\boverthink/], 'the overthinking'),
  phrase(
    [/\banxi(?:ety|ous)\b/, /\bansiedad\b/, /\bansiedade\b/, /\bangoiss/, /\bansia\b/, /\bangst\b/],
    'the anxiety',
  ),
  phrase([/\bpanic\b/, /\bpanico\b/], 'the panic'),
  phrase([/\bdread\b/, /\bon edge\b/], 'feeling on edge all the time'),
  phrase([/\bworry about everything\b/, /\bstresse pour tout\b/], 'worrying about everything'),
  phrase([/\bnervous\b/, /\bnervios[oa]\b/, /\bnervos[oa]\b/, /\bshaking\b/], 'the nerves'),
];

const sleep: Extractor[] = [
  (t) => {
    const m =
      t.match(/\b(?:wake|waking|woke) up at (\d{1,2}) ?(am)?\b/) ?? t.match(/\bacordo (?:todo dia )?as (\d{1,2})\b/);
    return m ? `waking at ${m[1]}am` : null;
  },
  phrase([/\bnightmares?\b/, /\bpesadillas?\b/, /\bpesadelos?\b/], 'the nightmares'),
  phrase([/\binsomni[ao]\b/, /\binsonia\b/], 'the insomnia'),
  phrase(
    [/\bhaven't slept\b/, /\bhavent slept\b/, /\bbarely slept\b/, /\bup all night\b/, /\bsin pegar ojo\b/],
    'the sleepless nights',
  ),
  phrase(
    [
      /\bcan'?t sleep\b/,
      /\bcan'?t get (?:back )?to sleep\b/,
      /\bno puedo dormir\b/,
      /\bnao consigo dormir\b/,
      /\bn'arrive plus a dormir\b/,
      /\bnicht schlafen\b/,
      /\bnon dormo\b/,
      /\bnao durmo\b/,
      /\bsem dormir\b/,
    ],
    'not being able to sleep',
  ),
  phrase([/\blying awake\b/, /\bcan'?t switch off\b/, /\bcant switch off\b/], 'lying awake at night'),
  phrase([/\bbody clock\b/, /\brhythm is broken\b/], 'your sleep rhythm being thrown off'),
  phrase([/\bsleep\b/, /\bdormir\b|\bduermo\b|\bdurmo\b|\bschlafen\b/], 'the broken sleep'),
];

const moneyWorry: Extractor[] = [
  phrase([/\bstudent loans?\b/], 'the student loans'),
  phrase([/\bcredit card\b/, /\bmaxed out\b/], 'the credit card debt'),
  phrase(
    [/\bdebts?\b/, /\bdeudas?\b/, /\bdividas?\b/, /\bschulden\b/, /\bdebiti\b/, /\bdevo dinero\b/, /\bto devendo\b/],
    'the debt',
  ),
  phrase([/\bevict/, /\bdespejad[oa]\b/], 'the threat of losing your home'),
  phrase(
    [
      /\bbehind on (?:the )?rent\b/,
      /\bcan'?t (?:pay|afford) (?:the )?rent\b/,
      /\brent is due\b/,
      /\balquiler\b/,
      /\baluguel\b/,
    ],
    'the rent',
  ),
  phrase(
    [/\bbehind on (?:every|my|all the|the) bills?\b/, /\bbills? piling up\b/, /\bcan'?t cover my bills\b/],
    'the bills piling up',
  ),
  phrase([/\boverdraft\b/], 'the overdraft'),
  phrase([/\bsavings are gone\b/, /\blosing my savings\b/], 'losing your savings'),
  phrase(
    [/\bno llego a fin de mes\b/, /\bone paycheck away\b/, /\buntil payday\b/, /\bpayday is\b/],
    'how tight the money is',
  ),
  phrase([/\bbusiness is bleeding money\b/, /\bworst month\b/], 'the business struggling'),
];

const loneliness: Extractor[] = [
  phrase(
    [/\bnobody remembered my birthday\b/, /\bninguem lembrou do meu aniversario\b/],
    'nobody remembering your birthday',
  ),
  phrase([/\binvisible\b/], 'feeling invisible'),
  phrase(
    [
      /\bno friends\b/,
      /\bnever had a real friend group\b/,
      /\bno tengo amigos\b/,
      /\bnenhum amigo\b/,
      /\bnon ho amici\b/,
    ],
    'not having friends around you',
  ),
  phrase(
    [
      /\bsince (?:the|my) move\b/,
      /\bsince moving\b/,
      /\bmoved (?:cities|to)\b/,
      /\bseit dem umzug\b/,
      /\bdepuis que j'ai demenage\b/,
      /\bdesde que me mude\b/,
      /\bmudei\b/,
    ],
    'the loneliness since the move',
  ),
  phrase(
    [
      /\blonely\b/,
      /\balone\b/,
      /\bsol[ao]\b/,
      /\bsozinh[oa]\b/,
      /\bseule?\b/,
      /\beinsam\b/,
      /\bnobody (?:texts|calls)\b/,
    ],
    'the loneliness',
  ),
];

const decision: Extractor[] = [
  (t) => {
    const m = t.match(/\btorn between (.+)/);
    const clause = m ? clauseFrom(m[1]!) : null;
    return clause ? `the choice between ${clause}` : null;
  },
  (t) => {
    const m = t.match(
      /\b(?:should i|do i|shall i|deciding whether to|decide whether to|whether (?:or not )?to|is it a good idea to|is it wise to) (.+)/,
    );
    const clause = m ? clauseFrom(m[1]!) : null;
    return clause ? `whether to ${clause}` : null;
  },
  (t) => {
    const m = t.match(/\bthinking (?:about|of) (\w+ing\b.*)/);
    return m ? clauseFrom(m[1]!) : null;
  },
];

const EXTRACTORS: Record<Situation, Extractor[]> = {
  bereavement,
  'job-loss': jobLoss,
  breakup,
  conflict,
  anxiety,
  sleep,
  'money-worry': moneyWorry,
  illness,
  decision,
  loneliness,
};

/**
 * The person's own words for what happened, addressed to them: "my dad died last week" → "your dad", "lost my job"
 * → "losing your job", "me and my bf keep fighting" → "the fighting with your boyfriend". Null when nothing clear
 * is found, so the caller uses a general phrase instead of a wrong one.
 */
export function ownTerms(message: string, situation: Situation): string | null {
  const text = normalise(message);
  for (const extract of EXTRACTORS[situation]) {
    const found = extract(text);
    if (found) return found;
  }
  return null;
}

/** The message asks whether to do something ("should I break up with him?"): a choice, not a loss yet. */
export function asksWhetherTo(message: string): boolean {
  return /\b(?:should i|shall i|do i|whether to|thinking (?:about|of) (?:leaving|breaking up|ending|quitting|moving))\b|\bdeberia\b|\bdevo\b|\bsoll ich\b|\best-ce que je devrais\b/.test(
    normalise(message),
  );
}
