// The health capability's door: the one file other capabilities import from it (dependency-cruiser's
// enter-a-capability-by-its-door). Each component reports how it is through a HealthCheck.
export type { HealthCheck } from './health.service.ts';
