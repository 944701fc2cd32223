import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../api/client.ts';

/** GET /api/policies: the periods this deployment keeps things for (the pages never guess them). */
export function usePolicies() {
  return useQuery({
    queryKey: ['policies'],
    queryFn: ({ signal }) =>
      apiRequest('/policies', { signal, schema: async () => (await import('@stellara/contract')).policiesSchema }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
