// Admin system: request and answer schemas (see packages/server/src/admin/system.routes.ts).
export {};
