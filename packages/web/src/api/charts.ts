import type { NatalChartRequest } from '@stellara/contract';
import { type NatalData, natalDataFrom } from '../state/chart.ts';
import { apiRequest } from './client.ts';

/** POST /api/v4/natal-aspects-data (Astrologer API dialect), read into the session record's natal fields. */
export async function calculateNatalChart(subject: NatalChartRequest['subject']): Promise<NatalData> {
  const answer = await apiRequest('/v4/natal-aspects-data', {
    method: 'POST',
    body: { subject },
    schema: { parse: (data: unknown) => data },
  });
  return natalDataFrom(answer);
}
