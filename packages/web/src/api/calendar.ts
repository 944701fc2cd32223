// The member's calendar subscription (Current Transits > Calendar): its status, a new link (shown once), revoke.
import {
  type CalendarFeedCreated,
  type CalendarFeedStatus,
  calendarFeedCreatedSchema,
  calendarFeedStatusSchema,
} from '@stellara/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest, requestEmpty } from './client.ts';

export const calendarQueryKey = ['member', 'calendar'] as const;

export function useCalendarFeed() {
  return useQuery({
    queryKey: calendarQueryKey,
    queryFn: ({ signal }): Promise<CalendarFeedStatus> =>
      apiRequest('/account/calendar', { signal, schema: calendarFeedStatusSchema }),
  });
}

export async function createCalendarFeed(): Promise<CalendarFeedCreated> {
  return apiRequest('/account/calendar', { method: 'POST', schema: calendarFeedCreatedSchema });
}

export async function revokeCalendarFeed(): Promise<void> {
  await requestEmpty('/account/calendar', { method: 'DELETE' });
}

/** The feed's two addresses on this site: https (to paste into a calendar) and webcal (to open a calendar app). */
export function calendarUrls(path: string, location: Pick<Location, 'origin' | 'host'> = window.location) {
  return { https: `${location.origin}${path}`, webcal: `webcal://${location.host}${path}` };
}
