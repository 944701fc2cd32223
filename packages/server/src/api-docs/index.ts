// The api-docs capability's door: the one file other capabilities import from it. The API docs sit on top and offer
// nothing to others today: app.ts registers the document and its page.
export {};
