import type { QuestionAllowancesAnswer } from '@stellara/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from './client.ts';

const contract = () => import('@stellara/contract');

/**
 * GET /api/allowances: the daily question allowance of visitors and free members, as this server is configured (the
 * Plans page states these numbers, so they come from the server that enforces them).
 */
export function useQuestionAllowances() {
  return useQuery<QuestionAllowancesAnswer>({
    queryKey: ['question-allowances'],
    queryFn: ({ signal }) =>
      apiRequest('/allowances', { signal, schema: async () => (await contract()).questionAllowancesSchema }),
    staleTime: 60 * 60 * 1000,
  });
}
