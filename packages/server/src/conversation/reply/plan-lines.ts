// Every sentence the reader says about what a plan holds or costs, in one place, from the contract's plan table
// (packages/contract/src/plans.ts, docs/plans.md) and in the spec's own terms: Plus has transit forecasts and 1
// stored chart; Pro adds advanced transit timing, compatibility and synastry, and holds up to 6 charts. The numbers
// are read from the contract, never copied, so a price or a limit changed there is said right everywhere. Pure.
import {
  extraChartPriceUsdPerMonth,
  type Feature,
  featureRules,
  planAtLeast,
  planInfo,
  type Tier,
} from '@stellara/contract';

const usd = (n: number) => `$${n}`;

/** "Plus ($25/month)": a plan named with its price; a free plan by its name alone. */
export const pricedPlan = (tier: Tier): string =>
  planInfo[tier].priceUsdPerMonth
    ? `${planInfo[tier].name} (${usd(planInfo[tier].priceUsdPerMonth)}/month)`
    : planInfo[tier].name;

/** The charts a paid plan holds, as the spec counts them ("Plus includes 1 chart, pro 6"). */
export const chartsHeld = (tier: 'plus' | 'pro'): string =>
  tier === 'plus'
    ? `${planInfo.plus.chartsIncluded} stored chart${planInfo.plus.chartsIncluded === 1 ? '' : 's'}`
    : `up to ${planInfo.pro.chartsIncluded} charts`;

/** Each chart beyond the plan's own, per month. */
export const EXTRA_CHARTS = `each extra chart is ${usd(extraChartPriceUsdPerMonth)} a month`;

/** What each plan adds over the one below it, as a person reads it. */
export const PLAN_ADDS: Record<Tier, string> = {
  anonymous: 'a reading of your chart in this chat',
  free: `your chart saved to an account, your last ${planInfo.free.savedChatsKept} chats kept and the Friendly Guide voice, at no cost`,
  plus: `all five voices, the Technical level, transit forecasts (Current Transits, and dates from your own transits in chat), folders, unlimited questions, chats kept without a limit and ${chartsHeld('plus')}`,
  pro: `advanced transit timing (exact hits, retrograde passes, the year ahead), compatibility, synastry and composite readings, and ${chartsHeld('pro')}`,
};

/** The two paid plans with their prices and what each adds: the answer to "how much is it". */
export function paidPlansLine(): string {
  const { plus, pro } = planInfo;
  return `${plus.name} is ${usd(plus.priceUsdPerMonth)} a month: ${PLAN_ADDS.plus}. ${pro.name} is ${usd(pro.priceUsdPerMonth)} a month: everything in ${plus.name}, plus ${PLAN_ADDS.pro}; ${EXTRA_CHARTS}.`;
}

/**
 * What a feature costs, for the person's plan: timing has two steps (forecasts with Plus, the advanced timing with
 * Pro), every other feature the lowest plan that has it.
 */
export function featurePriceLine(feature: Feature, tier: Tier): string {
  if (feature === 'transitTiming' || feature === 'transits') {
    const forecasts = planAtLeast(tier, 'plus') ? 'are already in your plan' : `come with ${pricedPlan('plus')}`;
    const advanced = planAtLeast(tier, 'pro') ? 'you have that too' : `that is ${pricedPlan('pro')}`;
    return `Timing: transit forecasts, with dates from your own transits, ${forecasts}; the advanced timing (exact hits, retrograde passes, the year ahead): ${advanced}.`;
  }
  const needs = featureRules[feature].minPlan;
  return planAtLeast(tier, needs)
    ? `That is already in your ${planInfo[tier].name} plan.`
    : `That comes with ${pricedPlan(needs)}${needs === 'plus' ? `, and with ${pricedPlan('pro')}` : ''}.`;
}

/** One paid plan named alone ("was kostet Pro?", "quanto custa o plus?"): that plan's price and what it adds. */
export function namedPlanLine(message: string): string | null {
  const plusNamed = /\bplus\b/i.test(message);
  const proNamed = /\bpro\b/i.test(message);
  if (plusNamed === proNamed) return null;
  const { plus, pro } = planInfo;
  return plusNamed
    ? `${plus.name} is ${usd(plus.priceUsdPerMonth)} a month: ${PLAN_ADDS.plus}.`
    : `${pro.name} is ${usd(pro.priceUsdPerMonth)} a month: everything in ${plus.name}, plus ${PLAN_ADDS.pro}; ${EXTRA_CHARTS}.`;
}

/**
 * A price asked about a feature ("how much for the timing stuff") gets that feature's plan; one plan named gets that
 * plan; otherwise both plans.
 */
export const priceAnswer = (feature: Feature | null, tier: Tier, message = ''): string =>
  feature
    ? featurePriceLine(feature, tier)
    : (namedPlanLine(message) ?? `There are two paid plans. ${paidPlansLine()}`);

/** "...don't want to get stung in january": a charge worried about, or a date named for stopping. */
const CHARGE_WORRY =
  /\b(stung|charged?|charging|billed|billing|renew\w*|next (?:month|payment)|after (?:xmas|christmas|the holidays|new year)|january|february|cobr\w*|renova\w*|factur\w*|pr[eé]lev\w*|abgebucht|verl[aä]nger\w*|addebit\w*|rinnov\w*)\b/i;

/**
 * Cancelling, as the app does it (Settings > Account > Cancel Subscription; billing cancels at the end of the paid
 * period and the account is then Free, CancelSubscriptionDialog.tsx): where, when access ends, what stays.
 */
export function cancelAnswer(tier: Tier, message: string): string {
  const plan = tier === 'plus' || tier === 'pro' ? planInfo[tier].name : 'your plan';
  const how = `In Settings, under Account, Cancel Subscription ends it; there is nothing else to do. You keep ${plan} until the end of the period you have already paid for (the cancel step shows that date before you confirm), and it does not renew.`;
  const after = `Then your account is Free: your profile and chart stay, and Free keeps your last ${planInfo.free.savedChatsKept} chats.`;
  const worry = CHARGE_WORRY.test(message)
    ? ' What decides a charge is that renewal date, not the month: cancel any time before it and nothing more is taken.'
    : '';
  return `${how}${worry} ${after}`;
}

/**
 * Below Pro, another person's chart asked about: what the person's own plan reads (their side, and how the other's
 * sign meets it) and that comparing the two charts is Pro, said once in a chat by the caller.
 */
export function compatibilityPointer(tier: Tier): string {
  const yours = tier === 'plus' || tier === 'free' ? `On ${planInfo[tier].name}` : 'Here';
  return `${yours} I read your side of it and how their sign meets yours; comparing your whole chart with theirs, planet by planet (synastry and composite charts), is part of Stellara ${pricedPlan('pro')}.`;
}
