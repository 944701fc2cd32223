// The first greeting of someone new: a welcome that says where to begin, never "welcome back" to a stranger.
import type { PersonalityId } from '@stellara/contract';

export const FIRST_WELCOME: Record<PersonalityId, string> = {
  guide:
    "Hi, and welcome to Stellara! I read your birth chart and answer whatever you'd like to ask about it. A good place to start is your Big Three, the three signs that say the most about you, so here they are:",
  witchy:
    'Well, hello, and welcome! Pull up a chair. I read your birth chart, and the best first brew is your Big Three, the three signs that say the most about you:',
  mystical:
    'Welcome, traveller, to your first look at your own sky. I read your birth chart and answer what you ask of it; the first door is your Big Three, the three signs that say the most about you:',
  mentor:
    'Hello, and welcome. I read your birth chart and answer what you would like to explore in it. A good place to begin is your Big Three, the three signs that say the most about you:',
  coach:
    'Hey, welcome to Stellara! I read your birth chart and answer your questions about it. Start here: your Big Three, the three signs that say the most about you.',
};

/** The welcome for a first greeting, in the voice chosen. */
export function firstWelcome(voice: PersonalityId): string {
  return FIRST_WELCOME[voice];
}
