// A question about what Stellara costs: answered with the plans' real prices from the contract, never a reading.
import { extraChartPriceUsdPerMonth, planInfo } from '@stellara/contract';
import { normalise } from './own-terms.ts';

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

const usd = (n: number) => `$${n}`;
const NUMBER_WORDS = ['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];
const count = (n: number) => NUMBER_WORDS[n] ?? String(n);

/** What each paid plan costs and adds, from the contract's plan table (docs/plans.md). */
export function pricesReply(): string {
  const { plus, pro } = planInfo;
  return [
    `There are two paid plans. ${plus.name} is ${usd(plus.priceUsdPerMonth)} a month: all five voices, the Technical level, Current Transits, folders and saved chats without a limit, and room for ${count(plus.chartsIncluded)} other person's chart.`,
    `${pro.name} is ${usd(pro.priceUsdPerMonth)} a month: everything in ${plus.name}, and adds transit timing, compatibility and synastry readings, and room for ${count(pro.chartsIncluded)} other people's charts (each one beyond that is ${usd(extraChartPriceUsdPerMonth)} a month).`,
    'The free account costs nothing and keeps your chart and your last chats. You can compare them on the Upgrade page whenever you like, and there is no need to decide anything now.',
  ].join(' ');
}
