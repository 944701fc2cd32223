// Replies to what a message does rather than what it asks about (docs/voice.md#listening-before-reading):
// thanks, a question about Stellara itself, doubt, a request for brevity or one thing, another language,
// greetings and goodbyes. Each voice speaks in its own words; several variants per act, chosen by seed, so two
// turns in one chat differ. Pure text: no price, tier or upgrade line anywhere in here.
import type { PersonalityId } from '@stellara/contract';
import type { WrittenLanguage } from '../understanding/understanding.ts';
import { nextStepLine } from './next-step.ts';

function pick<T>(options: readonly T[], seed: number): T {
  return options[Math.abs(Math.trunc(seed)) % options.length]!;
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

// ---------------------------------------------------------------------------------------------
// Thanks: a warm line and exactly one offer, never a new reading.

/** {offer} is a chart factor named inside a sentence ("your Moon"); {Offer} the same capitalised. */
export const THANKS: Record<PersonalityId, readonly string[]> = {
  guide: [
    "You're very welcome, I'm glad it helped. Want to look at {offer} next?",
    "Happy to help! If you'd like, we could look at {offer} next.",
    "Glad that was useful. Whenever you're curious, {offer} would be a good next stop.",
  ],
  witchy: [
    'Bright blessings to you too! Shall we peek at {offer} next?',
    'My pleasure, truly. If you fancy another cup, {offer} is waiting on the shelf.',
    'So glad it brewed well for you. Want to stir {offer} into the pot next time?',
  ],
  mystical: [
    'Your thanks is received, and warmly. Shall we turn to {offer} when you are ready?',
    'I am glad the image spoke to you. {Offer} waits, whenever you wish to look.',
    'It was a pleasure to read your sky with you. Another door stands open when you wish: {offer}.',
  ],
  mentor: [
    "You're welcome; I'm glad it was useful. When you are ready, we could look at {offer}.",
    'Thank you for saying so. If it would help, {offer} is worth a look next.',
    "I'm glad it gave you something to think about. Would you like to turn to {offer} next?",
  ],
  coach: [
    'Anytime. Next up, if you want it: {offer}.',
    'Glad it helped. Want to go through {offer} next?',
    'Good. If you want to keep going, {offer} is the next useful one.',
  ],
};

/** A short warm reply to thanks with exactly one offer (`offer` names a chart factor: "your Moon"); ≤ 60 words. */
export function thanksReply(voice: PersonalityId, offer: string, seed: number): string {
  return pick(THANKS[voice], seed)
    .replace(/\{offer\}/g, offer)
    .replace(/\{Offer\}/g, capitalise(offer));
}

// ---------------------------------------------------------------------------------------------
// "Are you a bot?": honest, never a person.

interface AboutText {
  /** Not a person; an automated reader working from the birth chart; no human writes the replies. */
  what: string;
  /** How the replies are written with a language model; {model} is its name. */
  withModel: string;
  /** How the built-in reader writes them without one. */
  builtIn: string;
  /** The one offer at the end. */
  offer: string;
}

export const ABOUT_STELLARA: Record<PersonalityId, AboutText> = {
  guide: {
    what: "Good question, and the honest answer is that I'm not a person. Stellara is an automated reader that works from your birth chart, and no human writes these replies.",
    withModel: 'The replies are written with {model}, a language model, from the positions calculated for your chart.',
    builtIn:
      "Its built-in reader writes each reply itself, from your chart's calculated positions and an astrology knowledge base.",
    offer: 'Would you like to get back to your chart?',
  },
  witchy: {
    what: "No witch behind the curtain, I'm afraid: Stellara is an automated reader, and it works from your birth chart. There's no human typing these replies.",
    withModel:
      'The words are written with {model}, a language model, stirred from the positions worked out for your chart.',
    builtIn:
      'The built-in reader writes each reply from your chart and a cupboard of astrology knowledge, no crystal ball involved.',
    offer: 'Shall we go back to your chart?',
  },
  mystical: {
    what: 'No human voice speaks here. Stellara is an automated reader that works from the sky of your birth, and no person writes these replies.',
    withModel:
      'Its words are written with {model}, a language model, drawing on the positions calculated for your chart.',
    builtIn: 'Its built-in reader composes each reply from your chart and a store of astrological knowledge.',
    offer: 'Shall we return to your sky?',
  },
  mentor: {
    what: 'It is a fair thing to ask. I am not a person: Stellara is an automated reader that works from your birth chart, and no human writes these replies.',
    withModel:
      'The replies are written with {model}, a language model, grounded in the positions calculated for your chart.',
    builtIn: 'A built-in reader writes each reply from your chart and an astrology knowledge base.',
    offer: 'Would you like to continue with your chart?',
  },
  coach: {
    what: "Short answer: I'm not a person. Stellara is an automated reader working from your birth chart; no human writes these replies.",
    withModel: 'The replies are written with {model}, a language model, using your calculated chart.',
    builtIn: 'The built-in reader writes them from your chart and an astrology knowledge base.',
    offer: 'Want to get back to your chart?',
  },
};

/**
 * An honest answer to "are you a person / a bot / which AI": an automated reader working from the birth chart, no
 * human behind the replies; with `model` set it names the language model that writes them, without it says the
 * built-in reader writes them from the chart and a knowledge base. ≤ 90 words, one offer at the end.
 */
export function aboutStellaraReply(voice: PersonalityId, model: string | null): string {
  const text = ABOUT_STELLARA[voice];
  const how = model ? text.withModel.replace('{model}', model) : text.builtIn;
  return `${text.what} ${how} ${text.offer}`;
}

// ---------------------------------------------------------------------------------------------
// Doubt: acknowledged without defending, then a different angle.

export const DOUBT: Record<PersonalityId, readonly string[]> = {
  guide: [
    "Fair enough: placements don't always show up the way the books describe. Let's come at it from another side.",
    "That's a fair reaction, and you know your life better than any chart does. Here's a different angle to test.",
    'Thanks for pushing back; an honest no helps more than a polite yes. Let me try this from somewhere else in your chart.',
  ],
  witchy: [
    "Fair enough, not every herb takes in every soil. Let's try a different jar.",
    "A healthy dose of doubt keeps the potion honest. Here's another ingredient to test against your life.",
    "Then that leaf fell wrong, and I'd rather hear it than not. Let's read another corner of the cup.",
  ],
  mystical: [
    'So the picture did not fit; that matters more than any book. Let us look through a different window.',
    'Doubt is a lantern, not an insult. Let it light another corner of your sky.',
    'Not every symbol finds its mirror, and yours is the only mirror that counts. Let us turn to another figure in your chart.',
  ],
  mentor: [
    "That's worth taking seriously; a reading is only useful if it fits the life. Let us try another way in.",
    'You may well be right. Charts describe tendencies, and some of them stay quiet in a life. Consider this from a different side.',
    "I'd rather you doubted than nodded along. Let us look at something else and see whether it holds.",
  ],
  coach: [
    "Fair. If it doesn't fit, drop it. Different angle:",
    "Good to know it doesn't land. Let's test something else.",
    "OK, not you. Skip it; here's another piece to check.",
  ],
};

/** Acknowledges doubt without defending the reading, then invites a different angle. */
export function doubtOpening(voice: PersonalityId, seed: number): string {
  return pick(DOUBT[voice], seed);
}

// ---------------------------------------------------------------------------------------------
// Shapes asked for: a short answer, one thing.

export const BRIEF: Record<PersonalityId, readonly string[]> = {
  guide: ['In short:', 'The short version:'],
  witchy: ['A pinch, not the whole jar:', 'Just the essence:'],
  mystical: ['In a single breath:', 'The image, briefly:'],
  mentor: ['Briefly:', 'In a few words:'],
  coach: ['Short version:', 'Bottom line:'],
};

/** A lead-in for a short answer ("In short:"). */
export function briefFraming(voice: PersonalityId, seed: number): string {
  return pick(BRIEF[voice], seed);
}

export const ONE_THING: Record<PersonalityId, readonly string[]> = {
  guide: ['If you do one thing this week:', 'One thing to try:'],
  witchy: ['One small ritual for this week:', 'Just one charm to work:'],
  mystical: ['One gesture to carry this week:', 'A single step on the path:'],
  mentor: ['One thing worth practising this week:', 'One thing to practise:'],
  coach: ['Your one move this week:', 'One step, this week:'],
};

/** A lead-in for a one-step answer ("If you do one thing this week:"). */
export function oneThingLead(voice: PersonalityId, seed: number): string {
  return pick(ONE_THING[voice], seed);
}

// ---------------------------------------------------------------------------------------------
// Another language: an honest first line in it.

/** Written in each language: the question was understood, readings are in English for now, the reading follows. */
export const LANGUAGE_NOTICE: Partial<Record<WrittenLanguage, string>> = {
  es: 'Entendí tu pregunta; por ahora escribo las lecturas solo en inglés, así que aquí va en inglés:',
  pt: 'Entendi sua pergunta; por enquanto escrevo as leituras só em inglês, então aqui vai em inglês:',
  fr: "J'ai bien compris ta question ; pour l'instant, j'écris mes lectures uniquement en anglais, alors voici la réponse en anglais :",
  de: 'Ich habe deine Frage verstanden; im Moment schreibe ich meine Deutungen nur auf Englisch, deshalb folgt die Antwort hier auf Englisch:',
  it: 'Ho capito la tua domanda; per ora scrivo le letture solo in inglese, quindi ecco la risposta in inglese:',
  nl: 'Voorlopig schrijf ik mijn lezingen alleen in het Engels, dus hier is het antwoord in het Engels:',
  pl: 'Na razie piszę odczyty tylko po angielsku, więc oto odpowiedź po angielsku:',
};

/**
 * For Spanish, Portuguese, French, German, Italian, Dutch and Polish: one honest first line in that language saying the built-in
 * reader understood the question but writes its readings in English for now, and that the reading follows. Null
 * for English and for languages we cannot write a correct line in.
 */
export function languageNotice(language: WrittenLanguage): string | null {
  return LANGUAGE_NOTICE[language] ?? null;
}

// ---------------------------------------------------------------------------------------------
// Greetings and goodbyes

export const LEAVE: Record<PersonalityId, readonly string[]> = {
  guide: ['Take care, and come back whenever you like.', 'Bye for now; come back whenever you want to look again.'],
  witchy: [
    'Go gently, and may your kettle stay warm.',
    'Off you go, then. The candle will be waiting when you come back.',
  ],
  mystical: [
    'Go well; the sky keeps turning, and you may return to it any time.',
    'Until the next tide brings you back.',
  ],
  mentor: [
    'Take good care of yourself. We can pick this up whenever you wish.',
    'Go well, and give yourself some quiet time.',
  ],
  coach: ['Good talk. Come back when you want the next step.', 'See you soon. Go make it a good week.'],
};

/** The first words of a goodbye that also thanks: the thanks taken, then the goodbye itself (LEAVE). */
export const THANKED: Record<PersonalityId, readonly string[]> = {
  guide: ["You're very welcome.", 'I am glad it helped.'],
  witchy: ['My pleasure, truly.', 'So glad it was of use.'],
  mystical: ['Your thanks is received, and warmly.', 'It was a gift to read with you.'],
  mentor: ["You're welcome; I'm glad it was useful.", 'Thank you for the conversation.'],
  coach: ['Anytime.', 'Glad it helped.'],
};

/** Thanks and a goodbye in one message: the thanks taken and a warm goodbye, no offer and no new reading. */
export function thanksAndLeaveReply(voice: PersonalityId, seed: number): string {
  return `${pick(THANKED[voice], seed)} ${leaveReply(voice, seed)}`;
}

/** Thanks in a chat about something hard: taken warmly, with no reading offered ("shall we peek at..." would jar). */
export function gentleThanksReply(voice: PersonalityId, seed: number, message = ''): string {
  // A next step they state ("I'll tell my parents on Sunday") is named back, not passed over (next-step.ts).
  const step = nextStepLine(message);
  return `${pick(THANKED[voice], seed)}${step ? ` ${step}` : ''} I'm here whenever you want to talk.`;
}

/** A short goodbye: no new reading, no offer beyond coming back. */
export function leaveReply(voice: PersonalityId, seed: number): string {
  return pick(LEAVE[voice], seed);
}

export const GREET: Record<PersonalityId, readonly string[]> = {
  guide: ['Hi! What would you like to look at in your chart today?', 'Hello, nice to see you. What is on your mind?'],
  witchy: [
    "Well, hello! The kettle's on. What shall we read today?",
    'Hello, friend. What would you like to brew today?',
  ],
  mystical: ['Greetings. What would you like to ask of your sky?', 'Welcome. Which door of your chart shall we open?'],
  mentor: ['Hello. What would you like to reflect on today?', "Good to hear from you. What's been on your mind?"],
  coach: ['Hey! What are we working on today?', "Hi. What's the question?"],
};

/** A short greeting that asks what the person wants, no reading yet. */
export function greetReply(voice: PersonalityId, seed: number): string {
  return pick(GREET[voice], seed);
}
