import type { BirthData, MeResponse, NatalChartRecord, Preferences } from '@stellara/contract';
import { meResponseSchema } from '@stellara/contract/me';
import { anonymousViewer, type Viewer } from '@stellara/contract/plans';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, requestEmpty } from './client.ts';

/** Where a mailed verification link lands (it signs the person in); and a mailed reset link. */
export const VERIFIED_PAGE = '/email-verified';
export const RESET_PAGE = '/reset-password';

export const meQuery = {
  queryKey: ['me'] as const,
  queryFn: ({ signal }: { signal: AbortSignal }) => apiRequest('/me', { signal, schema: meResponseSchema }),
  staleTime: 5 * 60_000,
};

/** GET /api/me: who is asking. `viewer` is anonymous until the answer arrives (`known` false). */
export function useMe(): { me: MeResponse | undefined; viewer: Viewer; known: boolean } {
  const { data, isError } = useQuery(meQuery);
  const viewer: Viewer = data ? { signedIn: data.signedIn, plan: data.plan, isAdmin: data.isAdmin } : anonymousViewer;
  return { me: data, viewer, known: data !== undefined || isError };
}

/** The contract with its zod schemas, loaded when first needed (the first page load stays without them). */
const contract = () => import('@stellara/contract');

/** GET /api/profile for a signed-in member (its birth data and chart live on the account). */
export function useProfile(enabled: boolean) {
  return useQuery({
    queryKey: ['profile'],
    queryFn: ({ signal }) => apiRequest('/profile', { signal, schema: async () => (await contract()).profileSchema }),
    enabled,
    staleTime: 60_000,
  });
}

export async function signIn(email: string, password: string): Promise<void> {
  await apiRequest('/auth/sign-in/email', {
    method: 'POST',
    // An unverified address gets a new link with this sign-in: it lands on the verified page.
    body: { email, password, callbackURL: VERIFIED_PAGE },
    schema: async () => (await contract()).signInAnswerSchema,
  });
}

/** Returns the server's message ("Account created! Please check your email..."). */
export async function signUp(name: string, email: string, password: string): Promise<string | undefined> {
  const answer = await apiRequest('/auth/sign-up/email', {
    method: 'POST',
    body: { name, email, password, callbackURL: VERIFIED_PAGE },
    schema: async () => (await contract()).signUpAnswerSchema,
  });
  return answer.message;
}

/** Mails a reset link when an account uses `email`; the answer is the same either way. */
export async function requestPasswordReset(email: string): Promise<void> {
  await requestEmpty('/auth/request-password-reset', { method: 'POST', body: { email, redirectTo: RESET_PAGE } });
}

/** Sets a new password with the mailed link's token (every session of the account is signed out). */
export async function resetPassword(token: string, newPassword: string): Promise<void> {
  await requestEmpty('/auth/reset-password', { method: 'POST', body: { token, newPassword } });
}

/** Mails a new verification link when `email` belongs to an unverified account; the same answer otherwise. */
export async function resendVerification(email: string): Promise<void> {
  await requestEmpty('/auth/send-verification-email', {
    method: 'POST',
    body: { email, callbackURL: VERIFIED_PAGE },
  });
}

export async function signOut(): Promise<void> {
  await apiRequest('/auth/sign-out', {
    method: 'POST',
    body: {},
    schema: async () => (await contract()).signOutAnswerSchema,
  });
}

/** Ctrl/Cmd+Shift+R: signs out and forgets the visitor session on the server. */
export async function resetSession(): Promise<void> {
  await apiRequest('/session/reset', {
    method: 'POST',
    body: {},
    schema: async () => (await contract()).okAnswerSchema,
  });
}

/** After sign-in or sign-out: everything that depends on who is asking is asked again. */
export function useRefreshSession(): () => Promise<void> {
  const client = useQueryClient();
  return async () => {
    await client.resetQueries();
  };
}

/**
 * Keeps the birth data on the server too: on the account for a member (PUT /api/profile), in the
 * visitor session for a guest (PUT /api/visitor/birth-data), which moves into the account on sign-up.
 */
/** Saves the birth data on the account or the visitor session; answers the chart the server keeps with it. */
export async function saveBirthDataOnServer(signedIn: boolean, birthData: BirthData): Promise<NatalChartRecord | null> {
  if (signedIn) {
    const profile = await apiRequest('/profile', {
      method: 'PUT',
      body: { birthData },
      schema: async () => (await contract()).profileSchema,
    });
    return profile.chart;
  }
  const visitor = await apiRequest('/visitor/birth-data', {
    method: 'PUT',
    body: birthData,
    schema: async () => (await contract()).visitorSessionSchema,
  });
  return visitor.chart;
}

/** Saves a member's preferences on the account (merged into the stored ones), e.g. their house system or zodiac. */
export async function savePreferencesOnServer(preferences: Preferences): Promise<void> {
  await apiRequest('/profile', {
    method: 'PUT',
    body: { preferences },
    schema: async () => (await contract()).profileSchema,
  });
}
