import { type BigThreeQuery, bigThreeResponseSchema, todayResponseSchema } from '@stellara/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from './client.ts';

/** The browser's IANA time zone ("today" is the person's local date); UTC when the browser does not say. */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

/** The browser's local date in its zone, "YYYY-MM-DD" (en-CA writes dates that way). */
export function browserDate(tz: string, at = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: tz }).format(at);
}

/**
 * GET /api/today: what is new in the sky on the person's local day (the date their clock shows), for their chart,
 * with the Moon now. `chartKey` names the birth data the server reads (asked again when it changes); the server reads
 * the sky in ten-minute steps, so the answer is fresh for ten minutes here too (the chat beside it reads the sky now).
 */
export function useToday(chartKey: string, plan: string) {
  const tz = browserTimeZone();
  const date = browserDate(tz);
  return useQuery({
    queryKey: ['today', tz, date, plan, chartKey],
    queryFn: ({ signal }) =>
      apiRequest(`/today?tz=${encodeURIComponent(tz)}&date=${date}`, { signal, schema: todayResponseSchema }),
    staleTime: 10 * 60_000,
    retry: false,
  });
}

/** GET /api/big-three: one plain line for each of the Sun, Moon and rising signs. */
export function useBigThree(query: BigThreeQuery) {
  const params = new URLSearchParams();
  for (const [key, sign] of Object.entries(query)) if (sign) params.set(key, sign);
  return useQuery({
    queryKey: ['big-three', params.toString()],
    queryFn: ({ signal }) => apiRequest(`/big-three?${params}`, { signal, schema: bigThreeResponseSchema }),
    enabled: params.size > 0,
    staleTime: 60 * 60_000,
    retry: false,
  });
}
