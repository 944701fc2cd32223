import pino, { type Logger } from 'pino';
import { maskEmails } from './mask-email.ts';

export type { Logger };

/**
 * The process logger: JSON lines on stdout, plus any sink added later (the database sink is added
 * once the database is open, so start-up problems are still logged).
 */
export function createLogger(level: string, { stdout = true }: { stdout?: boolean } = {}) {
  const streams = pino.multistream(stdout ? [{ stream: process.stdout, level: level as pino.Level }] : []);
  const logger = pino(
    {
      level,
      base: undefined,
      timestamp: pino.stdTimeFunctions.isoTime,
      // Never log credentials, even if a caller passes a whole request or config object.
      redact: {
        paths: [
          'req.headers.authorization',
          'req.headers.cookie',
          'headers.authorization',
          'headers.cookie',
          '*.LLM_API_KEY',
          '*.GRAPH_PASSWORD',
          '*.SESSION_SECRET',
          '*.STRIPE_SECRET_KEY',
          '*.password',
        ],
        censor: '[redacted]',
      },
      // Every line, of this logger and of its children (Fastify's request loggers), is masked once as written, so
      // stdout and the database sink (System Logs) both get `a…@example.com` in the message and in any field.
      hooks: { streamWrite: maskEmails },
    },
    streams,
  );
  return { logger, streams };
}
