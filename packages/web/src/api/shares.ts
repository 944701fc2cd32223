// Share links for the member's chart (Profile > Share your chart): list, create (the address comes back once), revoke.
import { type ShareCreated, type ShareCreateInput, shareCreatedSchema, sharesAnswerSchema } from '@stellara/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest, requestEmpty } from './client.ts';

export const sharesQueryKey = ['member', 'shares'] as const;

export function useShares(enabled: boolean) {
  return useQuery({
    queryKey: sharesQueryKey,
    queryFn: ({ signal }) => apiRequest('/shares', { signal, schema: sharesAnswerSchema }),
    enabled,
  });
}

export async function createShare(options: ShareCreateInput): Promise<ShareCreated> {
  return apiRequest('/shares', { method: 'POST', body: options, schema: shareCreatedSchema });
}

export async function revokeShare(id: string): Promise<void> {
  await requestEmpty(`/shares/${encodeURIComponent(id)}`, { method: 'DELETE' });
}
