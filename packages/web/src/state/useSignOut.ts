import type { MeResponse } from '@stellara/contract';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { meQuery, signOut } from '../api/session.ts';
import { useAppState } from './AppState.tsx';

/** What GET /api/me answers once nobody is signed in. */
export const signedOutMe: MeResponse = {
  signedIn: false,
  plan: 'anonymous',
  isAdmin: false,
  adminRole: null,
  user: null,
  extraCharts: 0,
};

/**
 * The page becomes a guest's before anything is asked again: requests on their way are cancelled, the viewer is a
 * guest at once (so every member query turns itself off instead of being answered 401), and everything else the
 * cache held about the person is dropped, not refetched.
 */
export async function forgetViewerQueries(client: QueryClient): Promise<void> {
  await client.cancelQueries();
  client.setQueryData(meQuery.queryKey, signedOutMe);
}

/** Drops every cached answer except who is asking: none of them may be shown to the next person in this tab. */
export function dropCachedAnswers(client: QueryClient): void {
  client.removeQueries({ predicate: (query) => query.queryKey[0] !== meQuery.queryKey[0] });
}

/**
 * Sign Out (Settings > Account, the admin portal's Logout): the server forgets the session (and any visitor session),
 * and this tab forgets the person: storage (preferences stay), birth data, chart and chat state, the query cache.
 * Then the landing screen, with nothing of them on it. A failed server sign-out still forgets everything here (admin
 * docs/routing.md); the error is handed back so the page can say so.
 */
export function useSignOut(): () => Promise<void> {
  const client = useQueryClient();
  const navigate = useNavigate();
  const { forgetPerson } = useAppState();
  return useCallback(async () => {
    await forgetViewerQueries(client);
    forgetPerson();
    navigate('/', { replace: true });
    let failure: unknown = null;
    try {
      await signOut();
    } catch (error) {
      failure = error;
    }
    dropCachedAnswers(client);
    // Who is asking, as the server now says (a guest; or still the member when sign-out failed).
    await client.invalidateQueries({ queryKey: meQuery.queryKey });
    if (failure) throw failure;
  }, [client, navigate, forgetPerson]);
}
