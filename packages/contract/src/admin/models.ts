// Admin models: request and answer schemas (see packages/server/src/admin/models.routes.ts).
export {};
