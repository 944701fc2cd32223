import { accessTo, type RoutePath, routeFor, routeRules, type Tier, type Viewer } from '@stellara/contract/plans';

export type Navigation =
  | { kind: 'render'; route: RoutePath | null }
  /** Leave for `to` (replacing the history entry). */
  | { kind: 'redirect'; to: string; why: 'admin' | 'birth-data' };

/**
 * What the router does with `pathname` (docs/routing.md): an administrator goes to
 * /admin from any other path; a visitor without complete birth data goes back to / from a page
 * that needs it. Sign-in and plan requirements do not redirect: the page shows its locked variant
 * and the sidebar draws the markers (see accessTo in @stellara/contract).
 */
export function decideNavigation(pathname: string, viewer: Viewer, hasBirthData: boolean): Navigation {
  const route = routeFor(pathname);
  if (viewer.isAdmin && route !== '/admin') return { kind: 'redirect', to: '/admin', why: 'admin' };
  if (route && routeRules[route].needsBirthData && !hasBirthData) {
    return { kind: 'redirect', to: '/', why: 'birth-data' };
  }
  return { kind: 'render', route };
}

export interface SidebarMarker {
  /** Show the "needs sign-in" marker. */
  signIn: boolean;
  /** Show the crown with this plan's name. */
  crownPlan: Tier | null;
}

/**
 * The markers a sidebar item carries for this viewer. Every page opens (none redirects for sign-in or plan), so none
 * wears a lock: a guest sees the "sign-in" word on the pages a free account unlocks (Profile, Reading History: they
 * work now and keep things after sign-in), and only the crown on the pages a paid plan unlocks (the plan says it all).
 */
export function sidebarMarker(route: RoutePath, viewer: Viewer): SidebarMarker {
  const access = accessTo(route, viewer);
  if (access.ok) return { signIn: false, crownPlan: null };
  if (access.reason === 'sign-in') return { signIn: access.plan === null, crownPlan: access.plan };
  if (access.reason === 'plan') return { signIn: false, crownPlan: access.plan };
  return { signIn: false, crownPlan: null };
}
