// "Should I time my IVF transfer by the planets?", "is Mars retrograde on the day of my surgery?", "when should I
// take the payout?": a medical treatment or a money decision asked to be timed by the sky. No chart can or should
// time either, so the first sentence says so plainly and names who decides (the clinic, consultant or doctor; a
// regulated, independent adviser); then what the chart can honestly offer: how to look after oneself in that
// stretch. A yes/no about a retrograde is never given on such a turn, so it cannot read as medical or money advice.
// Words in English, Spanish, Portuguese, French, German and Italian, folded (no accents). Pure.
import type { PersonalityId } from '@stellara/contract';
import { normalise } from './own-terms.ts';

export type TimedDecision = 'treatment-timing' | 'money-timing';

/** A medical treatment or step in one: IVF and its stages, surgery, a medication, a procedure. */
const TREATMENT =
  /\b(?:ivf|icsi|iui|fiv|fivet|embryo|embryos|egg (?:retrieval|collection|freezing)|(?:embryo )?transfer|fertility treatment|surgery|operation|procedure|c-section|caesarean|cesarean|induction|chemo\w*|radiotherapy|treatment|medication|meds|medicine|injections?|transplant|biopsy|(?:meine|die|einer|der) op|cirugia|operacion|tratamiento|transferencia|medicacion|cirurgia|operacao|tratamento|transferencia|medicacao|chirurgie|traitement|transfert|ponction|kinderwunschbehandlung|behandlung|transfer|eingriff|chirurgia|intervento|trattamento|transfer)\b/;

/** A money decision: a payout taken, money invested, shares or a house bought or sold. */
const MONEY_MOVE =
  /\b(?:payout|pay-?out|lump sum|severance|redundancy money|pension|invest\w*|shares|stocks?|crypto\w*|bitcoin|etfs?|fund|portfolio|inheritance|buy(?:ing)? (?:a |the )?(?:house|flat|property|home)|sell(?:ing)? (?:my |the )?(?:house|flat|property|shares|stocks)|mortgage|loan|invertir|inversion\w*|acciones|ahorros|indemnizacion|hipoteca|investir|investimento\w*|acoes|poupanca|indenizacao|placement|placer|epargne|indemnite|bourse|investieren|anlegen|geldanlage|aktien|abfindung|ersparnisse|investire|investiment\w*|azioni|risparmi|liquidazione|mutuo)\b/;

/**
 * Asking for a time or a sky sign for it: a date, the best moment, a retrograde, a Moon, "by the planets". A sky word
 * alone is no timing ask: "i know astrology can't fix that, but why am I so angry since the transfer failed" asks
 * about feelings, and "will it work next time" about an outcome.
 */
const TIMING =
  /\b(?:time (?:my|our|the|it|a|an|this)|timing|timed|schedule|when (?:should|do|would|could|can) (?:i|we) (?:have|start|do|book|schedule|go|get|take|begin|stop|cash|sell|buy|put|move)|when is (?:the|a) (?:best|good|right)|(?:best|good|bad|right|lucky|auspicious) (?:time|day|date|month|moment|week)|auspicious|plan (?:it|my|the|our)|retrograde|full moon|new moon|moon phase|(?:by|with|from|per) (?:the )?(?:planets|stars|moon|sky|transits)|(?:planets|stars|sky|transits) (?:say|pick|choose|decide|favou?r)|programar|agendar|marcar|planifier|programmer|planen|programmare|pianificare|cuando (?:deberia|debo|conviene|es mejor|hago|hacer|empiezo|empezar)|mejor (?:momento|dia|fecha|mes)|buen (?:momento|dia)|retrogrado|luna (?:llena|nueva|piena)|quando (?:devo|deveria|e melhor|faco|fazer|comeco|comecar|dovrei|conviene|e meglio)|melhor (?:momento|dia|data|mes)|bom (?:momento|dia)|lua (?:cheia|nova)|quand (?:faire|dois|devrais|commencer)|meilleur (?:moment|jour|mois)|bon moment|pleine lune|nouvelle lune|wann (?:soll|sollte|ist der beste)|bester? (?:zeitpunkt|tag|monat)|guter zeitpunkt|ruckl\w*|vollmond|neumond|momento migliore|giorno migliore|retrograda|(?:por|pelos|pelas|segun|selon|nach|secondo) (?:los |les |den |i )?(?:planetas|planetes|planeten|pianeti|astros|estrellas|etoiles|sternen|stelle))\b/;

/** The decision asked to be timed by the sky, or null. */
export function timedDecision(message: string): TimedDecision | null {
  const text = normalise(message);
  if (!TIMING.test(text)) return null;
  if (TREATMENT.test(text)) return 'treatment-timing';
  if (MONEY_MOVE.test(text)) return 'money-timing';
  return null;
}

/** The first sentence: the chart can't and shouldn't time it, and who decides. */
export const TIMED_FIRST: Record<TimedDecision, string> = {
  'treatment-timing':
    "Your chart can't time a medical treatment, and it shouldn't: when to have a transfer, a procedure or surgery, or when to start or change a medication, is for your clinic, consultant or doctor to decide with you, and no planet or retrograde is a reason to move a date.",
  'money-timing':
    "No chart can or should time a money decision: when to take a payout, invest or sell is a question for a regulated, independent financial adviser who can look at your whole situation, and no planet's position is a reason to act or to wait.",
};

/** Asked again in the same chat: the same point, said shorter, so no paragraph is sent twice (said-once.ts). */
export const TIMED_AGAIN: Record<TimedDecision, string> = {
  'treatment-timing':
    'The same honest answer holds for this one: no planet, retrograde or Moon can pick the day for a treatment; your clinic or doctor sets it with you.',
  'money-timing':
    'Same answer for this money question: no planet can pick the moment to move your money; a regulated, independent adviser is the one to ask.',
};

/** The first line for this turn: the full one, or the short one when a timing of the same kind was asked before. */
export function timedFirstLine(kind: TimedDecision, before: readonly string[]): string {
  return before.some((m) => timedDecision(m) === kind) ? TIMED_AGAIN[kind] : TIMED_FIRST[kind];
}

/** A short line in their language with the same point; English is the line above. */
const TIMED_LOCAL: Record<TimedDecision, Partial<Record<string, string>>> = {
  'treatment-timing': {
    es: 'En pocas palabras: tu carta no puede ni debe fijar la fecha de un tratamiento; eso lo decides con tu clínica o tu médico.',
    pt: 'Em poucas palavras: o seu mapa não pode nem deve marcar a data de um tratamento; isso decide-se com a sua clínica ou o seu médico.',
    fr: "En bref : ton thème ne peut ni ne doit fixer la date d'un traitement ; cela se décide avec ta clinique ou ton médecin.",
    de: 'Kurz gesagt: Dein Horoskop kann und soll den Zeitpunkt einer Behandlung nicht bestimmen; das entscheidest du mit deiner Klinik oder deiner Ärztin, deinem Arzt.',
    it: 'In breve: il tuo tema natale non può né deve decidere la data di una cura; la decidi con la tua clinica o il tuo medico.',
  },
  'money-timing': {
    es: 'En pocas palabras: tu carta no puede ni debe decidir cuándo mover tu dinero; pregúntaselo a un asesor financiero independiente y regulado.',
    pt: 'Em poucas palavras: o seu mapa não pode nem deve decidir quando mexer no seu dinheiro; pergunte a um consultor financeiro independente e regulado.',
    fr: 'En bref : ton thème ne peut ni ne doit décider quand placer ton argent ; demande à un conseiller financier indépendant et agréé.',
    de: 'Kurz gesagt: Dein Horoskop kann und soll nicht entscheiden, wann du Geld anlegst; frag eine unabhängige, zugelassene Finanzberatung.',
    it: 'In breve: il tuo tema natale non può né deve decidere quando muovere i tuoi soldi; chiedi a un consulente finanziario indipendente e autorizzato.',
  },
};

/** The line in their language, or null (English, or a language we have no line for). */
export function timedLocalLine(kind: TimedDecision, language: string): string | null {
  return TIMED_LOCAL[kind][language] ?? null;
}

/** What the chart can offer instead, by voice: how to look after oneself in that stretch, never a date. */
export const TIMED_AFTER: Record<PersonalityId, string> = {
  guide:
    'What your chart can offer is gentler: how you tend to carry a stretch like this, what steadies you and how to look after yourself in the weeks around it. If that would help, ask and we will look at it together.',
  witchy:
    'What the chart can offer is how you tend yourself through a stretch like this: what steadies you and what you need around it. Ask, and we can look at that together.',
  mystical:
    'What the sky can offer is a mirror for how you walk through a season like this, and what keeps you steady in it. Ask, and we will look there together.',
  mentor:
    'What a chart can offer is understanding: how you tend to carry a time like this, and what has steadied you before. If that would help, we can look at it together.',
  coach:
    'What the chart can do: show how you handle pressure, so you can plan how to look after yourself in those weeks. Ask and we will map that out.',
};
