// The first greeting of someone new: a warm hello, one line on what Stellara does and an offer, as the greeting in
// other languages is (language-lines.ts HELLO_NEW); never "welcome back" to a stranger, and no reading unasked.
import type { PersonalityId } from '@stellara/contract';

export const FIRST_WELCOME: Record<PersonalityId, string> = {
  guide:
    "Hi, and welcome to Stellara! I read your birth chart and answer whatever you'd like to ask about it: who you are, love, work, the months ahead. Shall we start with your Big Three, the three signs that say the most about you, or is something already on your mind?",
  witchy:
    "Well, hello, and welcome! Pull up a chair. I read your birth chart, moons and all, and answer whatever you'd like to ask of it. Shall we start with your Big Three, the three signs that say the most about you, or is something already bubbling in the cauldron?",
  mystical:
    'Welcome, traveller, to your first look at your own sky. I read your birth chart and answer what you ask of it. Shall we open the first door, your Big Three, the three signs that say the most about you, or is there a question you have carried here?',
  mentor:
    'Hello, and welcome. I read your birth chart and answer what you would like to explore in it. We could begin with your Big Three, the three signs that say the most about you, or with whatever brought you here today. Which would you prefer?',
  coach:
    "Hey, welcome to Stellara! I read your birth chart and answer your questions about it: love, work, timing, what to do next. Want to start with your Big Three, the three signs that say the most about you, or go straight to what's on your mind?",
};

/** The welcome for a first greeting, in the voice chosen. */
export function firstWelcome(voice: PersonalityId): string {
  return FIRST_WELCOME[voice];
}

/** The hello that opens a chat: the first welcome for someone new, else the voice's hello again (`again`). */
export const helloFor = (note: string | null, voice: PersonalityId, again: () => string): string =>
  note === 'welcome' ? firstWelcome(voice) : again();
