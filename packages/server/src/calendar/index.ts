// The calendar capability's door: the one file other capabilities import from it. The calendar sits at the top of
// its branch and offers nothing to others today: app.ts registers its routes.
export {};
