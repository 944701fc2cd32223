export function findPostgresBinDir(): string | null;
export function findChromium(): string | null;
export const suiteRequirements: Record<string, () => string | null>;
