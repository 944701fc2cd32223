// The member-charts capability's door: the one file other capabilities import from it. The member's charts and
// transits and the Today card (read by the calendar feed and the morning note), and the transit vocabulary the
// calendar words its events with.

export { MemberChartsService } from './member-charts.service.ts';
export { ASPECT_FEEL, ASPECT_VERB, NATAL_TARGETS, YEAR_ASPECTS, YEAR_PLANETS } from './member-charts.ts';
export { TodayService } from './today.service.ts';
