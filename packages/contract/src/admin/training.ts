// Admin training: request and answer schemas (see packages/server/src/admin/training.routes.ts).
export {};
