// The conversation capability's door: the one file other capabilities import from it. The chart's point names and
// lookups and the phrase book (chart-context.ts, phrases.ts), so that Today, the transits pages and the calendar word
// a chart the way the chat does; the personalities' names and a chat's topic, for the admin dashboards. The store and
// the reply planner stay inside.
export { displayPointName, lookup, theBody } from './chart-context.ts';
export { personalityNames } from './personalities/catalogue.ts';
export { HOUSE_AREA, SIGN_STYLE, THEME } from './phrases.ts';
export { topicOf } from './titles.ts';
