// "Should I take the lump sum or the monthly payments?": a choice between money options, asked of a chart. No chart
// can weigh them (tax, pension, debts and monthly needs decide it), so the reply says so first, names who can (an
// independent financial adviser; for the offer's terms, a union or an employment lawyer), and offers only what the
// chart honestly adds: when pressure and reflection fall, as colour, never a verdict. Six languages, folded. Pure.
import type { PersonalityId } from '@stellara/contract';
import { normalise } from './own-terms.ts';

/** One money option, in the words people use; two of them set against each other make a money choice. */
const OPTIONS: readonly RegExp[] = [
  /\b(?:lump sum|one-?off (?:payment|sum)|all at once|in one go|pago unico|de una vez|pagamento unico|de uma vez|versement unique|en une fois|capital|einmalzahlung|auf einmal|una tantum|in un'?unica soluzione|tutto subito)\b/,
  /\b(?:monthly|instal+ments?|annuity|per month|every month|mensual\w*|pagos mensuales|a plazos|mensais|parcelas|mensalidades|mensualites|tous les mois|rente|monatlich\w*|raten|rate mensili|mensilit\w*|a rate)\b/,
  /\b(?:pay (?:off|down) (?:the |my )?(?:debts?|mortgage|loan|card)|invest(?:ing)? (?:it|the money)|put it in (?:savings|a pension)|into my pension|save it|pagar (?:la|las|a|as) (?:deudas?|hipoteca|dividas?)|invertir(?:lo)?|investir|rembourser|anlegen|tilgen|investire|estinguere)\b/,
  /\b(?:the (?:first|second|new|other) offer|take the (?:offer|deal|package)|accept the (?:offer|deal|package))\b/,
];

/** Set against each other: "or", "vs", "o", "ou", "oder", "oppure". */
const AGAINST = /\b(?:or|vs\.?|versus|o|ou|oder|oppure|either)\b/;

/** Whether the message asks to choose between money options. */
export function asksMoneyChoice(message: string): boolean {
  const text = normalise(message);
  return OPTIONS.filter((o) => o.test(text)).length >= 2 && AGAINST.test(text);
}

/** Said first: no chart weighs money options; who can, for the money and for the offer's terms. */
export const MONEY_CHOICE_FIRST =
  "A chart can't choose between financial options like these, and I won't pretend it can: which one leaves you better off depends on tax, your pension, any debts and what you need each month, and an independent financial adviser (many give a first meeting free) can work that out with you. For the terms of the offer itself, what you are owed and whether it can be improved, a union or an employment lawyer is the one to ask before you sign.";

/** Asked again: the same point, shorter. */
export const MONEY_CHOICE_AGAIN =
  'Same honest answer for this one: no chart can weigh money options against each other; an independent financial adviser can, with your real numbers.';

/** A short line in their language; English is the line above. */
const LOCAL: Partial<Record<string, string>> = {
  es: 'En pocas palabras: tu carta no puede elegir entre opciones de dinero; un asesor financiero independiente sí, y para las condiciones de la oferta, el sindicato o un abogado laboralista.',
  pt: 'Em poucas palavras: o seu mapa não pode escolher entre opções de dinheiro; um consultor financeiro independente pode, e para os termos da oferta, o sindicato ou um advogado trabalhista.',
  fr: "En bref : ton thème ne peut pas choisir entre des options d'argent ; un conseiller financier indépendant le peut, et pour les termes de l'offre, le syndicat ou un avocat en droit du travail.",
  de: 'Kurz gesagt: Dein Horoskop kann nicht zwischen Geldoptionen wählen; eine unabhängige Finanzberatung kann es, und für die Bedingungen des Angebots die Gewerkschaft, der Betriebsrat oder eine Anwältin für Arbeitsrecht.',
  it: "In breve: il tuo tema natale non può scegliere tra opzioni di denaro; un consulente finanziario indipendente sì, e per le condizioni dell'offerta il sindacato o un avvocato del lavoro.",
};

/** What the chart can add, by voice: the timing of pressure and reflection, as colour only. */
const CHART_ADDS: Record<PersonalityId, string> = {
  guide:
    'What your chart can add is colour, not a verdict: which weeks ahead look more pressured and which favour slowing down to think, so you can choose when to sit down with the numbers. Ask, and we can look at that together.',
  witchy:
    'What the chart can offer is colour, never the choice: which weeks feel heavier and which are kinder for quiet thinking, so you pick your moment to sit with the numbers. Ask, and we can look.',
  mystical:
    'What the sky can lend is colour, not an answer: the weeks of pressure and the weeks for reflection, so you know when to sit with the numbers. Ask, and we will look there.',
  mentor:
    'What a chart can add is only colour: when pressure gathers and when there is room to reflect, so the choice is made in a clearer week. If that would help, we can look at it.',
  coach:
    'What the chart can do: flag the high-pressure weeks and the calmer ones, so you book the adviser and decide in a clear week. Colour only, not a verdict. Ask and we will map it.',
};

/** The whole reply to a money choice: the honest first line, their language's line, what the chart can add. */
export function moneyChoiceReply(before: readonly string[], language: string, voice: PersonalityId): string {
  const again = before.some(asksMoneyChoice);
  return [again ? MONEY_CHOICE_AGAIN : MONEY_CHOICE_FIRST, LOCAL[language] ?? null, again ? null : CHART_ADDS[voice]]
    .filter(Boolean)
    .join('\n\n');
}
