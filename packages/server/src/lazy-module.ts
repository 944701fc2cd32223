import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/**
 * A package loaded on first use rather than at start: the adapters for services a server may never be configured
 * for (Neo4j, Stripe, SMTP) and the time-zone boundaries were a third of the time spent loading modules before the first answer.
 */
export function lazyModule<T>(name: string): () => T {
  let loaded: T | undefined;
  return () => {
    loaded ??= require(name) as T;
    return loaded;
  };
}
