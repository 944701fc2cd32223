// A question about what Stellara costs: answered with the plans' real prices from the contract, never a reading.

import { asksOtherCurrency, DOLLARS_ONLY } from './app-asks-more.ts';
import { normalise } from './own-terms.ts';
import { paidPlansLine } from './plan-lines.ts';

const PRICE_WORDS =
  /\b(how much|price|prices|pricing|quanto custa|quanto custam|quanto e|quanto costa|quanto costano|quanto viene|cuanto cuesta|cuanto cuestan|cuanto vale|cuanto valen|cuanto sale|precio|precios|preco|precos|prezzo|prezzi|prix|tarif|tarifs|combien coute|combien coutent|combien ca coute|wie viel kostet|wieviel kostet|was kostet|was kosten|preis|preise|valor)\b/;
const PLAN_WORDS =
  /\b(plan|plans|plano|planos|plus|pro|premium|paid|subscription|subscribe|upgrade|version|versao|pago|paga|app|abonnement|abo|abbonamento)\b/;

/** The message asks what a plan costs ("how much is Plus", "quanto custa a versão paga?"). */
export function asksPrice(message: string): boolean {
  const text = normalise(message);
  if (PRICE_WORDS.test(text))
    return (
      /\b(how much|quanto cust\w*|quanto cost\w*|cuanto cuest\w*|combien|wie ?viel|was kost\w*|price|precio|preco|prezzo|prix|preis)\b/.test(
        text,
      ) || PLAN_WORDS.test(text)
    );
  return /\b(cost|costs)\b/.test(text) && PLAN_WORDS.test(text);
}

/** What each paid plan costs and adds, from the contract's plan table (plan-lines.ts, docs/plans.md). */
export function pricesReply(message = ''): string {
  return [
    `There are two paid plans. ${paidPlansLine()}`,
    // "quanto custa em reais?": the honest answer is that only dollar prices exist.
    ...(asksOtherCurrency(message) ? [DOLLARS_ONLY] : []),
    'The free account costs nothing and keeps your chart and your last chats. You can compare them on the Upgrade page whenever you like, and there is no need to decide anything now.',
  ].join(' ');
}
