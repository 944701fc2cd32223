/**
 * Plan rules, in one place for the server (which enforces them) and the web (which draws the crowns,
 * locks and sign-in markers from them). docs/plans.md.
 *
 * Plans are ordered anonymous < free < plus < pro. "anonymous" is a visitor without an account;
 * "free" is a registered member who pays nothing. An administrator is treated as pro and registered.
 */

export const plans = ['anonymous', 'free', 'plus', 'pro'] as const;
export type Tier = (typeof plans)[number];

/** The plans a member can hold (the user_profiles.tier column). */
export const memberPlans = ['free', 'plus', 'pro'] as const satisfies readonly Tier[];
export type MemberPlan = (typeof memberPlans)[number];

export function planRank(plan: Tier): number {
  return plans.indexOf(plan);
}

/** True when `plan` is `required` or above. */
export function planAtLeast(plan: Tier, required: Tier): boolean {
  return planRank(plan) >= planRank(required);
}

export interface PlanInfo {
  /** Short name used with the crown marker and on the plans page. */
  name: string;
  /** The member label in the sidebar header. */
  memberLabel: string;
  /** Price in US dollars per month. */
  priceUsdPerMonth: number;
  /**
   * Charts of other people stored on the Birth Charts page besides the member's own (main) chart, which never counts
   * (before extra charts); 0 where the page is locked.
   */
  chartsIncluded: number;
  /** Saved chats kept; null means no limit, 0 means chats are not saved at all. */
  savedChatsKept: number | null;
}

export const planInfo: Record<Tier, PlanInfo> = {
  anonymous: { name: 'Guest', memberLabel: 'Guest User', priceUsdPerMonth: 0, chartsIncluded: 0, savedChatsKept: 0 },
  free: { name: 'Free', memberLabel: 'Free Member', priceUsdPerMonth: 0, chartsIncluded: 0, savedChatsKept: 10 },
  plus: { name: 'Plus', memberLabel: 'Plus Member', priceUsdPerMonth: 25, chartsIncluded: 1, savedChatsKept: null },
  pro: { name: 'Pro', memberLabel: 'Pro Member', priceUsdPerMonth: 45, chartsIncluded: 6, savedChatsKept: null },
};

/** Each chart beyond the plan's included ones, per month. */
export const extraChartPriceUsdPerMonth = 10;

// ---------------------------------------------------------------------------------------------
// Who is asking

export interface Viewer {
  /** Signed in with an account (admins too). */
  signedIn: boolean;
  /** The plan in force: 'anonymous' when not signed in, 'pro' for administrators. */
  plan: Tier;
  /** An active record in the administrator list matches the signed-in email. */
  isAdmin: boolean;
}

export const anonymousViewer: Viewer = { signedIn: false, plan: 'anonymous', isAdmin: false };

// ---------------------------------------------------------------------------------------------
// Routes

export const routePaths = [
  '/',
  '/profile',
  '/folders',
  '/history',
  '/charts',
  '/transits',
  '/compatibility',
  '/upgrade',
  '/login',
  '/forgot-password',
  '/reset-password',
  '/email-verified',
  '/admin',
] as const;
export type RoutePath = (typeof routePaths)[number];

export interface RouteRule {
  title: string;
  /** 'member': an account is needed for the page's real content; 'admin': an administrator. */
  signIn: 'none' | 'member' | 'admin';
  /** The lowest plan that gets the page's real content. */
  minPlan: Tier;
  /** A visitor without complete birth data who opens this page is sent back to /. */
  needsBirthData: boolean;
  /** Shown with the sidebar (every route except /admin and the sign-in pages: /login, forgot and reset password). */
  withSidebar: boolean;
}

/**
 * The route table of docs/routing.md. The spec lists "/" as plan free with no sign-in: it is the
 * chat home every visitor uses, so it is open to anonymous visitors here.
 */
export const routeRules: Record<RoutePath, RouteRule> = {
  '/': { title: 'Chat', signIn: 'none', minPlan: 'anonymous', needsBirthData: false, withSidebar: true },
  '/profile': {
    title: 'Birth Chart Profile',
    signIn: 'member',
    minPlan: 'free',
    needsBirthData: true,
    withSidebar: true,
  },
  '/folders': { title: 'Chat Folders', signIn: 'member', minPlan: 'plus', needsBirthData: true, withSidebar: true },
  '/history': { title: 'Reading History', signIn: 'member', minPlan: 'free', needsBirthData: true, withSidebar: true },
  '/charts': { title: 'Birth Charts', signIn: 'member', minPlan: 'plus', needsBirthData: true, withSidebar: true },
  '/transits': {
    title: 'Current Transits',
    signIn: 'member',
    minPlan: 'plus',
    needsBirthData: true,
    withSidebar: true,
  },
  '/compatibility': {
    title: 'Compatibility',
    signIn: 'member',
    minPlan: 'pro',
    needsBirthData: true,
    withSidebar: true,
  },
  '/upgrade': { title: 'Plans', signIn: 'none', minPlan: 'anonymous', needsBirthData: false, withSidebar: true },
  '/login': { title: 'Sign in', signIn: 'none', minPlan: 'anonymous', needsBirthData: false, withSidebar: false },
  // The account pages a mailed link or the sign-in form leads to.
  '/forgot-password': {
    title: 'Forgot password',
    signIn: 'none',
    minPlan: 'anonymous',
    needsBirthData: false,
    withSidebar: false,
  },
  '/reset-password': {
    title: 'Choose a new password',
    signIn: 'none',
    minPlan: 'anonymous',
    needsBirthData: false,
    withSidebar: false,
  },
  '/email-verified': {
    title: 'Email verified',
    signIn: 'none',
    minPlan: 'anonymous',
    needsBirthData: false,
    withSidebar: true,
  },
  '/admin': { title: 'Administration', signIn: 'admin', minPlan: 'pro', needsBirthData: false, withSidebar: false },
};

export function isRoutePath(path: string): path is RoutePath {
  return (routePaths as readonly string[]).includes(path);
}

/** The route a pathname belongs to ('/folders/abc' belongs to '/folders'); null when none does. */
export function routeFor(pathname: string): RoutePath | null {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (isRoutePath(trimmed)) return trimmed;
  const first = `/${trimmed.split('/')[1] ?? ''}`;
  return first !== '/' && isRoutePath(first) ? first : null;
}

export type Access =
  | { ok: true }
  /** Needs an account first (the "needs sign-in" marker); `plan` is set when a paid plan is needed too. */
  | { ok: false; reason: 'sign-in'; plan: Tier | null }
  /** Signed in, but the plan is too low (the crown marker with the plan's name). */
  | { ok: false; reason: 'plan'; plan: Tier }
  | { ok: false; reason: 'admin' };

/** Whether `viewer` gets the real content of `route`. The server answers AUTH_REQUIRED / PLAN_REQUIRED from the same rule. */
export function accessTo(route: RoutePath, viewer: Viewer): Access {
  const rule = routeRules[route];
  if (rule.signIn === 'admin') return viewer.isAdmin ? { ok: true } : { ok: false, reason: 'admin' };
  const planTooLow = !planAtLeast(viewer.plan, rule.minPlan);
  if (rule.signIn === 'member' && !viewer.signedIn) {
    return { ok: false, reason: 'sign-in', plan: planAtLeast('free', rule.minPlan) ? null : rule.minPlan };
  }
  if (planTooLow) return { ok: false, reason: 'plan', plan: rule.minPlan };
  return { ok: true };
}

// ---------------------------------------------------------------------------------------------
// Personalities and explanation levels

export const personalityIds = ['guide', 'witchy', 'mystical', 'mentor', 'coach'] as const;
export type PersonalityId = (typeof personalityIds)[number];

/** Below plus only the Friendly Guide is available; the others carry a crown. */
export function personalityMinPlan(id: PersonalityId): Tier {
  return id === 'guide' ? 'anonymous' : 'plus';
}

export function canUsePersonality(plan: Tier, id: PersonalityId): boolean {
  return planAtLeast(plan, personalityMinPlan(id));
}

/** The personality that actually answers: the chosen one when the plan allows it, else the guide. */
export function personalityInForce(plan: Tier, chosen: PersonalityId): PersonalityId {
  return canUsePersonality(plan, chosen) ? chosen : 'guide';
}

export const technicalLevels = ['basic', 'technical'] as const;
export type TechnicalLevel = (typeof technicalLevels)[number];

/** The explanation level in force: the technical level toggle needs plus. */
export function technicalLevelInForce(plan: Tier, chosen: TechnicalLevel): TechnicalLevel {
  return canUseFeature(plan, 'technicalLevel') ? chosen : 'basic';
}

// ---------------------------------------------------------------------------------------------
// Entitlements: what each plan allows, feature by feature. The server enforces these (401 AUTH_REQUIRED /
// 403 PLAN_REQUIRED naming `minPlan`); the web draws its crowns and locks from the same table.

export const features = [
  /** The birth chart profile saved to the account. */
  'profile',
  /** Saved chats and the reading history (free keeps the last `savedChatsKept`). */
  'savedChats',
  /** All five personalities (below plus: the guide only). */
  'personalities',
  /** The Basic / Technical explanation level toggle. */
  'technicalLevel',
  'folders',
  /** The Birth Charts page: stored charts up to `chartLimit`. */
  'charts',
  /** Extra charts bought at `extraChartPriceUsdPerMonth` each. */
  'extraCharts',
  'transits',
  /** Advanced transit timing on Current Transits: exact hit times, retrograde passes, the year ahead. */
  'transitTiming',
  'compatibility',
  'synastry',
  'composite',
] as const;
export type Feature = (typeof features)[number];

export interface FeatureRule {
  /** The lowest plan that may use it ('anonymous' means everyone). */
  minPlan: Tier;
  /** An account is needed (true for everything a member keeps). */
  signIn: boolean;
}

export const featureRules: Record<Feature, FeatureRule> = {
  profile: { minPlan: 'free', signIn: true },
  savedChats: { minPlan: 'free', signIn: true },
  personalities: { minPlan: 'plus', signIn: true },
  technicalLevel: { minPlan: 'plus', signIn: true },
  folders: { minPlan: 'plus', signIn: true },
  charts: { minPlan: 'plus', signIn: true },
  extraCharts: { minPlan: 'plus', signIn: true },
  transits: { minPlan: 'plus', signIn: true },
  transitTiming: { minPlan: 'pro', signIn: true },
  compatibility: { minPlan: 'pro', signIn: true },
  synastry: { minPlan: 'pro', signIn: true },
  composite: { minPlan: 'pro', signIn: true },
};

export function canUseFeature(plan: Tier, feature: Feature): boolean {
  return planAtLeast(plan, featureRules[feature].minPlan);
}

/** Like `accessTo` for a feature: why `viewer` may not use it, or ok. */
export function featureAccess(feature: Feature, viewer: Viewer): Access {
  const rule = featureRules[feature];
  if (rule.signIn && !viewer.signedIn) {
    return { ok: false, reason: 'sign-in', plan: planAtLeast('free', rule.minPlan) ? null : rule.minPlan };
  }
  if (!planAtLeast(viewer.plan, rule.minPlan)) return { ok: false, reason: 'plan', plan: rule.minPlan };
  return { ok: true };
}

/**
 * Charts of other people allowed besides the member's own (main) chart: the plan's included charts plus the extra
 * charts bought (plus and pro only). The spec's "Plus includes 1 chart" read for a person who has their own chart:
 * their chart and one more.
 */
export function chartLimit(plan: Tier, extraCharts = 0): number {
  if (!canUseFeature(plan, 'charts')) return 0;
  return planInfo[plan].chartsIncluded + Math.max(0, Math.floor(extraCharts));
}

/** Every chart a member may store: their own (main) chart, which never counts, and `chartLimit` more. */
export function storedChartLimit(plan: Tier, extraCharts = 0): number {
  return canUseFeature(plan, 'charts') ? 1 + chartLimit(plan, extraCharts) : 0;
}

/** Saved chats kept for a plan: a number (older ones are pruned on save), null for no limit, 0 for none. */
export function savedChatsKept(plan: Tier): number | null {
  return planInfo[plan].savedChatsKept;
}

/** Plans that can be bought (the plans page's "Upgrade Now"). */
export const paidPlans = ['plus', 'pro'] as const satisfies readonly MemberPlan[];
export type PaidPlan = (typeof paidPlans)[number];

/**
 * The viewer for an account: its stored tier, or pro for an active administrator ("treated as pro and
 * registered", docs/plans.md).
 */
export function viewerForAccount(account: { tier: MemberPlan; isAdmin: boolean }): Viewer {
  return { signedIn: true, plan: account.isAdmin ? 'pro' : account.tier, isAdmin: account.isAdmin };
}

/** The message of a 403 PLAN_REQUIRED answer. */
export function planRequiredMessage(plan: Tier): string {
  return `This needs the ${planInfo[plan].name} plan or higher. Upgrade to unlock it.`;
}
