import { describe, expect, test } from 'vitest';
import {
  accessTo,
  anonymousViewer,
  canUsePersonality,
  personalityIds,
  personalityInForce,
  planAtLeast,
  planInfo,
  plans,
  routeFor,
  routePaths,
  routeRules,
  type Viewer,
} from './plans.ts';

const member = (plan: Viewer['plan']): Viewer => ({ signedIn: true, plan, isAdmin: false });
const admin: Viewer = { signedIn: true, plan: 'pro', isAdmin: true };

describe('plan order', () => {
  test('anonymous < free < plus < pro', () => {
    expect(plans).toEqual(['anonymous', 'free', 'plus', 'pro']);
    expect(planAtLeast('plus', 'free')).toBe(true);
    expect(planAtLeast('free', 'plus')).toBe(false);
    expect(planAtLeast('anonymous', 'free')).toBe(false);
    expect(planAtLeast('pro', 'pro')).toBe(true);
  });

  test('labels and prices of docs/plans.md', () => {
    expect(plans.map((p) => planInfo[p].memberLabel)).toEqual([
      'Guest User',
      'Free Member',
      'Plus Member',
      'Pro Member',
    ]);
    expect(plans.map((p) => planInfo[p].priceUsdPerMonth)).toEqual([0, 0, 25, 45]);
    expect(planInfo.plus.chartsIncluded).toBe(1);
    expect(planInfo.pro.chartsIncluded).toBe(6);
    expect(planInfo.free.savedChatsKept).toBe(10);
  });
});

describe('route table of docs/routing.md', () => {
  test('sign-in and plan per route', () => {
    const table = Object.fromEntries(routePaths.map((p) => [p, [routeRules[p].signIn, routeRules[p].minPlan]]));
    expect(table).toEqual({
      '/': ['none', 'anonymous'],
      '/profile': ['member', 'free'],
      '/folders': ['member', 'plus'],
      '/history': ['member', 'free'],
      '/charts': ['member', 'plus'],
      '/transits': ['member', 'plus'],
      '/compatibility': ['member', 'pro'],
      '/upgrade': ['none', 'anonymous'],
      '/login': ['none', 'anonymous'],
      '/forgot-password': ['none', 'anonymous'],
      '/reset-password': ['none', 'anonymous'],
      '/email-verified': ['none', 'anonymous'],
      '/admin': ['admin', 'pro'],
    });
    expect(routePaths.filter((p) => !routeRules[p].withSidebar)).toEqual([
      '/login',
      '/forgot-password',
      '/reset-password',
      '/admin',
    ]);
  });

  test('a guest needs to sign in, and is told the plan when one is needed too', () => {
    expect(accessTo('/', anonymousViewer)).toEqual({ ok: true });
    expect(accessTo('/upgrade', anonymousViewer)).toEqual({ ok: true });
    expect(accessTo('/profile', anonymousViewer)).toEqual({ ok: false, reason: 'sign-in', plan: null });
    expect(accessTo('/folders', anonymousViewer)).toEqual({ ok: false, reason: 'sign-in', plan: 'plus' });
    expect(accessTo('/compatibility', anonymousViewer)).toEqual({ ok: false, reason: 'sign-in', plan: 'pro' });
    expect(accessTo('/admin', anonymousViewer)).toEqual({ ok: false, reason: 'admin' });
  });

  test('members get what their plan includes and a crown for the rest', () => {
    expect(accessTo('/history', member('free'))).toEqual({ ok: true });
    expect(accessTo('/transits', member('free'))).toEqual({ ok: false, reason: 'plan', plan: 'plus' });
    expect(accessTo('/transits', member('plus'))).toEqual({ ok: true });
    expect(accessTo('/compatibility', member('plus'))).toEqual({ ok: false, reason: 'plan', plan: 'pro' });
    expect(accessTo('/compatibility', member('pro'))).toEqual({ ok: true });
    expect(accessTo('/admin', member('pro'))).toEqual({ ok: false, reason: 'admin' });
    for (const path of routePaths) expect(accessTo(path, admin)).toEqual({ ok: true });
  });

  test('nested paths belong to their route', () => {
    expect(routeFor('/')).toBe('/');
    expect(routeFor('/profile/')).toBe('/profile');
    expect(routeFor('/admin/logs')).toBe('/admin');
    expect(routeFor('/folders/123')).toBe('/folders');
    expect(routeFor('/nowhere')).toBeNull();
  });
});

describe('personalities', () => {
  test('below plus only the guide; plus and pro get all five', () => {
    for (const plan of ['anonymous', 'free'] as const) {
      expect(personalityIds.filter((id) => canUsePersonality(plan, id))).toEqual(['guide']);
    }
    for (const plan of ['plus', 'pro'] as const) {
      expect(personalityIds.filter((id) => canUsePersonality(plan, id))).toEqual([...personalityIds]);
    }
  });

  test('a locked choice falls back to the guide', () => {
    expect(personalityInForce('free', 'coach')).toBe('guide');
    expect(personalityInForce('plus', 'coach')).toBe('coach');
  });
});
