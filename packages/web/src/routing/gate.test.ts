import { anonymousViewer, type Viewer } from '@stellara/contract/plans';
import { describe, expect, test } from 'vitest';
import { placeFieldText, submitLabel } from '../components/BirthForm.tsx';
import { decideNavigation, sidebarMarker } from './gate.ts';
import { matchShortcut, RESET_CONFIRM_TEXT } from './shortcuts.ts';

const free: Viewer = { signedIn: true, plan: 'free', isAdmin: false };
const admin: Viewer = { signedIn: true, plan: 'pro', isAdmin: true };

describe('routing rules', () => {
  test('without birth data, pages that need it go back to /', () => {
    for (const path of ['/profile', '/folders', '/history', '/charts', '/transits', '/compatibility', '/history/']) {
      expect(decideNavigation(path, anonymousViewer, false)).toEqual({ kind: 'redirect', to: '/', why: 'birth-data' });
    }
    for (const path of ['/', '/upgrade', '/login', '/admin', '/unknown']) {
      expect(decideNavigation(path, anonymousViewer, false).kind).toBe('render');
    }
    expect(decideNavigation('/profile', anonymousViewer, true)).toEqual({ kind: 'render', route: '/profile' });
  });

  test('an administrator is sent to /admin from any other path', () => {
    for (const path of ['/', '/profile', '/upgrade', '/login', '/nowhere']) {
      expect(decideNavigation(path, admin, true)).toEqual({ kind: 'redirect', to: '/admin', why: 'admin' });
    }
    expect(decideNavigation('/admin/logs', admin, false)).toEqual({ kind: 'render', route: '/admin' });
  });

  test('sidebar markers: sign-in for guests, crown and plan name when the plan is too low', () => {
    expect(sidebarMarker('/', anonymousViewer)).toEqual({ signIn: false, crownPlan: null });
    expect(sidebarMarker('/profile', anonymousViewer)).toEqual({ signIn: true, crownPlan: null });
    expect(sidebarMarker('/folders', anonymousViewer)).toEqual({ signIn: false, crownPlan: 'plus' });
    expect(sidebarMarker('/history', anonymousViewer)).toEqual({ signIn: true, crownPlan: null });
    expect(sidebarMarker('/compatibility', anonymousViewer)).toEqual({ signIn: false, crownPlan: 'pro' });
    expect(sidebarMarker('/history', free)).toEqual({ signIn: false, crownPlan: null });
    expect(sidebarMarker('/compatibility', free)).toEqual({ signIn: false, crownPlan: 'pro' });
  });
});

describe('keyboard shortcuts', () => {
  const key = (
    k: string,
    mods: Partial<{ ctrlKey: boolean; metaKey: boolean; shiftKey: boolean; altKey: boolean }>,
  ) => ({
    key: k,
    ctrlKey: false,
    metaKey: false,
    shiftKey: false,
    altKey: false,
    ...mods,
  });

  test('Ctrl or Cmd with Shift and L or R', () => {
    expect(matchShortcut(key('L', { ctrlKey: true, shiftKey: true }))).toBe('back-to-landing');
    expect(matchShortcut(key('l', { metaKey: true, shiftKey: true }))).toBe('back-to-landing');
    expect(matchShortcut(key('R', { ctrlKey: true, shiftKey: true }))).toBe('reset-auth');
    expect(matchShortcut(key('R', { metaKey: true, shiftKey: true }))).toBe('reset-auth');
    expect(matchShortcut(key('r', { ctrlKey: true }))).toBeNull();
    expect(matchShortcut(key('L', { shiftKey: true }))).toBeNull();
    expect(matchShortcut(key('L', { ctrlKey: true, shiftKey: true, altKey: true }))).toBeNull();
    expect(RESET_CONFIRM_TEXT).toBe('Reset authentication state? This will log you out and reload the page.');
  });
});

describe('birth form submit label', () => {
  test('follows busy, detecting and coordinates in that order', () => {
    const base = { busy: false, detecting: false, hasCoordinates: true };
    expect(submitLabel({ ...base, busy: true, detecting: true }, 'landing')).toBe('Calculating Your Chart...');
    expect(submitLabel({ ...base, detecting: true }, 'landing')).toBe('Detecting timezone...');
    expect(submitLabel({ ...base, hasCoordinates: false }, 'dialog')).toBe('Search Location First');
    expect(submitLabel(base, 'landing')).toBe('Start Your Reading');
    expect(submitLabel(base, 'dialog')).toBe('Generate My Reading');
  });
});

describe('birth form place field', () => {
  test('shows the first two parts of a place, the whole name goes beside the time zone', () => {
    expect(placeFieldText('Liverpool, England, United Kingdom')).toBe('Liverpool, England');
    expect(placeFieldText('Tokyo, Japan')).toBe('Tokyo, Japan');
    expect(placeFieldText(' Reykjavik ')).toBe('Reykjavik');
    expect(placeFieldText('São Paulo, , Brazil')).toBe('São Paulo, Brazil');
  });
});
