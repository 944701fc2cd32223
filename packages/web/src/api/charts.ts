import {
  type BirthChartInput,
  type CompatibilityReading,
  chartsListSchema,
  chartWheelSchema,
  checkoutAnswerSchema,
  compatibilityDetailsSchema,
  compatibilityReadingSchema,
  compositeAnswerSchema,
  NATAL_RECORD_POINTS,
  type NatalChartRequest,
  natalAspectsAnswerSchema,
  readingsAnswerSchema,
  type StoredBirthChart,
  storedBirthChartSchema,
  transitsResponseSchema,
  transitWheelAnswerSchema,
} from '@stellara/contract';
import { useQuery } from '@tanstack/react-query';
import { type NatalData, natalDataFrom } from '../state/chart.ts';
import { apiRequest, requestEmpty } from './client.ts';

/** POST /api/v4/natal-aspects-data (Astrologer API dialect), read into the session record's natal fields. */
export async function calculateNatalChart(subject: NatalChartRequest['subject']): Promise<NatalData> {
  const answer = await apiRequest('/v4/natal-aspects-data', {
    method: 'POST',
    // Aspects among the record's bodies, in the record's order: the answer the server's own record is made of.
    body: { subject, active_points: [...NATAL_RECORD_POINTS] },
    schema: natalAspectsAnswerSchema,
  });
  return natalDataFrom(answer);
}

// ---------------------------------------------------------------------------------------------
// The member's stored charts, transits and compatibility readings (plus / pro).

export type WheelTheme = 'light' | 'dark';

export const chartKeys = {
  list: ['charts'] as const,
  wheel: (id: string, theme: WheelTheme) => ['charts', id, 'wheel', theme] as const,
  transits: (chartId: string | null) => ['transits', chartId ?? 'main'] as const,
  transitWheel: (chartId: string | null, theme: WheelTheme) => ['transits', chartId ?? 'main', 'wheel', theme] as const,
  readings: ['compatibility'] as const,
  reading: (id: string, theme: WheelTheme) => ['compatibility', id, theme] as const,
  composite: (id: string, theme: WheelTheme) => ['compatibility', id, 'composite', theme] as const,
};

export function useCharts(enabled: boolean) {
  return useQuery({
    queryKey: chartKeys.list,
    queryFn: ({ signal }) => apiRequest('/charts', { signal, schema: chartsListSchema }),
    enabled,
  });
}

export function createChart(input: BirthChartInput): Promise<StoredBirthChart> {
  return apiRequest('/charts', { method: 'POST', body: input, schema: storedBirthChartSchema });
}

export function updateChart(id: string, input: Partial<BirthChartInput>): Promise<StoredBirthChart> {
  return apiRequest(`/charts/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body: input,
    schema: storedBirthChartSchema,
  });
}

export function markMainChart(id: string): Promise<StoredBirthChart> {
  return apiRequest(`/charts/${encodeURIComponent(id)}/main`, {
    method: 'POST',
    body: {},
    schema: storedBirthChartSchema,
  });
}

export function deleteChart(id: string): Promise<void> {
  return requestEmpty(`/charts/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useChartWheel(id: string | null, theme: WheelTheme) {
  return useQuery({
    queryKey: chartKeys.wheel(id ?? '', theme),
    queryFn: ({ signal }) =>
      apiRequest(`/charts/${encodeURIComponent(id ?? '')}/wheel?theme=${theme}`, {
        signal,
        schema: chartWheelSchema,
      }),
    enabled: id !== null,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useTransits(chartId: string | null, enabled: boolean) {
  return useQuery({
    queryKey: chartKeys.transits(chartId),
    queryFn: ({ signal }) =>
      apiRequest(`/transits${chartId ? `?chartId=${encodeURIComponent(chartId)}` : ''}`, {
        signal,
        schema: transitsResponseSchema,
      }),
    enabled,
    staleTime: 10 * 60_000,
  });
}

export function useTransitWheel(chartId: string | null, theme: WheelTheme, enabled: boolean) {
  return useQuery({
    queryKey: chartKeys.transitWheel(chartId, theme),
    queryFn: ({ signal }) =>
      apiRequest(`/transits/wheel?theme=${theme}${chartId ? `&chartId=${encodeURIComponent(chartId)}` : ''}`, {
        signal,
        schema: transitWheelAnswerSchema,
      }),
    enabled,
    staleTime: 10 * 60_000,
  });
}

export function useReadings(enabled: boolean) {
  return useQuery({
    queryKey: chartKeys.readings,
    queryFn: ({ signal }) => apiRequest('/compatibility', { signal, schema: readingsAnswerSchema }),
    enabled,
  });
}

export function createReading(chart1Id: string, chart2Id: string): Promise<CompatibilityReading> {
  return apiRequest('/compatibility', {
    method: 'POST',
    body: { chart1Id, chart2Id },
    schema: compatibilityReadingSchema,
  });
}

export function deleteReading(id: string): Promise<void> {
  return requestEmpty(`/compatibility/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useReadingDetails(id: string | null, theme: WheelTheme) {
  return useQuery({
    queryKey: chartKeys.reading(id ?? '', theme),
    queryFn: ({ signal }) =>
      apiRequest(`/compatibility/${encodeURIComponent(id ?? '')}/details?theme=${theme}`, {
        signal,
        schema: compatibilityDetailsSchema,
      }),
    enabled: id !== null,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** The midpoint composite chart of a reading's two charts (pro). */
export function useComposite(id: string | null, theme: WheelTheme) {
  return useQuery({
    queryKey: chartKeys.composite(id ?? '', theme),
    queryFn: ({ signal }) =>
      apiRequest(`/compatibility/${encodeURIComponent(id ?? '')}/composite?theme=${theme}`, {
        signal,
        schema: compositeAnswerSchema,
      }),
    enabled: id !== null,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** Starts the purchase of extra charts ($10/month each); the answer's url is the checkout page. */
export function startExtraChartCheckout(extraCharts: number): Promise<{ url: string; testMode: boolean }> {
  return apiRequest('/billing/checkout', {
    method: 'POST',
    body: { extraCharts },
    schema: checkoutAnswerSchema,
  });
}
