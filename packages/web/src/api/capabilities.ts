import type { HealthResponse } from '@stellara/contract';
import { healthResponseSchema } from '@stellara/contract/health';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from './client.ts';

/** GET /api/health, parsed with the contract's zod/mini schema (small enough for the first page load). */
export const healthQuery = {
  queryKey: ['health'] as const,
  queryFn: ({ signal }: { signal: AbortSignal }) => apiRequest('/health', { schema: healthResponseSchema, signal }),
  staleTime: 60_000,
};

export interface Capability {
  available: boolean;
  /** Why not, in words the visitor can read. */
  message: string;
}

export interface Capabilities {
  /** Place search and time-zone detection for the birth form. */
  places: Capability;
  /** The assistant's replies. */
  conversation: Capability;
  /** Sign-up, sign-in and saved profiles. */
  accounts: Capability;
  /** Paid upgrades. */
  payments: Capability;
  /** False while the health answer is still on its way. */
  known: boolean;
}

function fromComponent(health: HealthResponse | undefined, name: 'places' | 'llm', fallback: string): Capability {
  const component = health?.components[name];
  if (!component) return { available: false, message: fallback };
  return { available: component.status !== 'down', message: component.message ?? fallback };
}

/**
 * What this server can do right now. Place search and the assistant report through /api/health;
 * accounts and upgrades are part of every build (without payment keys the server's checkout runs in test mode).
 */
export function capabilitiesFrom(health: HealthResponse | undefined): Capabilities {
  return {
    places: fromComponent(health, 'places', 'Place search is not available right now.'),
    conversation: fromComponent(health, 'llm', 'The conversation service is not available right now.'),
    accounts: { available: true, message: '' },
    payments: { available: true, message: '' },
    known: health !== undefined,
  };
}

export function useCapabilities(): Capabilities {
  const { data } = useQuery(healthQuery);
  return capabilitiesFrom(data);
}
