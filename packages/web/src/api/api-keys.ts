// Personal API keys (Settings > Account): list, create (the key comes back once), revoke.
import { type ApiKeyCreated, apiKeyCreatedSchema, apiKeysAnswerSchema } from '@stellara/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest, requestEmpty } from './client.ts';

export const apiKeysQueryKey = ['member', 'api-keys'] as const;

export function useApiKeys(enabled: boolean) {
  return useQuery({
    queryKey: apiKeysQueryKey,
    queryFn: ({ signal }) => apiRequest('/account/api-keys', { signal, schema: apiKeysAnswerSchema }),
    enabled,
    // "Last used" changes outside this page (programs call with the key): read it afresh each time it is shown.
    refetchOnMount: 'always',
  });
}

export async function createApiKey(name: string): Promise<ApiKeyCreated> {
  return apiRequest('/account/api-keys', { method: 'POST', body: { name }, schema: apiKeyCreatedSchema });
}

export async function revokeApiKey(id: string): Promise<void> {
  await requestEmpty(`/account/api-keys/${encodeURIComponent(id)}`, { method: 'DELETE' });
}
