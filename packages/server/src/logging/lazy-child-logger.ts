// Fastify gives every request a child logger carrying its request id. Making a pino child costs a few µs (its
// bindings go through the redaction paths and are serialised up front) and most requests never log a line: on
// the chart API that was ~1 % of a request's CPU. This child is made only when a line at an enabled level is
// written, so its output is exactly the eager child's.
import type { FastifyBaseLogger } from 'fastify';
import type { Bindings, ChildLoggerOptions, Level, LevelWithSilentOrString } from 'pino';

type Parent = FastifyBaseLogger & {
  levels?: { values: Record<string, number> };
  isLevelEnabled?: (level: string) => boolean;
};

const LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace'] as const;

export class LazyChildLogger {
  #real: FastifyBaseLogger | null = null;

  constructor(
    private readonly parent: Parent,
    private readonly bindingsOf: Bindings,
    private readonly options: ChildLoggerOptions,
  ) {}

  /** The pino child, made on first need. */
  get real(): FastifyBaseLogger {
    if (this.#real === null) this.#real = this.parent.child(this.bindingsOf, this.options) as FastifyBaseLogger;
    return this.#real;
  }

  /** Whether a pino child was made (tests). */
  get materialised(): boolean {
    return this.#real !== null;
  }

  get level(): LevelWithSilentOrString {
    return this.#real ? this.#real.level : (this.options.level ?? this.parent.level);
  }

  set level(level: LevelWithSilentOrString) {
    this.real.level = level;
  }

  isLevelEnabled(level: string): boolean {
    if (this.#real) return (this.#real as Parent).isLevelEnabled?.(level) ?? true;
    const values = this.parent.levels?.values;
    if (!values) return true;
    const threshold = values[this.level];
    // 'silent' is not among the values: Infinity in pino, nothing is enabled.
    return threshold !== undefined && (values[level] ?? 0) >= threshold;
  }

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.real.child(bindings, options) as FastifyBaseLogger;
  }

  bindings(): Bindings {
    return (this.real as unknown as { bindings(): Bindings }).bindings();
  }

  silent(..._args: unknown[]): void {}

  declare fatal: FastifyBaseLogger['fatal'];
  declare error: FastifyBaseLogger['error'];
  declare warn: FastifyBaseLogger['warn'];
  declare info: FastifyBaseLogger['info'];
  declare debug: FastifyBaseLogger['debug'];
  declare trace: FastifyBaseLogger['trace'];
}

for (const level of LEVELS) {
  Object.defineProperty(LazyChildLogger.prototype, level, {
    value: function (this: LazyChildLogger, ...args: unknown[]) {
      if (!this.materialised && !this.isLevelEnabled(level)) return;
      // A method call: pino's level methods read their logger from `this`.
      (this.real as unknown as Record<Level, (...a: unknown[]) => void>)[level](...args);
    },
    writable: true,
    configurable: true,
  });
}

/** Fastify's `childLoggerFactory`: a request's logger, made into a pino child only when it writes. */
export function lazyChildLoggerFactory(
  logger: FastifyBaseLogger,
  bindings: Bindings,
  options: ChildLoggerOptions,
): FastifyBaseLogger {
  return new LazyChildLogger(logger as Parent, bindings, options) as unknown as FastifyBaseLogger;
}
