// The morning-note capability's door: the one file other capabilities import from it. Nothing imports the morning
// note today; server.ts builds it (its settings and its job) and app.ts registers its routes.
export type { MorningNotes } from './create-morning-notes.ts';
