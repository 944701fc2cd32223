// What a first line in the person's language says of their message, when the turn has no line of its own (a loss,
// the plans, a yes or no: turn-line.ts): the thing the question names ("your solar return", "je Maan"), a thanks
// said with a question, a doubt, a shape asked ("simpler", "in three lines"). A short line that shows the message
// was understood says more than "in English again", and it changes with the question, so two turns seldom open
// alike. Only what the plan holds is named: a subject it answers, never a feeling or a loss nobody told. Pure.

import { glossed } from '../understanding/glossary.ts';
import type { WrittenLanguage } from '../understanding/understanding.ts';
import { themeName } from './answer-line.ts';
import { SOLAR_RETURN } from './frame-words.ts';
import type { ReplyPlan } from './plan-types.ts';

type Lines = Partial<Record<WrittenLanguage, string>>;

/** What a question can be about, in a first line. */
type Subject =
  | 'solar-return'
  | 'return'
  | 'progression'
  | 'transits'
  | 'synastry'
  | 'moon-phase'
  | 'balance'
  | 'aspect-pattern'
  | 'Sun'
  | 'Moon'
  | 'Mercury'
  | 'Venus'
  | 'Mars'
  | 'Jupiter'
  | 'Saturn'
  | 'Uranus'
  | 'Neptune'
  | 'Pluto'
  | 'Ascendant'
  | 'Midheaven';

/**
 * Each subject as "your …" in each language: German in the dative (after "zu", "nach"), Italian with its article
 * (joined to "su" by `about`), the others as said after "about".
 */
const NAMES: Record<Subject, Lines> = {
  'solar-return': {
    es: 'tu revolución solar',
    pt: 'a sua revolução solar',
    fr: 'ta révolution solaire',
    de: 'deiner Solarrevolution',
    it: 'la tua rivoluzione solare',
    nl: 'je zonnerevolutie',
  },
  return: {
    es: 'tus retornos',
    pt: 'os seus retornos',
    fr: 'tes retours',
    de: 'deinen Wiederkehren',
    it: 'i tuoi ritorni',
    nl: 'je planeetretours',
  },
  progression: {
    es: 'tus progresiones',
    pt: 'as suas progressões',
    fr: 'tes progressions',
    de: 'deinen Progressionen',
    it: 'le tue progressioni',
    nl: 'je progressies',
  },
  transits: {
    es: 'tus tránsitos',
    pt: 'os seus trânsitos',
    fr: 'tes transits',
    de: 'deinen Transiten',
    it: 'i tuoi transiti',
    nl: 'je transits',
  },
  synastry: {
    es: 'vuestra sinastría',
    pt: 'a sinastria de vocês',
    fr: 'votre synastrie',
    de: 'eurer Synastrie',
    it: 'la vostra sinastria',
    nl: 'jullie synastrie',
  },
  'moon-phase': {
    es: 'tu fase lunar',
    pt: 'a sua fase da Lua',
    fr: 'ta phase lunaire',
    de: 'deiner Mondphase',
    it: 'la tua fase lunare',
    nl: 'je maanfase',
  },
  balance: {
    es: 'tus elementos',
    pt: 'os seus elementos',
    fr: 'tes éléments',
    de: 'deinen Elementen',
    it: 'i tuoi elementi',
    nl: 'je elementen',
  },
  'aspect-pattern': {
    es: 'tus figuras de aspectos',
    pt: 'as suas configurações de aspectos',
    fr: 'tes configurations',
    de: 'deinen Aspektfiguren',
    it: 'le tue figure di aspetti',
    nl: 'je aspectfiguren',
  },
  Sun: { es: 'tu Sol', pt: 'o seu Sol', fr: 'ton Soleil', de: 'deiner Sonne', it: 'il tuo Sole', nl: 'je Zon' },
  Moon: { es: 'tu Luna', pt: 'a sua Lua', fr: 'ta Lune', de: 'deinem Mond', it: 'la tua Luna', nl: 'je Maan' },
  Mercury: {
    es: 'tu Mercurio',
    pt: 'o seu Mercúrio',
    fr: 'ton Mercure',
    de: 'deinem Merkur',
    it: 'il tuo Mercurio',
    nl: 'je Mercurius',
  },
  Venus: { es: 'tu Venus', pt: 'a sua Vênus', fr: 'ta Vénus', de: 'deiner Venus', it: 'la tua Venere', nl: 'je Venus' },
  Mars: { es: 'tu Marte', pt: 'o seu Marte', fr: 'ton Mars', de: 'deinem Mars', it: 'il tuo Marte', nl: 'je Mars' },
  Jupiter: {
    es: 'tu Júpiter',
    pt: 'o seu Júpiter',
    fr: 'ton Jupiter',
    de: 'deinem Jupiter',
    it: 'il tuo Giove',
    nl: 'je Jupiter',
  },
  Saturn: {
    es: 'tu Saturno',
    pt: 'o seu Saturno',
    fr: 'ton Saturne',
    de: 'deinem Saturn',
    it: 'il tuo Saturno',
    nl: 'je Saturnus',
  },
  Uranus: {
    es: 'tu Urano',
    pt: 'o seu Urano',
    fr: 'ton Uranus',
    de: 'deinem Uranus',
    it: 'il tuo Urano',
    nl: 'je Uranus',
  },
  Neptune: {
    es: 'tu Neptuno',
    pt: 'o seu Netuno',
    fr: 'ton Neptune',
    de: 'deinem Neptun',
    it: 'il tuo Nettuno',
    nl: 'je Neptunus',
  },
  Pluto: {
    es: 'tu Plutón',
    pt: 'o seu Plutão',
    fr: 'ton Pluton',
    de: 'deinem Pluto',
    it: 'il tuo Plutone',
    nl: 'je Pluto',
  },
  Ascendant: {
    es: 'tu ascendente',
    pt: 'o seu ascendente',
    fr: 'ton ascendant',
    de: 'deinem Aszendenten',
    it: "l'ascendente",
    nl: 'je ascendant',
  },
  Midheaven: {
    es: 'tu Medio Cielo',
    pt: 'o seu Meio do Céu',
    fr: 'ton Milieu du Ciel',
    de: 'deinem MC',
    it: 'il tuo Medio Cielo',
    nl: 'je MC',
  },
};

/** Italian "su" joined to the article: "sulla tua Luna", "sul tuo Sole", "sull'ascendente". */
const italianAbout = (name: string) =>
  name
    .replace(/^la /, 'sulla ')
    .replace(/^il /, 'sul ')
    .replace(/^i /, 'sui ')
    .replace(/^le /, 'sulle ')
    .replace(/^l'/, "sull'");

/** Two ways to say "your question about …" in each language ({x} the name, {about} "about" and the name). */
const ABOUT: Partial<Record<WrittenLanguage, readonly string[]>> = {
  es: ['Vamos con tu pregunta sobre {x}.', 'Ahora, {x}.'],
  pt: ['Vamos à sua pergunta sobre {x}.', 'Agora, {x}.'],
  fr: ['Passons à ta question sur {x}.', 'Maintenant, {x}.'],
  de: ['Zu deiner Frage nach {x}.', 'Jetzt zu {x}.'],
  it: ['Veniamo alla domanda {about}.', 'Ora, {x}.'],
  nl: ['Je vraag over {x}.', 'Dan nu {x}.'],
};

/** A thanks said with a question, a doubt, a shape asked: each acknowledged in a few words. */
const ACT_LEADS: Record<'thanks' | 'doubt' | 'simpler' | 'shorter' | 'shape', Lines> = {
  shorter: {
    es: 'Claro, más corto.',
    pt: 'Claro, mais curto.',
    fr: 'Bien sûr, plus court.',
    de: 'Klar, kürzer.',
    it: 'Certo, più breve.',
    nl: 'Goed, korter.',
  },
  thanks: {
    es: '¡Gracias a ti!',
    pt: 'Eu que agradeço!',
    fr: 'Merci à toi !',
    de: 'Danke dir!',
    it: 'Grazie a te!',
    nl: 'Graag gedaan!',
  },
  doubt: {
    es: 'Es justo dudar; lo miro desde otro ángulo.',
    pt: 'É justo duvidar; olho por outro ângulo.',
    fr: 'Le doute est permis ; je regarde sous un autre angle.',
    de: 'Zweifel ist berechtigt; ich schaue aus einem anderen Blickwinkel.',
    it: "Il dubbio è giusto; guardo da un'altra angolazione.",
    nl: 'Twijfel is terecht; ik kijk vanuit een andere hoek.',
  },
  simpler: {
    es: 'Claro, más sencillo.',
    pt: 'Claro, mais simples.',
    fr: 'Bien sûr, plus simplement.',
    de: 'Klar, einfacher.',
    it: 'Certo, più semplice.',
    nl: 'Goed, eenvoudiger.',
  },
  shape: {
    es: 'Claro, en el formato que pides.',
    pt: 'Claro, no formato pedido.',
    fr: 'Bien sûr, dans la forme demandée.',
    de: 'Klar, in der Form, um die du bittest.',
    it: 'Certo, nella forma che chiedi.',
    nl: 'Goed, in de vorm die je vraagt.',
  },
};

const PLANET_SUBJECTS = new Set<string>(Object.keys(NAMES).filter((s) => /^[A-Z]/.test(s)));

/** A point as "your …" in the language, for a fact said in it (answer-line.ts); null for a point we do not name. */
export const pointIn = (point: string, language: WrittenLanguage): string | null =>
  point in NAMES ? (NAMES[point as Subject][language] ?? null) : null;

/** What the plan answers that a first line can name: a technique computed, the transits, a point read. */
function subjectOf(plan: ReplyPlan): Subject | null {
  const technique = plan.techniques[0]?.technique;
  if (technique === 'return') return SOLAR_RETURN.test(glossed(plan.message)) ? 'solar-return' : 'return';
  if (technique === 'progression') return 'progression';
  if (technique === 'synastry') return 'synastry';
  if (technique === 'moon-phase' || technique === 'balance' || technique === 'aspect-pattern') return technique;
  if (technique === 'transit-span' || plan.mode === 'transits') return 'transits';
  const point = plan.question.points[0];
  if (point && PLANET_SUBJECTS.has(point)) return point as Subject;
  return plan.question.kind === 'transits' || plan.timing?.personal ? 'transits' : null;
}

/** The act a first line acknowledges, from what the plan does. */
function actOf(plan: ReplyPlan): keyof typeof ACT_LEADS | null {
  if (plan.mode === 'doubt') return 'doubt';
  if (plan.talk?.kind === 'summary' && plan.talk.plain) return 'simpler';
  if (plan.talk?.kind === 'summary' && /\bshort(?:er)?\b/.test(glossed(plan.message))) return 'shorter';
  if (plan.talk?.kind === 'summary' && plan.talk.reshape) return 'shape';
  if (plan.heard?.acts.includes('thank')) return 'thanks';
  return null;
}

/**
 * The leads that say what this message was, freshest first for the caller to choose: its act, then the subject it
 * names (both when a thanks comes with a question). Empty when the plan holds neither.
 */
export function messageLeads(plan: ReplyPlan, said: (line: string) => boolean): string[] {
  const language = plan.language;
  const act = actOf(plan);
  const actLead = act ? ACT_LEADS[act][language] : undefined;
  const subject = subjectOf(plan);
  // A technique or a point named is what the reply computes; else the area its reading answers (answer-line.ts).
  const name = (subject ? NAMES[subject][language] : undefined) ?? themeName(plan) ?? undefined;
  // The two wordings in turn, one turn to the next.
  // The first wording ("Your question about…") until the chat has had it, then the other ("Now, …") first.
  const all = ABOUT[language] ?? [];
  const wordings = all.length && said(all[0]!.split('{')[0]!) ? rotated(all, 1) : [...all];
  const named = name
    ? wordings.map((t) =>
        t
          .replace('{about}', italianAbout(name))
          .replace('{x}', name)
          .replace(/^(\p{Ll})/u, (c) => c.toUpperCase()),
      )
    : [];
  if (actLead && act === 'thanks') return named.length ? named.map((n) => `${actLead} ${n}`) : [actLead];
  return actLead ? [actLead] : named;
}

const rotated = <T>(list: readonly T[], by: number): T[] =>
  list.length ? [...list.slice(by % list.length), ...list.slice(0, by % list.length)] : [];
