// The loss of an animal companion, or the goodbye booked with the vet: a grief, met as one, with the animal's name
// when given; that grief dismissed by someone close ("it's just a dog"); and "is thursday a bad day for it?", which
// no chart can answer. Phrase-level reading in the reply layer, on top of the understanding step. Pure.
import { normalise } from './own-terms.ts';

/** An animal companion lost, or about to be: what they are, their name when given, and how to speak of it. */
export interface PetLoss {
  /** "your dog", "your cat", "your horse" (in English whatever language the message was in). */
  animal: string;
  /** The name given in the message ("Bella"), or null. */
  name: string | null;
  /** The goodbye is still ahead (booked, advised by the vet), not yet happened. */
  ahead: boolean;
  /** What the acknowledgement names: "having to say goodbye to Bella", "losing your cat". */
  terms: string;
}

const ANIMALS: [RegExp, string][] = [
  [/\b(dog|doggo|pup|puppy|perr[oa]|cachorr[oa]|cao|chien(?:ne)?|hund|cane)\b/, 'your dog'],
  [/\b(cat|kitty|kitten|gat[oa]|chat(?:te)?|katze|kater)\b/, 'your cat'],
  [/\b(horse|pony|caball[oa]|caval[oa]|cheval|pferd)\b/, 'your horse'],
  [/\b(rabbit|bunny|conej[oa]|coelh[oa]|lapin|kaninchen)\b/, 'your rabbit'],
];

/** Words for the animal in the message, for finding a name beside them. */
const ANIMAL_WORD =
  /\b(?:dog|pup|puppy|cat|kitty|horse|pony|rabbit|bunny|perr[oa]|gat[oa]|cachorr[oa]|chien(?:ne)?|chat(?:te)?|hund|katze|pferd)\b/i;

/** The goodbye ahead: booked, advised, or being weighed with the vet. */
const AHEAD =
  /\b(?:vet|vets|veterinari[oa]n?|veterinario|veterinaire|tierarzt\w*)\b.{0,60}\b(?:time|it'?s time|nothing more|kinder|hora|tempo|temps|zeit)\b|\b(?:put(?:ting)? (?:[\w']+ ){0,3}?(?:down|to sleep)|(?:be|being|get|getting) put (?:down|to sleep)|let (?:[\w']+ ){1,2}go\b|euthan\w*|eutanasia|dormir(?:la|lo)|sacrificar(?:la|lo)?|pour (?:la|le) faire (?:piquer|endormir)|einschlafern|einschläfern|booked it|booking it|the appointment for (?:her|him)|say(?:ing)? goodbye to (?:her|him))\b/;

/** The death already happened ("everything else is gone" after a fire is not the dog). */
const GONE =
  /\b(?:died|passed(?: away)?|(?<!\b(?:else|everything|all|stuff|money|house|home|job|car|photos?|it all) )is gone|was put (?:down|to sleep)|had (?:[\w']+ ){1,3}put (?:down|to sleep)|(?:had to|we) put (?:[\w']+ ){1,3}(?:down|to sleep)|we lost (?:her|him|them)|lost (?:my|our) (?:dog|cat|horse|pony|rabbit)|murio|se murio|morreu|faleceu|est mort[e]?|est decede[e]?|ist gestorben|tuvimos que dormir\w*|tivemos que sacrificar)\b/;

/** Words not to take for a name when capitalised at a sentence start. */
const NOT_NAMES = new Set(['The', 'She', 'He', 'We', 'It', 'My', 'Our', 'And', 'But', 'Is', 'Was', 'Has', 'Had', 'I']);

function nameIn(message: string): string | null {
  const after = message.match(
    new RegExp(`${ANIMAL_WORD.source}[,:]?\\s+(?:called |named )?([A-Z][a-z]{1,14})\\b`, 'i'),
  );
  // "Biscuit, my old dog": a word or two may stand between "my" and the animal.
  const before = message.match(
    /\b([A-Z][a-z]{1,14}),? (?:my|our|mi|meu|mon|ma|mein|meine) (?:[a-z]+ ){0,2}(?:dog|cat|horse|pony|rabbit|perr[oa]|gat[oa]|cachorr[oa]|chien|chat|hund|katze)\b/i,
  );
  const letGo = message.match(/\blet ([A-Z][a-z]{1,14}) go\b/);
  // "It's time for Biscuit", "saying goodbye to Biscuit".
  const forName = message.match(/\b(?:time for|goodbye to|say goodbye to|put) ([A-Z][a-z]{1,14})\b/);
  const name = [after?.[1], before?.[1], letGo?.[1], forName?.[1]].find(
    (n) => n && /^[A-Z]/.test(n) && !NOT_NAMES.has(n),
  );
  return name ?? null;
}

/** The animal companion lost, or whose goodbye is ahead, that the message tells of; null when it tells of none. */
export function petLoss(message: string): PetLoss | null {
  const text = normalise(message);
  const animal = ANIMALS.find(([p]) => p.test(text))?.[1];
  // "The vet said it's time" names the animal by the vet alone.
  const byVet = /\b(?:vet|vets|veterinari\w*|tierarzt\w*)\b/.test(text);
  if (!animal && !byVet) return null;
  const ahead = AHEAD.test(text);
  if (!ahead && !GONE.test(text)) return null;
  const name = nameIn(message);
  const called = name ?? animal ?? 'your companion';
  return {
    animal: animal ?? 'your companion',
    name,
    ahead: ahead && !GONE.test(text),
    terms: ahead && !GONE.test(text) ? `having to say goodbye to ${called}` : `losing ${called}`,
  };
}

/** The latest animal companion told of in the chat, or null. */
export function petToldBefore(before: readonly string[] = [], message = ''): PetLoss | null {
  for (const m of [message, ...[...before].reverse()]) {
    const pet = petLoss(m);
    if (pet) return pet;
  }
  return null;
}

/**
 * Two small things for the days after (or before) an animal's goodbye, with their name: said instead of the general
 * steps for a loss, so a later turn still speaks of them and of nothing a person's death would bring.
 */
export function petSteps(pet: PetLoss): [string, string] {
  const who = pet.name ?? pet.animal;
  const them = pet.name ?? 'them';
  const routine =
    pet.animal === 'your dog' ? 'the walks, the feeding, the evenings' : 'the feeding, the greetings, the evenings';
  return pet.ahead
    ? [
        `In the days you have left, do the small things ${them === 'them' ? 'they love' : `${who} loves`} most: a favourite walk or spot, a treat, time curled up together. That is what these days are for, not for getting anything right.`,
        `Take a photo or two of ${them} at home, and if tears come while you are together, let them; animals mostly just want you near.`,
      ]
    : [
        `Keep one thing of ${them === 'them' ? 'theirs' : `${who}'s`} where you can see it, a collar, a blanket, a favourite toy, for as long as you want; there's no rush to put it away.`,
        `The times of day you spent with ${them}, ${routine}, will feel emptiest for a while; give one of them a small new shape, a walk anyway or a call to a friend.`,
      ];
}

/** A grief waved away by someone: "it's just a dog", "pull yourself together", "get over it". */
const DISMISSED =
  /\b(?:just|only) (?:a|an) (?:dog|cat|pet|animal|horse)\b|\bpull (?:my|your|him|her)self together\b|\b(?:get|got) over it\b|\bmove on already\b|\bsolo (?:es )?un (?:perro|gato|animal)\b|\bso (?:e )?um (?:cachorro|gato|bicho|animal)\b|\bjuste un (?:chien|chat|animal)\b|\bnur ein (?:hund|tier|katze)\b|\bnur eine katze\b/;

/** The message tells that someone waved their grief away. */
export function dismissedGrief(message: string): boolean {
  return DISMISSED.test(normalise(message));
}

/** "Is thursday a bad day astrologically?", "should I move it?", "which day is best?": a question about the day. */
const DAY_ASK =
  /\b(?:bad|good|right|best|better|wrong|lucky|unlucky) (?:day|date|time)\b|\b(?:which|what) (?:day|date)\b|\bmove (?:it|the appointment|the date)\b|\breschedul\w*|\bpostpone\w*|\b(?:mal|buen|mejor) dia\b|\b(?:mau|bom|melhor) dia\b|\bmauvais jour\b|\bbon jour pour\b|\bschlechter tag\b|\bguter tag\b|\bverschieben\b|\bcambiar (?:el dia|la fecha)\b|\bmudar (?:o dia|a data)\b/;
const DAY_NAMED =
  /\b(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|tomorrow|lunes|martes|miercoles|jueves|viernes|sabado|domingo|segunda|terca|quarta|quinta|sexta|lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag|day|date|dia|jour|tag)\b/;

/** The message asks whether a day is right for a goodbye (or whether to move it). */
export function asksGoodbyeDay(message: string): boolean {
  const text = normalise(message);
  return DAY_ASK.test(text) && DAY_NAMED.test(text);
}

/** The honest answer to "is that day bad for it?", first: no chart picks the day for a goodbye. */
export function goodbyeDayFirstLine(pet: PetLoss | null): string {
  const who = pet?.name ?? pet?.animal ?? 'them';
  return `That's a gentle thing to ask, and I'll answer it honestly: no chart can pick the right day for this, and nothing in the sky makes one day a worse goodbye to ${who} than another.`;
}

/** What matters about the day instead, in their terms: comfort, being there, the vet's word. */
export function goodbyeDayHelp(pet: PetLoss | null): string {
  const who = pet?.name ?? pet?.animal ?? 'them';
  const them = /^your /.test(who) ? 'them' : who;
  return [
    '### About the day',
    `What makes it a good day is ${them} being comfortable and you being there. If the vet thinks waiting would mean more pain, the day you have booked is the kind one; if you simply need a little more time together, ask the vet whether that is fair to ${them}, and let their answer guide you rather than any planet.`,
    'A few things that can help on the day:',
    `- Ask whether it can happen at home, or in a quiet room at the clinic, and whether you can stay the whole time.`,
    `- Bring something that smells of home, a blanket or a favourite toy, and a treat if the vet says it's fine.`,
    `- Give yourself the rest of the day off if you can; you don't need to be anywhere afterwards.`,
  ].join('\n');
}
