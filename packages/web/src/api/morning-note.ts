// The morning note by e-mail (Settings > Account): read and save the member's choice.
import { type MorningNoteAnswer, type MorningNoteSettings, morningNoteAnswerSchema } from '@stellara/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from './client.ts';

export const morningNoteQueryKey = ['member', 'morning-note'] as const;

export function useMorningNote(enabled: boolean) {
  return useQuery({
    queryKey: morningNoteQueryKey,
    queryFn: ({ signal }) => apiRequest('/morning-note', { signal, schema: morningNoteAnswerSchema }),
    enabled,
  });
}

export async function saveMorningNote(settings: MorningNoteSettings): Promise<MorningNoteAnswer> {
  return apiRequest('/morning-note', { method: 'PUT', body: settings, schema: morningNoteAnswerSchema });
}
