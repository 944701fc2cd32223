import { describe, expect, test } from 'vitest';
import {
  anonymousViewer,
  chartLimit,
  featureAccess,
  featureRules,
  features,
  plans,
  savedChatsKept,
  storedChartLimit,
  technicalLevelInForce,
  viewerForAccount,
} from './plans.ts';

describe('entitlements (docs/plans.md: one table for server and web)', () => {
  test('lowest plan per feature', () => {
    expect(Object.fromEntries(features.map((f) => [f, featureRules[f].minPlan]))).toEqual({
      profile: 'free',
      savedChats: 'free',
      personalities: 'plus',
      technicalLevel: 'plus',
      folders: 'plus',
      charts: 'plus',
      extraCharts: 'plus',
      transits: 'plus',
      transitTiming: 'pro',
      compatibility: 'pro',
      synastry: 'pro',
      composite: 'pro',
    });
  });

  test('charts: 1 on plus, 6 on pro, plus the extra charts bought; none below plus', () => {
    expect(plans.map((p) => chartLimit(p))).toEqual([0, 0, 1, 6]);
    expect(chartLimit('plus', 2)).toBe(3);
    expect(chartLimit('pro', 3)).toBe(9);
    expect(chartLimit('free', 5)).toBe(0);
  });

  test("the member's own (main) chart never counts: plus stores 2 in all, pro 7; none below plus", () => {
    expect(plans.map((p) => storedChartLimit(p))).toEqual([0, 0, 2, 7]);
    expect(storedChartLimit('plus', 1)).toBe(3);
    expect(storedChartLimit('free', 5)).toBe(0);
  });

  test('history: free keeps the last 10 chats, anonymous none, paid all', () => {
    expect(plans.map(savedChatsKept)).toEqual([0, 10, null, null]);
  });

  test('administrators count as pro and signed in', () => {
    expect(viewerForAccount({ tier: 'free', isAdmin: true })).toEqual({ signedIn: true, plan: 'pro', isAdmin: true });
    expect(viewerForAccount({ tier: 'plus', isAdmin: false })).toEqual({
      signedIn: true,
      plan: 'plus',
      isAdmin: false,
    });
  });

  test('access answers: sign-in first (naming a paid plan when one is needed), then the plan', () => {
    expect(featureAccess('profile', anonymousViewer)).toEqual({ ok: false, reason: 'sign-in', plan: null });
    expect(featureAccess('compatibility', anonymousViewer)).toEqual({ ok: false, reason: 'sign-in', plan: 'pro' });
    const free = viewerForAccount({ tier: 'free', isAdmin: false });
    expect(featureAccess('folders', free)).toEqual({ ok: false, reason: 'plan', plan: 'plus' });
    expect(featureAccess('savedChats', free)).toEqual({ ok: true });
  });

  test('the technical level falls back to basic below plus', () => {
    expect(technicalLevelInForce('free', 'technical')).toBe('basic');
    expect(technicalLevelInForce('plus', 'technical')).toBe('technical');
  });
});
