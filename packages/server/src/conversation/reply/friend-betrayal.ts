// Betrayal by a friend (talked about behind their back, secrets spread): the hurt named in their terms, then what the
// chat goes on to ask: whether trust is "in the chart" (the Moon, Venus, Saturn and the 11th house), whether to
// confront or cut contact (both weighed, the choice theirs), and how to find friends they can trust (steps tied to
// the 11th house). Pure; the chart facts come from the ChartContext.
import type { PersonalityId } from '@stellara/contract';
import { type ChartContext, ordinal, planetOf, rulerOf } from '../chart-context.ts';
import { HOUSE_AREA, SIGN_STYLE } from '../phrases.ts';
import { normalise } from './own-terms.ts';

const FRIEND =
  /\b(best ?friend|bestie|bff|friends?|mate|beste[nr]? freund(?:in)?|freund(?:in)?|mejor amig[oa]|amig[oa]s?|melhor amig[oa]|meilleur[e]? ami[e]?|ami[e]?|copine|copain)\b/;
const BETRAYED =
  /\bbehind my back\b|\btalk(?:ed|ing)? (?:shit|crap|trash|badly) about me\b|\bspread(?:ing)? (?:rumou?rs|lies)\b|\bbetray\w*|\bstabbed me in the back\b|\btold everyone (?:my|about)\b|\bgossip\w* about me\b|\bhinter meinem rucken\b|\bgelastert\b|\blastert\b|\bverraten\b|\ba mis espaldas\b|\bme traiciono\b|\btraicion\w*|\bpelas (?:minhas )?costas\b|\bme traiu\b|\btraicao\b|\bfalou mal de mim\b|\bdans mon dos\b|\bm'?a trahi\w*|\btrahison\b/;

/** Their hurt in their terms ("your best friend talking about you behind your back"), or null. */
export function friendBetrayal(message: string): string | null {
  const text = normalise(message);
  if (!FRIEND.test(text) || !BETRAYED.test(text)) return null;
  const best = /\bbest ?friend|bestie|bff|beste[nr]? freund|mejor amig|melhor amig|meilleur/.test(text);
  const who = best ? 'your best friend' : 'a friend';
  const secrets = /\b(secrets?|secretos?|segredos?|geheimnis\w*)\b/.test(text);
  const group = /\b(group|gruppe|grupo|groupe)\b/.test(text);
  const everyone = /\b(everyone|everybody|todos|todo el mundo|tout le monde|allen)\b/.test(text);
  const audience = group ? ' to the whole group' : everyone ? ' to everyone' : '';
  return `${who} ${secrets ? 'sharing your secrets' : 'talking about you'} behind your back${audience}`;
}

/** The first sentences when a friend's betrayal is told, by voice: the hurt named, never a break-up. */
export const BETRAYAL_ACKNOWLEDGE: Record<PersonalityId, readonly string[]> = {
  guide: [
    "That really hurts. {X} is a betrayal, and it stings all the more because it came from someone you trusted. It makes sense that you're shaken.",
  ],
  witchy: ['Oh, that cuts deep. {X} is a real betrayal, and from someone you let close, which is the sharpest kind.'],
  mystical: ['That is a deep wound. {X} is a betrayal, and it cuts hardest when it comes from someone you held close.'],
  mentor: ['I am sorry; that is painful. {X} is a betrayal of trust, and being hurt by it says nothing bad about you.'],
  coach: ["That's a real betrayal, and it's OK that it hurts. {X} would knock anyone sideways."],
};

const TRUST = /\b(trust\w*|vertrau\w*|traue\w*|confi\w*|confianca|fiar\w*)\b/;

/** "I don't trust anyone any more, is that in my chart?": trust asked after it, or null. */
export function asksAboutTrust(message: string): boolean {
  return TRUST.test(normalise(message)) && !asksNewFriends(message);
}

const NEW_FRIENDS =
  /\b(?:new|better|real|good) friends\b|\bmake friends\b|\bneue freunde\b|\bfreunde finden\b|\bnuevos amigos\b|\bhacer amigos\b|\bnovos amigos\b|\bfazer amigos\b|\bnouveaux amis\b|\bme faire des amis\b/;

/** "How do I find new friends I can trust?" */
export function asksNewFriends(message: string): boolean {
  return NEW_FRIENDS.test(normalise(message));
}

const CONFRONT =
  /\b(confront\w*|konfrontier\w*|ansprechen|talk to her|talk to him|have it out|call (?:her|him) out|enfrentar\w*|confrontar\w*|hablar con ella|falar com ela|confronter|lui parler)\b/;
const CUT_OFF =
  /\b(cut (?:her|him|them)? ?off|cut contact|block (?:her|him)|ghost (?:her|him)|drop (?:her|him)|walk away|kontakt abbrechen|abbrechen|cortar (?:el )?contacto|cortar (?:o )?contato|alejarme|afastar|couper (?:les ponts|le contact)|ne plus (?:la|le) voir)\b/;

/** Whether to confront the friend or cut contact: a choice between two paths. */
export function asksConfrontOrCut(message: string): boolean {
  const text = normalise(message);
  return CONFRONT.test(text) && CUT_OFF.test(text);
}

/** Trust read from this chart: the Moon (what feels safe), Saturn (caution), Venus (closeness), the 11th house. */
export function trustReading(chart: ChartContext): string | null {
  const moon = planetOf(chart, 'Moon');
  const venus = planetOf(chart, 'Venus');
  const saturn = planetOf(chart, 'Saturn');
  if (!moon || !venus || !saturn) return null;
  const touches = (a: string) =>
    chart.aspects.find((x) => (x.p1 === 'Saturn' && x.p2 === a) || (x.p2 === 'Saturn' && x.p1 === a));
  const saturnMoon = touches('Moon');
  const saturnVenus = touches('Venus');
  const eleventh = chart.houses.find((h) => h.number === 11);
  const lines = [
    "A chart doesn't make anyone distrustful, and pulling back after a betrayal is self-protection. What it can show is how trust works for you, and what helps it grow back.",
    `- **Your Moon in ${moon.sign}${moon.house ? `, in the ${ordinal(moon.house)} house` : ''}** is what needs to feel safe: ${SIGN_STYLE[moon.sign]} in the way it reacts${moon.house ? `, and looking for that safety through ${HOUSE_AREA[moon.house]}` : ''}. A hurt like this lands here first.`,
    saturnMoon || saturnVenus
      ? `- **Saturn's ${(saturnMoon ?? saturnVenus)!.type} to your ${saturnMoon ? 'Moon' : 'Venus'}** is the guard at the door: it makes you slow to open up and quick to shut when trust is broken. That caution protects you; the task is letting it test people, not lock everyone out.`
      : `- **Your Saturn in ${saturn.sign}** is where caution lives: ${SIGN_STYLE[saturn.sign]}. Trust, for you, is built by people proving steady over time.`,
    `- **Your Venus in ${venus.sign}** shows how you get close: ${SIGN_STYLE[venus.sign]}. It tells you what a friendship needs to feel alive to you.`,
  ];
  if (eleventh) {
    const ruler = planetOf(chart, rulerOf(eleventh.sign).traditional);
    lines.push(
      `- **Your 11th house**, friends and groups, begins in ${eleventh.sign}${ruler?.house ? `, and its ruler ${ruler.name} sits in your ${ordinal(ruler.house)} house` : ''}: friendships that last tend to be ${SIGN_STYLE[eleventh.sign]}${ruler?.house ? `, and often grow out of ${HOUSE_AREA[ruler.house]}` : ''}.`,
    );
  }
  return ['### Trust in your chart', ...lines].join('\n');
}

/** How the friend is spoken of: her, him, or them when the chat does not say. */
export function friendPronoun(texts: readonly string[]): 'her' | 'him' | 'them' {
  const all = texts.map(normalise).join(' ');
  if (/\b(she|her|freundin|amiga|amie|copine|ela|ella)\b/.test(all)) return 'her';
  if (/\b(he|him|freund|amigo|ami|copain|ele|el)\b/.test(all)) return 'him';
  return 'them';
}

/** Confront or cut contact: both paths weighed, two or three questions, the choice theirs. */
export function confrontOrCut(her: 'her' | 'him' | 'them' = 'them'): string {
  const she = her === 'her' ? 'she' : her === 'him' ? 'he' : 'they';
  const hers = her === 'her' ? 'her' : her === 'him' ? 'his' : 'their';
  return [
    '### Two paths',
    'Both are fair choices, and the choice is yours; no chart should make it for you.',
    `- **Talking to ${her}** gives you ${hers} side and a chance to say plainly how it felt. It's worth it if the friendship still matters to you and you can do it one to one, not in front of the group.`,
    '- **Stepping back or cutting contact** protects you, and needs no permission or big announcement. It fits if this is part of a pattern, or if you already know no explanation would change how you feel.',
    'Three questions that may help:',
    `- If ${she} apologised sincerely, would you want the friendship back?`,
    '- Was this a first time, or the last straw?',
    `- What do you need more right now: an answer from ${her}, or distance and quiet?`,
  ].join('\n');
}

/** Finding friends they can trust: concrete steps tied to the 11th house (friends, groups, shared hopes). */
export function newFriendsSteps(chart: ChartContext): string {
  const eleventh = chart.houses.find((h) => h.number === 11);
  const ruler = eleventh ? planetOf(chart, rulerOf(eleventh.sign).traditional) : undefined;
  const where =
    eleventh && ruler?.house
      ? `Your 11th house, friends and groups, begins in ${eleventh.sign} and its ruler ${ruler.name} sits in your ${ordinal(ruler.house)} house, so your people are often found through ${HOUSE_AREA[ruler.house]}.`
      : 'The 11th house, friends and groups, says trust grows in shared projects more than in one big leap.';
  return [
    '### Finding friends you can trust',
    where,
    `- **Join one regular thing** around something you already care about${ruler?.house ? `, ideally tied to ${HOUSE_AREA[ruler.house]}` : ''}: a class, a club, a volunteer shift. Seeing the same faces every week is how the 11th house builds friendship.`,
    '- **Let trust grow in small steps.** Share something small and notice what people do with it; the ones who keep small things are the ones to give bigger things to.',
    '- **Watch how they speak of others.** Someone who is kind about people who are not in the room is more likely to be kind about you.',
    '- **Keep the friends who stayed.** One message this week to someone who has been decent to you counts as much as meeting someone new.',
  ].join('\n');
}
