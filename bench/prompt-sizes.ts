// The size of the request the model writer builds, per kind of message: a reading, a timing question, a computed
// technique, thanks, a decline, a grief message, Spanish, two questions. Each kind is built on one fixed chart for
// every plan and level, after the same scripted earlier conversation (eight messages), and measured in tokens as
// characters / 4 (a rough figure: English runs near four characters a token on today's tokenisers).
// Run: npx tsx bench/prompt-sizes.ts
import { calculateNatalChart } from '@stellara/astro';
import type { TechnicalLevel, Tier } from '@stellara/contract';
import {
  builtinSections,
  contextAt,
  knowledgeForPlan,
  type ModelMessage,
  modelMessages,
  planReply,
  seedKnowledge,
} from '@stellara/server/bench';

const natal = calculateNatalChart({ ut: '1962-02-05T00:00:00Z', latitude: 28.6, longitude: 77.2 });
const now = new Date('2026-03-01T12:00:00Z');
const chart = contextAt(natal, now, { name: 'Ada' });

const KINDS: Record<string, string> = {
  reading: 'What does my Moon sign say about me?',
  timing: 'What does next month hold for me?',
  technique: 'What is my element balance?',
  thanks: 'Thank you, that was lovely.',
  decline: 'Give me a recipe for banana bread',
  grief: 'My mum died last month and I keep crying. What does my chart say about getting through this?',
  spanish: '¿Qué dice mi signo lunar sobre mí?',
  'two questions': 'What does my Venus say about love? And what does my 10th house say about my career?',
};

/** An earlier reply of ordinary length (about 220 words, with headings), as the chat stores it. */
const earlierReply = (topic: string) =>
  [
    `Here is what your chart says about your ${topic}, in everyday terms.`,
    `### Your ${topic}`,
    `${'Your chart puts real weight here, and it shows in how you meet people and how you recover after a hard week. '.repeat(5)}`,
    '### What grows from it',
    `${'Over time this becomes a steadiness others lean on, and you learn to lean back a little too. '.repeat(4)}`,
    `Does that match how your ${topic} feels from the inside?`,
  ].join('\n\n');

const HISTORY: ModelMessage[] = [
  { role: 'user', content: 'Tell me about my chart' },
  { role: 'assistant', content: earlierReply('Sun') },
  { role: 'user', content: 'What about my Moon?' },
  { role: 'assistant', content: earlierReply('Moon') },
  { role: 'user', content: 'And my rising sign?' },
  { role: 'assistant', content: earlierReply('Ascendant') },
  { role: 'user', content: 'What does my 10th house say?' },
  { role: 'assistant', content: earlierReply('10th house') },
];

const tokens = (messages: ModelMessage[]) => Math.round(messages.reduce((n, m) => n + m.content.length, 0) / 4);
const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : Math.round((s[mid - 1]! + s[mid]!) / 2);
};

const tiers: Tier[] = ['anonymous', 'free', 'plus', 'pro'];
const levels: TechnicalLevel[] = ['basic', 'technical'];
console.log(
  'tokens = characters / 4; every plan and level; after 8 earlier messages (request) and alone (system prompt)',
);
console.log('kind            request median    max   system median    max');
for (const [kind, message] of Object.entries(KINDS)) {
  const sizes: number[] = [];
  const systemSizes: number[] = [];
  for (const tier of tiers) {
    for (const level of levels) {
      const plan = planReply({ message, chart, tier, level, earlierQuestions: [], used: [], hook: null, sent: now });
      const knowledge = await knowledgeForPlan(plan, seedKnowledge());
      const messages = modelMessages({
        plan,
        chart,
        personality: 'guide',
        level,
        tier,
        sections: builtinSections.guide,
        birth: { name: 'Ada', date: '1962-02-05', time: '05:30', place: 'New Delhi, India', timezone: 'Asia/Kolkata' },
        knowledge,
        history: HISTORY,
        message,
        hook: null,
      });
      sizes.push(tokens(messages));
      systemSizes.push(tokens(messages.slice(0, 1)));
    }
  }
  const figures = [median(sizes), Math.max(...sizes), median(systemSizes), Math.max(...systemSizes)];
  console.log(`${kind.padEnd(15)} ${figures.map((n, i) => String(n).padStart(i % 2 ? 6 : 14)).join(' ')}`);
}
