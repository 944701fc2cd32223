import type { PersonalityId } from '@stellara/contract/plans';

export interface PersonalityInfo {
  id: PersonalityId;
  name: string;
  description: string;
  /** Accent colour of the card and the message badge. */
  color: string;
}

/** The five voices of docs/voice.md; icons are drawn by components/icons.tsx. */
export const personalities: PersonalityInfo[] = [
  {
    id: 'guide',
    name: 'Friendly Guide',
    description: 'Warm and clear. Plain words, every term explained once.',
    color: '#6fb3ff',
  },
  {
    id: 'witchy',
    name: 'Witchy Mode',
    description: 'Playful and earthy, with moon-and-herb imagery and a small ritual to try.',
    color: '#b48cff',
  },
  {
    id: 'mystical',
    name: 'Mystical Oracle',
    description: 'Poetic and symbolic. Archetypes, myth and an unhurried cadence.',
    color: '#f08bd0',
  },
  {
    id: 'mentor',
    name: 'Wise Mentor',
    description: "Calm and reflective, with Saturn's patience. Asks more than it tells.",
    color: '#e8c16f',
  },
  {
    id: 'coach',
    name: 'Practical Coach',
    description: 'Direct and concrete: short steps for this week and a nudge to follow through.',
    color: '#6fd39a',
  },
];
