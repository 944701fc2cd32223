// Hard things that happen to people and that no situation of the reader names: a crime against them, an accident, a
// fire or a disaster, a partner's affair, a child in trouble, papers refused, harassment, someone close who stopped
// speaking to them, feeling like a failure. Each is read by the kind of blow it is, so a message nobody here wrote
// ("someone broke into the flat while we slept") is met first as what happened, in the person's own terms, and never
// as a chart topic its words happen to touch ("friends", "health"). Written phrases in English, Spanish, Portuguese,
// French, German, Italian and Dutch, on normalised text; each needs the event, never a word alone. Pure.
import type { Situation } from '../understanding/understanding.ts';
import { normalise } from './own-terms.ts';
import { firstRelation } from './relation-words.ts';

/** What was told, how it is met and what the steadying lines call the feeling. */
export interface Adversity {
  /** The situation whose care and chart factors fit it. */
  situation: Situation;
  /** Acknowledged as a blow that landed, or as a strain that goes on. */
  register: 'blow' | 'strain';
  /** What the acknowledgement names, addressed to the person: "the break-in", "your son being bullied". */
  terms: string;
  feeling: string;
}

type Kind = Omit<Adversity, 'terms'> & { pattern: RegExp; terms: (text: string, message: string) => string };

/** "your son" when the message names someone close, else the fallback. */
const whose = (text: string, fallback: string) => firstRelation(text) ?? fallback;

/** "being mugged at knifepoint" from "i was mugged at knifepoint", or null. */
function beingDone(text: string): string | null {
  const m = text.match(
    /\b(?:i|we) (?:was|were|got|have been|had been) ((?:mugged|robbed|attacked|assaulted|jumped|held up|beaten up|stabbed|carjacked|threatened|stalked|spiked|scammed|hacked)(?: (?:at (?:knife|gun)point|in (?:the|my|our) [a-z]+|on (?:the|my) way [a-z]+))?)/,
  );
  return m ? `being ${m[1]}` : null;
}

/** "the earthquake" when the message names the disaster, else what it did. */
function disasterNamed(text: string): string {
  const named = text.match(/\b(earthquake|hurricane|cyclone|tornado|wildfire|bushfire|landslide|flood)(?:ed)?\b/)?.[1];
  return named ? `the ${named}` : 'what happened to your home';
}

/** "Alasdair's stroke", "your husband's stroke", "the stroke": whose, from the name or relation before the event. */
function illnessEvent(text: string, message: string): string {
  const event =
    text.match(/\b(stroke|heart attack|brain injury|aneurysm|brain bleed|seizure|breakdown)\b/)?.[1] ?? 'illness';
  const named = message.match(/\b([A-Z][a-z\u00C0-\u017F]+) (?:had|has had|suffered|has suffered)\b/)?.[1];
  if (named && !/^(?:I|He|She|We|They|My|Our|Then|And|But|So|Last|In|On)$/.test(named)) return `${named}'s ${event}`;
  if (/\bi (?:had|have had|suffered)\b/.test(text)) return `your ${event}`;
  const who = firstRelation(text);
  return who ? `${who}'s ${event}` : `the ${event}`;
}

const KINDS: readonly Kind[] = [
  // A stroke, a heart attack: an illness event, said of someone the message names or of themself.
  {
    pattern:
      /\b(?:had|has had|suffered|has suffered|after) (?:a |an |his |her |my )?(?:major |massive |bad |serious |big |second )?(?:stroke|heart attack|brain injury|aneurysm|brain bleed)\b/,
    situation: 'illness',
    register: 'blow',
    feeling: 'the worry',
    terms: illnessEvent,
  },
  // Someone broke in, robbed or attacked them.
  {
    pattern:
      /\b(?:broke|broken|breaking) in(?:to)?\b|\bbreak-?in\b|\bburgl\w*|\b(?:mugged|robbed|carjacked|held up at|beaten up|stabbed|assaulted|attacked me|attacked us|stalk(?:ed|ing) me)\b|\b(?:i|we) (?:was|were|got) (?:attacked|jumped|threatened|spiked)\b|\bentraron (?:a robar|en (?:mi|nuestra) casa)\b|\bme (?:robaron|asaltaron|atracaron|agredieron)\b|\b(?:fui|fomos) (?:assaltad[oa]s?|roubad[oa]s?|agredid[oa]s?)\b|\barrombaram\b|\bassalto\b|\b(?:cambriol\w*|agresse[e]?|je me suis fait (?:agresser|voler|cambrioler))\b|\beingebrochen\b|\beinbruch\b|\b(?:uberfallen|ausgeraubt|bestohlen)\b|\b(?:rapinat[oa]|derubat[oa]|aggredit[oa]|ladri in casa)\b|\b(?:ingebroken|inbraak|beroofd|overvallen)\b/,
    situation: 'anxiety',
    register: 'blow',
    feeling: 'the shock',
    terms: (text) =>
      /\bbroke\w* in|\bbreak-?in|\bburgl|entraron|arromb|cambriol|eingebrochen|einbruch|ladri|ingebroken|inbraak/.test(
        text,
      )
        ? 'the break-in'
        : (beingDone(text) ?? 'what happened to you'),
  },
  // A crash or an accident they were in, or someone close was.
  {
    pattern:
      /\b(?:car|road|traffic|motorbike|bike|work|bad|serious|terrible) (?:accident|crash)\b|\b(?:was|were|got|been) (?:in|involved in) (?:a|an) (?:\w+ )?(?:accident|crash|collision)\b|\b(?:hit|knocked (?:down|over)) by a (?:car|truck|lorry|bus|van)\b|\b(?:crashed|totalled|totaled) (?:my|our|the) car\b|\baccidente (?:de (?:coche|carro|auto|trafico|transito|moto))?\b|\bacidente\b|\baccident (?:de (?:voiture|la route))\b|\b(?:verkehrs|auto|auffahr)?unfall\b|\b(?:reingefahren|aufgefahren|angefahren)\b|\bme (?:chocaron|choco un)\b|\b(?:bateram no meu carro|bateu no meu carro)\b|\b(?:on m'a percute|percute par)\b|\btamponat[oa]\b|\baangereden\b|\bincidente (?:stradale|d'?auto)\b|\b(?:auto-?)?ongeluk\b/,
    situation: 'anxiety',
    register: 'blow',
    feeling: 'the shock',
    terms: (text) => (/\bcrash|\bcrashed\b/.test(text) ? 'the crash' : 'the accident'),
  },
  // A fire, a flood, a storm or an earthquake that took a home.
  {
    pattern:
      /\b(?:house|home|flat|apartment|place|kitchen) (?:fire|burn(?:ed|t) down|caught fire|went up in flames)\b|\b(?:fire|flames) (?:destroyed|took|gutted)\b|\bburn(?:ed|t) (?:down|to the ground)\b|\blost (?:everything|our home|my home|the house) (?:in|to) (?:a |the )?(?:fire|flood|storm|earthquake|hurricane|cyclone|tornado|wildfire|bushfire)\b|\b(?:earthquake|hurricane|cyclone|tornado|wildfire|bushfire|landslide) (?:destroyed|took|hit|flattened)\b|\b(?:house|home|flat|street|ground floor|downstairs) (?:was |got |is )?flooded\b|\bflooded out\b|\bse (?:quemo|incendio) (?:la|nuestra|mi) casa\b|\bincendio\b|\b(?:a casa|nossa casa) (?:pegou fogo|queimou)\b|\bincendie\b|\b(?:abgebrannt|hausbrand)\b|\bbrand (?:in|bij) (?:ons|mijn)\b|\bafgebrand\b/,
    situation: 'anxiety',
    register: 'blow',
    feeling: 'the shock',
    terms: (text) =>
      /\bfire|burn|incendi|fogo|queim|brand|abgebrannt|afgebrand/.test(text) ? 'the fire' : disasterNamed(text),
  },
  // A partner's affair found out.
  {
    pattern:
      /\b(?:cheat(?:ed|ing) on (?:me|us)|(?:having|had|has had|been having) an affair|(?:been )?seeing someone else|slept with (?:someone|another|my|her|his)|(?:found|find) out (?:about )?(?:the|his|her|an) affair|other (?:woman|man) (?:for|since))\b|\b(?:me (?:es|fue|ha sido) infiel|me engan(?:a|o|aba)|infidelidad|tiene (?:una )?amante)\b|\b(?:me traiu|me trai|traicao|tem uma amante|caso extraconjugal)\b|\b(?:m'a trompee?|me trompe|une liaison|infidelite)\b|\b(?:betrugt mich|hat mich betrogen|fremdgegangen|affare)\b|\b(?:mi (?:ha )?tradit[oa]|mi tradisce|tradimento|ha un'?amante)\b|\b(?:vreemdgegaan|bedrogen|een affaire)\b/,
    situation: 'conflict',
    register: 'blow',
    feeling: 'the hurt',
    terms: (text) => {
      const who = firstRelation(text);
      return who && !/\byour (?:ex|friend|best friend)\b/.test(who) ? `${who}'s affair` : 'the affair';
    },
  },
  // A child (or someone close) bullied, run away, arrested or in trouble at school.
  {
    pattern:
      /\b(?:being |been |getting |got |is )?bull(?:ied|ying)\b|\bcyber-?bull\w*|\bran away (?:from home)?\b|\brunaway\b|\b(?:got |was |been |is )?(?:arrested|charged with|in (?:a )?police custody|picked up by the police)\b|\b(?:suspended|expelled) from (?:school|college)\b|\b(?:sufre|le hacen) (?:acoso|bullying)\b|\bacoso escolar\b|\bse (?:escapo|fue) de casa\b|\b(?:detenid[oa]|arrestad[oa])\b|\b(?:sofre|sofrendo) bullying\b|\bfugiu de casa\b|\bharcele\w*\b|\bharcelement scolaire\b|\bfugue\b|\bgemobbt\b|\bmobbing in der schule\b|\bvon zu hause weggelaufen\b|\bfestgenommen\b|\bbullizzat[oa]\b|\bbullismo\b|\bscappat[oa] di casa\b|\bgepest\b|\bweggelopen\b|\bopgepakt\b/,
    situation: 'anxiety',
    register: 'blow',
    feeling: 'the worry',
    terms: (text) => {
      const who = whose(text, 'your child');
      if (/\bbull|acoso|harcel|mobb|gepest/.test(text)) return `${who} being bullied`;
      if (/\bran away|runaway|escapo|fue de casa|fugiu|fugue|weggelaufen|scappat|weggelopen/.test(text))
        return `${who} running away`;
      if (/\bsuspended|expelled/.test(text)) return `what happened with ${who} at school`;
      if (/\bi (?:was|got) (?:arrested|charged)/.test(text)) return 'being arrested';
      return `${who}'s arrest`;
    },
  },
  // Papers refused, a deportation, custody lost, a court case.
  {
    pattern:
      /\bvisa (?:was |got |has been |been )?(?:refused|denied|rejected|declined)\b|\b(?:refused|denied|rejected) (?:my |our |the )?visa\b|\b(?:deported|deportation|asylum (?:claim )?(?:refused|denied|rejected))\b|\blost custody\b|\b(?:being|getting|got) sued\b|\b(?:taking|took|taken) me to court\b|\b(?:visa|visado) (?:negad[oa]|rechazad[oa]|denegad[oa])\b|\bme (?:negaron|rechazaron|denegaron) (?:la |el )?(?:visa|visado)\b|\bvisto (?:negado|recusado)\b|\b(?:negaram|recusaram) (?:meu |o )?visto\b|\bvisa (?:a ete |est )?refusee?s?\b|\b(?:oqtf|expulse(?:e)? du territoire)\b|\bvisum (?:wurde )?abgelehnt\b|\babgeschoben\b|\bvisto (?:rifiutato|negato)\b|\bvisum (?:is )?geweigerd\b/,
    situation: 'anxiety',
    register: 'blow',
    feeling: 'the disappointment',
    terms: (text) =>
      /\bvis(?:a|ado|to|um)\b/.test(text)
        ? 'your visa being refused'
        : /\bdeport|abgeschoben|expulse|oqtf/.test(text)
          ? 'the deportation'
          : /\bcustody/.test(text)
            ? 'losing custody'
            : 'the court case',
  },
  // Harassed, or treated with contempt, at work.
  {
    pattern:
      /\b(?:sexual(?:ly)? harass\w*|harass(?:ed|es|ing|ment)\b.{0,30}\b(?:work|boss|manager|colleague|office|job))|\b(?:boss|manager|colleague|supervisor) (?:keeps |has been |is )?(?:harass\w*|touching me|groping|hitting on me|making (?:comments|passes))\b|\bbullied at work\b|\b(?:boss|manager|chefe|jefe|patron|chef|capo|baas|colleague|colega|collegue|kollege|collega)\b.{0,80}\b(?:(?:comment\w*|comentando|comentarios|commentaires|kommentare) (?:about |on |do |de |sobre |sur )?(?:my|meu|mi|mon|meinen) (?:body|corpo|cuerpo|corps|korper)|(?:touched|groped|grabbed) me|passou a mao|me toco|m'a touchee?|hat mich angefasst|mi ha toccat[oa])|\b(?:acoso (?:sexual|laboral)|me acosa)\b|\b(?:assedio (?:sexual|moral)|me assedia)\b|\bharcelement (?:sexuel|moral|au travail)\b|\b(?:sexuelle belastigung|belastigt mich)\b|\b(?:molestie sul lavoro|mi molesta)\b|\b(?:ongewenste intimiteiten|intimidatie op (?:het )?werk)\b/,
    situation: 'conflict',
    register: 'blow',
    feeling: 'the anger and the fear',
    terms: () => 'what has been happening at work',
  },
  // Someone close who has stopped speaking to them.
  {
    pattern:
      /\b(?:has ?n'?t|hasnt|have ?n'?t|has not) (?:spoken|talked) to (?:me|us) (?:in|for) (?:\w+ )?(?:months|years)\b|\b(?:cut|cutting) (?:me|us) (?:off|out)(?: of (?:her|his|their) (?:life|lives))?\b|\bestranged\b|\b(?:not|isn'?t|wasn'?t|am not|i'?m not) invited to (?:her|his|their|the) wedding\b|\b(?:no me habla|dejo de hablarme) (?:desde hace|hace)\b|\b(?:nao fala comigo) ha\b|\bne me parle plus\b|\bspricht (?:seit \w+ )?nicht mehr mit mir\b|\bnon mi parla piu\b|\bpraat (?:al \w+ )?niet meer met me\b/,
    situation: 'conflict',
    register: 'blow',
    feeling: 'the hurt',
    terms: (text) => {
      const who = firstRelation(text);
      return who ? `the distance between you and ${who}` : 'the distance in your family';
    },
  },
  // Feeling like a failure or a fraud: a strain, met in their words.
  {
    pattern:
      /\b(?:feel|feeling|felt) (?:like )?(?:a |such a |a total |a complete )?(?:failure|fraud|loser|disappointment)\b|\bi'?m (?:a |such a |a total |a complete )(?:failure|fraud|loser|disappointment)\b|\b(?:me siento (?:un )?fracasad[oa]|me sinto (?:um )?fracassad[oa]|je me sens nul(?:le)?|ich bin ein versager|mi sento (?:un )?fallit[oa]|ik voel me een mislukkeling)\b/,
    situation: 'anxiety',
    register: 'strain',
    feeling: 'that feeling',
    terms: (text) => {
      const word = text.match(/\b(failure|fraud|loser|disappointment)\b/)?.[1];
      return word ? `feeling like a ${word}` : 'feeling like a failure';
    },
  },
];

/** The adversity a message tells, or null when it tells none of these. */
export function adversityIn(message: string): Adversity | null {
  const text = normalise(message);
  // A chart phrase is not an event: "saturn attacked my venus", "mars in the 8th is a fire sign thing".
  if (/\b(?:transit\w*|saturn|pluto|mars|uranus|neptune|retrograde)\b.{0,20}\b(?:attack\w*|burn\w*)\b/.test(text))
    return null;
  for (const kind of KINDS) {
    if (!kind.pattern.test(text)) continue;
    const { pattern: _, terms, ...rest } = kind;
    return { ...rest, terms: terms(text, message) };
  }
  return null;
}
