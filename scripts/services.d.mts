export function findPostgresBinDir(): string | null;
export function findChromium(): string | null;
/** stripe-mock built by scripts/ci/stripe-mock.sh, or null. */
export function findStripeMock(): string | null;
export const suiteRequirements: Record<string, () => string | null>;
export function findNeo4jTestServer(): { home: string; version: string; java: string | null } | null;
/** Schemathesis installed in .venv by scripts/ci/python-oracles.sh, or null. */
export function findSchemathesis(): string | null;
/** HAProxy (the scale suite's load balancer), or null. */
export function findHaproxy(): string | null;
/** The base image scripts/ci/container-base.sh builds for the scale suite's container instance. */
export const containerTestBaseImage: string;
/** Why the scale suite's container instance (podman, runc, the test base image) cannot run, or null. */
export function containerMissing(): string | null;
